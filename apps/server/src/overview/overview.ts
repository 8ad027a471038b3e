import {
  dayIn,
  startOfDay,
  OVERVIEW_DEFAULT_DAYS,
  OVERVIEW_LOW_BALANCE_RATIO,
  OVERVIEW_NEAR_LIMIT_RATIO,
  fromMinor,
  toMinor,
  type AdminOverview,
  type ConfirmationWay,
  type MerchantOverview,
  type OverviewConfirmationSpeed,
  type OverviewFunnel,
  type OverviewFunnelRow,
  type OverviewHealth,
  type OverviewMoney,
  type OverviewPayouts,
  type OverviewSpeed,
  type OverviewTraderMoney,
  type OverviewTraderSpeed,
  type OverviewTraderWarning,
  type TraderOverview,
} from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { validationFailed } from '../http/errors.ts';
import { getPhoneSettings, silentPhones } from '../bank-notifications/phones.ts';
import { addMoney, percentiles, readDays } from './overview-days.ts';
import { entryOpenOrders, entryTodayVolume } from '../routing/eligible-candidates.ts';
import { calendarDays } from './calendar-days.ts';

/**
 * The overview's numbers (docs/architecture.md "Overview", contract overview.ts) of a shop, a trader or
 * the platform over `[from, to)`: the period's calendar days in `tz` are read from overview-days.ts (an
 * ended day kept per scope and zone, the partial ones and today live) and added up here into the funnel,
 * the speed and the money, whole and per day, and for the operator per shop, method, bank, trader and
 * way of confirming. Test-mode orders are counted only in a shop's test mode, and then alone
 * (docs/product/shop.md §4: the test key sees test orders only).
 */

export type OverviewScope =
  | { kind: 'admin'; shopId?: string }
  | { kind: 'trader'; traderId: string }
  | { kind: 'shop'; shopId: string; isTest?: boolean };

export interface OverviewPeriod {
  from: string;
  to: string;
  tz: string;
  currency?: string | undefined;
}

const DAY_MS = 86_400_000;

/** PostgreSQL's error for a time zone it does not know (invalid_parameter_value). */
const UNKNOWN_ZONE = '22023';

/**
 * 400 naming `tz` for a zone PostgreSQL does not know. The contract's ZTimeZone takes the zones Intl
 * knows; the database cuts the days, and its zone list differs (it dropped US/Pacific-New, Intl kept it).
 * Asked of the database itself, whatever its version: one statement on its own, outside a transaction.
 */
async function checkTimeZone(q: Queryable, tz: string): Promise<void> {
  try {
    await q.query('SELECT now() AT TIME ZONE $1', [tz]);
  } catch (error) {
    if ((error as { code?: unknown }).code !== UNKNOWN_ZONE) throw error;
    throw validationFailed('Invalid request querystring', {
      tz: 'an IANA time zone such as Europe/Berlin, one the database knows',
    });
  }
}

/**
 * The period asked for, its defaults filled in: to = now; from = to less OVERVIEW_DEFAULT_DAYS, or a
 * trader's start of today in tz. The contract's query already bounds the dates and the period's length
 * with these ends; here the zone is checked against the database.
 */
export async function resolvePeriod(
  q: Queryable,
  scope: OverviewScope,
  query: { from?: string | undefined; to?: string | undefined; tz: string; currency?: string | undefined },
): Promise<OverviewPeriod> {
  await checkTimeZone(q, query.tz);
  const to = query.to ? new Date(query.to) : new Date();
  let from = query.from ? new Date(query.from) : null;
  if (!from && scope.kind === 'trader') {
    from = new Date(startOfDay(dayIn(to.getTime(), query.tz), query.tz));
    if (from.getTime() >= to.getTime()) from = new Date(to.getTime() - DAY_MS);
  }
  from ??= new Date(to.getTime() - OVERVIEW_DEFAULT_DAYS * DAY_MS);
  return { from: from.toISOString(), to: to.toISOString(), tz: query.tz, currency: query.currency };
}

interface FunnelRow {
  g: number;
  day: string | null;
  shop_id: string | null;
  payment_type: string | null;
  payment_bank: string | null;
  created: number;
  method_chosen: number;
  details_given: number;
  customer_paid: number;
  completed: number;
  cancelled: number;
  expired: number;
  disputed: number;
  open: number;
  expired_new: number;
  expired_requisites: number;
  expired_customer_confirm: number;
  cancelled_customer: number;
  cancelled_trader: number;
  cancelled_operator: number;
  disputed_trader_confirm: number;
}

