import { addDays, fromMinor, startOfDay, toMinor } from '@payorder/contract';
import type { Db, Queryable } from '../db/db.ts';
import { completedSum, completedWithin } from '../ledger/today-volume.ts';
import { calendarDays } from './calendar-days.ts';

/**
 * The overview's numbers per calendar day of the asked time zone (issue 27: "precompute per day"). Each
 * day of the period is read from SQL once, as small counts (the funnel per code, grouped by shop, method
 * and bank), money sums and the speed samples per trader and way of confirming; a whole day that has
 * ended is kept in `overview_days` (migration 017) for its scope, zone and currency, and read back from
 * there next time. The funnel and speed count the orders created that day; the money, the orders
 * completed that day (today's volume's definition, ledger/today-volume.ts). A change to any of that day's orders (orders_overview_days trigger) deletes the kept
 * day, so it is read afresh. The period's partial first and last days and today are always read live.
 * Then the days are added up here: exact counts and sums; percentiles over the merged samples, as
 * PostgreSQL's percentile_cont computes them.
 */

/** One grouping of the funnel's counts: the whole day, or per shop, method or bank. */
export type FunnelGrouping = 'all' | 'shop' | 'method' | 'bank';

export interface DayNumbers {
  funnel: { by: FunnelGrouping; key: string | null; code: number; n: number }[];
  money: { currency: string; orders: number; volume: string; fees: string; commissions: string }[];
  speed: {
    traderId: string | null;
    way: string | null;
    orders: number;
    completed: number;
    details: number[];
    confirm: number[];
  }[];
}

interface DayRange {
  day: string;
  starts: string;
  ends: string;
  /** A whole day that has ended: kept once read. */
  keep: boolean;
}

/**
 * SQL: an order's place in the funnel as one number (overview.ts CODE_SQL), given by the caller. The
 * mode is written out, not a parameter, so live reads match orders_overview_idx (WHERE NOT is_test).
 */
