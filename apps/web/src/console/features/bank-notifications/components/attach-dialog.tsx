import { fromMinor, toMinor, type BankNotification } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#console/components/confirm-dialog.tsx';
import { formatDateTime, formatMoney, shortId } from '#console/lib/format.ts';
import { queueQuery } from '#console/lib/queries.ts';
import { useAttachNotification } from '../api/notifications.ts';

interface AttachDialogProps {
  notification: BankNotification | null;
  onClose: () => void;
  onAttached: (orderId: string) => void;
}

/**
 * The message's sum against the picked order's, when both are known and differ: what the dialog says
 * before it attaches ("4 500,00 ₽ arrived; the order is 4 800,00 ₽: 300,00 ₽ less").
 */
function sumGapOf(
  notification: BankNotification | null,
  order: { amount: string; currency: string } | undefined,
): { paid: string; amount: string; gap: string; isLess: boolean } | null {
  if (!notification?.amount || !order) return null;
  const difference = toMinor(notification.amount) - toMinor(order.amount);
  if (difference === 0n) return null;
  return {
    paid: formatMoney(notification.amount, order.currency),
    amount: formatMoney(order.amount, order.currency),
    gap: formatMoney(fromMinor(difference < 0n ? -difference : difference), order.currency),
    isLess: difference < 0n,
  };
}

/**
 * Links a credit no order matched (or more than one did) to one of the trader's open orders, picked by
 * hand: the orders it fits come first, then the rest in its currency. An order of another sum is asked
 * first: the dialog says both sums and the difference, and a tick is needed to attach. The order is then
 * confirmed as usual, by the trader (its detail shows the message).
 */
export function AttachDialog({ notification, onClose, onAttached }: AttachDialogProps) {
  const { t } = useTranslation('console');
  const queue = useQuery({ ...queueQuery, enabled: notification !== null });
  const attach = useAttachNotification();
  const [orderId, setOrderId] = useState('');
  const [isGapAccepted, setIsGapAccepted] = useState<boolean | null>(null);
  const candidates = new Set(notification?.candidateOrderIds ?? []);
  const fits = (order: { id: string; amount: string }) =>
    candidates.has(order.id) || (notification?.amount !== null && order.amount === notification?.amount);
  const orders = (queue.data ?? [])
    .filter((order) => !notification?.currency || order.currency === notification.currency)
    .sort((a, b) => Number(fits(b)) - Number(fits(a)));
  const gap = sumGapOf(
    notification,
    orders.find((order) => order.id === orderId),
  );
  const close = () => {
    attach.reset();
    setOrderId('');
    setIsGapAccepted(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={notification !== null}
      title={t('notifications.attach_title')}
      confirmLabel={t('notifications.attach')}
      pending={attach.isPending}
      error={attach.isError ? t('notifications.attach_failed') : null}
      onClose={close}
      onConfirm={() => {
        if (!notification || !orderId) return;
        if (gap && !isGapAccepted) return setIsGapAccepted(false);
        attach.mutate(
          { id: notification.id, orderId },
          {
            onSuccess: () => {
              const attached = orderId;
              close();
              onAttached(attached);
            },
          },
        );
      }}
    >
      <blockquote className="notification__text">{notification?.text}</blockquote>
      {queue.isPending ? <p className="empty-message">{t('app.loading')}</p> : null}
      {queue.isSuccess && orders.length === 0 ? (
        <p className="empty-message">{t('notifications.attach_none')}</p>
      ) : null}
      <fieldset className="choices">
        <legend className="field__label">{t('notifications.attach_pick')}</legend>
        {orders.map((order) => (
          <label className="choice" key={order.id}>
            <input
              type="radio"
              name="attach-order"
              value={order.id}
              checked={orderId === order.id}
              onChange={() => {
                setOrderId(order.id);
                setIsGapAccepted(null);
              }}
            />
            <span>
              <span className="choice__title">
                {formatMoney(order.amount, order.currency)} · #{shortId(order.id)}
                {fits(order) ? <span className="badge badge--current">{t('notifications.fits')}</span> : null}
              </span>
              <span className="field__hint">
                {t(`status.${order.status}`)} · {formatDateTime(order.createdAt)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {orderId === '' && orders.length > 0 ? (
        <p className="field__hint">{t('notifications.attach_hint')}</p>
      ) : null}
      {gap ? (
        <div className={isGapAccepted === false ? 'field--invalid' : undefined} data-testid="attach-gap">
          <p className="alert alert--danger">
            {t(gap.isLess ? 'right_sum.attach_less' : 'right_sum.attach_more', gap)}
          </p>
          <label className="check">
            <input
              type="checkbox"
              checked={isGapAccepted === true}
              onChange={(event) => setIsGapAccepted(event.target.checked)}
            />
            <span>{t('right_sum.attach_check', gap)}</span>
          </label>
          {isGapAccepted === false ? (
            <span className="field__error">{t('right_sum.attach_required')}</span>
          ) : null}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
