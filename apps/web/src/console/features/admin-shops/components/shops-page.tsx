import type { AdminShop, UpdateShopRequest } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateByName } from '../../../components/create-by-name.tsx';
import { DetailPage } from '../../../components/detail-page.tsx';
import { DisableSwitch } from '../../../components/disable-switch.tsx';
import { Field } from '../../../components/field.tsx';
import { FormPanel } from '../../../components/form-panel.tsx';
import { KeyRotation } from '../../../components/key-rotation.tsx';
import { MasterDetail } from '../../../components/master-detail.tsx';
import { Panel } from '../../../components/panel.tsx';
import { SecretReveal } from '../../../components/secret-reveal.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { announce } from '../../../lib/announce.ts';
import { formatDateTime, shortId } from '../../../lib/format.ts';
import { fieldErrors } from '../../../lib/http.ts';
import {
  shopsQuery,
  useCreateShop,
  useRotateShopApiKey,
  useRotateShopWebhookSecret,
  useSetShopDisabled,
  useUpdateShop,
} from '../api/shops.ts';

/** The operator's shops: the list, and for the one opened its settings, switch and keys. */
/** `logins`: the panel of the opened shop's console logins (composed by the route). */
export function ShopsPage({ logins }: { logins?: (shop: AdminShop) => ReactNode }) {
  const { t } = useTranslation('console');
  return (
    <MasterDetail
      title={t('shops.title')}
      query={useQuery(shopsQuery)}
      top={<CreateShop />}
      emptyText={t('shops.empty')}
      pickText={t('shops.pick')}
      row={(shop) => ({
        main: shop.name,
        meta: (
          <>
            #{shortId(shop.id)} · {t('shops.fee_value', { fee: shop.feePercent })}
            {shop.isDemo ? ` · ${t('shops.demo')}` : ''}
          </>
        ),
        aside: shop.disabledAt ? <span className="badge badge--cancelled">{t('shops.disabled')}</span> : null,
      })}
      detail={(shop, onBack) => <ShopDetail shop={shop} onBack={onBack} logins={logins?.(shop)} />}
    />
  );
}

function CreateShop() {
  const { t } = useTranslation('console');
  const create = useCreateShop();
  const [created, setCreated] = useState<{ apiKey: string; webhookSecret: string } | null>(null);
  if (created) {
    return (
      <>
        <SecretReveal
          label={t('shops.new_api_key')}
          secret={created.apiKey}
          onDone={() => setCreated(null)}
        />
        <SecretReveal
          label={t('shops.new_webhook_secret')}
          secret={created.webhookSecret}
          onDone={() => setCreated(null)}
        />
      </>
    );
  }
  return (
    <CreateByName
      label={t('shops.new_name')}
      submitLabel={t('shops.create')}
      mutation={create}
      onCreate={(name, done) =>
        create.mutate(name, {
          onSuccess: (shop) => {
            announce(t('shops.created'));
            done();
            setCreated(shop);
          },
        })
      }
    />
  );
}

function ShopDetail({ shop, onBack, logins }: { shop: AdminShop; onBack: () => void; logins: ReactNode }) {
  const { t } = useTranslation('console');
  const setDisabled = useSetShopDisabled();
  const isDisabled = shop.disabledAt !== null;
  return (
    <DetailPage
      title={shop.name}
      badge={isDisabled ? <span className="badge badge--cancelled">{t('shops.disabled')}</span> : null}
      meta={
        <>
          {t('shops.id')}: <code>{shop.id}</code> ·{' '}
          {t('shops.created_at', { at: formatDateTime(shop.createdAt) })}
        </>
      }
      onBack={onBack}
    >
      <ShopSettingsForm shop={shop} />
      <ShopKeys shop={shop} />
      {logins}
      <DisableSwitch
        subject="shops"
        isDisabled={isDisabled}
        mutation={setDisabled}
        onToggle={(done) => setDisabled.mutate({ id: shop.id, isDisabled: !isDisabled }, { onSuccess: done })}
      />
    </DetailPage>
  );
}