interface SpeedRow {
  g: number;
  day: string | null;
  trader_id: string | null;
  way: ConfirmationWay | null;
  orders: number;
  completed: number;
  /** p50 and p90; null without samples. */
  details: [number, number] | null;
  confirm: [number, number] | null;
}

interface MoneyRow {
  day: string | null;
  currency: string;
  orders: number;
  volume: string;
  fees: string;
  commissions: string;
}

/** The bit `GROUPING(...)` sets for each grouping of the funnel and the speed (1 = not grouped by it). */
const FUNNEL_SETS = { all: 0b1111, day: 0b0111, shop: 0b1011, method: 0b1101, bank: 0b1110 } as const;
const SPEED_SETS = { all: 0b111, day: 0b011, trader: 0b101, way: 0b110 } as const;

/**
 * An order's place in the funnel as one small number: the steps it reached (flags) plus how it ended
 * (OUTCOME), so the funnel is a count per code, grouped a few ways, and the counts are summed here.
 */
const STEP = { methodChosen: 16, detailsGiven: 32, customerPaid: 64, disputed: 128 } as const;
const OUTCOME = {
  open: 0,
  completed: 1,
  cancelledByCustomer: 2,
  cancelledByTrader: 3,
  cancelledByOperator: 4,
  cancelledOtherwise: 5,
  expiredAtNew: 6,
  expiredAtRequisites: 7,
  expiredAtCustomerConfirm: 8,
  expiredOtherwise: 9,
  error: 10,
} as const;
const CODE_SQL = `
  (CASE WHEN o.trade_method_id IS NOT NULL THEN ${STEP.methodChosen} ELSE 0 END
   + CASE WHEN o.requisites_at IS NOT NULL THEN ${STEP.detailsGiven} ELSE 0 END
   + CASE WHEN o.paid_at IS NOT NULL THEN ${STEP.customerPaid} ELSE 0 END
   + CASE WHEN o.disputed_at IS NOT NULL THEN ${STEP.disputed} ELSE 0 END
   + CASE o.status
       WHEN 'completed' THEN ${OUTCOME.completed}
       WHEN 'error' THEN ${OUTCOME.error}
       WHEN 'cancelled' THEN
         CASE o.finished_move
           WHEN 'customerCancel' THEN ${OUTCOME.cancelledByCustomer}
           WHEN 'traderCancel' THEN ${OUTCOME.cancelledByTrader}
           WHEN 'resolveCancelled' THEN ${OUTCOME.cancelledByOperator}
           WHEN 'expire' THEN
             CASE o.finished_from
               WHEN 'new' THEN ${OUTCOME.expiredAtNew}
               WHEN 'requisites' THEN ${OUTCOME.expiredAtRequisites}
               WHEN 'customer_confirm' THEN ${OUTCOME.expiredAtCustomerConfirm}
               ELSE ${OUTCOME.expiredOtherwise} END
           ELSE ${OUTCOME.cancelledOtherwise} END
       ELSE ${OUTCOME.open} END)`;

interface FunnelCell {
  g: number;
  day: string | null;
  shop_id: string | null;
  payment_type: string | null;
  payment_bank: string | null;
  code: number;
  n: number;
}