function daysSql(codeSql: string, scopeFilter: string, isTest: boolean): string {
  const modeFilter = isTest ? 'o.is_test' : 'NOT o.is_test';
  return `
    WITH d AS (
      SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[]) AS d(day, starts_at, ends_at)
    ), o AS MATERIALIZED (
      -- Each day's own range scan of orders_overview_idx (OFFSET 0 keeps the planner from joining the
      -- days to every order instead).
      SELECT d.day, o.*
        FROM d CROSS JOIN LATERAL (
          SELECT o.shop_id, o.trader_id, o.payment_type, o.payment_bank, o.currency, o.status,
                 ${codeSql} AS code,
                 round(extract(epoch FROM o.requisites_at - o.created_at) * 1000)::bigint AS details_ms,
                 CASE WHEN o.status = 'completed'
                      THEN round(extract(epoch FROM o.finished_at - o.paid_at) * 1000)::bigint END AS confirm_ms,
                 CASE WHEN o.status <> 'completed' THEN NULL
                      WHEN o.finished_move = 'resolveCompleted' THEN 'operator'
                      WHEN o.finished_by = 'device' THEN 'notification'
                      ELSE 'by_hand' END AS way
            FROM orders o
           WHERE o.created_at >= d.starts_at AND o.created_at < d.ends_at AND ${modeFilter}
             AND ($4::text IS NULL OR o.currency = $4) ${scopeFilter}
          OFFSET 0) o
    ), funnel AS (
      SELECT day, CASE GROUPING(shop_id, payment_type, payment_bank)
                    WHEN 7 THEN 'all' WHEN 3 THEN 'shop' WHEN 5 THEN 'method' ELSE 'bank' END AS by,
             coalesce(shop_id::text, payment_type, payment_bank) AS key, code, count(*)::int AS n
        FROM o GROUP BY GROUPING SETS ((day, code), (day, shop_id, code), (day, payment_type, code), (day, payment_bank, code))
    ), speed AS (
      SELECT day, trader_id AS "traderId", way, count(*)::int AS orders,
             count(*) FILTER (WHERE status = 'completed')::int AS completed,
             coalesce(array_agg(details_ms) FILTER (WHERE details_ms IS NOT NULL), '{}') AS details,
             coalesce(array_agg(confirm_ms) FILTER (WHERE confirm_ms IS NOT NULL), '{}') AS confirm
        FROM o GROUP BY day, trader_id, way
    ), done AS MATERIALIZED (
      -- Money by the day each order completed (ledger/today-volume.ts: today's volume, the one
      -- definition), not the day it was created: orders_completed_finished_idx (migration 036).
      SELECT d.day, o.*
        FROM d CROSS JOIN LATERAL (
          SELECT o.currency, ${completedSum('o')} AS volume, o.fee, o.trader_commission
            FROM orders o
           WHERE ${completedWithin('o', 'd.starts_at', 'd.ends_at')} AND ${modeFilter}
             AND ($4::text IS NULL OR o.currency = $4) ${scopeFilter}
          OFFSET 0) o
    ), money AS (
      SELECT day, currency, count(*)::int AS orders, sum(volume)::numeric(20, 2)::text AS volume,
             sum(fee)::numeric(20, 2)::text AS fees, sum(trader_commission)::numeric(20, 2)::text AS commissions
        FROM done GROUP BY day, currency
    )
    SELECT d.day, json_build_object(
             'funnel', (SELECT coalesce(json_agg(json_build_object('by', by, 'key', key, 'code', code, 'n', n)), '[]')
                          FROM funnel f WHERE f.day = d.day),
             'money', (SELECT coalesce(json_agg(json_build_object('currency', currency, 'orders', orders,
                                 'volume', volume, 'fees', fees, 'commissions', commissions)), '[]')
                         FROM money m WHERE m.day = d.day),
             'speed', (SELECT coalesce(json_agg(json_build_object('traderId', "traderId", 'way', way, 'orders', orders,
                                 'completed', completed, 'details', details, 'confirm', confirm)), '[]')
                         FROM speed s WHERE s.day = d.day)) AS numbers
      FROM d`;
}

export interface DaysScope {
  /** What the kept days are filed under: who sees them, live or test, and the currency asked for. */
  key: string;
  filter: { column: 'shop_id' | 'trader_id'; id: string } | null;
  /** A shop's test mode: its test orders only (else live orders only). */
  isTest?: boolean;
}

