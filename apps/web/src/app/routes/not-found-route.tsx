import { useTranslation } from '#page/lib/page-i18n.tsx';
import { ViewTitle } from '#page/components/ui/view-title.tsx';

/** docs/product/payment-page.md §2: 404, Page not found; also shown for a failed login or order load. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="view not-found" aria-labelledby="view-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <ViewTitle>{t('not_found.title')}</ViewTitle>
      <p className="view__subtitle">{t('not_found.description')}</p>
    </section>
  );
}
