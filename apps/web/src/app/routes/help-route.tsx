import { useTranslation } from '#page/lib/page-i18n.tsx';
import { Spinner } from '#page/components/ui/spinner.tsx';
import { ViewTitle } from '#page/components/ui/view-title.tsx';

/** docs/product/payment-page.md §2: a help title and a loading icon; the information comes later. */
export function HelpRoute() {
  const { t } = useTranslation();
  return (
    <section className="view view--waiting" aria-labelledby="view-title">
      <ViewTitle>{t('help.title')}</ViewTitle>
      <Spinner />
      <p className="view__subtitle">{t('help.soon')}</p>
    </section>
  );
}

export default HelpRoute;
