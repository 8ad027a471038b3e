import { COLLAPSED_PAYMENT_TYPES, HELD_STATUSES, type ErrorCode, type PaymentType } from '@payorder/contract';
import { sqlTextList, type Queryable } from '../db/db.ts';
import { ownerKey } from '../ledger/ledger.ts';

/**
 * SQL: the daily limit used by entry `entry` (the UTC day): its orders assigned since midnight that
 * were not cancelled. What `dailyLimit` bounds; the API names it `todayVolume` on an entry, the book
 * shows it as the limit used. Not today's volume (ledger/today-volume.ts: orders completed today).
 */
export const entryTodayVolume = (entry: string) =>
  `(SELECT coalesce(sum(o.amount), 0) FROM orders o
     WHERE o.requisite_entry_id = ${entry}.id AND o.status <> 'cancelled'
       AND o.assigned_at >= date_trunc('day', now(), 'UTC'))`;

/** SQL: an order `o` holds its trader's money and its entry (HELD_STATUSES). */
export const isHeld = (o: string) => `${o}.status IN ${sqlTextList(HELD_STATUSES)}`;

/** SQL: the open orders on entry `entry`. What `maxOpenOrders` bounds. */
export const entryOpenOrders = (entry: string) =>
  `(SELECT count(*) FROM orders o WHERE o.requisite_entry_id = ${entry}.id AND ${isHeld('o')})`;

/**
 * SQL: routing's rules for trader `t`, with `w` its working account in the order's currency ($1) and $2
 * the order's amount. Each is named by the code a hand claim refused by it answers (routing/assign-order.ts
 * claimOrder), so routing and the claim share one copy of the rules.
 */
export const TRADER_RULES = {
  trader_offline: 't.is_online',
  trader_disabled: 't.disabled_at IS NULL',
  /**
   * The working balance less the security hold covers the amount. The simulated test-mode trader holds
   * no money: test orders move none.
   */
  insufficient_balance:
    '(t.is_test OR coalesce(w.balance, 0) - (t.security_hold * 100)::bigint >= ($2::numeric * 100)::bigint)',
} as const satisfies Partial<Record<ErrorCode, string>>;

/** SQL: trader `t`'s working account `w` in currency $1, for TRADER_RULES. */
export const WORKING_ACCOUNT_JOIN = `LEFT JOIN ledger_accounts w
  ON w.kind = 'trader_working' AND ${ownerKey('w.owner_id')} = t.id AND w.currency = $1`;

/**
 * How long an amount that just ended on an entry (completed or cancelled) is not offered on that entry
 * again. A late payer of the ended order pays the same card the same amount: the next customer given both
 * at once could have their order confirmed by the late payer's money (issue 33). Bank notifications hold
 * such a credit for the trader anyway (bank-notifications/ingest.ts, `same_amount_ended`); this keeps it
 * from arising in the first minutes, when late payments are most likely. Short: an entry is never kept
 * from other amounts, and another entry may take this one.
 */
export const AMOUNT_COOL_DOWN_SECONDS = 120;

export interface RoutingRequest {
  currency: string;
  amount: string;
  /** Demo shops' orders go to demo traders only, and real shops' orders never do. */
  isDemo: boolean;
  /** Test orders go to the simulated test-mode trader only, and no other order does. */
  isTest: boolean;
  /** Narrow to one payment type and, unless the type is offered as one card (sbp, tsbp), one bank. */
  paymentType?: PaymentType | null;
  bank?: string | null;
  /** Only this trader's candidacy (a hand claim). */
  traderId?: string;
}

export interface Candidate {
  trader_id: string;
  trade_method_id: string;
  /** The free book entry to use; null for a trader with no book for the method, who supplies details by hand. */
  entry_id: string | null;
  payment_type: PaymentType;
  bank: string;
  /**
   * The trader's last assignment (a sequence number, as text) when this was read: routing compares it
   * with the row it locks to know whether another assignment reached the trader meanwhile.
   */
  trader_last: string | null;
}

/**
 * SQL: trader `t` with `w` its working account, within TRADER_RULES and the request's kind of trader
 * ($3 demo, $7 test, $6 one trader or any).
 */
const TRADER_FILTER = `t.is_demo = $3 AND t.is_test = $7 AND ($6::uuid IS NULL OR t.id = $6)
  AND ${Object.values(TRADER_RULES).join(' AND ')}`;

/** SQL: method `tm` is active and of the request's currency ($1), payment type ($4) and bank ($5). */
const METHOD_FILTER = `tm.is_active AND tm.fiat_currency = $1
  AND ($4::text IS NULL OR tm.payment_type = $4) AND ($5::text IS NULL OR tm.bank = $5)`;

/**
 * SQL: the candidacy (`entry_id`, `entry_last`) of trader `traderId`'s method `methodId`, at most one
 * row: its free book entry used least recently, or, for a trader with no book for the method (who
 * supplies its details by hand), a row of nulls; none when it has a book and no entry of it is free.
 */
