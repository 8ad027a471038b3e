import { otherPaidAmount, type OrderHistoryMove, type OrderTimeline as Timeline } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BankNotificationItem } from '#console/components/bank-notification-item.tsx';
import { DetailsList, useRequisiteRows } from '#console/components/details-list.tsx';
import { LedgerLines } from '#console/components/ledger-lines.tsx';
import { Panel } from '#console/components/panel.tsx';
import { ReceiptThumbs } from '#console/components/receipt-thumbs.tsx';
import { SenderDetails } from '#console/components/sender-details.tsx';
import { StatusBadge } from '#console/components/status-badge.tsx';
import { notify } from '#console/lib/announce.ts';
import { formatDateTimeSeconds, formatMoney, timeZoneLabel } from '#console/lib/format.ts';
import { banksQuery } from '#console/lib/queries.ts';
import { orderBankName } from '#console/lib/bank-names.ts';
import { timelineQuery, useResendCallback, type OrdersScope } from '../api/orders.ts';
import { mergeHistory } from '../lib/merge-history.ts';

/**
 * One order and everything that happened to it: who moved it when and why, every callback attempt
 * (with "Send again"), the receipts (opened inside the browser), the requisites, the sender's details
 * and the ledger lines. `actions`: what the route adds (the operator's dispute resolution).
 */
