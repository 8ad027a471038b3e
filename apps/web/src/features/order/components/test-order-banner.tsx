import { useTranslation } from '#page/lib/page-i18n.tsx';

/**
 * Above every view of a test order (made with the shop's test key; the order's `test`): says in words,
 * not by colour alone, that it is a test and no money is to be sent (docs/product/payment-page.md §2).
 * A note, not an alert: it is there from the first view on and is read in the page's order.
 */
export function TestOrderBanner() {
  const { t } = useTranslation();
  return (
    <div className="test-banner" role="note" aria-labelledby="test-banner-title">
      <p className="test-banner__title" id="test-banner-title">
        {t('order.test_title')}
      </p>
      <p className="test-banner__text">{t('order.test_text')}</p>
    </div>
  );
}
