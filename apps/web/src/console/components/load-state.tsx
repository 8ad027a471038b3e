import { useTranslation } from 'react-i18next';

interface LoadStateProps {
  /** Still loading: "Loading…" (left out where a panel shows nothing while it loads). */
  isPending?: boolean;
  isError: boolean;
  /** The text when there is nothing to show, or null while there is something. */
  empty: string | null;
  /** Said as it changes (a polite live region), busy while `isFetching`. */
  live?: boolean;
  isFetching?: boolean;
}

/** What a list says while it loads, when it failed and when it is empty. */
export function LoadState({ isPending = false, isError, empty, live = false, isFetching }: LoadStateProps) {
  const { t } = useTranslation('console');
  const said = (
    <>
      {isPending ? <p className="empty-message">{t('app.loading')}</p> : null}
      {isError ? <p className="alert">{t('errors.load_failed')}</p> : null}
      {empty ? <p className="empty-message">{empty}</p> : null}
    </>
  );
  return live ? (
    <div aria-live="polite" aria-busy={isFetching}>
      {said}
    </div>
  ) : (
    said
  );
}
