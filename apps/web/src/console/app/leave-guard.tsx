import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { useIsLeaveHeld } from '../lib/leave-guard.ts';

/**
 * Asks before leaving a screen that shows a one-time secret not yet acknowledged (lib/leave-guard.ts): a
 * move inside the console waits on this dialog (React Router's blocker); reloading or closing the tab gets
 * the browser's own question (beforeunload).
 */
export function LeaveGuard() {
  const { t } = useTranslation('console');
  const isHeld = useIsLeaveHeld();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isHeld && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isHeld) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isHeld]);
  // The secret acknowledged while the question is open: nothing is lost any more, go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !isHeld) blocker.proceed();
  }, [blocker, isHeld]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('leave.title')}
      confirmLabel={t('leave.confirm')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      <p>{t('leave.text', { done: t('secrets.done') })}</p>
    </ConfirmDialog>
  );
}
