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

/** The last 4 digits of the details the customer was given (the book entry's card, account, phone). */
export function entryLast4(requisites: Record<string, string | undefined> | null): string | null {
  if (!requisites) return null;
  const number = requisites.card_number ?? requisites.account_number ?? requisites.iban ?? requisites.phone;
  const digits = number?.replace(/\D/g, '') ?? '';
  return digits.length >= 4 ? digits.slice(-4) : null;
}
