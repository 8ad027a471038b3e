import { z } from 'zod';
import { ZExternalId, ZHttpUrl } from './api.ts';
import {
  ZAmount,
  ZBankCode,
  ZCreatedFrom,
  ZCreatedTo,
  ZCurrencyCode,
  ZIsoDateTime,
  ZReceipt,
} from './entities.ts';
import { ZPaymentType, type PaymentType } from './enums.ts';
import type { FieldErrors } from './field-error-codes.ts';
import { fieldKindError } from './field-kinds.ts';
import { REQUISITE_FIELDS, type RequisiteFieldName } from './requisite-fields.ts';
import { ZMoney } from './routing.ts';
import { USUAL_METHOD_FIELDS } from './trade-method-fields.ts';

/**
 * Payouts (docs/architecture.md "Payouts"): a shop pays a person out through a trader, who sends the
 * money from their own account, proves it, and is reimbursed from the shop's balance with a commission.
 */

export const ZPayoutStatus = z.enum([
  'new',
  'taken',
  'overdue',
  'completed',
  'cancelled',
  'failed',
  'dispute',
]);
export type PayoutStatus = z.infer<typeof ZPayoutStatus>;
export const PayoutStatus = ZPayoutStatus.enum;

/** Statuses a payout never leaves by itself (`completed` may still be disputed by its shop). */
export const PAYOUT_ENDED_STATUSES = ['completed', 'cancelled', 'failed'] as const satisfies PayoutStatus[];
/** Statuses in which a trader has the payout in hand: it counts against the trader's `maxInProgress`. */
export const PAYOUT_IN_PROGRESS_STATUSES = ['taken', 'overdue'] as const satisfies PayoutStatus[];
/** Statuses that send the shop a callback when entered. */
export const PAYOUT_CALLBACK_STATUSES = [
  'completed',
  'failed',
  'cancelled',
  'dispute',
] as const satisfies PayoutStatus[];

/**
 * A payout's life, the one table: every move, where it may start and where it leads. The server refuses
 * any other move with 409 invalid_transition. A taken payout never goes back to the pool: the money may
 * already have left the trader's account, so only the operator moves an overdue one on.
 */
export const PAYOUT_MOVES = {
  /** Offered to the next trader (an offer ran out, a trader declined): the payout stays new. */
  offer: { from: ['new'] },
  take: { from: ['new'], to: 'taken' },
  decline: { from: ['new'] },
  complete: { from: ['taken'], to: 'completed' },
  /** The trader's phone read the bank's debit for it. */
  deviceComplete: { from: ['taken'], to: 'completed' },
  cancel: { from: ['new'], to: 'cancelled' },
  /** No trader took it within PAYOUT_WAIT_MINUTES. */
  expire: { from: ['new'], to: 'failed' },
  /** Taken and not completed within PAYOUT_SEND_MINUTES: the operator's now. */
  overdue: { from: ['taken'], to: 'overdue' },
  dispute: { from: ['completed'], to: 'dispute' },
  resolveCompleted: { from: ['overdue', 'dispute'], to: 'completed' },
  resolveFailed: { from: ['overdue', 'dispute'], to: 'failed' },
  /** Test mode: the shop forces a test payout's outcome. */
  testCompleted: { from: ['new', 'taken', 'overdue', 'dispute'], to: 'completed' },
  testFailed: { from: ['new', 'taken', 'overdue', 'dispute'], to: 'failed' },
} as const satisfies Record<string, { from: readonly PayoutStatus[]; to?: PayoutStatus }>;
export type PayoutMoveName = keyof typeof PAYOUT_MOVES;

/** Minutes a new payout waits for a trader before it fails (its hold released). */
export const PAYOUT_WAIT_MINUTES_DEFAULT = 60;
/** Minutes a trader has, from taking a payout, to complete it before it goes to the operator. */
export const PAYOUT_SEND_MINUTES_DEFAULT = 30;
/** Seconds one trader is offered a payout before it is offered to the next. */
export const PAYOUT_OFFER_SECONDS_DEFAULT = 120;
/** Hours after completion in which the shop may dispute a payout ("nothing arrived"). */
export const PAYOUT_DISPUTE_HOURS_DEFAULT = 72;

/** The payment types a payout can be sent by: those with a number to send to (not a SberPay link). */
export const PAYOUT_PAYMENT_TYPES = ZPaymentType.options.filter(
  (type) => payoutRecipientFields(type).length > 0,
) as PaymentType[];

/**
 * The recipient's fields a payout of `type` takes: the payment type's usual requisite fields less the
 * bank and country (named once, beside) and a link. Each is checked by its kind (requisite-fields.ts);
 * what the trader copies into the bank app (numbers, codes) is required, names are optional.
 */
export function payoutRecipientFields(type: PaymentType): { name: RequisiteFieldName; required: boolean }[] {
  return USUAL_METHOD_FIELDS[type].requisites
    .filter((name) => !['bank', 'country', 'sberpay_url'].includes(name))
    .map((name) => ({ name, required: REQUISITE_FIELDS[name].isCopyable }));
}

