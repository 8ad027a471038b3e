import { fromMinor, percentOf, toMinor, type Requisites } from '@payorder/contract';
import type { Db, Queryable } from '../db/db.ts';
import { holdOrder } from '../ledger/order-ledger.ts';
import { applyMove, SYSTEM, type Actor } from '../orders/order-machine.ts';
import { getOrder, type OrderRow } from '../orders/order-row.ts';
import { eligibleCandidates, type Candidate } from './eligible-candidates.ts';

/** Any constant: with the currency, names the lock under which orders of that currency are routed. */
const ROUTING_LOCK_ID = 727_272;

/**
 * Routing takes one lock per currency for the rest of the transaction, so two assignments never both see
 * the same free entry or the same working balance: limits, amounts and balances are checked and taken
 * as one step. It is held for the few queries of one assignment.
 */
async function lockRouting(tx: Queryable, currency: string) {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ROUTING_LOCK_ID, currency]);
}

/**
 * Assigns an order waiting in `requisites` to the fairest eligible trader, inside the caller's
 * transaction (the order row is locked): a hold on the trader's working balance, and with a free book
 * entry its details as the order's requisites at once (→ customer_confirm). Returns false, changing
 * nothing, when nobody can take it now; it then waits until an entry frees or a trader claims it.
 */
export async function assignOrder(tx: Queryable, row: OrderRow): Promise<boolean> {
  await lockRouting(tx, row.currency);
  const [candidate] = await eligibleCandidates(tx, {
    currency: row.currency,
    amount: row.amount,
    isDemo: row.is_demo,
    paymentType: row.payment_type,
    bank: row.payment_bank,
  });
  if (!candidate) return false;
  await assignTo(tx, row, candidate, SYSTEM);
  return true;
}

/**
 * Gives the order to the candidate's trader: rotation marks, commission, hold, and the entry's details.
 * `actor`: routing (the system) or the trader claiming the order.
 */
export async function assignTo(
  tx: Queryable,
  row: OrderRow,
  candidate: Omit<Candidate, 'payment_type' | 'bank'>,
  actor: Actor,
) {
  const { rows } = await tx.query<{ commission_percent: string }>(
    `UPDATE traders SET routing_turns = routing_turns + 1, last_assignment = nextval('routing_assignments')
      WHERE id = $1 RETURNING commission_percent::text`,
    [candidate.trader_id],
  );
  const commission = fromMinor(percentOf(toMinor(row.amount), rows[0]!.commission_percent));
  const assigned = { ...row, trader_id: candidate.trader_id, trader_commission: commission };
  await holdOrder(tx, assigned);
  await applyMove(tx, row, 'assign', actor, {
    trader_id: candidate.trader_id,
    trade_method_id: candidate.trade_method_id,
    requisite_entry_id: candidate.entry_id,
    assigned_at: new Date(),
    trader_commission: commission,
  });
  if (!candidate.entry_id) return;

  const entry = await tx.query<{ details: Requisites }>(
    `UPDATE requisite_entries SET last_assignment = nextval('routing_assignments') WHERE id = $1 RETURNING details`,
    [candidate.entry_id],
  );
  await supplyRequisites(tx, await getOrder(tx, row.id), entry.rows[0]!.details, SYSTEM);
}

/** Gives the order its transfer details (→ customer_confirm); the payment window starts now. */
export async function supplyRequisites(tx: Queryable, row: OrderRow, requisites: Requisites, actor: Actor) {
  const now = new Date();
  await applyMove(tx, row, 'submitRequisites', actor, {
    requisites,
    requisites_at: now,
    // Architecture notes: in customer_confirm the clock is the shop's payment window from now.
    status_timeout_at: new Date(now.getTime() + row.payment_window_minutes * 60_000),
  });
}

/**
 * Tries to assign the orders waiting unassigned, oldest first: after an order ends (its entry and hold
 * free), a trader comes online or changes its book, a deposit, and on every sweep. Safe on every replica:
 * an order another transaction holds is skipped.
 */
export async function assignWaitingOrders(db: Db, batch = 50): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM orders WHERE status = 'requisites' AND trader_id IS NULL ORDER BY created_at LIMIT $1`,
    [batch],
  );
  let assigned = 0;
  for (const { id } of rows) {
    const done = await db.transaction(async (tx) => {
      const locked = await tx.query('SELECT 1 FROM orders WHERE id = $1 FOR UPDATE SKIP LOCKED', [id]);
      if (locked.rowCount === 0) return false;
      const row = await getOrder(tx, id);
      if (row.status !== 'requisites' || row.trader_id !== null) return false;
      return assignOrder(tx, row);
    });
    if (done) assigned += 1;
  }
  return assigned;
}
