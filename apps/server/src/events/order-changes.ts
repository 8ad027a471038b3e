import { ZOrderStatus, type OrderStatus } from '@payorder/contract';
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

export function parseOrderChange(payload: string): OrderChange | null {
  try {
    const parsed = ZOrderChange.safeParse(JSON.parse(payload));
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
  await tx.query(
    `SELECT pg_notify($2, json_build_object(
              'orderId', o.id, 'version', o.version, 'traderId', o.trader_id, 'status', o.status)::text)
       FROM orders o
      WHERE o.id = $1`,
    [orderId, ORDER_CHANGED_CHANNEL],
  );
}
