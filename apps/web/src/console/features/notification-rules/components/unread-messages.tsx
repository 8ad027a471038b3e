import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadState } from '#console/components/load-state.tsx';
import { Panel } from '#console/components/panel.tsx';
import { formatDateTime } from '#console/lib/format.ts';
import { unreadQuery } from '../api/rules.ts';
import type { Example } from './teach-by-example.tsx';

/**
 * The messages from a bank's sender that no rule read, every trader's, newest first (codes masked;
 * messages of unknown senders are not here: their text is never kept). Each starts a rule taught by example.
 */
export function UnreadMessages({ onTeach }: { onTeach: (example: Example) => void }) {
  const { t } = useTranslation('console');
  const unread = useQuery(unreadQuery);
  return (
    <Panel title={t('teach.unread_title')}>
      <p className="field__hint">{t('teach.unread_intro')}</p>
      <LoadState
        isPending={unread.isPending}
        isError={unread.isError}
        empty={unread.data?.items.length === 0 ? t('teach.unread_empty') : null}
      />
      <ul className="rows" data-testid="unread-messages">
        {unread.data?.items.map((message) => (
          <li className="rows__item" key={message.id}>
            <span>
              <span className="rows__main">{message.text}</span>{' '}
              <span className="rows__meta">
                {message.from} · {message.traderName} · {message.deviceName} ·{' '}
                {formatDateTime(message.receivedAt)}
              </span>
            </span>
            <button
              type="button"
              className="btn btn--small"
              onClick={() => onTeach({ from: message.from, text: message.text })}
            >
              {t('teach.from_this')}
            </button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
