import { ENDED_STATUSES, ZOrderStatus, type OrderStatus } from '@payorder/contract';
import { z } from 'zod';
import type { Queryable } from '../db/db.ts';

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

/**
 * Notifies that the order changed, inside the transaction that changed it: PostgreSQL delivers the
 * notification to every listening replica when (and only if) the transaction commits. The order's
 * trader is the one routing assigned (orders.trader_id).
 */
export async function notifyOrderChanged(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(`${notifyOrdersFrom('orders o', '$1')} WHERE o.id = $2`, [ORDER_CHANGED_CHANNEL, orderId]);
}

/**
 * A bank's name is part of the customer's order (requisites.bankName) without being the order's own:
 * its open orders with requisites of that bank are notified (at their version) so the processes' read
 * models read them again (events/order-read-model.ts). Streams send only newer versions: not resent.
 */
export async function notifyOrdersOfBank(q: Queryable, bankCode: string): Promise<void> {
  await q.query(
    `${notifyOrdersFrom('orders o', '$1')} WHERE o.requisites->>'bank' = $2 AND o.status <> ALL($3)`,
    [ORDER_CHANGED_CHANNEL, bankCode, ENDED_STATUSES],
  );
}

/**
 * Notifies each order of `source` (aliased `o`: the orders table, or an UPDATE's RETURNING in the same
 * statement, whose version is the new one) on the channel named by the parameter `channelParam`.
 */
export const notifyOrdersFrom = (source: string, channelParam: string) => `
  SELECT pg_notify(${channelParam}, json_build_object(
           'orderId', o.id, 'version', o.version, 'traderId', o.trader_id, 'status', o.status)::text)
    FROM ${source}`;