/** The funnel rows (one per grouping and key) from the counts per code. */
function funnelRows(cells: FunnelCell[]): FunnelRow[] {
  const rows = new Map<string, FunnelRow>();
  for (const cell of cells) {
    const id = [cell.g, cell.day, cell.shop_id, cell.payment_type, cell.payment_bank].join('|');
    let row = rows.get(id);
    if (!row) {
      row = {
        g: cell.g,
        day: cell.day,
        shop_id: cell.shop_id,
        payment_type: cell.payment_type,
        payment_bank: cell.payment_bank,
        ...emptyFunnelRow(),
      };
      rows.set(id, row);
    }
    const { n, code } = cell;
    const outcome = code % STEP.methodChosen;
    row.created += n;
    if (code & STEP.methodChosen) row.method_chosen += n;
    if (code & STEP.detailsGiven) row.details_given += n;
    if (code & STEP.customerPaid) row.customer_paid += n;
    if (code & STEP.disputed) {
      row.disputed += n;
      row.disputed_trader_confirm += n;
    }
    if (outcome === OUTCOME.open) row.open += n;
    else if (outcome === OUTCOME.completed) row.completed += n;
    else if (outcome >= OUTCOME.cancelledByCustomer && outcome <= OUTCOME.cancelledOtherwise) {
      row.cancelled += n;
      if (outcome === OUTCOME.cancelledByCustomer) row.cancelled_customer += n;
      if (outcome === OUTCOME.cancelledByTrader) row.cancelled_trader += n;
      if (outcome === OUTCOME.cancelledByOperator) row.cancelled_operator += n;
    } else if (outcome >= OUTCOME.expiredAtNew && outcome <= OUTCOME.expiredOtherwise) {
      row.expired += n;
      if (outcome === OUTCOME.expiredAtNew) row.expired_new += n;
      if (outcome === OUTCOME.expiredAtRequisites) row.expired_requisites += n;
      if (outcome === OUTCOME.expiredAtCustomerConfirm) row.expired_customer_confirm += n;
    }
  }
  return [...rows.values()];
}

const emptyFunnelRow = (): Omit<FunnelRow, 'g' | 'day' | 'shop_id' | 'payment_type' | 'payment_bank'> => ({
  created: 0,
  method_chosen: 0,
  details_given: 0,
  customer_paid: 0,
  completed: 0,
  cancelled: 0,
  expired: 0,
  disputed: 0,
  open: 0,
  expired_new: 0,
  expired_requisites: 0,
  expired_customer_confirm: 0,
  cancelled_customer: 0,
  cancelled_trader: 0,
  cancelled_operator: 0,
  disputed_trader_confirm: 0,
});

function toFunnel(
  row: Omit<FunnelRow, 'g' | 'day' | 'shop_id' | 'payment_type' | 'payment_bank'> = emptyFunnelRow(),
): OverviewFunnel {
  return {
    created: row.created,
    methodChosen: row.method_chosen,
    detailsGiven: row.details_given,
    customerPaid: row.customer_paid,
    completed: row.completed,
    cancelled: row.cancelled,
    expired: row.expired,
    disputed: row.disputed,
    open: row.open,
    conversion: row.created === 0 ? 0 : row.completed / row.created,
    stops: {
      expiredAt: {
        new: row.expired_new,
        requisites: row.expired_requisites,
        customerConfirm: row.expired_customer_confirm,
      },
      cancelledBy: {
        customer: row.cancelled_customer,
        trader: row.cancelled_trader,
        operator: row.cancelled_operator,
      },
      disputedAt: { traderConfirm: row.disputed_trader_confirm },
    },
  };
}

const roundMs = (value: number | null) => (value === null ? null : Math.round(value));

function toSpeed(row?: SpeedRow): OverviewSpeed {
  return {
    detailsP50Ms: roundMs(row?.details?.[0] ?? null),
    detailsP90Ms: roundMs(row?.details?.[1] ?? null),
    confirmP50Ms: roundMs(row?.confirm?.[0] ?? null),
    confirmP90Ms: roundMs(row?.confirm?.[1] ?? null),
  };
}

/** A numeric sum as the wire's decimal string ("1500.50"; "0.00" for none). */
const money = (sum: string | null) => fromMinor(toMinor(sum ?? '0'));

/** Which sums a scope sees: the shop not the traders' commissions, the trader not the shops' fees. */
interface MoneySeen {
  fees: boolean;
  commissions: boolean;
}
const SEEN_BY = {
  operator: { fees: true, commissions: true },
  trader: { fees: false, commissions: true },
  shop: { fees: true, commissions: false },
} satisfies Record<string, MoneySeen>;

function toMoney(row: MoneyRow, seen: MoneySeen): OverviewMoney {
  return {
    currency: row.currency,
    orders: row.orders,
    volume: money(row.volume),
    ...(seen.fees && { fees: money(row.fees) }),
    ...(seen.commissions && { commissions: money(row.commissions) }),
  };
}

interface Numbers {
  funnel: FunnelRow[];
  speed: SpeedRow[];
  money: MoneyRow[];
}

