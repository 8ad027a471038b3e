import { z } from 'zod';

/** spec §3: order statuses on the wire. */
export const ZOrderStatus = z.enum([
  'new',
  'requisites',
  'customer_confirm',
  'trader_confirm',
  'completed',
  'cancelled',
  'error',
  'dispute',
]);
export type OrderStatus = z.infer<typeof ZOrderStatus>;
export const OrderStatus = ZOrderStatus.enum;

/** Statuses in which the order is still waiting for someone; a timeout cancels them. */
export const TIMED_STATUSES = ['new', 'requisites', 'customer_confirm'] as const satisfies OrderStatus[];
/** Statuses that send the shop a callback when entered. */
export const CALLBACK_STATUSES = [
  'completed',
  'cancelled',
  'dispute',
  'error',
] as const satisfies OrderStatus[];

/** spec §3: the one status-details value, set when the customer presses "Transferred". */
export const CUSTOMER_PAYED = 'customer-payed';
export const ZStatusDetails = z.literal(CUSTOMER_PAYED);
export type StatusDetails = z.infer<typeof ZStatusDetails>;

export const ZPaymentType = z.enum([
  'card2card',
  'sbp',
  'tsbp',
  'sberpay',
  'account_number',
  'phone_number',
  'transfer_via_id_card',
  'account_number_iban',
  'account_number_sepa',
  'upi',
  'imps',
  'phone_pe',
  'erip',
]);
export type PaymentType = z.infer<typeof ZPaymentType>;
export const PaymentType = ZPaymentType.enum;
/** spec §2: these types collapse into one card per type, with no bank. */
export const COLLAPSED_PAYMENT_TYPES: readonly PaymentType[] = ['sbp', 'tsbp'];
/** spec §2: the tsbp two-bank picker. */
export const TSBP_BANKS = ['sberbank', 'tinkoff'] as const;
/** spec §2: banks whose code starts with this come first. */
export const ANY_BANK_PREFIX = 'any';

export const ZDataCollectionOrder = z.enum(['before_payment', 'after_payment']);
export type DataCollectionOrder = z.infer<typeof ZDataCollectionOrder>;

export const ZTheme = z.enum(['light', 'payforu', 'sci']);
export type Theme = z.infer<typeof ZTheme>;

/** Architecture notes: the shop-callback delivery state, null when the shop has no callback URL. */
export const ZCallbackUrlStatus = z.enum([
  'in_progress',
  'success',
  'error',
  'error_no_response',
  'error_delay',
]);
export type CallbackUrlStatus = z.infer<typeof ZCallbackUrlStatus>;

export const ZPaymentOutcome = z.enum(['success', 'cancel', 'dispute', 'processing']);
export type PaymentOutcome = z.infer<typeof ZPaymentOutcome>;

/** spec §3: customer form field types, and the form key each one is sent under. */
export const ZCustomerFieldType = z.enum([
  'firstCardDigits',
  'lastCardDigits',
  'lastPhoneDigits',
  'utr',
  'iban',
  'accountNumber',
  'bank',
  'fullName',
]);
export type CustomerFieldType = z.infer<typeof ZCustomerFieldType>;

export const ZCustomerFieldName = z.enum([
  'first_card_digits',
  'last_card_digits',
  'last_phone_digits',
  'utr',
  'customer_iban',
  'account_number',
  'bank',
  'full_name',
]);
export type CustomerFieldName = z.infer<typeof ZCustomerFieldName>;

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
