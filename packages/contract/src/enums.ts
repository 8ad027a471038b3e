import { z } from 'zod';
import { CUSTOMER_PAYED } from './constants.ts';

/** docs/product/payment-page.md §3: order statuses on the wire. */
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
/** Statuses in which an assigned order holds its trader's money and occupies its book entry. */
export const HELD_STATUSES = [
  'requisites',
  'customer_confirm',
  'trader_confirm',
  'dispute',
] as const satisfies OrderStatus[];
/** Statuses an order never leaves. */
export const ENDED_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled', 'error'];
/** Statuses that send the shop a callback when entered. */
export const CALLBACK_STATUSES = [
  'completed',
  'cancelled',
  'dispute',
  'error',
] as const satisfies OrderStatus[];

export const ZStatusDetails = z.literal(CUSTOMER_PAYED);

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

/** docs/product/payment-page.md §3: customer form field types, and the form key each one is sent under. */
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