/** What is wrong with a payout's recipient for its type and currency, by field (empty: nothing). */
export function recipientErrors(
  type: PaymentType,
  currency: string,
  recipient: Record<string, string>,
): FieldErrors {
  const fields = payoutRecipientFields(type);
  const errors: FieldErrors = {};
  for (const key of Object.keys(recipient)) {
    if (!fields.some((field) => field.name === key)) errors[`recipient.${key}`] = { code: 'unknown_field' };
  }
  for (const field of fields) {
    const value = recipient[field.name]?.trim() ?? '';
    if (!value) {
      if (field.required) errors[`recipient.${field.name}`] = { code: 'required' };
      continue;
    }
    const error = fieldKindError(field.name, value, currency);
    if (error) errors[`recipient.${field.name}`] = error;
  }
  return errors;
}

export const ZPayoutRecipient = z.record(z.string().min(1).max(64), z.string().max(256));
export type PayoutRecipient = z.infer<typeof ZPayoutRecipient>;

export const ZCreatePayoutRequest = z
  .object({
    externalId: ZExternalId,
    amount: ZAmount,
    currency: ZCurrencyCode,
    paymentType: ZPaymentType,
    bank: ZBankCode.optional(),
    recipient: ZPayoutRecipient,
    callbackUrl: ZHttpUrl.optional(),
  })
  .strict();
export type CreatePayoutRequest = z.infer<typeof ZCreatePayoutRequest>;

/** A payout as its shop sees it. */
export const ZPayout = z.object({
  id: z.uuid(),
  externalId: z.string(),
  status: ZPayoutStatus,
  amount: ZMoney,
  currency: ZCurrencyCode,
  paymentType: ZPaymentType,
  bank: z.string().nullable(),
  recipient: ZPayoutRecipient,
  /** The shop's fee, held with the amount at creation and taken on completion. */
  fee: ZMoney,
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
  completedAt: ZIsoDateTime.nullable(),
  /** A test payout (the test API key): served by the simulated trader, no money moves. */
  test: z.boolean(),
});
export type Payout = z.infer<typeof ZPayout>;

export const ZPayoutIdParams = z.object({ id: z.uuid() });

export const PAYOUTS_PAGE_DEFAULT = 50;
export const PAYOUTS_PAGE_MAX = 200;

export const ZMerchantPayoutsQuery = z.object({
  status: ZPayoutStatus.optional(),
  externalId: ZExternalId.optional(),
  createdFrom: ZCreatedFrom.optional(),
  createdTo: ZCreatedTo.optional(),
  cursor: z.string().min(1).max(128).optional(),
  limit: z.coerce.number().int().min(1).max(PAYOUTS_PAGE_MAX).default(PAYOUTS_PAGE_DEFAULT),
});
export type MerchantPayoutsQuery = z.infer<typeof ZMerchantPayoutsQuery>;

export const ZPayoutsPage = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export const ZMerchantPayoutsResponse = ZPayoutsPage(ZPayout);
export type MerchantPayoutsResponse = z.infer<typeof ZMerchantPayoutsResponse>;

export const ZPayoutDisputeRequest = z.object({ reason: z.string().trim().min(1).max(1000) }).strict();
export type PayoutDisputeRequest = z.infer<typeof ZPayoutDisputeRequest>;

export const ZPayoutTestOutcomeRequest = z.object({ status: z.enum(['completed', 'failed']) }).strict();
export type PayoutTestOutcomeRequest = z.infer<typeof ZPayoutTestOutcomeRequest>;

/** A payout as a trader sees it: offered to them, or theirs. */
export const ZTraderPayout = ZPayout.omit({ externalId: true, fee: true }).extend({
  /** What the trader gets back on completion beyond the amount. */
  commission: ZMoney,
  /** Offered to this trader (not yet taken) until then. */
  offerExpiresAt: ZIsoDateTime.nullable(),
  /** Taken: to be completed by then, else it goes to the operator. */
  sendBy: ZIsoDateTime.nullable(),
  proofs: z.array(ZReceipt),
});
export type TraderPayout = z.infer<typeof ZTraderPayout>;
export const ZTraderPayoutsResponse = z.object({ items: z.array(ZTraderPayout) });
export type TraderPayoutsResponse = z.infer<typeof ZTraderPayoutsResponse>;

/**
 * The trader's live stream (`GET /api/v1/trader/events`, docs/architecture.md "Live events") says
 * `event: payout` when a payout offered to the trader, offered to it until a moment ago, or its own
 * moves: an offer made (again), taken, declined, moved on or withdrawn, completed, overdue, disputed,
 * resolved. What changed, never the whole body: read `GET /api/v1/trader/payouts` again. After the
 * server may have missed changes (its database listener was lost and is back) the stream says
 * `event: resync` `{}`: read the payouts again (its open orders follow as `order` events anyway).
 */
export const TRADER_PAYOUT_EVENT = 'payout';
export const ZTraderPayoutEvent = z.object({
  id: z.uuid(),
  status: ZPayoutStatus,
  /** Offered to this trader now: a new offer (or the same payout offered again), until it is taken or moves on. */
  offered: z.boolean(),
  amount: ZMoney,
  currency: ZCurrencyCode,
});
export type TraderPayoutEvent = z.infer<typeof ZTraderPayoutEvent>;