const methodEntry = (traderId: string, methodId: string) => `(
        (SELECT e.id AS entry_id, e.last_assignment AS entry_last FROM (
           -- The method's entries in the order they are used (least recently first), the cheap rules
           -- applied; the fence (OFFSET 0) keeps the costly ones below out of this sort, so they are
           -- evaluated entry by entry only until the first entry passes them all.
           SELECT e.id, e.last_assignment, e.max_open_orders, e.daily_limit FROM requisite_entries e
            WHERE e.trader_id = ${traderId} AND e.trade_method_id = ${methodId}
              AND e.deleted_at IS NULL AND e.is_active
              AND (e.min_amount IS NULL OR e.min_amount <= $2::numeric)
              AND (e.max_amount IS NULL OR $2::numeric <= e.max_amount)
            ORDER BY e.last_assignment NULLS FIRST, e.id OFFSET 0
         ) e
         WHERE NOT EXISTS (SELECT 1 FROM orders o
                            WHERE o.requisite_entry_id = e.id AND ${isHeld('o')} AND o.amount = $2::numeric)
           AND NOT EXISTS (SELECT 1 FROM orders o
                            WHERE o.requisite_entry_id = e.id AND o.amount = $2::numeric
                              AND o.finished_at > now() - make_interval(secs => ${AMOUNT_COOL_DOWN_SECONDS}))
           AND (e.max_open_orders IS NULL OR ${entryOpenOrders('e')} < e.max_open_orders)
           AND (e.daily_limit IS NULL OR ${entryTodayVolume('e')} + $2::numeric <= e.daily_limit)
         LIMIT 1)
        UNION ALL
        -- A trader without a book for the method supplies its details by hand.
        SELECT NULL, NULL
         WHERE NOT EXISTS (SELECT 1 FROM requisite_entries e
                            WHERE e.trader_id = ${traderId} AND e.trade_method_id = ${methodId}
                              AND e.deleted_at IS NULL)
      )`;

/**
 * Who could take this order now, fairest first (docs/decisions/004-fair-routing.md): online, enabled traders whose
 * working balance less the security hold covers the amount, with either a free entry in their book for the
 * method (active; within its per-order, daily and open-order limits; no open order of the same amount on
 * it, nor one that ended in the last AMOUNT_COOL_DOWN_SECONDS) or no book for the method at all. Ordered
 * by the trader assigned least recently, then the entry. One row per method: its free entry used least
 * recently (what the offer takes of a method; the rules of its other entries are not evaluated past the
 * first that passes, issue 35).
 *
 * `fairestOnly`: the one method of the fairest trader who can take the order (a trader's methods in the
 * order of their ids), for a check that needs only one, as the customer's choice of method does: the
 * rules are evaluated only until a method passes, not for every trader.
 *
 * `perTrader`: one row per trader, its first of the rows above (what routing and a hand claim take of
 * a trader), the traders in their order of fairness; with `first`, the first so many traders only, the
 * rules evaluated trader by trader only until so many have passed (the read stops there whatever plan
 * the statement is given: the traders come sorted, and only each one's own methods are sorted after
 * the rules).
 */
export async function eligibleCandidates(
  q: Queryable,
  request: RoutingRequest,
  options: { fairestOnly?: boolean; perTrader?: { first?: number } } = {},
): Promise<Candidate[]> {
  const type = request.paymentType ?? null;
  const bank = type && !COLLAPSED_PAYMENT_TYPES.includes(type) ? (request.bank ?? null) : null;
  const params = [
    request.currency,
    request.amount,
    request.isDemo,
    type,
    bank,
    request.traderId ?? null,
    request.isTest,
  ];
  if (options.perTrader) {
    const first = options.perTrader.first;
    if (first !== undefined && !Number.isSafeInteger(first)) throw new Error(`not a count: ${first}`);
    const { rows } = await q.query<Candidate>(
      `SELECT c.trader_id, c.trade_method_id, c.entry_id, c.payment_type, c.bank, t.trader_last::text
         -- The traders in their order of fairness, kept by the fence (OFFSET 0): the result is in this
         -- order, so each trader's methods are evaluated only as far as the rows asked for.
         FROM (SELECT t.id, t.routing_turns, t.last_assignment AS trader_last
                 FROM traders t
                 ${WORKING_ACCOUNT_JOIN}
                WHERE ${TRADER_FILTER}
                ORDER BY t.routing_turns, t.last_assignment NULLS FIRST, t.id OFFSET 0) t
        CROSS JOIN LATERAL (
          SELECT tm.trader_id, tm.id AS trade_method_id, tm.payment_type, tm.bank, c.entry_id
            FROM trade_methods tm
           CROSS JOIN LATERAL ${methodEntry('tm.trader_id', 'tm.id')} c
           WHERE tm.trader_id = t.id AND ${METHOD_FILTER}
           ORDER BY c.entry_last NULLS FIRST, c.entry_id
           LIMIT 1
        ) c
       ORDER BY t.routing_turns, t.trader_last NULLS FIRST, t.id${first === undefined ? '' : ` LIMIT ${first}`}`,
      params,
    );
    return rows;
  }
  const { rows } = await q.query<Candidate>(
    `WITH methods AS (
       SELECT tm.id AS trade_method_id, tm.trader_id, tm.payment_type, tm.bank, t.routing_turns,
              t.last_assignment AS trader_last
         FROM trade_methods tm
         JOIN traders t ON t.id = tm.trader_id
         ${WORKING_ACCOUNT_JOIN}
        WHERE ${METHOD_FILTER} AND ${TRADER_FILTER}
     )
     SELECT m.trader_id, m.trade_method_id, c.entry_id, m.payment_type, m.bank, m.trader_last::text
       -- The methods in their traders' order of fairness, kept by the fence (OFFSET 0): with
       -- fairestOnly the result is in this order, so the entries' rules below are evaluated method by
       -- method only until one passes, whatever plan the statement is given.
       FROM (SELECT * FROM methods
              ORDER BY routing_turns, trader_last NULLS FIRST, trader_id, trade_method_id OFFSET 0) m
      CROSS JOIN LATERAL ${methodEntry('m.trader_id', 'm.trade_method_id')} c
     ORDER BY m.routing_turns, m.trader_last NULLS FIRST, m.trader_id, ${
       options.fairestOnly ? 'm.trade_method_id LIMIT 1' : 'c.entry_last NULLS FIRST, c.entry_id'
     }`,
    params,
  );
  return rows;
}
