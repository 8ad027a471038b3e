import { z } from 'zod';
import {
  ZAmount,
  ZBank,
  ZBankCode,
  ZCurrency,
  ZCurrencyCode,
  ZCustomerFieldSpec,
  ZIsoDateTime,
  ZCreatedFrom,
  ZCreatedTo,
  ZMetaEntry,
  ZOrder,
  ZOrderId,
  ZPaymentField,
  ZReceipt,
  ZRequisites,
  ZSciDomain,
  ZTradeMethod,
  ZTradeMethodField,
} from './entities.ts';
import {
  ZCallbackUrlStatus,
  ZCustomerFieldType,
  ZDataCollectionOrder,
  ZOrderStatus,
  ZPaymentType,
  ZStatusDetails,
} from './enums.ts';
import {
  ORDER_EXPIRES_DEFAULT_SECONDS,
  ORDER_EXPIRES_MAX_SECONDS,
  ORDER_EXPIRES_MIN_SECONDS,
} from './constants.ts';
import { CUSTOMER_FIELD_TO_PAYMENT_KEY } from './page-constants.ts';
import { CUSTOMER_FIELD_TYPE } from './trade-method-fields.ts';
import { ZMoney } from './routing.ts';

export const ZOrderIdParams = z.object({ id: ZOrderId });
export const ZCodeParams = z.object({ code: z.string().min(1).max(64) });

// ── Customer API (docs/product/payment-page.md §7) ────────────────────────────────────────────────────────────────────

/** The login credentials object, built from the link's order id and token. */
export const ZLoginRequest = z.object({ orderId: ZOrderId, token: z.string().min(16).max(256) });
export type LoginRequest = z.infer<typeof ZLoginRequest>;
export const ZLoginResponse = z.object({ accessToken: z.string(), expiresAt: ZIsoDateTime });
export type LoginResponse = z.infer<typeof ZLoginResponse>;

const customerDetailsShape = Object.fromEntries(
  Object.values(CUSTOMER_FIELD_TO_PAYMENT_KEY).map((key) => [
    key,
    z.string().trim().min(1).max(256).optional(),
  ]),
) as Record<
  (typeof CUSTOMER_FIELD_TO_PAYMENT_KEY)[keyof typeof CUSTOMER_FIELD_TO_PAYMENT_KEY],
  z.ZodOptional<z.ZodString>
>;

/** docs/product/payment-page.md §7 PATCH: the payment type and bank, the payment details, or the customer status details. */
export const ZPatchOrderRequest = z.union([
  z.strictObject({ payment: z.strictObject({ type: ZPaymentType, bank: z.string().max(64).nullable() }) }),
  z.strictObject({ payment: z.strictObject(customerDetailsShape) }),
  z.strictObject({ statusDetails: ZStatusDetails }),
]);
export type PatchOrderRequest = z.infer<typeof ZPatchOrderRequest>;
export type CustomerDetails = z.infer<z.ZodObject<typeof customerDetailsShape>>;

export const ZBanksResponse = z.array(ZBank);
export const ZCurrenciesResponse = z.array(ZCurrency);
export const ZMetaResponse = z.array(ZMetaEntry);
export const ZSciDomainResponse = ZSciDomain;
export const ZTradeMethodsResponse = z.array(ZTradeMethod);
export const ZSelectedTradeMethodResponse = ZTradeMethod.nullable();
/**
 * `GET /v1/customer/orders/{id}/payment-fields`: every sender field the chosen method asks for, with
 * the PATCH body's name for it (`bodyField`, under `payment`), whether confirm-payment needs it, and
 * its pattern or length when the method sets them.
 */
export const ZPaymentFieldsResponse = z.array(
  ZPaymentField.extend({
    type: ZCustomerFieldType,
    required: z.boolean(),
    bodyField: z.enum(Object.values(CUSTOMER_FIELD_TO_PAYMENT_KEY)),
  }),
);
export type PaymentFieldsResponse = z.infer<typeof ZPaymentFieldsResponse>;
export const ZReceiptsResponse = z.array(ZReceipt);
export const ZPaymentTypesResponse = z.array(z.object({ type: ZPaymentType, name: z.string() }));

