import {
  BRANDING_PREVIEW_MESSAGE,
  BRANDING_PREVIEW_READY_MESSAGE,
  BRANDING_PREVIEW_STEPS,
  FALLBACK_LANGUAGE,
  ZSciDomain,
  type BrandingPreviewStep,
  type Order,
} from '@payorder/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ViewTitle } from '#page/components/ui/view-title.tsx';
import { MethodCard } from '#page/features/methods/components/method-card.tsx';
import type { MethodOption } from '#page/features/methods/lib/order-methods.ts';
import { WaitingView } from '#page/features/order/components/waiting-view.tsx';
import { sciDomainQueryOptions, useSciDomain } from '#page/features/reference/api/get-sci-domain.ts';
import { ResultView } from '#page/features/result/components/result-view.tsx';
import { TransferView } from '#page/features/transfer/components/transfer-view.tsx';
import { formatMoney } from '#page/lib/money.ts';
import { useTranslation } from '#page/lib/page-i18n.tsx';

/** Sample methods and order for the preview: no order stands behind it, nothing is asked of the server. */
const SAMPLE_METHODS: MethodOption[] = [
  {
    key: 'card2card:sberbank',
    paymentType: 'card2card',
    paymentTypeName: 'card2card',
    bank: 'sberbank',
    bankName: 'Sberbank',
  },
  { key: 'sbp', paymentType: 'sbp', paymentTypeName: 'sbp', bank: null, bankName: null },
  {
    key: 'card2card:tinkoff',
    paymentType: 'card2card',
    paymentTypeName: 'card2card',
    bank: 'tinkoff',
    bankName: 'T-Bank',
  },
];
const SAMPLE_ORDER: Order = {
  id: '00000000-0000-4000-8000-000000000000',
  status: 'customer_confirm',
  statusDetails: null,
  statusTimeoutAt: null,
  amount: '1500.00',
  currency: 'RUB',
  requisites: {
    bank: 'sberbank',
    bankName: 'Sberbank',
    card_number: '2202 2063 1232 5678',
    cardholder: 'IVAN P.',
  },
  payment: {
    type: 'card2card',
    bank: 'sberbank',
    customerCardFirstDigits: null,
    customerCardLastDigits: null,
    customerName: null,
    customerBank: null,
    customerPhoneLastDigits: null,
    customerUtr: null,
    customerIBAN: null,
    customerAccountNumber: null,
  },
  shop: { name: 'Shop', customerDataCollectionOrder: 'after_payment', collectCustomerReceipts: false },
  integration: { returnUrl: '', callbackUrlStatus: null },
};
const SAMPLE_SYMBOL = '₽';

const isStep = (value: unknown): value is BrandingPreviewStep =>
  (BRANDING_PREVIEW_STEPS as readonly unknown[]).includes(value);

/**
 * The payment page with the operator's unsaved branding (the console's Branding page frames it), at the
 * step the operator picked: methods, transfer, waiting or success, drawn by the page's own views with
 * sample data. The draft comes only by postMessage from a parent window of this same origin and must
 * pass the contract's schema; it goes into the domain-settings query the layout reads, so the header,
 * theme, copyright and loader are drawn by the page's own code. Nothing is stored, nothing read from
 * the URL, and React draws every text as text: no stored or reflected script, and the CSP stays as strict.
 */
export function BrandingPreviewRoute() {
  const queryClient = useQueryClient();
  const sciDomain = useSciDomain();
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState<BrandingPreviewStep>('waiting');

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const data = event.data as { type?: unknown; branding?: unknown; step?: unknown } | null;
      if (data?.type !== BRANDING_PREVIEW_MESSAGE) return;
      const draft = ZSciDomain.safeParse(data.branding);
      if (draft.success) queryClient.setQueryData(sciDomainQueryOptions().queryKey, draft.data);
      if (isStep(data.step)) setStep(data.step);
    };
    window.addEventListener('message', onMessage);
    if (window.parent !== window) {
      window.parent.postMessage({ type: BRANDING_PREVIEW_READY_MESSAGE }, window.location.origin);
    }
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);

  const amountText = formatMoney(
    SAMPLE_ORDER.amount,
    i18n.resolvedLanguage ?? FALLBACK_LANGUAGE,
    SAMPLE_SYMBOL,
  );
  switch (step) {
    case 'methods':
      return (
        <section className="view" aria-labelledby="view-title">
          <ViewTitle>{t('methods.title')}</ViewTitle>
          <ul className="method-grid">
            {SAMPLE_METHODS.map((option) => (
              <MethodCard key={option.key} option={option} isDisabled={false} onSelect={() => undefined} />
            ))}
          </ul>
        </section>
      );
    case 'transfer':
      return (
        <TransferView
          order={SAMPLE_ORDER}
          currencySymbol={SAMPLE_SYMBOL}
          header={null}
          actions={
            <div className="actions actions--stacked">
              <button type="button" className="btn btn--primary btn--wide">
                {t('actions.transferred')}
              </button>
            </div>
          }
        />
      );
    case 'success':
      return (
        <ResultView
          order={{ ...SAMPLE_ORDER, status: 'completed' }}
          hasReceipts={false}
          amountText={amountText}
          supportBotUrl={null}
          onUploadReceipt={() => undefined}
        />
      );
    default:
      return <WaitingView kind="trader_confirm" loaderImage={sciDomain.data?.loader || null} />;
  }
}

export default BrandingPreviewRoute;
