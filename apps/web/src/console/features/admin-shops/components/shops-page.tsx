import {
  ZAdminUpdateShopRequest,
  type AdminShop,
  type AdminUpdateShopRequest,
  type CreateShopResponse,
} from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateByName } from '#console/components/create-by-name.tsx';
import { DetailPage } from '#console/components/detail-page.tsx';
import { DisableSwitch } from '#console/components/disable-switch.tsx';
import { FirstSteps } from '#console/components/first-steps.tsx';
import { FormPanel } from '#console/components/form-panel.tsx';
import { KeyRotation } from '#console/components/key-rotation.tsx';
import { MasterDetail } from '#console/components/master-detail.tsx';
import { Panel } from '#console/components/panel.tsx';
import { SecretReveals, type ShownSecret } from '#console/components/secret-reveal.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { notify } from '#console/lib/announce.ts';
import { formatDateTime } from '#console/lib/format.ts';
import { shopsQuery } from '#console/lib/queries.ts';
import { schemaErrors, useFormCheck } from '#console/lib/use-form-check.ts';
import {
  useCreateShop,
  useRotateShopApiKey,
  useRotateShopWebhookSecret,
  useSetShopDisabled,
  useUpdateShop,
} from '../api/shops.ts';

/**
 * The operator's shops: the list, and for the one opened its settings, switch and keys. A shop just
 * created is opened at once with its one-time secrets on top, each kept until its own acknowledgement.
 * `logins`: the panel of the opened shop's console logins (composed by the route).
 */
export function ShopsPage({ logins }: { logins?: (shop: AdminShop) => ReactNode }) {
  const { t } = useTranslation('console');
  const [openId, setOpenId] = useState<string | null>(null);
  // The secrets of the shops created on this screen, by shop, until each is acknowledged.
  const [newSecrets, setNewSecrets] = useState<Record<string, readonly ShownSecret[]>>({});
  const created = (shop: CreateShopResponse) => {
    setNewSecrets((all) => ({
      ...all,
      [shop.id]: [
        { label: t('shops.new_api_key'), secret: shop.apiKey },
        { label: t('shops.new_webhook_secret'), secret: shop.webhookSecret },
        { label: t('shops.new_test_api_key'), secret: shop.testApiKey },
        { label: t('shops.new_test_webhook_secret'), secret: shop.testWebhookSecret },
      ],
    }));
    setOpenId(shop.id);
  };
  const acknowledged = (shopId: string) => (done: ShownSecret) =>
    setNewSecrets((all) => ({ ...all, [shopId]: (all[shopId] ?? []).filter((item) => item !== done) }));
  return (
    <MasterDetail
      title={t('shops.title')}
      query={useQuery(shopsQuery)}
      top={<CreateShop onCreated={created} />}
      emptyText={t('shops.empty')}
      pickText={t('shops.pick')}
      opened={{ id: openId, onOpen: setOpenId }}
      row={(shop) => ({
        main: shop.name,
        meta: (
          <>
            {t('shops.fee_value', { fee: shop.feePercent })}
            {shop.isDemo ? ` · ${t('shops.demo')}` : ''}
          </>
        ),
        aside: shop.disabledAt ? <span className="badge badge--cancelled">{t('shops.disabled')}</span> : null,
      })}
      detail={(shop, onBack) => (
        <ShopDetail shop={shop} onBack={onBack} logins={logins?.(shop)}>
          <SecretReveals secrets={newSecrets[shop.id] ?? []} onDone={acknowledged(shop.id)} />
          {shop.id in newSecrets ? (
            <FirstSteps
              steps={[
                t('shops.step_secrets'),
                t('shops.step_settings'),
                t('shops.step_login', { section: t('logins.title') }),
              ]}
            />
          ) : null}
        </ShopDetail>
      )}
    />
  );
}

function CreateShop({ onCreated }: { onCreated: (shop: CreateShopResponse) => void }) {
  const { t } = useTranslation('console');
  const create = useCreateShop();
  return (
    <CreateByName
      label={t('shops.new_name')}
      submitLabel={t('shops.create')}
      mutation={create}
      onCreate={(name, done) =>
        create.mutate(name, {
          onSuccess: (shop) => {
            notify(t('shops.created'));
            done();
            onCreated(shop);
          },
        })
      }
    />
  );
}

