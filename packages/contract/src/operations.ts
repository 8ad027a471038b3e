import { z } from 'zod';
import { ZCallbackAttemptsResponse, ZOrderCallbackEvent } from './api.ts';
import { ZPayoutCallbackEvent, ZPayoutStatus } from './payouts.ts';
import { ZCallbackUrl } from './callback-url.ts';
import { ZDisputeReason } from './dispute.ts';
import { ZCallbackUrlStatus, ZOrderStatus, ZPaymentType } from './enums.ts';
import {
  ZAmount,
  ZCurrencyCode,
  ZIsoDateTime,
  ZCreatedFrom,
  ZCreatedTo,
  ZOrderId,
  ZOrderPayment,
  ZReceipt,
  ZRequisites,
} from './entities.ts';
import { ZLedgerLine, ZMoney } from './routing.ts';
import { ZBankNotification } from './bank-notifications.ts';

/**
 * Operations (issue 14): an order's timeline as the operator and its shop see it, the operator's search
 * and dispute queue, and the shop's callbacks. Public contract: add, never rename.
 */

/** Who moved an order: its customer, a trader, an operator, the system (routing, timeouts), its shop. */
/** `device`: a trader's paired phone whose bank notification confirmed the order (actorId: the device's id). */
export const ZOrderActorKind = z.enum(['customer', 'trader', 'operator', 'system', 'shop', 'device']);
export type OrderActorKind = z.infer<typeof ZOrderActorKind>;

/** One move of an order, oldest first in a timeline; written in the move's own transaction. */
export const ZOrderHistoryEntry = z.object({
  /** The move's name in the order machine (`create`, `startPayment`, `traderConfirm`, `resolveDispute` …). */
  move: z.string(),
  /** Null for the creation. */
  fromStatus: ZOrderStatus.nullable(),
  toStatus: ZOrderStatus,
  actorKind: ZOrderActorKind,
  /** The trader's id, the operator's console account id, the shop's id; null when unknown or not shown. */
  actorId: z.uuid().nullable(),
  /**
   * Who that is, by name: the trader's or the shop's name, the operator's login, the phone's name;
   * null when unknown or not shown (a shop is not told which trader or operator acted).
   */
  actorName: z.string().nullable().optional(),
  /**
   * The reason given: the operator's note on a resolved dispute, the timeout that cancelled the order,
   * the trader's words on a dispute.
   */
  note: z.string().nullable(),
  /** A trader's dispute: why (dispute.ts); null on every other move and on a dispute sent without one. */
  reason: ZDisputeReason.nullable(),
  at: ZIsoDateTime,
});
export type OrderHistoryEntry = z.infer<typeof ZOrderHistoryEntry>;