async function readNumbers(q: Queryable, scope: OverviewScope, period: OverviewPeriod): Promise<Numbers> {
  const filter =
    scope.kind === 'trader'
      ? ({ column: 'trader_id', id: scope.traderId } as const)
      : scope.shopId
        ? ({ column: 'shop_id', id: scope.shopId } as const)
        : null;
  const isTest = scope.kind === 'shop' && scope.isTest === true;
  const key = `${scope.kind}${isTest ? ':test' : ''}:${filter?.id ?? '*'}:${period.currency ?? '*'}`;
  const days = await readDays(q, { key, filter, isTest }, period, CODE_SQL);
  const cells: FunnelCell[] = [];
  const none = { day: null, shop_id: null, payment_type: null, payment_bank: null };
  const speeds = new Map<
    string,
    { row: Omit<SpeedRow, 'details' | 'confirm'>; details: number[][]; confirm: number[][] }
  >();
  const speedOf = (id: string, row: Omit<SpeedRow, 'details' | 'confirm' | 'orders' | 'completed'>) => {
    let found = speeds.get(id);
    if (!found) {
      found = { row: { ...row, orders: 0, completed: 0 }, details: [], confirm: [] };
      speeds.set(id, found);
    }
    return found;
  };
  const totals = new Map<string, MoneyRow>();
  const money: MoneyRow[] = [];
  for (const { day, numbers } of days) {
    for (const cell of numbers.funnel) {
      const { code, n, key: value } = cell;
      if (cell.by === 'all') {
        cells.push({ g: FUNNEL_SETS.all, ...none, code, n }, { g: FUNNEL_SETS.day, ...none, day, code, n });
      } else if (cell.by === 'shop') cells.push({ g: FUNNEL_SETS.shop, ...none, shop_id: value, code, n });
      else if (cell.by === 'method')
        cells.push({ g: FUNNEL_SETS.method, ...none, payment_type: value, code, n });
      else cells.push({ g: FUNNEL_SETS.bank, ...none, payment_bank: value, code, n });
    }
    for (const cell of numbers.speed) {
      const way = cell.way as ConfirmationWay | null;
      const groups = [
        speedOf('all', { g: SPEED_SETS.all, day: null, trader_id: null, way: null }),
        speedOf(`day:${day}`, { g: SPEED_SETS.day, day, trader_id: null, way: null }),
        speedOf(`trader:${cell.traderId}`, {
          g: SPEED_SETS.trader,
          day: null,
          trader_id: cell.traderId,
          way: null,
        }),
        speedOf(`way:${way}`, { g: SPEED_SETS.way, day: null, trader_id: null, way }),
      ];
      for (const group of groups) {
        group.row.orders += cell.orders;
        group.row.completed += cell.completed;
        if (cell.details.length > 0) group.details.push(cell.details);
        if (cell.confirm.length > 0) group.confirm.push(cell.confirm);
      }
    }
    for (const row of numbers.money) {
      money.push({ day, ...row });
      const total = totals.get(row.currency);
      if (!total) totals.set(row.currency, { ...row, day: null });
      else {
        total.orders += row.orders;
        total.volume = addMoney(total.volume, row.volume);
        total.fees = addMoney(total.fees, row.fees);
        total.commissions = addMoney(total.commissions, row.commissions);
      }
    }
  }
  const quantiles = (chunks: number[][]): [number, number] | null => {
    const samples = new Float64Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      samples.set(chunk, at);
      at += chunk.length;
    }
    const [p50, p90] = percentiles(samples, [0.5, 0.9]);
    return p50 == null || p90 == null ? null : [p50, p90];
  };
  return {
    funnel: funnelRows(cells),
    speed: [...speeds.values()].map(({ row, details, confirm }) => ({
      ...row,
      details: quantiles(details),
      confirm: quantiles(confirm),
    })),
    money: [...[...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)), ...money],
  };
}

