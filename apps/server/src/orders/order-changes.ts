import { ENDED_STATUSES, ZOrderStatus, type OrderStatus } from '@payorder/contract';
import { z } from 'zod';
import { notify, type Queryable } from '../db/db.ts';

/** The PostgreSQL channel every change of an order is notified on. */
export const ORDER_CHANGED_CHANNEL = 'order_changed';

/** What a notification says: which order changed, to which version; the body is read afresh. */
export interface OrderChange {
  orderId: string;
  version: number;
  traderId: string | null;
  status: OrderStatus;
}

const ZOrderChange = z.object({
  orderId: z.string(),
  version: z.number().int(),
  traderId: z.string().nullable(),
  status: ZOrderStatus,
});

export const parseOrderChange = (payload: string): OrderChange | null =>
  parseNotification(ZOrderChange, payload);

/** A notification's JSON payload read by its schema; null when it is not what the schema says. */
export function parseNotification<T>(schema: z.ZodType<T>, payload: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The notification of an order as it now is (a row of the orders table, or an UPDATE's RETURNING). */
export const orderChangeOf = (row: {
  id: string;
  version: number;
  trader_id: string | null;
  status: OrderStatus;
}): OrderChange => ({ orderId: row.id, version: row.version, traderId: row.trader_id, status: row.status });

/**
 * Notifies that these orders changed, once the transaction that changed them commits (db.ts `notify`):
 * every listening replica drops what it kept of them and tells their streams. The order's trader is the
 * one routing assigned (orders.trader_id).
 */
export function notifyOrderChanges(q: Queryable, changes: OrderChange[]): Promise<void> {
  return notify(
    q,
    ORDER_CHANGED_CHANNEL,
    changes.map((change) => JSON.stringify(change)),
  );
}

/** Notifies the order's current version (one changed by a statement other than a move). */
export async function notifyOrderChanged(tx: Queryable, orderId: string): Promise<void> {
  await notifyOrdersWhere(tx, 'o.id = $1', [orderId]);
}

/**
 * A bank's name is part of the customer's order (requisites.bankName) without being the order's own:
 * its open orders with requisites of that bank are notified (at their version) so the processes' read
 * models read them again (events/order-read-model.ts). Streams send only newer versions: not resent.
 */
export async function notifyOrdersOfBank(q: Queryable, bankCode: string): Promise<void> {
  await notifyOrdersWhere(q, `o.requisites->>'bank' = $1 AND o.status <> ALL($2)`, [
    bankCode,
    ENDED_STATUSES,
  ]);
}

async function notifyOrdersWhere(q: Queryable, where: string, params: unknown[]) {
  const { rows } = await q.query<Parameters<typeof orderChangeOf>[0]>(
    `SELECT o.id, o.version, o.trader_id, o.status FROM orders o WHERE ${where}`,
    params,
  );
  await notifyOrderChanges(q, rows.map(orderChangeOf));
}
