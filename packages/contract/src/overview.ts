import { z } from 'zod';
import { ZCurrencyCode, ZIsoDateTime, ZQueryDateTime } from './entities.ts';
import { ZSilentPhone } from './phones.ts';
import { ZMoney } from './routing.ts';

/**
 * The overview (docs/architecture.md "Overview", issue 27): the platform's numbers over the orders CREATED in
 * `[from, to)`, shop test-mode orders never counted, except by the shop in test mode (its test key, or the
 * console's Test data), which sees its test orders alone (docs/product/shop.md §4).
 * Period: `from` and `to` within QUERY_DATE_MIN…QUERY_DATE_MAX, at most OVERVIEW_MAX_DAYS between them as
 * the server fills them in (a lone `from` runs to now: 400 on `from` when that is too long); `tz` a zone
 * PostgreSQL knows too (400 on `tz` otherwise: Intl knows some it dropped, US/Pacific-New).
 *
 *   GET /api/v1/admin/overview?from=&to=&tz=&shopId=&currency=   operator  → ZAdminOverview
 *   GET /api/v1/admin/overview/health?shopId=                      operator  → ZOverviewHealth (health alone:
 *                                                                  what the console reads again on each live event)
 *   GET /api/v1/trader/overview?from=&to=&tz=&currency=          a trader  → ZTraderOverview (its own orders)
 *   GET /api/v1/merchant/overview?from=&to=&tz=&currency=        a shop    → ZMerchantOverview (its own orders)
 *
 * Final shape (what the console may rely on):
 * - Every scope: `from`, `to`, `tz`, `currency` echoed back (the defaults filled in); `funnel`, `speed`,
 *   `money`, `byDay` ([{day, funnel, speed, money}], one entry per calendar day of `tz` that the period
 *   touches, oldest first, days without orders included with zeros: draw it as is).
 * - `funnel`: counts. created ⊇ methodChosen ⊇ detailsGiven ⊇ customerPaid ⊇ completed (steps reached);
 *   completed / cancelled (by a person) / expired (by the deadline) are the outcome now; `disputed` =
 *   orders that were ever disputed (also counted in completed or cancelled once resolved); `open` = not
 *   finished yet. `conversion` = completed / created (0 when none), a ratio 0…1 (not money: a number).
 *   `stops` says where they stopped: `expiredAt` the step an expired order waited at, `cancelledBy` who
 *   cancelled, `disputedAt` (always the trader's confirmation step today, kept for the chart).
 * - `speed`: milliseconds, null where no order gives a sample. details = order created → details shown to
 *   the customer; confirm = the customer said "paid" → completed.
 * - `money`: completed orders per currency: `orders`, `volume`, `fees` (the shops'), `commissions` (the
 *   traders'): decimal strings with two fraction digits. The shop's scope has no `commissions` (what its
 *   fee pays a trader is not the shop's business), the trader's no `fees` (what a shop pays the platform
 *   is not the trader's).
 * - Operator only: `funnelBy` {shop, method, bank} rows (`key` null = not chosen yet); `speedByTrader`;
 *   `speedByConfirmation` (by hand = the trader's "received", notification = the trader's phone matched a
 *   bank notification, operator = a dispute resolved as completed); `traders` (balances and holds now and
 *   `warnings` for those close to their balance or book limits); `health` (now, not the period);
 *   `payouts` (live payouts completed in the period, per currency: how many, their sum).
 * - Trader: `speedByConfirmation` for its own orders. Its "day" is the default period (today in `tz`):
 *   orders = funnel.created, volume and commission = money, median confirm time = speed.confirmP50Ms.
 */

/** The longest period one overview covers, its ends as given or filled in (a lone `from` runs to now). */
export const OVERVIEW_MAX_DAYS = 366;
/** The period without `from`: the `to` less this many days (a trader's: the start of its day, within it). */
export const OVERVIEW_DEFAULT_DAYS = 30;

/** A trader's available balance under this share of its working balance is "close to its balance". */
export const OVERVIEW_LOW_BALANCE_RATIO = 0.1;
/** A book entry whose daily limit (or open-order limit) is used to this share or more is "close to its limit". */
export const OVERVIEW_NEAR_LIMIT_RATIO = 0.8;

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name (Europe/Berlin, Asia/Kolkata, UTC). */
export const ZTimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, 'an IANA time zone such as Europe/Berlin');

