import type { OrderStatus, TraderOrder } from '@payorder/contract';

/**
 * What an open order needs from its trader, in the order the queue shows the groups. A dispute waits
 * on the operator (the trader may still record money that arrives late, or cancel): last, and not
 * counted as waiting for the trader.
 */
export const QUEUE_GROUPS = [
  { id: 'check', statuses: ['trader_confirm'] },
  { id: 'customer', statuses: ['customer_confirm'] },
  { id: 'details', statuses: ['requisites'] },
  { id: 'dispute', statuses: ['dispute'] },
] as const satisfies { id: string; statuses: OrderStatus[] }[];
export type QueueGroupId = (typeof QUEUE_GROUPS)[number]['id'];

/**
 * The queue's groups, each with its orders: the most urgent first (the nearest timeout, then the
 * oldest). Orders with no timeout (waiting on the trader) come by age.
 */
export function groupQueue(orders: readonly TraderOrder[]) {
  const due = (order: TraderOrder) =>
    order.statusTimeoutAt ? new Date(order.statusTimeoutAt).getTime() : Number.POSITIVE_INFINITY;
  return QUEUE_GROUPS.map((group) => ({
    id: group.id,
    orders: orders
      .filter((order) => (group.statuses as readonly OrderStatus[]).includes(order.status))
      .sort((a, b) => due(a) - due(b) || a.createdAt.localeCompare(b.createdAt)),
  }));
}

/** Orders that need the trader to act now (the title bar's count). */
export const needsTrader = (orders: readonly TraderOrder[]) =>
  orders.filter((order) => order.status === 'trader_confirm' || order.status === 'requisites').length;