/** An order in a list (operator search, dispute queue, a shop's orders). */
export const ZOrderSummary = z.object({
  id: ZOrderId,
  status: ZOrderStatus,
  amount: ZAmount,
  currency: ZCurrencyCode,
  externalId: z.string().nullable(),
  shopId: z.uuid(),
  shopName: z.string(),
  /** Null when unassigned, and always null for a shop (the trader is not the shop's to know). */
  traderId: z.uuid().nullable(),
  traderName: z.string().nullable(),
  paymentType: ZPaymentType.nullable(),
  bank: z.string().nullable(),
  callbackUrlStatus: ZCallbackUrlStatus.nullable(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
  /**
   * The sum that arrived, once completed: `amount`, unless an operator resolved the order's dispute
   * for another sum (the customer paid a different one); null while not completed. Absent from answers
   * older than this field.
   */
  paidAmount: ZMoney.nullable().optional(),
});
export type OrderSummary = z.infer<typeof ZOrderSummary>;

/**
 * `GET /api/v1/admin/orders` (every shop and trader) and `GET /api/v1/merchant/orders` (the shop's own):
 * newest first, a page at a time. `id` matches an order id or a prefix of 4+ characters; `amount` the
 * exact amount; `paymentType` the method the customer chose. createdFrom and createdTo are inclusive.
 */
export const ZOrderSearchQuery = z.object({
  status: ZOrderStatus.optional(),
  shopId: z.uuid().optional(),
  traderId: z.uuid().optional(),
  externalId: z.string().trim().min(1).max(128).optional(),
  id: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{4}[0-9a-f-]{0,32}$/, 'an order id or its first 4+ characters')
    .optional(),
  amount: ZAmount.optional(),
  paymentType: ZPaymentType.optional(),
  createdFrom: ZCreatedFrom.optional(),
  createdTo: ZCreatedTo.optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(128).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** `true`: shops' test orders (test mode) instead of live ones. The operator's; a shop's mode decides its own. */
  test: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type OrderSearchQuery = z.infer<typeof ZOrderSearchQuery>;
/** The shop's search: the same filters without shop and trader. */
export const ZMerchantOrderSearchQuery = ZOrderSearchQuery.omit({ shopId: true, traderId: true, test: true });

export const ZOrderSearchResponse = z.object({
  items: z.array(ZOrderSummary),
  /** Pass back as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type OrderSearchResponse = z.infer<typeof ZOrderSearchResponse>;

/** An order with everything that happened to it: `GET /api/v1/admin/orders/{id}` and the shop's `…/timeline`. */
export const ZOrderTimeline = z.object({
  order: ZOrderSummary.extend({
    statusDetails: z.string().nullable(),
    statusTimeoutAt: ZIsoDateTime.nullable(),
    fee: ZMoney,
    /** The trader's commission; null for a shop. */
    traderCommission: ZMoney.nullable(),
    /**
     * The sum that arrived, once completed: `amount` unless an operator resolved the order's dispute
     * with a corrected amount (then fee and commission are of this sum); null while not completed.
     */
    paidAmount: ZMoney.nullable().optional(),
    returnUrl: z.string(),
    callbackUrl: z.string().nullable(),
    requisites: ZRequisites.nullable(),
    /** The payment method chosen and the sender's details the customer gave. */
    payment: ZOrderPayment.nullable(),
    version: z.number().int(),
  }),
  history: z.array(ZOrderHistoryEntry),
  /** Every delivery attempt of the order's callbacks: response code, latency, error. */
  callbacks: ZCallbackAttemptsResponse,
  /** The customer's receipts; `url` opens the file for the caller's role. */
  receipts: z.array(ZReceipt),
  /** Ledger entries of the order: every account for the operator, the shop's own for a shop. */
  ledger: z.array(ZLedgerLine),
  /** The trader's bank notifications linked to the order, oldest first (the operator's view only). */
  notifications: z.array(ZBankNotification).optional(),
});
export type OrderTimeline = z.infer<typeof ZOrderTimeline>;

/** How many disputes one answer lists at most (`total` counts them all). */
export const DISPUTE_LIST_MAX = 200;

/**
 * `GET /api/v1/admin/disputes?shopId=&traderId=&reason=`: the orders in dispute of one shop, of one
 * trader, for one reason (each optional, together all of them).
 */
export const ZDisputeQueueQuery = z.object({
  shopId: z.uuid().optional(),
  traderId: z.uuid().optional(),
  reason: ZDisputeReason.optional(),
});
export type DisputeQueueQuery = z.infer<typeof ZDisputeQueueQuery>;

/**
 * `GET /api/v1/admin/disputes`: orders in `dispute`, the newest dispute first (at most
 * DISPUTE_LIST_MAX), and `total`, how many match the filter.
 */
export const ZDisputeQueueResponse = z.object({
  /** Every order in dispute that matches the filter, however many are listed. */
  total: z.number().int().nonnegative(),
  items: z.array(
    ZOrderSummary.extend({
      disputedAt: ZIsoDateTime,
      /** Why the trader disputed it, and the trader's words (the reason `other` requires them). */
      disputeReason: ZDisputeReason.nullable(),
      disputeNote: z.string().nullable(),
    }),
  ),
});
export type DisputeQueueResponse = z.infer<typeof ZDisputeQueueResponse>;

/** The statuses an operator may resolve a dispute to. */
export const ZDisputeResolution = z.enum(['completed', 'cancelled']);
/**
 * `POST /api/v1/admin/orders/{id}/resolve`. The note is required: missing or blank answers
 * 400 `note_required` (it is kept in the order's history beside the operator). `paidAmount`, with
 * `completed` only: the customer paid another sum than the order's, and the order completes for the
 * sum that arrived (the ledger settles it, the rest of the hold goes back to the trader; a larger sum
 * is taken from the trader's available balance, else 409 `insufficient_balance`). Zero, negative or
 * malformed answers 400 `validation_failed` (`paidAmount`: `amount_not_positive` / `amount_invalid`);
 * with `cancelled`, 400 `paid_amount_not_allowed`.
 */
export const ZResolveDisputeRequest = z.object({
  status: ZDisputeResolution,
  note: z.string().max(2000).optional(),
  paidAmount: ZAmount.optional(),
});
export type ResolveDisputeRequest = z.infer<typeof ZResolveDisputeRequest>;

// ── Shop callbacks ────────────────────────────────────────────────────────────────────────────

/** The status a test event carries ("send a test event"): never an order's. */
export const TEST_EVENT_STATUS = 'test';

/**
 * The body of a test event (docs/webhooks.md): signed and delivered like an order's event, retried the
 * same way; it names no order. A shop's endpoint should verify it and answer 2xx.
 */
export const ZTestCallbackEvent = z.object({
  eventId: z.uuid(),
  status: z.literal(TEST_EVENT_STATUS),
  occurredAt: ZIsoDateTime,
});
export type TestCallbackEvent = z.infer<typeof ZTestCallbackEvent>;

/**
 * Every body POSTed to a shop's callbackUrl: an order's event (`object: "order"`), a payout's
 * (`object: "payout"`), or a test event (`status: "test"`: `eventId`, `status`, `occurredAt` only).
 */
export const ZCallbackEvent = z.union([ZOrderCallbackEvent, ZPayoutCallbackEvent, ZTestCallbackEvent]);
export type CallbackEvent = z.infer<typeof ZCallbackEvent>;

/**
 * `POST /api/v1/merchant/callbacks/test`: the URL to send to; without it, the shop's latest order's.
 * No body at all reads as `{}`.
 */
export const ZTestCallbackRequest = z.preprocess(
  (body) => body ?? {},
  z.object({
    callbackUrl: ZCallbackUrl.optional(),
  }),
);
export type TestCallbackRequest = z.infer<typeof ZTestCallbackRequest>;
export const ZTestCallbackResponse = z.object({ eventId: z.uuid(), callbackUrl: z.string() });

/** One callback event of the shop (an order's, a payout's or a test event) with its delivery so far. */
export const ZShopCallback = z.object({
  eventId: z.uuid(),
  /** The order the event is of; null for a payout's or a test event. */
  orderId: ZOrderId.nullable(),
  /** The payout the event is of (its `object` is `payout`); null for an order's or a test event. */
  payoutId: z.uuid().nullable(),
  /** The status the event announced (the order's, or the payout's), or `test`. */
  status: z.union([ZOrderStatus, ZPayoutStatus, z.literal(TEST_EVENT_STATUS)]),
  callbackUrl: z.string(),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  createdAt: ZIsoDateTime,
  lastAttempt: z
    .object({
      attemptedAt: ZIsoDateTime,
      responseCode: z.number().int().nullable(),
      latencyMs: z.number().int().nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type ShopCallback = z.infer<typeof ZShopCallback>;
export const ZShopCallbacksQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const ZShopCallbacksResponse = z.object({ items: z.array(ZShopCallback) });
