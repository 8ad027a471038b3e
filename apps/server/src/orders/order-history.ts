import type { DisputeReason, OrderHistoryEntry, OrderStatus } from '@payorder/contract';
import type { Queryable } from '../db/db.ts';

/**
 * Who makes a move; kept in the order's history. A trader sees and moves only the orders assigned to it;
 * an order waiting unassigned for details may be claimed by supplying them (order-service checks the
 * trader could take it). An operator is its console account, or null for the ADMIN_API_KEY.
 */
export type Actor =
  | { kind: 'customer' }
  | { kind: 'trader'; id: string; dispute?: { reason: DisputeReason; note: string | null } }
  | { kind: 'operator'; id: string | null; note: string }
  | { kind: 'system'; note?: string }
  | { kind: 'shop'; id: string }
  /** A trader's paired phone: its bank notification (the note, its text) confirmed the order (bank-notifications/). */
  | { kind: 'device'; id: string; note: string };

export const CUSTOMER: Actor = { kind: 'customer' };
export const SYSTEM: Actor = { kind: 'system' };

export interface HistoryEntry {
  orderId: string;
  move: string;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: Actor;
}

/**
 * The INSERT of rows of the order's history (migration 007: append-only), in the order given (their ids
 * rise with it), their values appended to `params` (numbered after those already there). Part of the one
 * statement of every move (applyMoves) and of the creation (createOrder), so always inside that transaction.
 */
export function historyInsert(entries: readonly HistoryEntry[], params: unknown[]): string {
  const rows = entries.map((entry) => {
    const { actor } = entry;
    const actorId = 'id' in actor ? actor.id : null;
    // A trader's dispute carries its reason and words (migration 015).
    const dispute = actor.kind === 'trader' ? actor.dispute : undefined;
    const note = 'note' in actor ? (actor.note ?? null) : (dispute?.note ?? null);
    const values = [
      entry.orderId,
      entry.move,
      entry.from,
      entry.to,
      actor.kind,
      actorId,
      note,
      dispute?.reason ?? null,
    ];
    return `(${values.map((value) => `$${params.push(value)}`).join(', ')})`;
  });
  return `INSERT INTO order_history (order_id, move, from_status, to_status, actor_kind, actor_id, note, reason)
     VALUES ${rows.join(', ')}`;
}

/**
 * The order's history, oldest first, each move with who made it by name (the trader's or shop's name,
 * the operator's login, the phone's name). `forShop`: a shop is told that a trader or an operator moved
 * its order, not which one.
 */
export async function listHistory(
  q: Queryable,
  orderId: string,
  options: { forShop?: boolean } = {},
): Promise<OrderHistoryEntry[]> {
  const { rows } = await q.query<{
    move: string;
    from_status: OrderStatus | null;
    to_status: OrderStatus;
    actor_kind: OrderHistoryEntry['actorKind'];
    actor_id: string | null;
    actor_name: string | null;
    note: string | null;
    reason: OrderHistoryEntry['reason'];
    created_at: Date;
  }>(
    `SELECT h.move, h.from_status, h.to_status, h.actor_kind, h.actor_id, h.note, h.reason, h.created_at,
            CASE h.actor_kind
              WHEN 'trader' THEN (SELECT name FROM traders WHERE id = h.actor_id)
              WHEN 'operator' THEN (SELECT login FROM console_users WHERE id = h.actor_id)
              WHEN 'shop' THEN (SELECT name FROM shops WHERE id = h.actor_id)
              WHEN 'device' THEN (SELECT name FROM bank_devices WHERE id = h.actor_id)
            END AS actor_name
       FROM order_history h WHERE h.order_id = $1 ORDER BY h.id`,
    [orderId],
  );
  return rows.map((row) => {
    const isHidden = options.forShop && ['trader', 'operator', 'device'].includes(row.actor_kind);
    return {
      move: row.move,
      fromStatus: row.from_status,
      toStatus: row.to_status,
      actorKind: row.actor_kind,
      actorId: isHidden ? null : row.actor_id,
      actorName: isHidden ? null : row.actor_name,
      // A phone's note is the trader's bank message (the payer's name, balances): not the shop's to read.
      note: options.forShop && row.actor_kind === 'device' ? null : row.note,
      reason: row.reason,
      at: new Date(row.created_at).toISOString(),
    };
  });
}
