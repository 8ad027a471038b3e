import { z } from 'zod';
import { ZDataCollectionOrder, ZPaymentType } from './enums.ts';
import { ZAmount, ZCurrencyCode, ZIsoDateTime, ZQueryDateTime } from './entities.ts';

/** A signed decimal with two fraction digits, for balances and ledger lines (they may be zero). */
export const ZMoney = z.string().regex(/^-?\d+\.\d{2}$/);
/** A percentage with at most two decimals, below 100 ("1.5", "0"). */
export const ZPercent = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, 'a percentage from 0 to 99.99 with at most 2 decimals');

// ── Requisites book ───────────────────────────────────────────────────────────────────────────

const limits = {
  /** Smallest and largest single order the entry takes. */
  minAmount: ZAmount.nullable(),
  maxAmount: ZAmount.nullable(),
  /** Volume the entry may take per UTC day (orders assigned today that were not cancelled). */
  dailyLimit: ZAmount.nullable(),
  /** Open orders the entry may hold at once. */
  maxOpenOrders: z.number().int().min(1).max(1000).nullable(),
};

export const ZRequisiteEntry = z.object({
  id: z.uuid(),
  tradeMethodId: z.uuid(),
  paymentType: ZPaymentType,
  bank: z.string(),
  bankName: z.string(),
  fiatCurrency: ZCurrencyCode,
  /** The method's declared fields, filled in: what the customer is shown. */
  details: z.record(z.string(), z.string()),
  label: z.string().nullable(),
  isActive: z.boolean(),
  ...limits,
  /**
   * The daily limit used today (UTC day): the entry's orders assigned since midnight that were not
   * cancelled, what `dailyLimit` bounds. Not the trader's today's volume (completed orders).
   */
  todayVolume: ZMoney,
  openOrders: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type RequisiteEntry = z.infer<typeof ZRequisiteEntry>;
export const ZRequisiteEntriesResponse = z.array(ZRequisiteEntry);

const ZEntryDetails = z.record(z.string().max(64), z.string().max(256));
export const ZCreateRequisiteEntryRequest = z
  .object({
    tradeMethodId: z.uuid(),
    details: ZEntryDetails,
    label: z.string().trim().max(64).nullable().default(null),
    isActive: z.boolean().default(true),
    minAmount: limits.minAmount.default(null),
    maxAmount: limits.maxAmount.default(null),
    dailyLimit: limits.dailyLimit.default(null),
    maxOpenOrders: limits.maxOpenOrders.default(null),
  })
  .strict();
export type CreateRequisiteEntryRequest = z.infer<typeof ZCreateRequisiteEntryRequest>;

export const ZPatchRequisiteEntryRequest = z
  .object({
    details: ZEntryDetails,
    label: z.string().trim().max(64).nullable(),
    isActive: z.boolean(),
    ...limits,
  })
  .partial()
  .strict();
export type PatchRequisiteEntryRequest = z.infer<typeof ZPatchRequisiteEntryRequest>;

export const ZTraderStatus = z.object({ online: z.boolean() }).strict();
export type TraderStatus = z.infer<typeof ZTraderStatus>;

// ── Money ─────────────────────────────────────────────────────────────────────────────────────

export const ZDepositRequest = z
  .object({ amount: ZAmount, currency: ZCurrencyCode, note: z.string().trim().max(256).default('') })
  .strict();
export type DepositRequest = z.infer<typeof ZDepositRequest>;
export const ZDeposit = z.object({
  id: z.uuid(),
  traderId: z.uuid(),
  amount: ZAmount,
  currency: ZCurrencyCode,
  note: z.string(),
  createdAt: ZIsoDateTime,
});

/**
 * `POST /api/v1/admin/traders/{id}/adjustments`: the operator corrects a trader's working balance in one
 * currency, up (`credit`) or down (`debit`), saying why in `note` (a mistaken deposit, a bank fee). A
 * debit never takes the trader's available balance (working less the security hold) below zero.
 */
export const ZAdjustmentDirection = z.enum(['credit', 'debit']);
export type AdjustmentDirection = z.infer<typeof ZAdjustmentDirection>;
export const ZAdjustmentRequest = z
  .object({
    amount: ZAmount,
    currency: ZCurrencyCode,
    direction: ZAdjustmentDirection,
    note: z.string().trim().min(1).max(256),
  })
  .strict();
export type AdjustmentRequest = z.infer<typeof ZAdjustmentRequest>;
export const ZAdjustment = z.object({
  id: z.uuid(),
  traderId: z.uuid(),
  amount: ZAmount,
  currency: ZCurrencyCode,
  direction: ZAdjustmentDirection,
  note: z.string(),
  createdAt: ZIsoDateTime,
});
export type Adjustment = z.infer<typeof ZAdjustment>;

/** The shop's settings the operator may change; each one sent is changed, the others kept. */
export const ZUpdateShopRequest = z
  .object({
    name: z.string().trim().min(1).max(128),
    customerDataCollectionOrder: ZDataCollectionOrder,
    collectCustomerReceipts: z.boolean(),
    paymentWindowMinutes: z.number().int().min(1).max(1440),
    feePercent: ZPercent.meta({
      description:
        "The shop's fee in percent of each order. Fixed on an order when it is created (the order's `fee`): " +
        'a change applies to orders created from now on, never to existing ones.',
    }),
    payoutFeePercent: ZPercent.meta({
      description:
        "The shop's fee in percent of each payout, held with its amount and taken on completion; fixed on a " +
        'payout when it is created.',
    }),
  })
  .partial()
  .strict();
export type UpdateShopRequest = z.infer<typeof ZUpdateShopRequest>;
export const ZShopSettingsResponse = z.object({ id: z.uuid(), name: z.string(), feePercent: ZPercent });
export const ZUpdateTraderRequest = z
  .object({
    commissionPercent: ZPercent,
    securityHold: ZMoney.refine((v) => !v.startsWith('-')),
    /** What the trader earns on a payout it completes, in percent of it (fixed when it takes one). */
    payoutCommissionPercent: ZPercent,
  })
  .partial()
  .strict();
export type UpdateTraderRequest = z.infer<typeof ZUpdateTraderRequest>;
export const ZTraderSettingsResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  online: z.boolean(),
  commissionPercent: ZPercent,
  securityHold: ZMoney,
  payoutCommissionPercent: ZPercent,
});

