import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { announce } from '#console/lib/announce.ts';
import { onlineQuery, useSetOnline } from '../api/book.ts';

/** Going online or offline: a switch in the header, on every screen. */
export function OnlineToggle() {
  const { t } = useTranslation('console');
  const status = useQuery(onlineQuery);
  const setOnline = useSetOnline();
  const isOnline = setOnline.isPending ? setOnline.variables : Boolean(status.data?.online);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOnline}
      className={isOnline ? 'switch is-on' : 'switch'}
      disabled={setOnline.isPending}
      onClick={() =>
        setOnline.mutate(!isOnline, {
          onSuccess: ({ online }) => announce(online ? t('online.now_online') : t('online.now_offline')),
          onError: () => announce(t('errors.action_failed')),
        })
      }
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span>{isOnline ? t('online.online') : t('online.offline')}</span>
    </button>
  );
}
