import { useTranslation } from 'react-i18next';
import { useSignOut } from '../api/session.ts';

/** Signs this browser out: the Account screen's last action, and the only other way out of a forced password change. */
export function SignOutButton() {
  const { t } = useTranslation('console');
  const signOut = useSignOut();
  return (
    <button
      type="button"
      className="btn btn--secondary btn--wide"
      onClick={() => signOut.mutate()}
      disabled={signOut.isPending}
    >
      {t('sessions.sign_out')}
    </button>
  );
}
