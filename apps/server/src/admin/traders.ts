import type { AdminTrader, TraderBalanceResponse } from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { traderBalances } from '../ledger/balances.ts';
import { isHeld } from '../routing/eligible-candidates.ts';

interface TraderRow {
  id: string;
  name: string;
  is_demo: boolean;
  is_online: boolean;
  disabled_at: Date | string | null;
  commission_percent: string;
  payout_commission_percent: string;
  security_hold: string;
  created_at: Date | string;
  open_orders: number;
  auto_confirm_mode: AdminTrader['autoConfirm']['mode'];
  completed_30d: number;
  auto_confirmed_30d: number;
  /** Every currency the trader has a method or an account in. */
  currencies: string[];
}

const TRADER_SELECT = `
  SELECT t.id, t.name, t.is_demo, t.is_online, t.disabled_at, t.commission_percent::text, t.payout_commission_percent::text,
         t.security_hold::text, t.created_at,
         (SELECT count(*)::int FROM orders o WHERE o.trader_id = t.id AND ${isHeld('o')}) AS open_orders,
         t.auto_confirm_mode,
         (SELECT count(*)::int FROM orders o WHERE o.trader_id = t.id AND o.status = 'completed'
             AND o.updated_at > now() - interval '30 days') AS completed_30d,
         (SELECT count(*)::int FROM bank_notifications n WHERE n.trader_id = t.id AND n.outcome = 'confirmed'
             AND n.created_at > now() - interval '30 days') AS auto_confirmed_30d,
         ARRAY(SELECT fiat_currency FROM trade_methods WHERE trader_id = t.id
               UNION SELECT currency FROM ledger_accounts WHERE owner_id = t.id) AS currencies
    FROM traders t`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The traders of `rows` as the operator sees them: their balances (ledger/balances.ts) and today's volume
 * per currency (the balance's, ledger/today-volume.ts), today starting at `dayStart` (the operator's
 * local midnight). Read for all of them at once: a statement more per trader made the list of a few
 * hundred slow enough to time out the console's screen (CI's browser tests, 30 Nov 2026).
 */
async function toAdminTraders(q: Queryable, rows: TraderRow[], dayStart?: string): Promise<AdminTrader[]> {
  const balances = await traderBalances(
    q,
    rows.map((row) => row.id),
    dayStart,
  );
  return rows.map((row) => toAdminTrader(row, balances.get(row.id)!));
}

function toAdminTrader(row: TraderRow, balance: TraderBalanceResponse): AdminTrader {
  const currencies = [...new Set([...balance.balances.map((b) => b.currency), ...row.currencies])].sort();
  const zero = '0.00';
  return {
    id: row.id,
    name: row.name,
    isDemo: row.is_demo,
    online: row.is_online,
    disabledAt: iso(row.disabled_at),
    commissionPercent: row.commission_percent,
    payoutCommissionPercent: row.payout_commission_percent,
    securityHold: balance.securityHold,
    openOrders: row.open_orders,
    balances: currencies.map((currency) => {
      const found = balance.balances.find((b) => b.currency === currency);
      return {
        currency,
        working: found?.working ?? zero,
        held: found?.held ?? zero,
        available: found?.available ?? zero,
        commission: found?.commission ?? zero,
        today: found?.today ?? { completed: 0, volume: zero, commission: zero },
        todayVolume: found?.today.volume ?? zero,
      };
    }),
    autoConfirm: {
      mode: row.auto_confirm_mode,
      completed: row.completed_30d,
      autoConfirmed: row.auto_confirmed_30d,
    },
    createdAt: iso(row.created_at)!,
  };
}

export async function getAdminTrader(q: Queryable, id: string, dayStart?: string): Promise<AdminTrader> {
  const { rows } = await q.query<TraderRow>(`${TRADER_SELECT} WHERE t.id = $1`, [id]);
  if (!rows[0]) throw notFound('Trader');
  return (await toAdminTraders(q, rows, dayStart))[0]!;
}

/** Every trader, online ones first, then by name. */
export async function listAdminTraders(q: Queryable, dayStart?: string): Promise<AdminTrader[]> {
  const { rows } = await q.query<TraderRow>(
    `${TRADER_SELECT} WHERE NOT t.is_test ORDER BY t.is_online DESC, t.name, t.id`,
  );
  return toAdminTraders(q, rows, dayStart);
}

/**
 * Disables the trader (no new orders: routing skips it; its API key and console are refused; it goes
 * offline, so enabling it again does not put it back in the rotation until it says so) or enables it.
 * Its open orders stay as they are, for the operator to see through.
 */
export async function setTraderDisabled(q: Queryable, id: string, isDisabled: boolean) {
  const { rowCount } = await q.query(
    `UPDATE traders SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) END,
                        is_online = CASE WHEN $2 THEN false ELSE is_online END
      WHERE id = $1`,
    [id, isDisabled],
  );
  if (rowCount === 0) throw notFound('Trader');
  return getAdminTrader(q, id);
}

/** The trader's disabled state and online flag, locked: the audit log's before. */
export async function lockTrader(q: Queryable, id: string) {
  await q.query('SELECT 1 FROM traders WHERE id = $1 FOR UPDATE', [id]);
  return getAdminTrader(q, id);
}