/** The numbers of every day of `[from, to)` in `tz`, oldest first (days without orders included). */
export async function readDays(
  db: Queryable,
  scope: DaysScope,
  period: { from: string; to: string; tz: string; currency?: string | undefined },
  codeSql: string,
): Promise<{ day: string; numbers: DayNumbers }[]> {
  const days = calendarDays(period.from, period.to, period.tz);
  const now = Date.now();
  const bounds = days.map((day) => {
    const ends = startOfDay(addDays(day, 1), period.tz);
    return { day, starts: startOfDay(day, period.tz), ends, ended: ends <= now };
  });
  const from = Date.parse(period.from);
  const to = Date.parse(period.to);
  const ranges: DayRange[] = bounds.map((row) => {
    const { starts, ends } = row;
    return {
      day: row.day,
      starts: new Date(Math.max(starts, from)).toISOString(),
      ends: new Date(Math.min(ends, to)).toISOString(),
      keep: row.ended && starts >= from && ends <= to,
    };
  });
  const kept = new Map<string, DayNumbers>();
  const keepable = ranges.filter((range) => range.keep).map((range) => range.day);
  if (keepable.length > 0) {
    const { rows } = await db.query<{ day: string; numbers: DayNumbers }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, numbers FROM overview_days
        WHERE scope = $1 AND tz = $2 AND day = ANY($3::date[])`,
      [scope.key, period.tz, keepable],
    );
    for (const row of rows) kept.set(row.day, row.numbers);
  }
  const missing = ranges.filter((range) => !kept.has(range.day));
  if (missing.length > 0) {
    const params: unknown[] = [
      missing.map((range) => range.day),
      missing.map((range) => range.starts),
      missing.map((range) => range.ends),
      period.currency ?? null,
    ];
    const filter = scope.filter ? `AND o.${scope.filter.column} = $${params.push(scope.filter.id)}` : '';
    const sql = daysSql(codeSql, filter, scope.isTest ?? false);
    const read = async (tx: Queryable) => {
      // PostgreSQL would compile the statement (JIT), which costs more than running it; its groupings fit in memory.
      if ((db as Partial<Db>).kind === 'postgres')
        await tx.query("SET LOCAL jit = off; SET LOCAL work_mem = '64MB'");
      return (await tx.query<{ day: string; numbers: DayNumbers }>(sql, params)).rows;
    };
    const rows = 'transaction' in db ? await (db as Db).transaction(read) : await read(db);
    const keep = new Set(missing.filter((range) => range.keep).map((range) => range.day));
    const toKeep = rows.filter((row) => keep.has(row.day));
    for (const row of rows) kept.set(row.day, row.numbers);
    if (toKeep.length > 0) {
      const starts = new Map(ranges.map((range) => [range.day, range]));
      await db.query(
        `INSERT INTO overview_days (scope, tz, day, starts_at, ends_at, numbers)
         SELECT $1, $2, day::date, starts_at, ends_at, numbers
           FROM unnest($3::text[], $4::timestamptz[], $5::timestamptz[], $6::json[]) AS k(day, starts_at, ends_at, numbers)
         ON CONFLICT (scope, tz, day) DO NOTHING`,
        [
          scope.key,
          period.tz,
          toKeep.map((row) => row.day),
          toKeep.map((row) => starts.get(row.day)!.starts),
          toKeep.map((row) => starts.get(row.day)!.ends),
          toKeep.map((row) => JSON.stringify(row.numbers)),
        ],
      );
    }
  }
  return ranges.map((range) => ({ day: range.day, numbers: kept.get(range.day)! }));
}

/**
 * percentile_cont(p) of `samples` for each p (linear between the two nearest samples); null when empty.
 * The samples need not be sorted: each rank is found by selection (Hoare's quickselect, O(n) on average),
 * which reorders `samples` in place; the overview's merged samples are a million numbers, and sorting
 * them was most of its time.
 */
export function percentiles(samples: Float64Array, ps: readonly number[]): (number | null)[] {
  if (samples.length === 0) return ps.map(() => null);
  return ps.map((p) => {
    const at = (samples.length - 1) * p;
    const low = Math.floor(at);
    const lowValue = select(samples, low);
    if (low === at) return lowValue;
    // After selection everything past `low` is at least its value: the next rank is their least.
    let highValue = Infinity;
    for (let i = low + 1; i < samples.length; i += 1) if (samples[i]! < highValue) highValue = samples[i]!;
    return lowValue + (highValue - lowValue) * (at - low);
  });
}

/** The value of rank `k` (0-based, ascending) of `a`, moved to a[k] with no greater value before it. */
function select(a: Float64Array, k: number): number {
  let left = 0;
  let right = a.length - 1;
  while (right > left) {
    // Median of three as the pivot, then Hoare's partition.
    const middle = (left + right) >>> 1;
    if (a[middle]! < a[left]!) swap(a, middle, left);
    if (a[right]! < a[left]!) swap(a, right, left);
    if (a[right]! < a[middle]!) swap(a, right, middle);
    const pivot = a[middle]!;
    let i = left;
    let j = right;
    while (i <= j) {
      while (a[i]! < pivot) i += 1;
      while (a[j]! > pivot) j -= 1;
      if (i <= j) {
        swap(a, i, j);
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else break;
  }
  return a[k]!;
}

function swap(a: Float64Array, i: number, j: number): void {
  const value = a[i]!;
  a[i] = a[j]!;
  a[j] = value;
}

/** Adds up decimal sums exactly (minor units). */
export const addMoney = (a: string, b: string) => fromMinor(toMinor(a) + toMinor(b));
