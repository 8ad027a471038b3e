import { useTranslation } from 'react-i18next';

interface LoadStateProps {
  /** Still loading: "Loading…" (left out where a panel shows nothing while it loads). */
  isPending?: boolean;
  isError: boolean;
  /** The text when there is nothing to show, or null while there is something. */
  empty: string | null;
}

/** What a list says while it loads, when it failed and when it is empty. */
export function LoadState({ isPending = false, isError, empty }: LoadStateProps) {
  const { t } = useTranslation('console');
  return (
    <>
      {isPending ? <p className="empty-message">{t('app.loading')}</p> : null}
      {isError ? <p className="alert">{t('errors.load_failed')}</p> : null}
      {empty ? <p className="empty-message">{empty}</p> : null}
    </>
  );
}