function ShopSettingsForm({ shop }: { shop: AdminShop }) {
  const { t } = useTranslation('console');
  const update = useUpdateShop();
  const [values, setValues] = useState({
    name: shop.name,
    feePercent: shop.feePercent,
    paymentWindowMinutes: String(shop.paymentWindowMinutes),
    customerDataCollectionOrder: shop.customerDataCollectionOrder,
    collectCustomerReceipts: shop.collectCustomerReceipts,
  });
  const errors = fieldErrors(update.error);
  const submit = () => {
    const change: UpdateShopRequest = {
      name: values.name.trim(),
      feePercent: values.feePercent.trim(),
      paymentWindowMinutes: Number(values.paymentWindowMinutes),
      customerDataCollectionOrder: values.customerDataCollectionOrder,
      collectCustomerReceipts: values.collectCustomerReceipts,
    };
    update.mutate({ id: shop.id, change }, { onSuccess: () => announce(t('shops.saved')) });
  };
  return (
    <FormPanel
      title={t('shops.settings')}
      level={3}
      submitLabel={t('shops.save')}
      isPending={update.isPending}
      isFailed={update.isError && Object.keys(errors).length === 0}
      onSubmit={submit}
    >
      <TextField
        label={t('shops.name')}
        error={errors.name}
        errorId="shop-name-error"
        value={values.name}
        onChange={(value) => setValues({ ...values, name: value })}
        required
        maxLength={128}
      />
      <TextField
        label={t('shops.fee')}
        hint={t('shops.fee_hint')}
        error={errors.feePercent}
        errorId="shop-feePercent-error"
        inputMode="decimal"
        value={values.feePercent}
        onChange={(value) => setValues({ ...values, feePercent: value })}
        aria-describedby={errors.feePercent ? 'shop-feePercent-error' : undefined}
        required
      />
      <Field
        label={t('shops.payment_window')}
        error={errors.paymentWindowMinutes}
        errorId="shop-paymentWindowMinutes-error"
      >
        <input
          className="field__input"
          type="number"
          min={1}
          max={1440}
          value={values.paymentWindowMinutes}
          onChange={(event) => setValues({ ...values, paymentWindowMinutes: event.target.value })}
          required
        />
      </Field>
      <SelectField
        label={t('shops.data_order')}
        value={values.customerDataCollectionOrder}
        onChange={(order) => setValues({ ...values, customerDataCollectionOrder: order })}
        options={[
          { value: 'before_payment', label: t('shops.data_before') },
          { value: 'after_payment', label: t('shops.data_after') },
        ]}
      />
      <label className="check">
        <input
          type="checkbox"
          checked={values.collectCustomerReceipts}
          onChange={(event) => setValues({ ...values, collectCustomerReceipts: event.target.checked })}
        />
        <span>{t('shops.collect_receipts')}</span>
      </label>
    </FormPanel>
  );
}

function ShopKeys({ shop }: { shop: AdminShop }) {
  const { t } = useTranslation('console');
  const rotateKey = useRotateShopApiKey();
  const rotateSecret = useRotateShopWebhookSecret();
  return (
    <Panel title={t('keys.title')} level={3}>
      <KeyRotation
        rotateKey={rotateKey}
        rotateSecret={rotateSecret}
        onRotateKey={(reveal) => rotateKey.mutate(shop.id, { onSuccess: ({ apiKey }) => reveal(apiKey) })}
        onRotateSecret={(graceHours, reveal) =>
          rotateSecret.mutate(
            { id: shop.id, graceHours },
            { onSuccess: ({ webhookSecret }) => reveal(webhookSecret) },
          )
        }
        newKeyLabel={t('shops.new_api_key')}
        newSecretLabel={t('shops.new_webhook_secret')}
      >
        {(ask) => (
          <>
            {shop.previousWebhookSecretUntil ? (
              <p className="rows__meta">
                {t('keys.grace_until', { at: formatDateTime(shop.previousWebhookSecretUntil) })}
              </p>
            ) : null}
            <div className="detail__actions">
              <button type="button" className="btn" onClick={() => ask('key')}>
                {t('keys.rotate_api_key')}
              </button>
              <button type="button" className="btn" onClick={() => ask('secret')}>
                {t('keys.rotate_webhook_secret')}
              </button>
            </div>
          </>
        )}
      </KeyRotation>
    </Panel>
  );
}

export default ShopsPage;
