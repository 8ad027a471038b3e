import { z } from 'zod';
import {
  ZCallbackUrlStatus,
  ZCustomerFieldName,
  ZCustomerFieldType,
  ZDataCollectionOrder,
  ZOrderStatus,
  ZPaymentType,
  ZStatusDetails,
  ZTheme,
} from './enums.ts';
import { REQUISITE_FIELD_NAMES, type RequisiteFieldName } from './requisite-fields.ts';

/** Money is a decimal string with at most two fraction digits, never a float. */
export const ZAmount = z
  .string()
  .regex(/^(0|[1-9]\d{0,14})(\.\d{1,2})?$/, 'a positive decimal string with at most 2 fraction digits')
  .refine((value) => Number(value) > 0, {
    message: 'must be greater than zero',
    params: { fieldError: 'amount_not_positive' },
  });

export const ZCurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code');
export const ZBankCode = z.string().regex(/^[a-z0-9_-]{2,64}$/, 'lower-case letters, digits, _ or -');
export const ZOrderId = z.uuid();
export const ZIsoDateTime = z.iso.datetime({ offset: true });

/**
 * The first and last day (UTC, both included) a query may name: dates, periods and cursors of lists,
 * totals, exports and overviews. Outside it no order exists, and the ends misbehave: PostgreSQL has no
 * year 0 and reads year 1 less an offset as a date BC; past year 9999 JavaScript writes a date as
 * `+010000-…`, which sorts before `9999-…` (issue 33).
 */
export const QUERY_DATE_MIN = '1970-01-01';
export const QUERY_DATE_MAX = '2999-12-31';
const QUERY_MIN_MS = Date.parse(`${QUERY_DATE_MIN}T00:00:00Z`);
const QUERY_MAX_MS = Date.parse(`${QUERY_DATE_MAX}T23:59:59.999Z`);

/** Whether an ISO 8601 date-time falls within QUERY_DATE_MIN…QUERY_DATE_MAX. */
export function isQueryDate(value: string): boolean {
  const ms = Date.parse(value);
  return ms >= QUERY_MIN_MS && ms <= QUERY_MAX_MS;
}
const QUERY_DATE_RANGE = {
  message: `A date from ${QUERY_DATE_MIN} to ${QUERY_DATE_MAX}`,
  params: { fieldError: 'date_out_of_range', min: QUERY_DATE_MIN, max: QUERY_DATE_MAX },
};

/** A date-time a query names (ISO 8601 with its offset), within QUERY_DATE_MIN…QUERY_DATE_MAX. */
export const ZQueryDateTime = ZIsoDateTime.refine(isQueryDate, QUERY_DATE_RANGE);

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateBound = (edge: 'start' | 'end') =>
  z
    .union([z.iso.date(), ZIsoDateTime])
    .transform((value) =>
      BARE_DATE.test(value) ? `${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z` : value,
    )
    .refine(isQueryDate, QUERY_DATE_RANGE)
    .meta({
      description:
        edge === 'start'
          ? 'A date-time with its offset, or a bare date (YYYY-MM-DD): then from the start of that day in UTC.'
          : 'A date-time with its offset, or a bare date (YYYY-MM-DD): then to the end of that day in UTC (inclusive).',
    });
/** The lower bound of a created-at filter: a date-time, or a bare date read as 00:00 UTC of that day (within QUERY_DATE_MIN…MAX). */
export const ZCreatedFrom = dateBound('start');
/** The upper bound of a created-at filter (inclusive): a date-time, or a bare date read as its whole UTC day. */
export const ZCreatedTo = dateBound('end');

/** docs/product/payment-page.md §3: requisite field keys a trade method can ask its trader for (requisite-fields.ts). */
export const ZRequisiteFieldName = z.enum(REQUISITE_FIELD_NAMES);

/**
 * Standard requisite keys a trader may always send besides the trade method's declared fields
 * (docs/architecture.md "Requisites"). `bank` is a bank code (GET /v1/banks) and defaults to the method's bank.
 */
export const STANDARD_REQUISITE_KEYS = ['bank', 'countryCode', 'countryNameEn', 'sberPayUrl'] as const;
export type StandardRequisiteKey = (typeof STANDARD_REQUISITE_KEYS)[number];

/**
 * Declared fields stored under a standard key: one key per meaning (the docs/product/payment-page.md §3 name the page reads).
 * A trader may send either name; the order keeps the standard one.
 */
export const REQUISITE_FIELD_STANDARD_KEY = {
  bank: 'bank',
  country: 'countryCode',
  sberpay_url: 'sberPayUrl',
} as const satisfies Partial<Record<RequisiteFieldName, StandardRequisiteKey>>;