function ShopDetail({
  shop,
  onBack,
  logins,
  children,
}: {
  shop: AdminShop;
  onBack: () => void;
  logins: ReactNode;
  /** Above everything: the new shop's secrets. */
  children: ReactNode;
}) {
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
      {children}
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

/** Every setting is sent on save, so each is checked as required (the update itself takes any of them). */
const ZShopSettings = ZAdminUpdateShopRequest.required();
/** An empty callback URL is none saved. */
const urlOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The settings form's values (as typed), its check and its save: every setting sent, checked first. */
function useShopSettings(shop: AdminShop) {
  const { t } = useTranslation('console');
  const update = useUpdateShop();
  const [values, setValues] = useState({
    name: shop.name,
    feePercent: shop.feePercent,
    payoutFeePercent: shop.payoutFeePercent,
    paymentWindowMinutes: String(shop.paymentWindowMinutes),
    customerDataCollectionOrder: shop.customerDataCollectionOrder,
    collectCustomerReceipts: shop.collectCustomerReceipts,
    callbackUrl: shop.callbackUrl ?? '',
    testCallbackUrl: shop.testCallbackUrl ?? '',
  });
  const form = useFormCheck(update.error);
  const submit = () => {
    const change = {
      name: values.name.trim(),
      // A decimal comma, as many languages write it, is the same percentage.
      feePercent: values.feePercent.trim().replace(',', '.'),
      payoutFeePercent: values.payoutFeePercent.trim().replace(',', '.'),
      paymentWindowMinutes:
        values.paymentWindowMinutes.trim() === '' ? undefined : Number(values.paymentWindowMinutes),
      customerDataCollectionOrder: values.customerDataCollectionOrder,
      collectCustomerReceipts: values.collectCustomerReceipts,
      callbackUrl: urlOrNull(values.callbackUrl),
      testCallbackUrl: urlOrNull(values.testCallbackUrl),
    };
    if (!form.check(schemaErrors(ZShopSettings, change))) return;
    update.mutate(
      { id: shop.id, change: change as AdminUpdateShopRequest },
      { onSuccess: () => notify(t('shops.saved')) },
    );
  };
  return { values, setValues, form, update, submit };
}

function ShopSettingsForm({ shop }: { shop: AdminShop }) {
  const { t } = useTranslation('console');
  const { values, setValues, form, update, submit } = useShopSettings(shop);
  return (
    <FormPanel
      title={t('shops.settings')}
      level={3}
      submitLabel={t('shops.save')}
      isPending={update.isPending}
      isFailed={update.isError && !form.hasErrors}
      onSubmit={submit}
    >
      <TextField
        label={t('shops.name')}
        error={form.errorOf('name')}
        value={values.name}
        onChange={(value) => setValues({ ...values, name: value })}
        required
        maxLength={128}
      />
      <FeeFields
        values={values}
        errorOf={form.errorOf}
        onChange={(change) => setValues({ ...values, ...change })}
      />
      <TextField
        label={t('shops.payment_window')}
        error={form.errorOf('paymentWindowMinutes')}
        type="number"
        inputMode="numeric"
        min={1}
        max={1440}
        value={values.paymentWindowMinutes}
        onChange={(value) => setValues({ ...values, paymentWindowMinutes: value })}
        required
      />
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
      <TextField
        label={t('shops.callback_url')}
        hint={t('shops.callback_url_hint')}
        error={form.errorOf('callbackUrl')}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={values.callbackUrl}
        onChange={(value) => setValues({ ...values, callbackUrl: value })}
      />
      <TextField
        label={t('shops.test_callback_url')}
        error={form.errorOf('testCallbackUrl')}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={values.testCallbackUrl}
        onChange={(value) => setValues({ ...values, testCallbackUrl: value })}
      />
      {form
        .elsewhere([
          'name',
          'feePercent',
          'payoutFeePercent',
          'paymentWindowMinutes',
          'callbackUrl',
          'testCallbackUrl',
        ])
        .map((text) => (
          <p className="alert alert--danger" key={text}>
            {text}
          </p>
        ))}
    </FormPanel>
  );
}

/** The shop's fees: on each order, and on each payout (held with its amount, taken on completion). */
function FeeFields({
  values,
  errorOf,
  onChange,
}: {
  values: { feePercent: string; payoutFeePercent: string };
  errorOf: (path: string) => string | undefined;
  onChange: (change: Partial<{ feePercent: string; payoutFeePercent: string }>) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <>
      <TextField
        label={t('shops.fee')}
        hint={t('shops.fee_hint')}
        error={errorOf('feePercent')}
        inputMode="decimal"
        value={values.feePercent}
        onChange={(feePercent) => onChange({ feePercent })}
        required
      />
      <TextField
        label={t('shops.payout_fee')}
        hint={t('shops.payout_fee_hint')}
        error={errorOf('payoutFeePercent')}
        inputMode="decimal"
        value={values.payoutFeePercent}
        onChange={(payoutFeePercent) => onChange({ payoutFeePercent })}
        required
      />
    </>
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