export function OrderTimeline({
  scope,
  id,
  back,
  actions,
}: {
  scope: OrdersScope;
  id: string;
  /** The screen it was opened from, and its link's words. */
  back: { to: string; label: string };
  actions?: (timeline: Timeline) => ReactNode;
}) {
  const { t } = useTranslation('console');
  const query = useQuery(timelineQuery(scope, id));
  const resend = useResendCallback(scope, id);
  const requisiteRows = useRequisiteRows(query.data?.order.requisites as Record<string, string> | null);
  const banks = useQuery(banksQuery);
  if (query.isPending) return <p className="empty-message">{t('app.loading')}</p>;
  if (query.isError) {
    return (
      <div className="page">
        <Link className="link" to={back.to}>
          {back.label}
        </Link>
        <p className="alert">{t('ops.not_found')}</p>
      </div>
    );
  }
  const { order, history, callbacks, receipts, ledger, notifications } = query.data;
  const payment = order.payment;
  const bank = orderBankName(t, order, banks.data);
  return (
    <div className="page">
      <Link className="link" to={back.to}>
        {back.label}
      </Link>
      <h1 className="page-title">
        {formatMoney(order.amount, order.currency)} <StatusBadge status={order.status} />
      </h1>
      <p className="page-hint">{t('ops.times_in', { zone: timeZoneLabel() })}</p>
      {actions?.(query.data)}
      <SummaryPanel order={order} scope={scope} bank={bank} />

      <HistoryPanel history={history} order={order} />

      {notifications ? (
        <Panel title={t('ops.notifications')}>
          {notifications.length === 0 ? <p className="empty-message">{t('ops.notifications_none')}</p> : null}
          <ul className="notifications">
            {notifications.map((notification) => (
              <li key={notification.id}>
                <BankNotificationItem notification={notification} reader="operator" />
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}

      <CallbacksPanel callbacks={callbacks} callbackUrl={order.callbackUrl} resend={resend} />

      <ReceiptThumbs receipts={receipts} title={t('receipts.title')} emptyText={t('receipts.none')} />

      <Panel title={t('ops.requisites')}>
        {requisiteRows.length ? (
          <DetailsList rows={requisiteRows} />
        ) : (
          <p className="empty-message">{t('ops.requisites_none')}</p>
        )}
      </Panel>

      <SenderDetails payment={payment} />

      <LedgerLines lines={ledger} emptyText={t('ops.ledger_none')} showOrder={false} showNote={false} />
    </div>
  );
}

/** Which order: its ids, shop and trader, method and bank, when, the sum paid, fee, commission, callback URL. */
function SummaryPanel({
  order,
  scope,
  bank,
}: {
  order: Timeline['order'];
  scope: OrdersScope;
  /** The bank's name (its code while the catalogue has none for it). */
  bank: string | null;
}) {
  const { t } = useTranslation('console');
  return (
    <Panel title={t('ops.summary')}>
      <DetailsList
        rows={[
          [t('ops.order_id'), order.id],
          [t('ops.external_id'), order.externalId],
          [t('ops.shop'), scope === 'operator' ? order.shopName : null],
          [t('ops.trader'), order.traderName],
          [t('ops.method'), order.paymentType ? t(`payment_type.${order.paymentType}`) : null],
          [t('ops.bank'), bank],
          [t('ops.created'), formatDateTimeSeconds(order.createdAt)],
          // The sum that arrived, said only when a dispute was resolved for another sum than the order's.
          [
            t('ops.paid'),
            order.paidAmount && order.paidAmount !== order.amount
              ? formatMoney(order.paidAmount, order.currency)
              : null,
          ],
          [t('ops.fee'), formatMoney(order.fee, order.currency)],
          [
            t('ops.commission'),
            order.traderCommission ? formatMoney(order.traderCommission, order.currency) : null,
          ],
          [t('ops.callback_url'), order.callbackUrl],
        ]}
      />
    </Panel>
  );
}

/** Who moved the order when and why; a move repeated in a row said once, with its count. */
function HistoryPanel({ history, order }: { history: Timeline['history']; order: Timeline['order'] }) {
  const { t } = useTranslation('console');
  const paid = otherPaidAmount(order);
  // A dispute resolved for another sum says the sum, beside the order's (history lines carry no sums).
  const moveText = (entry: Timeline['history'][number]) =>
    entry.move === 'resolveCompleted' && paid
      ? t('orders_paid.resolved_for', {
          paid: formatMoney(paid, order.currency),
          amount: formatMoney(order.amount, order.currency),
        })
      : t(`ops.move.${entry.move as OrderHistoryMove}`, { defaultValue: entry.move });
  return (
    <Panel title={t('ops.timeline')}>
      <ol className="timeline">
        {mergeHistory(history).map((entry, index) => (
          <li className="timeline__item" key={index}>
            <p className="rows__main">
              {moveText(entry)}
              {entry.count > 1 ? ` ×${entry.count}` : ''}
              {entry.fromStatus !== entry.toStatus ? ` → ${t(`status.${entry.toStatus}`)}` : ''}
            </p>
            <p className="rows__meta">
              {formatDateTimeSeconds(entry.at)}
              {entry.count > 1 ? ` – ${formatDateTimeSeconds(entry.lastAt)}` : ''} ·{' '}
              {t(`ops.actor.${entry.actorKind}`)}
              {entry.actorName ? ` ${entry.actorName}` : ''}
            </p>
            {entry.reason ? (
              <p className="timeline__note">
                {t('dispute.reason_is', { reason: t(`dispute_reason.${entry.reason}`) })}
              </p>
            ) : null}
            {entry.note ? <p className="timeline__note">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/** Every callback attempt, the URL's state in the title, and "Send again" where the order has a URL. */
function CallbacksPanel({
  callbacks,
  callbackUrl,
  resend,
}: {
  callbacks: Timeline['callbacks'];
  callbackUrl: Timeline['order']['callbackUrl'];
  resend: ReturnType<typeof useResendCallback>;
}) {
  const { t } = useTranslation('console');
  return (
    <Panel
      title={
        <>
          {t('ops.callbacks')}
          {callbacks.callbackUrlStatus ? ` · ${t(`ops.callback_status.${callbacks.callbackUrlStatus}`)}` : ''}
        </>
      }
    >
      {callbacks.attempts.length === 0 ? <p className="empty-message">{t('ops.callbacks_none')}</p> : null}
      <ul className="rows">
        {callbacks.attempts.map((attempt, index) => (
          <li className="rows__item" key={index}>
            <div>
              <p className="rows__main">
                {t(`status.${attempt.status}`)} ·{' '}
                {attempt.responseCode === null
                  ? t('ops.no_response')
                  : t('ops.attempt', { code: attempt.responseCode, ms: attempt.latencyMs ?? 0 })}
              </p>
              <p className="rows__meta">
                {formatDateTimeSeconds(attempt.attemptedAt)}
                {attempt.error ? ` · ${attempt.error}` : ''}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {callbackUrl ? (
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => resend.mutate(undefined, { onSuccess: () => notify(t('ops.resent')) })}
          disabled={resend.isPending}
        >
          {resend.isPending ? t('actions.working') : t('ops.resend')}
        </button>
      ) : null}
      {resend.isError ? <p className="alert alert--danger">{t('errors.action_failed')}</p> : null}
    </Panel>
  );
}
