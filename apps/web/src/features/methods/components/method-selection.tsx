import type { PaymentType } from '@payorder/contract';
import { useTranslation } from '#page/lib/page-i18n.tsx';
import { Spinner } from '#page/components/ui/spinner.tsx';
import { useTradeMethods } from '../api/get-trade-methods.ts';
import { orderMethods } from '../lib/order-methods.ts';
import { MethodCard } from './method-card.tsx';
import { ViewTitle } from '#page/components/ui/view-title.tsx';

export interface MethodSelectionProps {
  orderId: string;
  isSubmitting: boolean;
  onSelect: (choice: { type: PaymentType; bank: string | null }) => void;
}

/** docs/product/payment-page.md §2 screen 1: the method grid (1/2/3 columns), or the no-methods message. */
export function MethodSelection({ orderId, isSubmitting, onSelect }: MethodSelectionProps) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useTradeMethods(orderId);
  const options = data ? orderMethods(data) : [];
  return (
    <section className="view" aria-labelledby="view-title">
      <ViewTitle>{t('methods.title')}</ViewTitle>
      {isPending ? (
        <Spinner label={t('common.loading')} />
      ) : isError ? (
        <div className="alert" role="alert">
          <p>{t('errors.load_failed')}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void refetch()}>
            {t('actions.retry')}
          </button>
        </div>
      ) : options.length === 0 ? (
        <p className="empty-message">{t('methods.no_methods_available')}</p>
      ) : (
        <ul className="method-grid" aria-busy={isSubmitting}>
          {options.map((option) => (
            <MethodCard key={option.key} option={option} isDisabled={isSubmitting} onSelect={onSelect} />
          ))}
        </ul>
      )}
    </section>
  );
}
