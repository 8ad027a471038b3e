import { useTranslation } from '../lib/page-i18n.tsx';

/** components.error_fallback.title with the error icon (docs/product/payment-page.md §2). */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <section className="view result" role="alert">
      <img className="result__icon" src="/icons/error.svg" alt="" width={72} height={72} />
      <h1 className="view__title">{t('components.error_fallback.title')}</h1>
      <button type="button" className="btn btn--secondary" onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </button>
    </section>
  );
}
