import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadState } from '#console/components/load-state.tsx';
import { formatDateTime, formatMoney, shortId } from '#console/lib/format.ts';
import { useLiveDisputes } from '../api/disputes.ts';

/** Orders in dispute, the longest waiting first, live; each opens its timeline, where it is resolved. */
export function DisputesPage() {
  const { t } = useTranslation('console');
  const disputes = useLiveDisputes();
  return (
    <div className="page">
      <h1 className="page-title">{t('ops.disputes_title')}</h1>
      <LoadState
        live
        isPending={disputes.isPending}
        isError={disputes.isError}
        empty={disputes.data?.items.length === 0 ? t('ops.disputes_empty') : null}
      />
      <ul className="rows">
        {disputes.data?.items.map((order) => (
          <li key={order.id} className="rows__item">
            <Link className="rows__link" to={`/ops/orders/${order.id}`}>
              <span className="rows__main">{formatMoney(order.amount, order.currency)}</span>
              <span className="rows__meta">
                #{shortId(order.id)} · {order.shopName}
                {order.traderName ? ` · ${order.traderName}` : ''} ·{' '}
                {t('ops.disputed_at', { time: formatDateTime(order.disputedAt) })}
              </span>
              {order.disputeReason ? (
                <span className="rows__meta dispute-reason">
                  {t('dispute.reason_is', { reason: t(`dispute_reason.${order.disputeReason}`) })}
                  {order.disputeNote ? ` · ${order.disputeNote}` : ''}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