// ── Admin API ─────────────────────────────────────────────────────────────────────────────────

export const ZCreateShopRequest = z.object({
  name: z.string().trim().min(1).max(128),
  customerDataCollectionOrder: ZDataCollectionOrder.default('after_payment'),
  collectCustomerReceipts: z.boolean().default(false),
  /** Minutes the customer has to pay once requisites arrive. */
  paymentWindowMinutes: z.number().int().min(1).max(1440).optional(),
});
export type CreateShopRequest = z.infer<typeof ZCreateShopRequest>;
/**
 * The shop's secrets, shown once: the live API key and webhook secret, and the test-mode pair beside
 * them (orders made with `testApiKey` are test orders, their callbacks signed with `testWebhookSecret`).
 */
export const ZCreateShopResponse = z.object({
  id: z.uuid(),
  apiKey: z.string(),
  webhookSecret: z.string(),
  testApiKey: z.string(),
  testWebhookSecret: z.string(),
});
export type CreateShopResponse = z.infer<typeof ZCreateShopResponse>;

export const ZCreateTraderRequest = z.object({ name: z.string().trim().min(1).max(128) });
export const ZCreateTraderResponse = z.object({ id: z.uuid(), apiKey: z.string() });
export type CreateTraderResponse = z.infer<typeof ZCreateTraderResponse>;

/** Each field of a method once: a second one of the same name could never be told apart. */
const eachNameOnce = (items: readonly { name: string }[]) =>
  new Set(items.map((item) => item.name)).size === items.length;
const EACH_ONCE = { message: 'Each field at most once', params: { fieldError: 'invalid_choice' } } as const;

/**
 * A trade method (`POST /api/v1/admin/traders/{id}/trade-methods`, and `PUT …/{methodId}` with the whole
 * method): the transfer details its trader fills in (`fields`) and what its customer is asked
 * (`customerFields`, each of its name's type: trade-method-fields.ts CUSTOMER_FIELD_TYPE), each once.
 */
export const ZCreateTradeMethodRequest = z.object({
  paymentType: ZPaymentType,
  bank: ZBankCode,
  fiatCurrency: ZCurrencyCode,
  fields: z.array(ZTradeMethodField).max(32).refine(eachNameOnce, EACH_ONCE),
  customerFields: z
    .array(
      ZCustomerFieldSpec.extend(ZPaymentField.omit({ name: true }).shape).refine(
        (field) => field.type === CUSTOMER_FIELD_TYPE[field.name],
        {
          message: "The type of the field's name (first_card_digits is firstCardDigits …)",
          path: ['type'],
          params: { fieldError: 'invalid_choice' },
        },
      ),
    )
    .max(16)
    .refine(eachNameOnce, EACH_ONCE)
    .default([]),
});
export type CreateTradeMethodRequest = z.infer<typeof ZCreateTradeMethodRequest>;
export const ZUpdateTradeMethodRequest = ZCreateTradeMethodRequest;
export type UpdateTradeMethodRequest = CreateTradeMethodRequest;

export const ZHostParams = z.object({ host: z.string().min(1).max(253) });
export const ZKeyParams = z.object({ key: z.string().min(1).max(64) });
export const ZPutMetaRequest = z.object({ value: z.string().max(2048) });
export const ZPutBankRequest = ZBank.pick({ name: true });
export const ZPutCurrencyRequest = ZCurrency.pick({ symbol: true });
export const ZPutSciDomainRequest = ZSciDomain;

// ── Merchant API ──────────────────────────────────────────────────────────────────────────────

export const ZHttpUrl = z.url({ protocol: /^https?$/, normalize: true }).max(2048);

