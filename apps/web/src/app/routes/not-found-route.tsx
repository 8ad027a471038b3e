import { useTranslation } from 'react-i18next';

/** spec §2: 404, Page not found; also shown for a failed login or order load. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="view not-found" aria-labelledby="view-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="view-title" className="view__title">
        {t('not_found.title')}
      </h1>
      <p className="view__subtitle">{t('not_found.description')}</p>
    </section>
  );
}

export default NotFoundRoute;