const overviewQueryFields = {
  /** Start of the period (inclusive), ISO 8601 with offset. Default: `to` less 30 days; a trader's: the start of today in `tz`. */
  from: ZQueryDateTime.optional(),
  /** End of the period (exclusive). Default: now. */
  to: ZQueryDateTime.optional(),
  /** The time zone whose calendar days `byDay` uses. Default UTC. */
  tz: ZTimeZone.default('UTC'),
  /** Only orders in this currency. */
  currency: ZCurrencyCode.optional(),
};

/**
 * The period's length with its ends filled in as the server fills them (`to` now; without `from` at most
 * OVERVIEW_DEFAULT_DAYS, always within the maximum): a lone `from` years ago is as long as it reads.
 */
function checkPeriod(query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (!query.from) return;
  const span = (query.to ? Date.parse(query.to) : Date.now()) - Date.parse(query.from);
  if (span <= 0) {
    ctx.addIssue({
      code: 'custom',
      path: [query.to ? 'to' : 'from'],
      message: query.to ? 'Must be after from' : 'Must be before now when to is left out',
    });
  } else if (span > OVERVIEW_MAX_DAYS * 86_400_000) {
    ctx.addIssue({
      code: 'too_big',
      origin: 'number',
      maximum: OVERVIEW_MAX_DAYS,
      path: ['from'],
      message: `At most ${OVERVIEW_MAX_DAYS} days`,
    });
  }
}

/** The operator's query: also one shop's numbers. */
export const ZAdminOverviewQuery = z
  .object({ ...overviewQueryFields, shopId: z.uuid().optional() })
  .superRefine(checkPeriod);
export type AdminOverviewQuery = z.infer<typeof ZAdminOverviewQuery>;
/** `GET /api/v1/admin/overview/health?shopId=`: the operator's health alone (ZOverviewHealth), now. */
export const ZAdminOverviewHealthQuery = z.object({ shopId: z.uuid().optional() });
export type AdminOverviewHealthQuery = z.infer<typeof ZAdminOverviewHealthQuery>;
/** A trader's or a shop's query: always its own orders. */
export const ZOverviewQuery = z.object(overviewQueryFields).superRefine(checkPeriod);
export type OverviewQuery = z.infer<typeof ZOverviewQuery>;

const count = z.number().int().nonnegative();
const ms = z.number().int().nonnegative().nullable();

export const ZOverviewStops = z.object({
  /** Expired orders by the step they waited at: choosing a method, the trader's details, the customer's payment. */
  expiredAt: z.object({ new: count, requisites: count, customerConfirm: count }),
  /** Cancelled orders by who cancelled: the customer, the trader (declined or lost a dispute), an operator. */
  cancelledBy: z.object({ customer: count, trader: count, operator: count }),
  /** Disputed orders by the step they were disputed at. */
  disputedAt: z.object({ traderConfirm: count }),
});
export type OverviewStops = z.infer<typeof ZOverviewStops>;

export const ZOverviewFunnel = z.object({
  created: count,
  methodChosen: count,
  detailsGiven: count,
  customerPaid: count,
  completed: count,
  cancelled: count,
  expired: count,
  disputed: count,
  open: count,
  conversion: z.number().min(0).max(1),
  stops: ZOverviewStops,
});
export type OverviewFunnel = z.infer<typeof ZOverviewFunnel>;

export const ZOverviewSpeed = z.object({
  detailsP50Ms: ms,
  detailsP90Ms: ms,
  confirmP50Ms: ms,
  confirmP90Ms: ms,
});
export type OverviewSpeed = z.infer<typeof ZOverviewSpeed>;

export const ZOverviewMoney = z.object({
  currency: ZCurrencyCode,
  /** Completed orders in this currency. */
  orders: count,
  volume: ZMoney,
  /** Absent in the trader's scope. */
  fees: ZMoney.optional(),
  /** Absent in the shop's scope. */
  commissions: ZMoney.optional(),
});
export type OverviewMoney = z.infer<typeof ZOverviewMoney>;

