import {
  WEBHOOK_SECRET_GRACE_DEFAULT_HOURS,
  WEBHOOK_SECRET_GRACE_MAX_HOURS,
  type AdminShop,
  type UpdateShopRequest,
} from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SecretReveal } from '../../../components/secret-reveal.tsx';
import { announce } from '../../../lib/announce.ts';
import { formatDateTime, shortId } from '../../../lib/format.ts';
import { ConsoleApiError } from '../../../lib/http.ts';
import {
  shopsQuery,
  useCreateShop,
  useRotateShopApiKey,
  useRotateShopWebhookSecret,
  useSetShopDisabled,
  useUpdateShop,
} from '../api/shops.ts';

/** The operator's shops: the list, and for the one opened its settings, switch and keys. */
export function ShopsPage() {
  const { t } = useTranslation('console');
  const shops = useQuery(shopsQuery);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = shops.data?.find((shop) => shop.id === openId) ?? null;
  return (
    <div className={open ? 'split has-detail' : 'split'}>
      <div className="split__list page">
        <div className="page__head">
          <h1 className="page-title">{t('shops.title')}</h1>
        </div>
        <CreateShop />
        {shops.isPending ? <p className="empty-message">{t('app.loading')}</p> : null}
        {shops.isError ? <p className="alert">{t('errors.load_failed')}</p> : null}
        {shops.data?.length === 0 ? <p className="empty-message">{t('shops.empty')}</p> : null}
        <ul className="rows rows--history">
          {shops.data?.map((shop) => (
            <li className="rows__item" key={shop.id}>
              <button
                type="button"
                className="rows__link"
                aria-current={shop.id === openId ? 'true' : undefined}
                onClick={() => setOpenId(shop.id)}
              >
                <span className="rows__main">{shop.name}</span>
                <span className="rows__meta">
                  #{shortId(shop.id)} · {t('shops.fee_value', { fee: shop.feePercent })}
                  {shop.isDemo ? ` · ${t('shops.demo')}` : ''}
                </span>
              </button>
              {shop.disabledAt ? <span className="badge badge--cancelled">{t('shops.disabled')}</span> : null}
            </li>
          ))}
        </ul>
      </div>
      <div className="split__detail">
        {open ? (
          <ShopDetail key={open.id} shop={open} onBack={() => setOpenId(null)} />
        ) : (
          <p className="split__hint empty-message">{t('shops.pick')}</p>
        )}
      </div>
    </div>
  );
}

function CreateShop() {
  const { t } = useTranslation('console');
  const create = useCreateShop();
  const [name, setName] = useState('');
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
    <form
      className="form panel"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(name.trim(), {
          onSuccess: (shop) => {
            announce(t('shops.created'));
            setName('');
            setCreated(shop);
          },
        });
      }}
    >
      <label className="field">
        <span className="field__label">{t('shops.new_name')}</span>
        <input
          className="field__input"
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={128}
        />
      </label>
      {create.isError ? <p className="alert alert--danger">{t('errors.action_failed')}</p> : null}
      <button type="submit" className="btn btn--primary" disabled={create.isPending}>
        {t('shops.create')}
      </button>
    </form>
  );
}

