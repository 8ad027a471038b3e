import { PAYOUT_PAYMENT_TYPES } from '@payorder/contract';
import type { AppContext } from '../context/app-context.ts';
import type { Queryable } from '../db/db.ts';
import { applyPayoutMove } from '../payouts/payout-machine.ts';
import { getPayout } from '../payouts/payout-row.ts';
import { takePayout } from '../payouts/payout-service.ts';

/**
 * Payouts on for a simulated trader (the demo trader, the test-mode trader) in the currencies of its
 * methods, every payment type a payout is sent by — once: a person signed in as the demo trader may
 * change them, and a later start leaves that be.
 */
export async function enableSimulatedPayouts(db: Queryable, traderId: string): Promise<void> {
  await db.query(
    `INSERT INTO trader_payout_settings (trader_id, enabled, currencies, payment_types, max_in_progress)
     SELECT $1, true, coalesce(array_agg(DISTINCT fiat_currency), '{}'), $2, 20
       FROM trade_methods WHERE trader_id = $1 AND is_active
     ON CONFLICT (trader_id) DO NOTHING`,
    [traderId, PAYOUT_PAYMENT_TYPES],
  );
}

/**
 * One round of a simulated trader's payouts: it takes what is offered to it, and completes what it took
 * `delayMs` ago — as the trader's own move, with no proof file (a note says it was simulated). Returns in
 * how many ms the next one falls due, or null when none waits.
 */
export async function workSimulatedPayouts(
  ctx: AppContext,
  traderId: string,
  delayMs: number,
): Promise<number | null> {
  const { rows } = await ctx.db.query<{ id: string; status: string; updated_at: Date }>(
    `SELECT id, status, updated_at FROM payouts
      WHERE (status = 'new' AND offered_trader_id = $1 AND offer_expires_at > now())
         OR (status = 'taken' AND trader_id = $1)
      ORDER BY created_at LIMIT 50`,
    [traderId],
  );
  let nextDueInMs: number | null = null;
  for (const payout of rows) {
    const dueInMs = new Date(payout.updated_at).getTime() + delayMs - Date.now();
    if (dueInMs > 0) {
      nextDueInMs = Math.min(nextDueInMs ?? dueInMs, dueInMs);
    } else if (payout.status === 'new') {
      await takePayout(ctx.db, traderId, payout.id, ctx.config);
      nextDueInMs = Math.min(nextDueInMs ?? delayMs, delayMs);
    } else {
      await ctx.db.transaction(async (tx) => {
        const row = await getPayout(tx, payout.id, { lock: true });
        if (row.status !== 'taken' || row.trader_id !== traderId) return;
        await applyPayoutMove(tx, row, 'complete', {
          kind: 'trader',
          id: traderId,
          note: 'Simulated trader',
        });
      });
    }
  }
  return nextDueInMs;
}