/** What every scope has: the totals and the days (every day of the period in tz, empty ones too). */
function baseOf(numbers: Numbers, period: OverviewPeriod, seen: MoneySeen) {
  const funnelDays = new Map(numbers.funnel.filter((r) => r.g === FUNNEL_SETS.day).map((r) => [r.day!, r]));
  const speedDays = new Map(numbers.speed.filter((r) => r.g === SPEED_SETS.day).map((r) => [r.day!, r]));
  const days = calendarDays(period.from, period.to, period.tz);
  return {
    from: period.from,
    to: period.to,
    tz: period.tz,
    currency: period.currency ?? null,
    funnel: toFunnel(numbers.funnel.find((r) => r.g === FUNNEL_SETS.all)),
    speed: toSpeed(numbers.speed.find((r) => r.g === SPEED_SETS.all)),
    money: numbers.money.filter((r) => r.day === null).map((r) => toMoney(r, seen)),
    byDay: days.map((day) => ({
      day,
      funnel: toFunnel(funnelDays.get(day)),
      speed: toSpeed(speedDays.get(day)),
      money: numbers.money.filter((r) => r.day === day).map((r) => toMoney(r, seen)),
    })),
  };
}

const WAYS: readonly ConfirmationWay[] = ['by_hand', 'notification', 'operator'];

function byConfirmation(numbers: Numbers): OverviewConfirmationSpeed[] {
  const rows = numbers.speed.filter((r) => r.g === SPEED_SETS.way && r.way !== null);
  return WAYS.map((way) => {
    const row = rows.find((r) => r.way === way);
    const speed = toSpeed(row);
    return {
      way,
      completed: row?.completed ?? 0,
      confirmP50Ms: speed.confirmP50Ms,
      confirmP90Ms: speed.confirmP90Ms,
    };
  });
}

/** A shop's own numbers: of its live orders, or in test mode of its test orders only (shop.md §4). */
export async function merchantOverview(
  q: Queryable,
  shopId: string,
  period: OverviewPeriod,
  isTest = false,
): Promise<MerchantOverview> {
  return baseOf(await readNumbers(q, { kind: 'shop', shopId, isTest }, period), period, SEEN_BY.shop);
}

/** A trader's own numbers (the orders assigned to it). */
export async function traderOverview(
  q: Queryable,
  traderId: string,
  period: OverviewPeriod,
): Promise<TraderOverview> {
  const numbers = await readNumbers(q, { kind: 'trader', traderId }, period);
  return { ...baseOf(numbers, period, SEEN_BY.trader), speedByConfirmation: byConfirmation(numbers) };
}

/** The operator's overview: the platform (or one shop), with its traders' money and its health now. */
export async function adminOverview(
  q: Queryable,
  period: OverviewPeriod,
  shopId: string | undefined,
): Promise<AdminOverview> {
  const numbers = await readNumbers(q, { kind: 'admin', shopId }, period);
  const shopIds = numbers.funnel.filter((r) => r.g === FUNNEL_SETS.shop).map((r) => r.shop_id!);
  const traderIds = numbers.speed
    .filter((r) => r.g === SPEED_SETS.trader && r.trader_id)
    .map((r) => r.trader_id!);
  const names = await namesOf(q, shopIds, traderIds);
  const rows = (
    set: number,
    key: (r: FunnelRow) => string | null,
    label: (k: string | null) => string | null,
  ) =>
    numbers.funnel
      .filter((r) => r.g === set)
      .map((r): OverviewFunnelRow => ({ key: key(r), label: label(key(r)), funnel: toFunnel(r) }))
      .sort((a, b) => b.funnel.created - a.funnel.created || String(a.key).localeCompare(String(b.key)));
  const speedByTrader = numbers.speed
    .filter((r) => r.g === SPEED_SETS.trader && r.trader_id)
    .map((r): OverviewTraderSpeed => ({
      traderId: r.trader_id!,
      name: names.get(r.trader_id!) ?? '',
      orders: r.orders,
      completed: r.completed,
      ...toSpeed(r),
    }))
    .sort((a, b) => (b.confirmP50Ms ?? -1) - (a.confirmP50Ms ?? -1) || a.name.localeCompare(b.name));
  return {
    ...baseOf(numbers, period, SEEN_BY.operator),
    shopId: shopId ?? null,
    funnelBy: {
      shop: rows(
        FUNNEL_SETS.shop,
        (r) => r.shop_id,
        (k) => (k === null ? null : (names.get(k) ?? '')),
      ),
      method: rows(
        FUNNEL_SETS.method,
        (r) => r.payment_type,
        (k) => k,
      ),
      bank: rows(
        FUNNEL_SETS.bank,
        (r) => r.payment_bank,
        (k) => k,
      ),
    },
    speedByTrader,
    speedByConfirmation: byConfirmation(numbers),
    traders: await tradersMoney(q, period.currency),
    health: await overviewHealth(q, shopId),
    payouts: await completedPayouts(q, period, shopId),
  };
}

