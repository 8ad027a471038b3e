import type { RequisiteEntry } from '@payorder/contract';

/**
 * Why the trader's queue is empty, each said in its own words with what to do (queue.empty_reason.*):
 * `offline` (the trader's own switch is off: no order is routed to it), `empty_book` (no active card or
 * account to route an order to), else `no_orders` (nothing has come yet). Offline first: going online is
 * the first thing to do, whatever the book holds.
 */
export type EmptyQueueReason = 'offline' | 'empty_book' | 'no_orders';

export function emptyQueueReason(
  online: boolean | undefined,
  entries: readonly Pick<RequisiteEntry, 'isActive'>[] | undefined,
): EmptyQueueReason {
  if (online === false) return 'offline';
  if (entries && !entries.some((entry) => entry.isActive)) return 'empty_book';
  return 'no_orders';
}
