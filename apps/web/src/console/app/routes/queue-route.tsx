import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { onlineQuery, useSetOnline } from '#console/features/book/api/book.ts';
import { QueueList } from '#console/features/work-queue/components/queue-list.tsx';
import { announce } from '#console/lib/announce.ts';
import { entriesQuery } from '#console/lib/queries.ts';
import { useQueue } from '../shell.tsx';

/**
 * The work queue, and beside it on a wide screen the order opened from it (/orders/:id). On a phone
 * the one shows at a time. An empty queue says why: the online switch and the book are read for it.
 */
export function QueueRoute() {
  const { t } = useTranslation('console');
  const { id } = useParams();
  const { queue, isLive } = useQueue();
  const entries = useQuery(entriesQuery);
  const online = useQuery(onlineQuery);
  const setOnline = useSetOnline();
  const goOnline = {
    run: () =>
      setOnline.mutate(true, {
        onSuccess: () => announce(t('online.now_online')),
        onError: () => announce(t('errors.action_failed')),
      }),
    isPending: setOnline.isPending,
  };
  return (
    <div className={id ? 'split has-detail' : 'split'}>
      <div className="split__list">
        {queue.isPending ? <p className="empty-message">{t('app.loading')}</p> : null}
        {queue.isError && !queue.data ? <p className="alert">{t('errors.load_failed')}</p> : null}
        {queue.data ? (
          <QueueList
            orders={queue.data}
            entries={entries.data}
            isLive={isLive}
            online={online.data?.online}
            goOnline={goOnline}
          />
        ) : null}
      </div>
      <div className="split__detail">
        {id ? <Outlet /> : <p className="empty-message split__hint">{t('queue.pick')}</p>}
      </div>
    </div>
  );
}
