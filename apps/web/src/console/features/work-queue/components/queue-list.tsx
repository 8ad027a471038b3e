import type { RequisiteEntry, TraderOrder } from '@payorder/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '#console/lib/settings.ts';
import { emptyQueueReason } from '../lib/empty-reason.ts';
import { groupQueue } from '../lib/group.ts';
import { OrderCard } from './order-card.tsx';

interface QueueListProps {
  orders: readonly TraderOrder[];
  /** The book's entries (undefined while they load). */
  entries: readonly RequisiteEntry[] | undefined;
  isLive: boolean;
  /** The trader's own online switch (undefined while it loads). */
  online: boolean | undefined;
  /** Turns the switch on (the empty queue's action when offline). */
  goOnline: { run: () => void; isPending: boolean };
}

/** The work queue, grouped by what each order needs from the trader. */
export function QueueList({ orders, entries, isLive, online, goOnline }: QueueListProps) {
  const { t } = useTranslation('console');
  const entryOf = (id: string | null) => entries?.find((entry) => entry.id === id);
  const groups = groupQueue(orders);
  const settings = useSettings();
  return (
    <div className="queue">
      <div className="queue__head">
        <h1 className="page-title">{t('queue.title')}</h1>
        <span className={isLive ? 'live live--on' : 'live'}>
          {isLive ? t('queue.live') : t('queue.polling')}
        </span>
      </div>
      <p className="queue__sound">
        {settings.orderSound ? t('alerts.sound_on_short') : t('alerts.sound_off_short')}{' '}
        <Link className="link" to="/account">
          {t('alerts.change')}
        </Link>
      </p>
      {orders.length === 0 ? <EmptyQueue online={online} entries={entries} goOnline={goOnline} /> : null}
      {groups.map((group) =>
        group.orders.length ? (
          <section className="queue__group" key={group.id} aria-labelledby={`group-${group.id}`}>
            <h2 className="queue__group-title" id={`group-${group.id}`}>
              {t(`queue.group.${group.id}`)} <span className="queue__count">{group.orders.length}</span>
            </h2>
            <ul className="queue__list">
              {group.orders.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} entry={entryOf(order.requisiteEntryId)} />
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </div>
  );
}

/**
 * An empty queue says why, with what to do: offline (the switch, turned on here), no active card or
 * account in the book (to the book), or simply no orders yet (lib/empty-reason.ts).
 */
function EmptyQueue({ online, entries, goOnline }: Pick<QueueListProps, 'online' | 'entries' | 'goOnline'>) {
  const { t } = useTranslation('console');
  const reason = emptyQueueReason(online, entries);
  return (
    <div className="queue-empty" data-testid="queue-empty" data-reason={reason}>
      <p className="queue-empty__title">{t(`queue.empty_reason.${reason}.title`)}</p>
      <p className="empty-message">{t(`queue.empty_reason.${reason}.body`)}</p>
      {reason === 'offline' ? (
        <button
          type="button"
          className="btn btn--primary"
          onClick={goOnline.run}
          disabled={goOnline.isPending}
          aria-busy={goOnline.isPending}
        >
          {t('queue.empty_reason.offline.action')}
        </button>
      ) : reason === 'empty_book' ? (
        <Link className="btn btn--primary" to="/book">
          {t('queue.empty_reason.empty_book.action')}
        </Link>
      ) : null}
    </div>
  );
}
