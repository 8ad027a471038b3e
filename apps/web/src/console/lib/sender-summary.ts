import type { OrderPayment } from '@payorder/contract';
import { useTranslation } from 'react-i18next';

/**
 * What the customer typed about their transfer, in one line (card digits, name, UTR, phone, IBAN,
 * account): what the trader matches in the bank app. Empty when they typed nothing.
 */
export function useSenderSummary(payment: OrderPayment | null | undefined): string {
  const { t } = useTranslation('console');
  if (!payment) return '';
  const card =
    payment.customerCardFirstDigits || payment.customerCardLastDigits
      ? `${payment.customerCardFirstDigits ?? ''}…${payment.customerCardLastDigits ?? ''}`
      : null;
  return [
    card,
    payment.customerName,
    payment.customerUtr && `${t('field.utr')} ${payment.customerUtr}`,
    payment.customerPhoneLastDigits && `${t('field.phone_short')} …${payment.customerPhoneLastDigits}`,
    payment.customerIBAN,
    payment.customerAccountNumber,
  ]
    .filter(Boolean)
    .join(' · ');
}
