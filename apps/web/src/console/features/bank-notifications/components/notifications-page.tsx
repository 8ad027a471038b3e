import type { BankNotification, BankNotificationOutcome } from '@payorder/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BankNotificationItem } from '#console/components/bank-notification-item.tsx';
import { LoadState } from '#console/components/load-state.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { announce } from '#console/lib/announce.ts';
import { notificationsQuery, OUTCOMES } from '../api/notifications.ts';
import { AttachDialog } from './attach-dialog.tsx';

/** A credit the trader may attach by hand: no order matched it, or more than one could. */
const canAttach = (notification: BankNotification) =>
  notification.orderId === null &&
  notification.kind === 'credit' &&
  (notification.outcome === 'unmatched' || notification.outcome === 'ambiguous');

/**
 * What the trader's phones posted, newest first and read again every few seconds: when, from whom, the
 * text, the outcome in words and the linked order. An unmatched or ambiguous credit is attached to an
 * order by hand, then the order opens to be confirmed as usual.
 */
export function NotificationsPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<BankNotificationOutcome | ''>('');
  const list = useInfiniteQuery(notificationsQuery(outcome));
  const [attaching, setAttaching] = useState<BankNotification | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <div className="filters">
        <SelectField<BankNotificationOutcome | ''>
          label={t('notifications.filter')}
          value={outcome}
          onChange={setOutcome}
          options={[
            { value: '', label: t('notifications.all') },
            ...OUTCOMES.map((value) => ({ value, label: t(`notifications.outcome.${value}`) })),
          ]}
        />
      </div>
      <LoadState
        isPending={list.isPending}
        isError={list.isError}
        empty={list.isSuccess && items.length === 0 ? t('notifications.empty') : null}
        live
        isFetching={list.isFetching}
      />
      <ul className="notifications">
        {items.map((notification) => (
          <li key={notification.id}>
            <BankNotificationItem
              notification={notification}
              orderHref={(orderId) => `/orders/${orderId}`}
              actions={
                canAttach(notification) ? (
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    onClick={() => setAttaching(notification)}
                  >
                    {t('notifications.attach')}
                  </button>
                ) : null
              }
            />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? t('actions.working') : t('history.load_more')}
        </button>
      ) : null}
      <AttachDialog
        notification={attaching}
        onClose={() => setAttaching(null)}
        onAttached={(orderId) => {
          announce(t('notifications.attached'));
          // The order opens with its "Money received": the trader confirms as usual.
          void navigate(`/orders/${orderId}`);
        }}
      />
    </>
  );
}