function ShopDetail({ shop, onBack }: { shop: AdminShop; onBack: () => void }) {
  const { t } = useTranslation('console');
  const setDisabled = useSetShopDisabled();
  const [isConfirming, setConfirming] = useState(false);
  const isDisabled = shop.disabledAt !== null;
  return (
    <article className="detail page" aria-labelledby="shop-title">
      <button type="button" className="btn btn--ghost" onClick={onBack}>
        {t('actions.back')}
      </button>
      <header className="detail__head">
        <h2 className="page-title" id="shop-title">
          {shop.name}
        </h2>
        {isDisabled ? <span className="badge badge--cancelled">{t('shops.disabled')}</span> : null}
      </header>
      <p className="rows__meta">
        {t('shops.id')}: <code>{shop.id}</code> ·{' '}
        {t('shops.created_at', { at: formatDateTime(shop.createdAt) })}
      </p>
      <ShopSettingsForm shop={shop} />
      <ShopKeys shop={shop} />
      <section className="panel" aria-labelledby="shop-switch">
        <h3 className="panel__title" id="shop-switch">
          {isDisabled ? t('shops.enable_title') : t('shops.disable_title')}
        </h3>
        <p>{isDisabled ? t('shops.enable_body') : t('shops.disable_body')}</p>
        <button
          type="button"
          className={isDisabled ? 'btn btn--primary' : 'btn btn--danger'}
          onClick={() => setConfirming(true)}
        >
          {isDisabled ? t('shops.enable') : t('shops.disable')}
        </button>
      </section>
      <ConfirmDialog
        open={isConfirming}
        title={isDisabled ? t('shops.enable_title') : t('shops.disable_title')}
        confirmLabel={isDisabled ? t('shops.enable') : t('shops.disable')}
        danger={!isDisabled}
        pending={setDisabled.isPending}
        error={setDisabled.isError ? t('errors.action_failed') : null}
        onClose={() => {
          setDisabled.reset();
          setConfirming(false);
        }}
        onConfirm={() =>
          setDisabled.mutate(
            { id: shop.id, isDisabled: !isDisabled },
            {
              onSuccess: (saved) => {
                announce(saved.disabledAt ? t('shops.disabled_done') : t('shops.enabled_done'));
                setConfirming(false);
              },
            },
          )
        }
      >
        <p>{isDisabled ? t('shops.enable_body') : t('shops.disable_body')}</p>
      </ConfirmDialog>
    </article>
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
  const fieldErrors = update.error instanceof ConsoleApiError ? update.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change: UpdateShopRequest = {
      name: values.name.trim(),
      feePercent: values.feePercent.trim(),
      paymentWindowMinutes: Number(values.paymentWindowMinutes),
      customerDataCollectionOrder: values.customerDataCollectionOrder,
      collectCustomerReceipts: values.collectCustomerReceipts,
    };
    update.mutate({ id: shop.id, change }, { onSuccess: () => announce(t('shops.saved')) });
  };
  const error = (field: string) =>
    fieldErrors[field] ? (
      <span className="field__error" id={`shop-${field}-error`}>
        {fieldErrors[field]}
      </span>
    ) : null;
  return (
    <form className="form panel" onSubmit={submit} aria-labelledby="shop-settings">
      <h3 className="panel__title" id="shop-settings">
        {t('shops.settings')}
      </h3>
      <label className={fieldErrors.name ? 'field field--invalid' : 'field'}>
        <span className="field__label">{t('shops.name')}</span>
        <input
          className="field__input"
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          required
          maxLength={128}
        />
        {error('name')}
      </label>
      <label className={fieldErrors.feePercent ? 'field field--invalid' : 'field'}>
        <span className="field__label">{t('shops.fee')}</span>
        <input
          className="field__input"
          inputMode="decimal"
          value={values.feePercent}
          onChange={(event) => setValues({ ...values, feePercent: event.target.value })}
          aria-describedby={fieldErrors.feePercent ? 'shop-feePercent-error' : undefined}
          required
        />
        {error('feePercent')}
      </label>
      <label className={fieldErrors.paymentWindowMinutes ? 'field field--invalid' : 'field'}>
        <span className="field__label">{t('shops.payment_window')}</span>
        <input
          className="field__input"
          type="number"
          min={1}
          max={1440}
          value={values.paymentWindowMinutes}
          onChange={(event) => setValues({ ...values, paymentWindowMinutes: event.target.value })}
          required
        />
        {error('paymentWindowMinutes')}
      </label>
      <label className="field">
        <span className="field__label">{t('shops.data_order')}</span>
        <select
          className="field__input"
          value={values.customerDataCollectionOrder}
          onChange={(event) =>
            setValues({
              ...values,
              customerDataCollectionOrder: event.target.value as AdminShop['customerDataCollectionOrder'],
            })
          }
        >
          <option value="before_payment">{t('shops.data_before')}</option>
          <option value="after_payment">{t('shops.data_after')}</option>
        </select>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={values.collectCustomerReceipts}
          onChange={(event) => setValues({ ...values, collectCustomerReceipts: event.target.checked })}
        />
        <span>{t('shops.collect_receipts')}</span>
      </label>
      {update.isError && Object.keys(fieldErrors).length === 0 ? (
        <p className="alert alert--danger">{t('errors.action_failed')}</p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={update.isPending}>
        {t('shops.save')}
      </button>
    </form>
  );
}

function ShopKeys({ shop }: { shop: AdminShop }) {
  const { t } = useTranslation('console');
  const rotateKey = useRotateShopApiKey();
  const rotateSecret = useRotateShopWebhookSecret();
  const [graceHours, setGraceHours] = useState(String(WEBHOOK_SECRET_GRACE_DEFAULT_HOURS));
  const [asking, setAsking] = useState<'key' | 'secret' | null>(null);
  const [revealed, setRevealed] = useState<{ label: string; secret: string } | null>(null);
  const mutation = asking === 'key' ? rotateKey : rotateSecret;
  return (
    <section className="panel" aria-labelledby="shop-keys">
      <h3 className="panel__title" id="shop-keys">
        {t('keys.title')}
      </h3>
      {revealed ? <SecretReveal {...revealed} onDone={() => setRevealed(null)} /> : null}
      {shop.previousWebhookSecretUntil ? (
        <p className="rows__meta">
          {t('keys.grace_until', { at: formatDateTime(shop.previousWebhookSecretUntil) })}
        </p>
      ) : null}
      <div className="detail__actions">
        <button type="button" className="btn" onClick={() => setAsking('key')}>
          {t('keys.rotate_api_key')}
        </button>
        <button type="button" className="btn" onClick={() => setAsking('secret')}>
          {t('keys.rotate_webhook_secret')}
        </button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'key' ? t('keys.rotate_api_key') : t('keys.rotate_webhook_secret')}
        confirmLabel={t('keys.rotate')}
        danger={asking === 'key'}
        pending={mutation.isPending}
        error={mutation.isError ? t('errors.action_failed') : null}
        onClose={() => {
          mutation.reset();
          setAsking(null);
        }}
        onConfirm={() => {
          if (asking === 'key') {
            rotateKey.mutate(shop.id, {
              onSuccess: ({ apiKey }) => {
                setRevealed({ label: t('shops.new_api_key'), secret: apiKey });
                setAsking(null);
              },
            });
          } else {
            rotateSecret.mutate(
              { id: shop.id, graceHours: Number(graceHours) },
              {
                onSuccess: ({ webhookSecret }) => {
                  setRevealed({ label: t('shops.new_webhook_secret'), secret: webhookSecret });
                  setAsking(null);
                },
              },
            );
          }
        }}
      >
        {asking === 'key' ? (
          <p>{t('keys.rotate_api_key_body')}</p>
        ) : (
          <>
            <p>{t('keys.rotate_webhook_secret_body')}</p>
            <label className="field">
              <span className="field__label">{t('keys.grace_hours')}</span>
              <input
                className="field__input"
                type="number"
                min={0}
                max={WEBHOOK_SECRET_GRACE_MAX_HOURS}
                value={graceHours}
                onChange={(event) => setGraceHours(event.target.value)}
              />
            </label>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}

export default ShopsPage;
