import type { RequisiteEntry, TraderOrder } from '@payorder/contract';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Countdown } from '../../../components/countdown.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { formatMoney, shortId } from '../../../lib/format.ts';

/** What the customer typed about their transfer, in one line: what the trader matches in the bank app. */
export function useSenderSummary(order: TraderOrder): string {
  const { t } = useTranslation('console');
  const payment = order.payment;
  if (!payment) return '';
  const card =
    payment.customerCardFirstDigits || payment.customerCardLastDigits
      ? `${payment.customerCardFirstDigits ?? ''}…${payment.customerCardLastDigits ?? ''}`
      : null;
  return [
    card,
    payment.customerName,
    payment.customerUtr && `${t('field.utr')} ${payment.customerUtr}`,
    payment.customerPhoneLastDigits && `${t('field.phone_short')} …${payment.customerPhoneLastDigits}`,
    payment.customerIBAN,
    payment.customerAccountNumber,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A queue card: the amount large, where it was routed, the sender's details, time left, receipts. */
export function OrderCard({ order, entry }: { order: TraderOrder; entry: RequisiteEntry | undefined }) {
  const { t } = useTranslation('console');
  const sender = useSenderSummary(order);
  const requisite =
    order.requisites?.card_number ??
    order.requisites?.phone ??
    order.requisites?.iban ??
    order.requisites?.account_number;
  return (
    <NavLink
      to={`/orders/${order.id}`}
      className={({ isActive }) => (isActive ? 'order-card is-selected' : 'order-card')}
      aria-label={t('queue.card_label', {
        amount: formatMoney(order.amount, order.currency),
        status: t(`status.${order.status}`),
        id: shortId(order.id),
      })}
    >
      <span className="order-card__top">
        <span className="order-card__amount">{formatMoney(order.amount, order.currency)}</span>
        <StatusBadge status={order.status} />
      </span>
      <span className="order-card__line">
        {entry?.label || entry?.bankName || order.requisites?.bankName || order.bank || t('order.no_entry')}
        {requisite ? ` · ${requisite}` : ''}
      </span>
      {sender ? (
        <span className="order-card__line order-card__sender">
          {t('order.sender')}: {sender}
        </span>
      ) : null}
      <span className="order-card__meta">
        <Countdown until={order.statusTimeoutAt} />
        {order.receiptCount ? (
          <span className="order-card__receipts">
            {t('order.receipts_count', { count: order.receiptCount })}
          </span>
        ) : null}
        <span className="order-card__id">#{shortId(order.id)}</span>
      </span>
    </NavLink>
  );
}
