import { fromMinor, toMinor, type BankNotification } from '@payorder/contract';
import { useTranslation } from 'react-i18next';
import { BankNotificationItem } from '#console/components/bank-notification-item.tsx';
import { formatMoney, shortId } from '#console/lib/format.ts';

/**
 * The second look before an order completes for another sum: the sum that arrived, its currency, the
 * order (its own sum and the difference), and the bank messages linked to it, so the operator checks
 * the sum against what the bank said.
 */
export function CorrectedReview({
  order,
  paid,
  notifications,
}: {
  order: { id: string; amount: string; currency: string; shopName?: string };
  /** The sum typed, as the wire's decimal. */
  paid: string;
  notifications: readonly BankNotification[];
}) {
  const { t } = useTranslation('console');
  const difference = toMinor(paid) - toMinor(order.amount);
  const gap = formatMoney(fromMinor(difference < 0n ? -difference : difference), order.currency);
  return (
    <div className="corrected-review" data-testid="corrected-review">
      <p>{t('resolve_review.body', { paid: formatMoney(paid, order.currency) })}</p>
      <dl className="stats">
        <div>
          <dt>{t('ops.paid_amount')}</dt>
          <dd className="money">{formatMoney(paid, order.currency)}</dd>
        </div>
        <div>
          <dt>{t('traders.currency')}</dt>
          <dd>{order.currency}</dd>
        </div>
        <div className="stats__wide">
          <dt>{t('resolve_review.order')}</dt>
          <dd>
            #{shortId(order.id)} · {formatMoney(order.amount, order.currency)}
            {order.shopName ? ` · ${order.shopName}` : ''}
          </dd>
        </div>
        <div className="stats__wide" hidden={difference === 0n}>
          <dt>{t('resolve_review.difference')}</dt>
          <dd>{difference < 0n ? t('resolve_review.less', { gap }) : t('resolve_review.more', { gap })}</dd>
        </div>
      </dl>
      <p className="field__label">{t('resolve_review.messages')}</p>
      {notifications.length === 0 ? (
        <p className="empty-message">{t('resolve_review.messages_none')}</p>
      ) : (
        <ul className="notifications">
          {notifications.map((notification) => (
            <li key={notification.id}>
              <BankNotificationItem notification={notification} reader="operator" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
