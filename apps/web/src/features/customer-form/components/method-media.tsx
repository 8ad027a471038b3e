import type { OrderPayment, TradeMethod } from '@payorder/contract';
import type { ReactNode } from 'react';
import { bankName } from '#page/lib/bank-names.ts';
import { useTranslation } from '#page/lib/page-i18n.tsx';
import { BankLogo } from '#page/components/ui/bank-logo.tsx';
import { PaymentTypeImage } from '#page/components/ui/payment-type-image.tsx';

export interface MethodMediaProps {
  payment: OrderPayment | null;
  /** The chosen trade method, for the bank's and the type's names. */
  method: TradeMethod | null | undefined;
  /** The countdown, beside the images. */
  timer: ReactNode;
}

/** docs/product/payment-page.md §2 screen 3: the chosen method's bank logo and card image above the sender form. */
export function MethodMedia({ payment, method, timer }: MethodMediaProps) {
  const { t } = useTranslation();
  const typeName = payment
    ? t(`payment_types.${payment.type}`, { defaultValue: method?.paymentTypeName ?? payment.type })
    : '';
  return (
    <div className="view__media">
      <div className="method-media">
        {payment?.bank ? (
          <BankLogo code={payment.bank} name={bankName(t, payment.bank, method?.bankName)} />
        ) : null}
        <PaymentTypeImage type={payment?.type ?? 'default'} name={typeName} />
      </div>
      {timer}
    </div>
  );
}