export const ZPayoutDeclineRequest = z.object({ reason: z.string().trim().min(1).max(500) }).strict();
export type PayoutDeclineRequest = z.infer<typeof ZPayoutDeclineRequest>;

export const ZPayoutSettings = z
  .object({
    enabled: z.boolean(),
    currencies: z.array(ZCurrencyCode).max(50),
    paymentTypes: z.array(ZPaymentType).max(50),
    /** The largest payout to offer this trader; null: any. */
    maxAmount: ZAmount.nullable().optional(),
    /** Payouts taken and not finished at once. */
    maxInProgress: z.number().int().min(1).max(100),
  })
  .strict();
export type PayoutSettings = z.infer<typeof ZPayoutSettings>;

export const ZPayoutHistoryEntry = z.object({
  move: z.string(),
  fromStatus: ZPayoutStatus.nullable(),
  toStatus: ZPayoutStatus,
  actorKind: z.string(),
  actorId: z.string().nullable(),
  note: z.string().nullable(),
  at: ZIsoDateTime,
});
export type PayoutHistoryEntry = z.infer<typeof ZPayoutHistoryEntry>;

/** Who moved a payout (its history's `actorKind`): the trader's paired phone is `device`. */
export const ZPayoutActorKind = z.enum(['shop', 'trader', 'operator', 'system', 'device']);
export type PayoutActorKind = z.infer<typeof ZPayoutActorKind>;

/** A status a payout entered, when and by whom: its shop's view of its history (no trader, no note). */
export const ZPayoutStatusChange = z.object({
  fromStatus: ZPayoutStatus.nullable(),
  toStatus: ZPayoutStatus,
  actorKind: ZPayoutActorKind,
  at: ZIsoDateTime,
});
export type PayoutStatusChange = z.infer<typeof ZPayoutStatusChange>;

/**
 * `GET /api/v1/merchant/payouts/{id}/timeline`: the payout, every status it entered (oldest first), the
 * shop's own dispute reason, and until when it may still be disputed (null: not completed, or closed).
 */
export const ZMerchantPayoutTimeline = z.object({
  payout: ZPayout,
  history: z.array(ZPayoutStatusChange),
  disputeReason: z.string().nullable(),
  disputableUntil: ZIsoDateTime.nullable(),
});
export type MerchantPayoutTimeline = z.infer<typeof ZMerchantPayoutTimeline>;

/** `POST /api/v1/merchant/payouts/{id}/callbacks/resend`: the payout's latest event, due again now. */
export const ZPayoutCallbackResendResponse = z.object({ eventId: z.uuid() });
export type PayoutCallbackResendResponse = z.infer<typeof ZPayoutCallbackResendResponse>;

/** A payout as the operator sees it: everything, with who took it, its history and its proofs. */
export const ZAdminPayout = ZPayout.extend({
  shopId: z.uuid(),
  traderId: z.uuid().nullable(),
  /** While new: the trader it is offered to now (null: nobody can take it yet). */
  offeredTraderId: z.uuid().nullable(),
  commission: ZMoney.nullable(),
  sendBy: ZIsoDateTime.nullable(),
  disputeReason: z.string().nullable(),
  proofs: z.array(ZReceipt),
  history: z.array(ZPayoutHistoryEntry),
  declines: z.array(z.object({ traderId: z.uuid(), reason: z.string(), at: ZIsoDateTime })),
});
export type AdminPayout = z.infer<typeof ZAdminPayout>;

export const ZAdminPayoutsQuery = z.object({
  status: ZPayoutStatus.optional(),
  shopId: z.uuid().optional(),
  traderId: z.uuid().optional(),
  cursor: z.string().min(1).max(128).optional(),
  limit: z.coerce.number().int().min(1).max(PAYOUTS_PAGE_MAX).default(PAYOUTS_PAGE_DEFAULT),
});
export type AdminPayoutsQuery = z.infer<typeof ZAdminPayoutsQuery>;
export const ZAdminPayoutsResponse = ZPayoutsPage(
  ZPayout.extend({ shopId: z.uuid(), traderId: z.uuid().nullable() }),
);
export type AdminPayoutsResponse = z.infer<typeof ZAdminPayoutsResponse>;

export const ZResolvePayoutRequest = z
  .object({ outcome: z.enum(['completed', 'failed']), note: z.string().trim().min(1).max(1000) })
  .strict();
export type ResolvePayoutRequest = z.infer<typeof ZResolvePayoutRequest>;

/** The JSON body POSTed to a shop's callbackUrl when a payout enters completed, failed, cancelled or dispute. */
export const ZPayoutCallbackEvent = z.object({
  eventId: z.uuid(),
  object: z.literal('payout'),
  payoutId: z.uuid(),
  externalId: z.string(),
  status: ZPayoutStatus,
  amount: ZMoney,
  currency: ZCurrencyCode,
  fee: ZMoney,
  occurredAt: ZIsoDateTime,
  test: z.boolean(),
});
export type PayoutCallbackEvent = z.infer<typeof ZPayoutCallbackEvent>;
