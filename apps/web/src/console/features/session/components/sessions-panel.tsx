import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#console/components/confirm-dialog.tsx';
import { LoadState } from '#console/components/load-state.tsx';
import { formatDateTime } from '#console/lib/format.ts';
import type { ConsoleSession } from '@payorder/contract';
import { sessionsQuery, useRevokeSession } from '../api/session.ts';
import { SignOutButton } from './sign-out-button.tsx';

/** The account's signed-in sessions, each revocable, and signing out of this one. */
export function SessionsPanel() {
  const { t } = useTranslation('console');
  const sessions = useQuery(sessionsQuery);
  const revoke = useRevokeSession();
  const [revoking, setRevoking] = useState<ConsoleSession | null>(null);
  return (
    <section className="panel" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="panel__title">
        {t('sessions.title')}
      </h2>
      <LoadState isPending={sessions.isPending} isError={sessions.isError} empty={null} />
      <ul className="rows">
        {sessions.data?.map((session) => (
          <li className="rows__item" key={session.id}>
            <div>
              <p className="rows__main">
                {session.userAgent ? shortAgent(session.userAgent) : t('sessions.unknown_device')}
                {session.current ? (
                  <span className="badge badge--current">{t('sessions.this_device')}</span>
                ) : null}
              </p>
              <p className="rows__meta">
                {t('sessions.signed_in_at', { time: formatDateTime(session.createdAt) })}
                {session.lastSeenAt
                  ? ` · ${t('sessions.last_seen', { time: formatDateTime(session.lastSeenAt) })}`
                  : ''}
                {session.ip ? ` · ${session.ip}` : ''}
              </p>
            </div>
            {session.current ? null : (
              <button
                type="button"
                className="btn btn--ghost btn--small"
                onClick={() => setRevoking(session)}
              >
                {t('sessions.revoke')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <SignOutButton />
      <ConfirmDialog
        open={revoking !== null}
        title={t('sessions.revoke_title')}
        confirmLabel={t('sessions.revoke')}
        danger
        pending={revoke.isPending}
        error={revoke.isError ? t('errors.action_failed') : null}
        onClose={() => {
          setRevoking(null);
          revoke.reset();
        }}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
      >
        <p>{t('sessions.revoke_body')}</p>
      </ConfirmDialog>
    </section>
  );
}

/** "Mozilla/5.0 (Linux; Android 14…) … Chrome/130…" → "Chrome · Android". */
function shortAgent(agent: string): string {
  const browser =
    /(Edg|OPR|Firefox|YaBrowser|Chrome|Safari)\//.exec(agent)?.[1]?.replace('Edg', 'Edge') ?? '';
  const system =
    /(Android|iPhone|iPad|Windows|Mac OS X|Linux)/.exec(agent)?.[1]?.replace('Mac OS X', 'macOS') ?? '';
  return [browser, system].filter(Boolean).join(' · ') || agent.slice(0, 40);
}