/**
 * docs/product/payment-page.md §3: an order's transfer details in their one canonical form (apps/server src/orders/requisites.ts
 * makes it): the trade method's declared fields by name (`card_number`, `cardholder`, `phone` …), with
 * `country` and `sberpay_url` under their standard keys `countryCode` and `sberPayUrl`, plus the
 * standard keys sent. `bankName` is not stored: responses add the name of the `bank` code for display.
 */
export const ZRequisites = z
  .object({
    bank: z.string(),
    bankName: z.string().optional(),
    countryCode: z.string().optional(),
    countryNameEn: z.string().optional(),
    sberPayUrl: z.url({ protocol: /^https?$/ }).optional(),
  })
  .catchall(z.string());
export type Requisites = z.infer<typeof ZRequisites>;

export const ZOrderPayment = z.object({
  type: ZPaymentType,
  bank: z.string().nullable(),
  customerCardFirstDigits: z.string().nullable(),
  customerCardLastDigits: z.string().nullable(),
  customerName: z.string().nullable(),
  customerBank: z.string().nullable(),
  customerPhoneLastDigits: z.string().nullable(),
  customerUtr: z.string().nullable(),
  customerIBAN: z.string().nullable(),
  customerAccountNumber: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof ZOrderPayment>;

export const ZShopSettings = z.object({
  name: z.string(),
  customerDataCollectionOrder: ZDataCollectionOrder,
  collectCustomerReceipts: z.boolean(),
});

export const ZOrder = z.object({
  id: ZOrderId,
  status: ZOrderStatus,
  statusDetails: ZStatusDetails.nullable(),
  statusTimeoutAt: ZIsoDateTime.nullable(),
  amount: ZAmount,
  currency: ZCurrencyCode,
  requisites: ZRequisites.nullable(),
  payment: ZOrderPayment.nullable(),
  shop: ZShopSettings,
  integration: z.object({
    returnUrl: z.string(),
    callbackUrlStatus: ZCallbackUrlStatus.nullable(),
  }),
  /**
   * The order ended (completed or cancelled) by a decision on its dispute, an operator's or its
   * trader's: the page says the outcome instead of "operators are processing your receipt". Absent
   * from answers older than this field: read as false.
   */
  hasResolvedDispute: z.boolean().optional(),
  /**
   * A test order (made with the shop's test API key, docs/architecture.md "Test mode for shops"): no money is
   * to be sent, and the page says so on every view. Absent from answers older than this field: read as
   * false.
   */
  test: z.boolean().optional(),
  /**
   * The sum that arrived, once completed: `amount`, unless an operator resolved the order's dispute for
   * another sum (the customer paid a different one: the page says which arrived of which); null while
   * not completed. Absent from answers older than this field.
   */
  paidAmount: ZAmount.nullable().optional(),
});
export type Order = z.infer<typeof ZOrder>;

export const ZTradeMethodField = z.object({ name: ZRequisiteFieldName, type: z.literal('string') });

/** Per-order customer field as declared by the trade method. */
export const ZCustomerFieldSpec = z.object({
  name: ZCustomerFieldName,
  type: ZCustomerFieldType,
  required: z.boolean(),
  hidden: z.boolean(),
});
export type CustomerFieldSpec = z.infer<typeof ZCustomerFieldSpec>;

/** docs/product/payment-page.md §3: per-order payment field definition, merged into customer fields by name. */
export const ZPaymentField = z.object({
  name: ZCustomerFieldName,
  pattern: z.string().optional(),
  patternExample: z.string().optional(),
  maxLength: z.number().int().positive().max(256).optional(),
});
export type PaymentField = z.infer<typeof ZPaymentField>;

export const ZTradeMethod = z.object({
  id: z.uuid(),
  paymentType: ZPaymentType,
  paymentTypeName: z.string(),
  bank: z.string(),
  bankName: z.string(),
  fiatCurrency: ZCurrencyCode,
  fields: z.array(ZTradeMethodField),
  customerFields: z.array(ZCustomerFieldSpec),
});
export type TradeMethod = z.infer<typeof ZTradeMethod>;

export const ZBank = z.object({ code: ZBankCode, name: z.string().min(1).max(128) });
export type Bank = z.infer<typeof ZBank>;

export const ZCurrency = z.object({ code: ZCurrencyCode, symbol: z.string().min(1).max(8) });
export type Currency = z.infer<typeof ZCurrency>;

export const ZMetaEntry = z.object({ key: z.string().min(1).max(64), value: z.string().max(2048) });
export type MetaEntry = z.infer<typeof ZMetaEntry>;

export const ZSciDomain = z.object({
  theme: ZTheme,
  logo: z.string().max(2048),
  title: z.string().max(256),
  copyright: z.string().max(256),
  loader: z.string().max(2048),
});
export type SciDomain = z.infer<typeof ZSciDomain>;

export const ZReceipt = z.object({
  id: z.uuid(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  createdAt: ZIsoDateTime,
  url: z.string(),
});
export type Receipt = z.infer<typeof ZReceipt>;
