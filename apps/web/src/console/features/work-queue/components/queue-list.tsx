import type { RequisiteEntry, TraderOrder } from '@payorder/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '#console/lib/settings.ts';
import { groupQueue } from '../lib/group.ts';
import { OrderCard } from './order-card.tsx';

interface QueueListProps {
  orders: readonly TraderOrder[];
  entries: readonly RequisiteEntry[];
  isLive: boolean;
}

/** The work queue, grouped by what each order needs from the trader. */
export function QueueList({ orders, entries, isLive }: QueueListProps) {
  const { t } = useTranslation('console');
  const entryOf = (id: string | null) => entries.find((entry) => entry.id === id);
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
      {orders.length === 0 ? <p className="empty-message">{t('queue.empty')}</p> : null}
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
