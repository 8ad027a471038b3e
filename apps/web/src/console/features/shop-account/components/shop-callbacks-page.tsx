import {
  ZMerchantSettingsRequest,
  ZTestCallbackRequest,
  type OrderStatus,
  type PayoutStatus,
  type ShopCallback,
} from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '#page/lib/api-client.ts';
import { LoadState } from '#console/components/load-state.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { notify } from '#console/lib/announce.ts';
import { formatDateTime, shortId } from '#console/lib/format.ts';
import { schemaErrors, useFormCheck } from '#console/lib/use-form-check.ts';
import {
  shopCallbacksQuery,
  shopSettingsQuery,
  useResendPayoutCallback,
  useRetryCallback,
  useSaveShopSettings,
  useSendTestEvent,
} from '../api/shop.ts';

/**
 * The shop's webhook endpoint: the default callback URL its orders without their own use, and where a
 * test event goes; saved per mode (the "Test data" switch). Empty clears it.
 */
function EndpointForm({ saved }: { saved: string | null }) {
  const { t } = useTranslation('console');
  const save = useSaveShopSettings();
  const [url, setUrl] = useState(saved ?? '');
  const form = useFormCheck(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { callbackUrl: url.trim() || null };
    if (save.isPending || !form.check(schemaErrors(ZMerchantSettingsRequest, body))) return;
    save.mutate(body, {
      onSuccess: (saved) => notify(saved.callbackUrl ? t('ops.endpoint_saved') : t('ops.endpoint_cleared')),
    });
  };
  const urlError = form.errorOf('callbackUrl');
  const message = save.error && !urlError ? t('errors.action_failed') : null;
  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="endpoint-title">
      <h2 className="panel__title" id="endpoint-title">
        {t('ops.endpoint')}
      </h2>
      <TextField
        label={t('ops.endpoint_url')}
        hint={t('ops.endpoint_hint')}
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder="https://"
        value={url}
        error={urlError}
        onChange={(value) => {
          setUrl(value);
          save.reset();
        }}
      />
      <button type="submit" className="btn btn--primary" disabled={save.isPending}>
        {save.isPending ? t('actions.working') : t('actions.save')}
      </button>
      {message ? <p className="alert alert--danger">{message}</p> : null}
    </form>
  );
}

/**
 * The shop's callbacks: its webhook endpoint (the saved default callback URL), its newest events (its
 * orders', its payouts' and test events) with their delivery; "Send again" for an order's or a payout's
 * event, and "Send a test event" to a URL (by default the saved one, else its latest order's).
 */
export function ShopCallbacksPage() {
  const { t } = useTranslation('console');
  const callbacks = useQuery(shopCallbacksQuery);
  const settings = useQuery(shopSettingsQuery);
  const sendTest = useSendTestEvent();
  const [url, setUrl] = useState('');
  const form = useFormCheck(sendTest.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = url.trim() ? { callbackUrl: url.trim() } : {};
    if (sendTest.isPending || !form.check(schemaErrors(ZTestCallbackRequest, body))) return;
    sendTest.mutate(body, { onSuccess: (sent) => notify(t('ops.test_sent', { url: sent.callbackUrl })) });
  };
  const urlError = form.errorOf('callbackUrl');
  let testMessage: string | null = null;
  if (isApiError(sendTest.error, 409)) testMessage = t('ops.no_callback_url');
  else if (isApiError(sendTest.error, 400) && !urlError) testMessage = t('ops.bad_callback_url');
  else if (sendTest.error) testMessage = t('errors.action_failed');
  return (
    <div className="page">
      <h1 className="page-title">{t('ops.callbacks')}</h1>
      {settings.data ? <EndpointForm saved={settings.data.callbackUrl} /> : null}
      <form className="panel" onSubmit={submit} noValidate>
        <h2 className="panel__title">{t('ops.test_event')}</h2>
        <TextField
          label={t('ops.test_url')}
          hint={t('ops.test_url_hint')}
          type="url"
          inputMode="url"
          spellCheck={false}
          value={url}
          error={urlError}
          onChange={setUrl}
        />
        <button type="submit" className="btn btn--primary" disabled={sendTest.isPending}>
          {sendTest.isPending ? t('actions.working') : t('ops.test_event')}
        </button>
        <p role="status" className={testMessage ? 'alert' : 'visually-hidden'}>
          {testMessage}
        </p>
      </form>
      <LoadState
        live
        isPending={callbacks.isPending}
        isError={callbacks.isError}
        empty={callbacks.data?.items.length === 0 ? t('ops.callbacks_none') : null}
      />
      <ul className="rows">
        {callbacks.data?.items.map((callback) => (
          <CallbackRow key={callback.eventId} callback={callback} />
        ))}
      </ul>
    </div>
  );
}

/** What an event announced: an order's status, a payout's, or a test event. */
function useEventWords() {
  const { t } = useTranslation('console');
  return (callback: ShopCallback) => {
    if (callback.status === 'test') return t('ops.event_test');
    if (callback.payoutId)
      return t('payout.event', { status: t(`payout.status.${callback.status as PayoutStatus}`) });
    return t(`status.${callback.status as OrderStatus}`);
  };
}

/**
 * One event with its delivery: which order or payout it is of (opening it), and "Send again" for an
 * order's (its latest event, by the order) or a payout's (its latest event, by the payout).
 */
function CallbackRow({ callback }: { callback: ShopCallback }) {
  const { t } = useTranslation('console');
  const retry = useRetryCallback();
  const resendPayout = useResendPayoutCallback();
  const words = useEventWords();
  const { orderId, payoutId } = callback;
  const sending = retry.isPending || resendPayout.isPending;
  return (
    <li className="rows__item">
      <div>
        <p className="rows__main">
          {words(callback)} · {t(`ops.state.${callback.state}`)}
          {callback.lastAttempt
            ? ` · ${
                callback.lastAttempt.responseCode === null
                  ? t('ops.no_response')
                  : t('ops.attempt', {
                      code: callback.lastAttempt.responseCode,
                      ms: callback.lastAttempt.latencyMs ?? 0,
                    })
              }`
            : ''}
        </p>
        <p className="rows__meta">
          {formatDateTime(callback.createdAt)} · {callback.callbackUrl}
          {orderId ? (
            <>
              {' · '}
              <Link className="link" to={`/shop/orders/${orderId}`}>
                #{shortId(orderId)}
              </Link>
            </>
          ) : null}
          {payoutId ? (
            <>
              {' · '}
              <Link className="link" to={`/shop/payouts/${payoutId}`}>
                {t('payout.short', { id: shortId(payoutId) })}
              </Link>
            </>
          ) : null}
        </p>
        {retry.isError || resendPayout.isError ? (
          <p className="alert alert--danger">{t('errors.action_failed')}</p>
        ) : null}
      </div>
      {orderId || payoutId ? (
        <button
          type="button"
          className="btn btn--ghost"
          disabled={sending}
          onClick={() => {
            const resent = { onSuccess: () => notify(t('ops.resent')) };
            if (orderId) retry.mutate(orderId, resent);
            else resendPayout.mutate(payoutId!, resent);
          }}
        >
          {sending ? t('actions.working') : t('ops.resend')}
        </button>
      ) : null}
    </li>
  );
}