/**
 * Live payouts completed in the period (by `completed_at`, the half-open `[from, to)` of the orders) and
 * completed still, per currency: the count and the sum (docs/architecture.md "Payouts").
 */
async function completedPayouts(
  q: Queryable,
  period: OverviewPeriod,
  shopId: string | undefined,
): Promise<OverviewPayouts[]> {
  const { rows } = await q.query<{ currency: string; completed: number; volume: string }>(
    `SELECT currency, count(*)::int AS completed, sum(amount)::numeric(20, 2)::text AS volume
       FROM payouts
      WHERE status = 'completed' AND NOT is_test AND completed_at >= $1 AND completed_at < $2
        AND ($3::uuid IS NULL OR shop_id = $3) AND ($4::text IS NULL OR currency = $4)
      GROUP BY currency
      ORDER BY currency`,
    [period.from, period.to, shopId ?? null, period.currency ?? null],
  );
  return rows.map((row) => ({ currency: row.currency, completed: row.completed, volume: row.volume }));
}

async function namesOf(q: Queryable, shopIds: string[], traderIds: string[]): Promise<Map<string, string>> {
  const { rows } = await q.query<{ id: string; name: string }>(
    `SELECT id, name FROM shops WHERE id = ANY($1::uuid[]) UNION ALL SELECT id, name FROM traders WHERE id = ANY($2::uuid[])`,
    [shopIds, traderIds],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Every enabled live trader's money now (the ledger's working and hold accounts; available = working less
 * the security hold), and what it is close to: its balance (available under a tenth of what it has), or a
 * book entry's daily limit or open-order limit (80 % used).
 */
async function tradersMoney(q: Queryable, currency: string | undefined): Promise<OverviewTraderMoney[]> {
  const { rows } = await q.query<{
    id: string;
    name: string;
    is_online: boolean;
    security_hold: string;
    balances: { currency: string; working: string; held: string }[] | null;
    near_daily_limit: boolean;
    near_open_orders_limit: boolean;
  }>(
    `SELECT t.id, t.name, t.is_online, t.security_hold::text,
            (SELECT json_agg(b ORDER BY b.currency) FROM (
               SELECT a.currency,
                      coalesce(sum(a.balance) FILTER (WHERE a.kind = 'trader_working'), 0)::text AS working,
                      coalesce(sum(a.balance) FILTER (WHERE a.kind = 'trader_hold'), 0)::text AS held
                 FROM ledger_accounts a
                WHERE a.owner_id = t.id AND a.kind IN ('trader_working', 'trader_hold')
                  AND ($1::text IS NULL OR a.currency = $1)
                GROUP BY a.currency) b) AS balances,
            EXISTS (SELECT 1 FROM requisite_entries e
                     WHERE e.trader_id = t.id AND e.deleted_at IS NULL AND e.is_active AND e.daily_limit IS NOT NULL
                       AND ${entryTodayVolume('e')} >= e.daily_limit * $2) AS near_daily_limit,
            EXISTS (SELECT 1 FROM requisite_entries e
                     WHERE e.trader_id = t.id AND e.deleted_at IS NULL AND e.is_active AND e.max_open_orders IS NOT NULL
                       AND ${entryOpenOrders('e')} >= e.max_open_orders * $2) AS near_open_orders_limit
       FROM traders t
      WHERE NOT t.is_test AND t.disabled_at IS NULL
      ORDER BY t.name, t.id`,
    [currency ?? null, OVERVIEW_NEAR_LIMIT_RATIO],
  );
  return rows.map((row) => {
    const securityHold = toMinor(row.security_hold);
    const warnings: OverviewTraderWarning[] = [];
    const balances = (row.balances ?? []).map((b) => {
      const working = BigInt(b.working);
      const held = BigInt(b.held);
      const free = working - securityHold;
      const available = free > 0n ? free : 0n;
      // Close to its balance: what it may still take is under a tenth of all it has at stake and free.
      if (Number(available) < OVERVIEW_LOW_BALANCE_RATIO * Number(working + held) || available === 0n) {
        if (!warnings.includes('low_balance')) warnings.push('low_balance');
      }
      return {
        currency: b.currency,
        working: fromMinor(working),
        held: fromMinor(held),
        available: fromMinor(available),
      };
    });
    if (row.near_daily_limit) warnings.push('near_daily_limit');
    if (row.near_open_orders_limit) warnings.push('near_open_orders_limit');
    return { traderId: row.id, name: row.name, online: row.is_online, balances, warnings };
  });
}

/**
 * The platform now: open disputes and their age, failing callbacks per shop, traders online, orders waiting.
 * Also answered alone (GET /v1/admin/overview/health): the console reads it again on each live event.
 */
export async function overviewHealth(q: Queryable, shopId: string | undefined): Promise<OverviewHealth> {
  const { rows } = await q.query<{
    as_of: Date | string;
    disputes: number;
    oldest_dispute_ms: number | null;
    under_hour: number;
    under_day: number;
    under_three_days: number;
    older: number;
    traders_online: number;
    waiting: number;
    oldest_waiting_ms: number | null;
    failing: { shop_id: string; name: string; failed: number; retrying: number }[] | null;
  }>(
    // One pass over the open disputes, their ages bucketed against bounds taken once (an interval
    // subtracted per row, and a scan per bucket, were most of this query's time).
    `WITH b AS (
       SELECT now() - interval '1 hour' AS hour, now() - interval '24 hours' AS day,
              now() - interval '72 hours' AS three_days
     ), d AS (
       SELECT count(*)::int AS disputes, min(at) AS oldest,
              count(*) FILTER (WHERE at > b.hour)::int AS under_hour,
              count(*) FILTER (WHERE at <= b.hour AND at > b.day)::int AS under_day,
              count(*) FILTER (WHERE at <= b.day AND at > b.three_days)::int AS under_three_days,
              count(*) FILTER (WHERE at <= b.three_days)::int AS older
         FROM b, (SELECT coalesce(disputed_at, updated_at) AS at FROM orders
                   WHERE status = 'dispute' AND NOT is_test AND ($1::uuid IS NULL OR shop_id = $1)) o
     ), w AS (
       SELECT extract(epoch FROM now() - created_at) * 1000 AS age_ms
         FROM orders WHERE status = 'requisites' AND trader_id IS NULL AND NOT is_test
          AND ($1::uuid IS NULL OR shop_id = $1)
     )
     SELECT now() AS as_of, d.disputes, (extract(epoch FROM now() - d.oldest) * 1000)::float8 AS oldest_dispute_ms,
            d.under_hour, d.under_day, d.under_three_days, d.older,
            (SELECT count(*)::int FROM traders WHERE is_online AND disabled_at IS NULL AND NOT is_test) AS traders_online,
            (SELECT count(*)::int FROM w) AS waiting, (SELECT max(age_ms)::float8 FROM w) AS oldest_waiting_ms,
            (SELECT json_agg(f ORDER BY f.failed DESC, f.retrying DESC, f.name) FROM (
               SELECT c.shop_id, s.name,
                      count(*) FILTER (WHERE c.state = 'failed')::int AS failed,
                      count(*) FILTER (WHERE c.state = 'pending')::int AS retrying
                 FROM callback_outbox c JOIN shops s ON s.id = c.shop_id
                WHERE (c.state = 'failed' OR (c.state = 'pending' AND c.attempts > 0))
                  AND c.created_at > now() - interval '24 hours' AND NOT c.is_test
                  AND ($1::uuid IS NULL OR c.shop_id = $1)
                GROUP BY c.shop_id, s.name) f) AS failing
       FROM d`,
    [shopId ?? null],
  );
  const row = rows[0]!;
  return {
    asOf: new Date(row.as_of).toISOString(),
    openDisputes: {
      count: row.disputes,
      oldestAgeMs: roundMs(row.oldest_dispute_ms),
      byAge: {
        underHour: row.under_hour,
        underDay: row.under_day,
        underThreeDays: row.under_three_days,
        older: row.older,
      },
    },
    failingCallbacks: (row.failing ?? []).map((f) => ({
      shopId: f.shop_id,
      name: f.name,
      failed: f.failed,
      retrying: f.retrying,
    })),
    tradersOnline: row.traders_online,
    ordersWaiting: row.waiting,
    oldestWaitingMs: roundMs(row.oldest_waiting_ms),
    silentPhones: await silentPhones(q, (await getPhoneSettings(q)).silentAfterMinutes),
  };
}
