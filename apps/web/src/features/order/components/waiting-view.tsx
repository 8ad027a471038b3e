import { useTranslation } from '#page/lib/page-i18n.tsx';
import { ViewTitle } from '#page/components/ui/view-title.tsx';

export interface WaitingViewProps {
  kind: 'requisites' | 'trader_confirm';
  loaderImage: string | null;
}

/** docs/product/payment-page.md §2 screen 2: the loader image (or loading text) with the status's title. */
export function WaitingView({ kind, loaderImage }: WaitingViewProps) {
  const { t } = useTranslation();
  return (
    <section className="view view--waiting" aria-labelledby="view-title" aria-live="polite">
      <ViewTitle>
        {t(kind === 'requisites' ? 'waiting.requisites_title' : 'waiting.trader_confirm_title')}
      </ViewTitle>
      {loaderImage ? (
        <img className="loader-image" src={loaderImage} alt="" width={96} height={96} />
      ) : (
        <p className="loader-text">{t('common.loading')}</p>
      )}
      <p className="view__subtitle">
        {t(kind === 'requisites' ? 'waiting.selecting_requisites' : 'waiting.trader_confirm_text')}
      </p>
    </section>
  );
}