export const ZTraderBalance = z.object({
  currency: ZCurrencyCode,
  /** Deposits and released holds less what is held or was paid out: what backs new orders. */
  working: ZMoney,
  /** Held for open orders assigned to the trader. */
  held: ZMoney,
  /** What a new order may still take: working less the security hold, never below zero. */
  available: ZMoney,
  /** Commission earned on completed orders. */
  commission: ZMoney,
  /**
   * The orders completed today (since `dayStart` of the query, else since midnight UTC, by when each
   * completed): how many, today's volume (the sum each completed for: `paidAmount` when a dispute was
   * resolved for another sum, else the amount) and the commission they earned. Zeros on a day with none.
   */
  today: z.object({ completed: z.number().int(), volume: ZMoney, commission: ZMoney }),
});
/**
 * `?dayStart=`: when today began for whoever looks (their local midnight), for today's volume; without
 * it, midnight UTC. `GET /api/v1/trader/balance`, `GET /api/v1/admin/traders` and one trader's.
 */
export const ZDayStartQuery = z.object({ dayStart: ZQueryDateTime.optional() });
/** `GET /api/v1/trader/balance?dayStart=`: when the trader's day began (their local midnight), for `today`. */
export const ZTraderBalanceQuery = ZDayStartQuery;
export type TraderBalanceQuery = z.infer<typeof ZTraderBalanceQuery>;
export const ZTraderBalanceResponse = z.object({ securityHold: ZMoney, balances: z.array(ZTraderBalance) });
export type TraderBalanceResponse = z.infer<typeof ZTraderBalanceResponse>;

export const ZMerchantBalance = z.object({
  currency: ZCurrencyCode,
  /** What the shop has to pay out now (payouts in flight are held apart). */
  balance: ZMoney,
  /** Held for payouts not finished yet: paid when they complete, back in `balance` when they fail. */
  held: ZMoney,
});
export const ZMerchantBalanceResponse = z.object({ balances: z.array(ZMerchantBalance) });
export type MerchantBalanceResponse = z.infer<typeof ZMerchantBalanceResponse>;

export const ZLedgerTransactionKind = z.enum([
  'deposit',
  'hold',
  'settle',
  'release',
  'adjustment',
  'payout_hold',
  'payout_settle',
  'payout_release',
  'payout_reverse',
]);
export const ZLedgerAccountKind = z.enum([
  'external',
  'platform',
  'trader_working',
  'trader_hold',
  'trader_commission',
  'shop',
  /** A shop's money held for its payouts in flight. */
  'shop_payout_hold',
]);
export type LedgerAccountKind = z.infer<typeof ZLedgerAccountKind>;

/** One entry on one of the caller's accounts, with the transaction it belongs to. */
export const ZLedgerLine = z.object({
  transactionId: z.uuid(),
  kind: ZLedgerTransactionKind,
  orderId: z.uuid().nullable(),
  /** The payout a payout's hold, settlement, release or reversal belongs to. */
  payoutId: z.uuid().nullable(),
  account: ZLedgerAccountKind,
  /** Positive into the account, negative out of it. */
  amount: ZMoney,
  currency: ZCurrencyCode,
  note: z.string().nullable(),
  createdAt: ZIsoDateTime,
});
export type LedgerLine = z.infer<typeof ZLedgerLine>;
export const ZLedgerQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });
export const ZLedgerLinesResponse = z.array(ZLedgerLine);
