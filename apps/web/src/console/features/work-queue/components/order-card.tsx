import { REQUISITE_NUMBER_FIELDS, type RequisiteEntry, type TraderOrder } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Countdown } from '#console/components/countdown.tsx';
import { StatusBadge } from '#console/components/status-badge.tsx';
import { entryBankName, orderBankName } from '#console/lib/bank-names.ts';
import { customerStateOf } from '#console/lib/customer-state.ts';
import { useSenderSummary } from '#console/lib/sender-summary.ts';
import { formatMoney, shortId } from '#console/lib/format.ts';
import { banksQuery } from '#console/lib/queries.ts';

/**
 * A queue card: the amount large, the customer's state in words, where it was routed, the sender's
 * details, time left, receipts.
 */
export function OrderCard({ order, entry }: { order: TraderOrder; entry: RequisiteEntry | undefined }) {
  const { t } = useTranslation('console');
  const sender = useSenderSummary(order.payment);
  const banks = useQuery(banksQuery);
  const state = customerStateOf(order);
  const requisite = REQUISITE_NUMBER_FIELDS.map((field) => order.requisites?.[field]).find(Boolean);
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
      {state ? (
        <span className={`order-card__state order-card__state--${state}`}>
          {t(`customer_state.${state}`)}
        </span>
      ) : null}
      <span className="order-card__line">
        {entry?.label ||
          (entry ? entryBankName(t, entry, banks.data) : orderBankName(t, order, banks.data)) ||
          t('order.no_entry')}
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