export const ZCreateOrderRequest = z.object({
  amount: ZAmount,
  currency: ZCurrencyCode,
  externalId: z.string().min(1).max(128).optional(),
  returnUrl: ZHttpUrl,
  callbackUrl: ZHttpUrl.optional(),
  expiresInSeconds: z
    .number()
    .int()
    .min(ORDER_EXPIRES_MIN_SECONDS)
    .max(ORDER_EXPIRES_MAX_SECONDS)
    .default(ORDER_EXPIRES_DEFAULT_SECONDS),
});
export type CreateOrderRequest = z.infer<typeof ZCreateOrderRequest>;

/**
 * The order as its shop sees it. The trader's requisites are masked (need to know): a card, account or
 * phone number as "**** 1234", no holder, expiry or link; bank and country as they are.
 */
export const ZMerchantOrder = ZOrder.omit({ shop: true }).extend({
  externalId: z.string().nullable(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
  version: z.number().int(),
  /** The shop's fee on this order, fixed when it was created; taken on completion. */
  fee: ZMoney,
  /** A test order (made with the shop's test API key): served by a simulated trader, no money moves. */
  test: z.boolean(),
  /**
   * The sum that arrived, once the order is completed: `amount`, unless an operator resolved its
   * dispute with a corrected amount (the customer paid another sum; `fee` is then of this sum).
   * Null while the order is not completed.
   */
  paidAmount: ZMoney.nullable().optional(),
});
export type MerchantOrder = z.infer<typeof ZMerchantOrder>;

export const ZCreateOrderResponse = z.object({ order: ZMerchantOrder, paymentUrl: z.string() });
export type CreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;

/** A shop's own reference for an order (its invoice number): `externalId` on create. */
export const ZExternalId = z.string().min(1).max(128);
export const ZExternalIdParams = z.object({ externalId: ZExternalId });

export const MERCHANT_ORDERS_PAGE_DEFAULT = 50;
export const MERCHANT_ORDERS_PAGE_MAX = 200;

/**
 * `GET /api/v1/merchant/orders`: the shop's own orders, newest first, a page at a time. createdFrom
 * and createdTo are inclusive; `cursor` is the `nextCursor` of the previous page, passed back as it is.
 */
export const ZMerchantOrdersQuery = z
  .object({
    status: ZOrderStatus.optional(),
    externalId: ZExternalId.optional(),
    createdFrom: ZCreatedFrom.optional(),
    createdTo: ZCreatedTo.optional(),
    cursor: z.string().min(1).max(128).optional(),
    limit: z.coerce.number().int().min(1).max(MERCHANT_ORDERS_PAGE_MAX).default(MERCHANT_ORDERS_PAGE_DEFAULT),
  })
  .refine(
    (query) =>
      !query.createdFrom || !query.createdTo || Date.parse(query.createdFrom) <= Date.parse(query.createdTo),
    { path: ['createdTo'], message: 'Must not be before createdFrom' },
  );
export type MerchantOrdersQuery = z.infer<typeof ZMerchantOrdersQuery>;

export const ZMerchantOrdersResponse = z.object({
  items: z.array(ZMerchantOrder),
  /** Opaque: pass back as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type MerchantOrdersResponse = z.infer<typeof ZMerchantOrdersResponse>;

/**
 * The JSON body POSTed to a shop's callbackUrl for an order's status (a test event's body is
 * ZTestCallbackEvent; ZCallbackEvent is either).
 */
export const ZOrderCallbackEvent = z.object({
  eventId: z.uuid(),
  /** What the event is about (a payout's event says `payout`, ZPayoutCallbackEvent). */
  object: z.literal('order'),
  orderId: ZOrderId,
  externalId: z.string().nullable(),
  status: ZOrderStatus,
  amount: ZAmount,
  currency: ZCurrencyCode,
  occurredAt: ZIsoDateTime,
  /** The shop's fee on the order (taken from its balance on completion). */
  fee: ZMoney,
  /** A test order's event (signed with the test webhook secret); false for a live order. */
  test: z.boolean(),
  /**
   * `completed` only: the sum that arrived. Equal to `amount` unless an operator resolved the order's
   * dispute with a corrected amount: credit the customer this sum (`amount` stays the order's).
   */
  paidAmount: ZMoney.optional(),
});
export type OrderCallbackEvent = z.infer<typeof ZOrderCallbackEvent>;
export const CALLBACK_SIGNATURE_HEADER = 'X-Payorder-Signature';

export const ZCallbackAttempt = z.object({
  eventId: z.uuid(),
  status: ZOrderStatus,
  attemptedAt: ZIsoDateTime,
  responseCode: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
  error: z.string().nullable(),
});
export const ZCallbackAttemptsResponse = z.object({
  callbackUrlStatus: ZCallbackUrlStatus.nullable(),
  attempts: z.array(ZCallbackAttempt),
});

// ── Trader API ────────────────────────────────────────────────────────────────────────────────

export const ZTraderOrdersQuery = z.object({ status: ZOrderStatus.optional() });
export const ZTraderOrder = z.object({
  id: ZOrderId,
  status: ZOrderStatus,
  amount: ZAmount,
  currency: ZCurrencyCode,
  paymentType: ZPaymentType,
  bank: z.string().nullable(),
  tradeMethodId: z.uuid(),
  /** The book entry whose details the customer was given; null when supplied by hand. */
  requisiteEntryId: z.uuid().nullable(),
  /** The trader's commission on this order, paid on completion. */
  commission: ZMoney,
  statusDetails: ZStatusDetails.nullable(),
  statusTimeoutAt: ZIsoDateTime.nullable(),
  requisites: ZRequisites.nullable(),
  payment: ZOrder.shape.payment,
  receiptCount: z.number().int(),
  /**
   * The shop asks its customers for a receipt of the transfer: with `statusDetails` customer-payed and
   * no receipt yet, the customer says they paid and the receipt is awaited.
   */
  collectCustomerReceipts: z.boolean(),
  createdAt: ZIsoDateTime,
  /**
   * The sum that arrived, once completed: `amount`, unless an operator resolved the order's dispute for
   * another sum (the history says "completed for …"); null while not completed. Absent from answers
   * older than this field.
   */
  paidAmount: ZAmount.nullable().optional(),
});
export type TraderOrder = z.infer<typeof ZTraderOrder>;
export const ZTraderOrdersResponse = z.array(ZTraderOrder);
/**
 * Requisites sent by hand: the trade method's declared fields by name plus the standard keys
 * (STANDARD_REQUISITE_KEYS). Which keys are allowed and required depends on the order's method, so
 * the server checks them there (400 validation_failed naming `requisites.<key>`).
 */
export const ZSubmitRequisitesRequest = z.object({
  requisites: z.record(z.string().max(64), z.string().max(2048)),
});
export type SubmitRequisitesRequest = z.infer<typeof ZSubmitRequisitesRequest>;

// ── Answers that are not JSON ─────────────────────────────────────────────────────────────────

/** A 204 answer: no body. */
export const ZNoContent = z.undefined().describe('Done; no body');

/** The receipt types the server keeps (photos and PDFs, decided from the bytes at upload). */
export const RECEIPT_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/pdf',
] as const;
export type ReceiptContentType = (typeof RECEIPT_CONTENT_TYPES)[number];

const ZBinary = z.string().meta({ format: 'binary' });
/** A receipt's file, in the type sniffed at upload (`Content-Type`), as a download or inline. */
export const ZReceiptFileResponse = {
  description: 'The file, with the type it was stored as',
  content: Object.fromEntries(RECEIPT_CONTENT_TYPES.map((type) => [type, { schema: ZBinary }])) as Record<
    ReceiptContentType,
    { schema: typeof ZBinary }
  >,
};

/**
 * A live event stream (server-sent events): `data:` lines each carrying the same JSON as the
 * resource's GET, after every change; `:` comment lines as heartbeats.
 */
export const ZEventStreamResponse = {
  description: 'Server-sent events: each `data:` line is the JSON of the changed order',
  content: { 'text/event-stream': { schema: z.string() } },
};
