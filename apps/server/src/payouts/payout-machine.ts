import crypto from 'node:crypto';
import {
  PAYOUT_CALLBACK_STATUSES,
  PAYOUT_MOVES,
  type PayoutCallbackEvent,
  type PayoutMoveName,
  type PayoutStatus,
} from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { invalidTransition } from '../http/errors.ts';
import { releasePayout, reversePayout, settlePayout } from '../ledger/payout-ledger.ts';
import { notifyPayoutChanged } from './payout-changes.ts';
import { PAYOUT_COLUMNS, type PayoutRow } from './payout-row.ts';

/** Who moves a payout; kept in its history. An operator is its console account, or null for ADMIN_API_KEY. */
export type PayoutActor =
  | { kind: 'shop'; id: string }
  | { kind: 'trader'; id: string; note?: string }
  | { kind: 'operator'; id: string | null; note: string }
  | { kind: 'system'; note?: string }
  /** The trader's paired phone: its bank message (the note) proved the payout sent. */
  | { kind: 'device'; id: string; note: string };

export const PAYOUT_SYSTEM: PayoutActor = { kind: 'system' };

/** Columns a move may set. */
export interface PayoutChanges {
  offered_trader_id?: string | null;
  offer_expires_at?: Date | null;
  trader_id?: string;
  commission?: string;
  send_by?: Date | null;
  dispute_reason?: string;
}

/** The move, when the table allows it from the payout's status; else 409 invalid_transition. */
function allowed(row: PayoutRow, move: PayoutMoveName): { from: readonly PayoutStatus[]; to?: PayoutStatus } {
  const spec: { from: readonly PayoutStatus[]; to?: PayoutStatus } = PAYOUT_MOVES[move];
  if (!spec.from.includes(row.status)) {
    throw invalidTransition(`The payout is ${row.status}; ${move} needs ${spec.from.join(' or ')}`);
  }
  return spec;
}

/**
 * One move of a locked payout (getPayout with lock), all in the caller's transaction: the new status and
 * columns, a version bump, the history row, the shop's callback in the outbox when it enters completed,
 * failed, cancelled or dispute, the ledger (a live payout entering completed is settled, one entering
 * failed or cancelled released, one failed after a dispute reversed) and the live notification. A move
 * the table does not allow from the status changes nothing.
 */
export async function applyPayoutMove(
  tx: Queryable,
  row: PayoutRow,
  move: PayoutMoveName,
  actor: PayoutActor,
  changes: PayoutChanges = {},
): Promise<PayoutRow> {
  const to = allowed(row, move).to ?? row.status;
  const entering = to !== row.status;
  const columns: Record<string, unknown> = { ...changes };
  if (entering && to === 'completed' && row.status !== 'dispute') columns.completed_at = new Date();
  if (entering && to !== 'new') {
    columns.offered_trader_id ??= null;
    columns.offer_expires_at ??= null;
  }
  const params: unknown[] = [row.id, to];
  const assignments = Object.entries(columns).map(([column, value]) => {
    params.push(value);
    return `, ${column} = $${params.length}`;
  });
  const { rows } = await tx.query<PayoutRow>(
    `UPDATE payouts SET status = $2, version = version + 1, updated_at = now()${assignments.join('')}
      WHERE id = $1 RETURNING ${PAYOUT_COLUMNS}`,
    params,
  );
  const moved = rows[0]!;
  await tx.query(
    `INSERT INTO payout_history (payout_id, move, from_status, to_status, actor_kind, actor_id, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      row.id,
      move,
      row.status,
      to,
      actor.kind,
      'id' in actor ? actor.id : null,
      'note' in actor ? (actor.note ?? null) : null,
    ],
  );
  if (entering && moved.callback_url && (PAYOUT_CALLBACK_STATUSES as readonly string[]).includes(to)) {
    await queuePayoutCallback(tx, moved);
  }
  if (entering && !moved.is_test) await moveMoney(tx, row.status, moved);
  await notifyPayoutChanged(tx, row, moved);
  return moved;
}

async function moveMoney(tx: Queryable, from: PayoutStatus, payout: PayoutRow) {
  if (payout.status === 'completed' && from !== 'dispute') {
    await settlePayout(tx, { ...payout, trader_id: payout.trader_id! });
  } else if (payout.status === 'failed' && from === 'dispute') {
    await reversePayout(tx, { ...payout, trader_id: payout.trader_id! });
  } else if (payout.status === 'failed' || payout.status === 'cancelled') {
    await releasePayout(tx, payout);
  }
}

async function queuePayoutCallback(tx: Queryable, payout: PayoutRow) {
  const event: PayoutCallbackEvent = {
    eventId: crypto.randomUUID(),
    object: 'payout',
    payoutId: payout.id,
    externalId: payout.external_id,
    status: payout.status,
    amount: payout.amount,
    currency: payout.currency,
    fee: payout.fee,
    occurredAt: new Date().toISOString(),
    test: payout.is_test,
  };
  await tx.query(
    `INSERT INTO callback_outbox (event_id, order_id, payout_id, shop_id, callback_url, payload, is_test)
     VALUES ($1, NULL, $2, $3, $4, $5::jsonb, $6)`,
    [event.eventId, payout.id, payout.shop_id, payout.callback_url, JSON.stringify(event), payout.is_test],
  );
}