export const ZOverviewDay = z.object({
  /** The calendar day in `tz`, YYYY-MM-DD. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  funnel: ZOverviewFunnel,
  speed: ZOverviewSpeed,
  money: z.array(ZOverviewMoney),
});
export type OverviewDay = z.infer<typeof ZOverviewDay>;

const overviewBase = {
  from: ZIsoDateTime,
  to: ZIsoDateTime,
  tz: z.string(),
  currency: ZCurrencyCode.nullable(),
  funnel: ZOverviewFunnel,
  speed: ZOverviewSpeed,
  money: z.array(ZOverviewMoney),
  byDay: z.array(ZOverviewDay),
};

/** One row of the funnel per shop, method (payment type) or bank; `key` null: none chosen yet. */
export const ZOverviewFunnelRow = z.object({
  key: z.string().nullable(),
  /** The shop's name; the key again for a method or a bank (the console translates those). */
  label: z.string().nullable(),
  funnel: ZOverviewFunnel,
});
export type OverviewFunnelRow = z.infer<typeof ZOverviewFunnelRow>;

export const ZOverviewTraderSpeed = ZOverviewSpeed.extend({
  traderId: z.uuid(),
  name: z.string(),
  /** Orders assigned to it in the period, and how many of them it completed. */
  orders: count,
  completed: count,
});
export type OverviewTraderSpeed = z.infer<typeof ZOverviewTraderSpeed>;

export const ZConfirmationWay = z.enum(['by_hand', 'notification', 'operator']);
export type ConfirmationWay = z.infer<typeof ZConfirmationWay>;
export const ZOverviewConfirmationSpeed = z.object({
  way: ZConfirmationWay,
  completed: count,
  confirmP50Ms: ms,
  confirmP90Ms: ms,
});
export type OverviewConfirmationSpeed = z.infer<typeof ZOverviewConfirmationSpeed>;

export const ZOverviewTraderWarning = z.enum(['low_balance', 'near_daily_limit', 'near_open_orders_limit']);
export type OverviewTraderWarning = z.infer<typeof ZOverviewTraderWarning>;
/** A trader's money now (the ledger), whatever the period. */
export const ZOverviewTraderMoney = z.object({
  traderId: z.uuid(),
  name: z.string(),
  online: z.boolean(),
  balances: z.array(z.object({ currency: ZCurrencyCode, working: ZMoney, held: ZMoney, available: ZMoney })),
  /** Empty when nothing is close. */
  warnings: z.array(ZOverviewTraderWarning),
});
export type OverviewTraderMoney = z.infer<typeof ZOverviewTraderMoney>;

/** The platform now (not the period): live orders are `is_test` free too. */
export const ZOverviewHealth = z.object({
  asOf: ZIsoDateTime,
  openDisputes: z.object({
    count,
    /** Age of the oldest open dispute (since it was opened), null when none. */
    oldestAgeMs: ms,
    /** Open disputes by age: under 1 hour, 1–24 hours, 1–3 days, older. */
    byAge: z.object({ underHour: count, underDay: count, underThreeDays: count, older: count }),
  }),
  /** Per shop, callbacks that gave up (failed) and that are retrying after a failed attempt, in the last 24 hours. */
  failingCallbacks: z.array(z.object({ shopId: z.uuid(), name: z.string(), failed: count, retrying: count })),
  tradersOnline: count,
  /** Orders whose details wait for a trader (no trader took them yet). */
  ordersWaiting: count,
  oldestWaitingMs: ms,
  /**
   * Phones of traders on auto-confirm not heard from for longer than the operator's setting
   * (ZPhoneSettings), the longest silent first: such a trader's orders are no longer confirmed by the phone.
   */
  silentPhones: z.array(ZSilentPhone),
});
export type OverviewHealth = z.infer<typeof ZOverviewHealth>;

/** Payouts (docs/architecture.md "Payouts") COMPLETED in the period, per currency: how many and their sum. */
export const ZOverviewPayouts = z.object({
  currency: ZCurrencyCode,
  completed: count,
  volume: ZMoney,
});
export type OverviewPayouts = z.infer<typeof ZOverviewPayouts>;

export const ZAdminOverview = z.object({
  ...overviewBase,
  shopId: z.uuid().nullable(),
  /**
   * Live payouts completed in `[from, to)` (by when they completed, not when they were created), per
   * currency, of the shop asked or every shop, in `currency` alone when asked; still completed now (one
   * disputed since is not counted). Currencies without one are left out.
   */
  payouts: z.array(ZOverviewPayouts),
  funnelBy: z.object({
    shop: z.array(ZOverviewFunnelRow),
    method: z.array(ZOverviewFunnelRow),
    bank: z.array(ZOverviewFunnelRow),
  }),
  speedByTrader: z.array(ZOverviewTraderSpeed),
  speedByConfirmation: z.array(ZOverviewConfirmationSpeed),
  traders: z.array(ZOverviewTraderMoney),
  health: ZOverviewHealth,
});
export type AdminOverview = z.infer<typeof ZAdminOverview>;

export const ZTraderOverview = z.object({
  ...overviewBase,
  speedByConfirmation: z.array(ZOverviewConfirmationSpeed),
});
export type TraderOverview = z.infer<typeof ZTraderOverview>;

export const ZMerchantOverview = z.object(overviewBase);
export type MerchantOverview = z.infer<typeof ZMerchantOverview>;
