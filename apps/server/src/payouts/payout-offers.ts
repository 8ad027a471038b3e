import type { Db, Queryable } from '../db/db.ts';
import { applyPayoutMove, PAYOUT_SYSTEM } from './payout-machine.ts';
import { getPayout, type PayoutRow } from './payout-row.ts';

/** The payout timings (config's PAYOUT_* settings). */
export interface PayoutTimes {
  PAYOUT_WAIT_MINUTES: number;
  PAYOUT_SEND_MINUTES: number;
  PAYOUT_OFFER_SECONDS: number;
}

/**
 * Offers a new payout to the next trader, fairly: among the online, enabled traders who take its
 * currency and payment type, whose largest amount it fits, who never declined it and who have room
 * (payouts taken, overdue or offered to them under their `maxInProgress`), the one offered a payout least
 * recently — `lapsed`, the trader whose offer just ran out, only when nobody else can. Test payouts go
 * to the simulated test-mode trader only; a demo shop's to demo traders only. The chosen trader's
 * settings row is locked (SKIP LOCKED: two payouts offered at once go to two traders). Nobody eligible:
 * the payout waits unoffered, and the sweeper tries again.
 */
export async function offerPayout(
  tx: Queryable,
  row: PayoutRow,
  times: PayoutTimes,
  lapsed: string | null = null,
): Promise<PayoutRow> {
  const { rows } = await tx.query<{ trader_id: string }>(
    `SELECT s.trader_id FROM trader_payout_settings s
       JOIN traders t ON t.id = s.trader_id
       JOIN shops sh ON sh.id = $6
      WHERE s.enabled AND t.is_online AND t.disabled_at IS NULL
        AND t.is_test = $7 AND (t.is_test OR t.is_demo = sh.is_demo)
        AND $2 = ANY (s.currencies) AND $3 = ANY (s.payment_types)
        AND (s.max_amount IS NULL OR s.max_amount >= $4::numeric)
        AND NOT EXISTS (SELECT 1 FROM payout_declines d WHERE d.payout_id = $1 AND d.trader_id = s.trader_id)
        AND (SELECT count(*) FROM payouts p
              WHERE p.id <> $1 AND ((p.trader_id = s.trader_id AND p.status IN ('taken', 'overdue'))
                 OR (p.offered_trader_id = s.trader_id AND p.status = 'new'))) < s.max_in_progress
      ORDER BY s.trader_id = $5 NULLS FIRST, s.last_offered_at NULLS FIRST, s.trader_id
      LIMIT 1 FOR UPDATE OF s SKIP LOCKED`,
    [row.id, row.currency, row.payment_type, row.amount, lapsed, row.shop_id, row.is_test],
  );
  const traderId = rows[0]?.trader_id ?? null;
  if (traderId === null && row.offered_trader_id === null) return row;
  if (traderId) {
    await tx.query(
      'UPDATE trader_payout_settings SET last_offered_at = clock_timestamp() WHERE trader_id = $1',
      [traderId],
    );
  }
  return applyPayoutMove(tx, row, 'offer', PAYOUT_SYSTEM, {
    offered_trader_id: traderId,
    offer_expires_at: traderId ? new Date(Date.now() + times.PAYOUT_OFFER_SECONDS * 1000) : null,
  });
}

/**
 * What time moves, each payout in its own transaction (SKIP LOCKED keeps replicas and a trader's own
 * move out of each other's way): a new payout past its wait fails and its hold is released; an offer
 * that ran out, or a payout offered to nobody, is offered to the next trader; a taken payout past its
 * sending time goes to the operator (overdue), never back to the pool. Returns how many it moved.
 */
export async function sweepPayouts(db: Db, times: PayoutTimes, now = new Date()): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM payouts
      WHERE (status = 'new' AND (wait_until <= $1 OR offered_trader_id IS NULL OR offer_expires_at <= $1))
         OR (status = 'taken' AND send_by <= $1)
      ORDER BY created_at LIMIT 200`,
    [now],
  );
  let moved = 0;
  for (const { id } of rows) {
    const done = await db.transaction(async (tx) => {
      const locked = await tx.query('SELECT 1 FROM payouts WHERE id = $1 FOR UPDATE SKIP LOCKED', [id]);
      if (locked.rowCount === 0) return false;
      const row = await getPayout(tx, id);
      if (row.status === 'new' && row.wait_until <= now) {
        await applyPayoutMove(tx, row, 'expire', { kind: 'system', note: 'No trader took it in time' });
        return true;
      }
      if (row.status === 'new' && (row.offered_trader_id === null || row.offer_expires_at! <= now)) {
        const offered = await offerPayout(tx, row, times, row.offered_trader_id);
        return offered !== row;
      }
      if (row.status === 'taken' && row.send_by && row.send_by <= now) {
        await applyPayoutMove(tx, row, 'overdue', { kind: 'system', note: 'Not completed in time' });
        return true;
      }
      return false;
    });
    if (done) moved += 1;
  }
  return moved;
}
