/*
 * Values the payment page uses at run time whose types come from the enums: without zod, like
 * constants.ts (docs/performance.md), and apart from it, because enums.ts imports constants.ts.
 */
import type { CustomerFieldName, PaymentType } from './enums.ts';

/** docs/product/payment-page.md §2: these types collapse into one card per type, with no bank. */
export const COLLAPSED_PAYMENT_TYPES: readonly PaymentType[] = ['sbp', 'tsbp'];
/** Form key → the order.payment property it fills. */
export const CUSTOMER_FIELD_TO_PAYMENT_KEY = {
  first_card_digits: 'customerCardFirstDigits',
  last_card_digits: 'customerCardLastDigits',
  last_phone_digits: 'customerPhoneLastDigits',
  utr: 'customerUtr',
  customer_iban: 'customerIBAN',
  account_number: 'customerAccountNumber',
  bank: 'customerBank',
  full_name: 'customerName',
} as const satisfies Record<CustomerFieldName, string>;
