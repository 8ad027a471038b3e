import type { TRADER_PAYOUT_EVENT, TraderOrder, TraderPayoutEvent } from '@payorder/contract';
import type { QueryClient } from '@tanstack/react-query';
import { followEventStream } from './event-stream.ts';
import { upsertQueueOrder } from './queries.ts';
import { consoleKeys } from './query-keys.ts';

/** The contract's TRADER_PAYOUT_EVENT, checked by its type: the contract's payouts module (zod) stays out of the first view. */
const PAYOUT_EVENT: typeof TRADER_PAYOUT_EVENT = 'payout';

export interface LiveOrderHandlers {
  /** true once the stream delivers, false as soon as it fails (the queue then polls). */
  onLive: (isLive: boolean) => void;
  /** An order's state arrived; `previous` is what the queue had (undefined for a new order). */
  onOrder: (order: TraderOrder, previous: TraderOrder | undefined) => void;
  /** A payout offered to the trader, or its own, moved (its list is already being read again). */
  onPayout?: (event: TraderPayoutEvent) => void;
}

/**
 * Follows the trader's event stream (GET /v1/trader/events, the session cookie): its open orders
 * first, then each change, each written into the queue's query cache under the key the poll uses
 * (docs/architecture.md "Live events"). A `payout` event (or `resync`, or the stream opening again
 * after a gap) reads the payouts again at once. Reconnects with a doubling delay; returns the call
 * that stops it.
 */
export function subscribeToTraderOrders(queryClient: QueryClient, handlers: LiveOrderHandlers): () => void {
  const readPayouts = () => void queryClient.invalidateQueries({ queryKey: consoleKeys.trader.payouts() });
  return followEventStream('/v1/trader/events', {
    onLive: (isLive) => {
      // Whatever moved while the stream was down was not said: read the payouts again.
      if (isLive) readPayouts();
      handlers.onLive(isLive);
    },
    onEvent(event, data) {
      if (event === PAYOUT_EVENT) {
        readPayouts();
        handlers.onPayout?.(JSON.parse(data) as TraderPayoutEvent);
        return;
      }
      if (event === 'resync') readPayouts();
      if (event !== 'order') return;
      const order = JSON.parse(data) as TraderOrder;
      const previous = upsertQueueOrder(queryClient, order);
      handlers.onOrder(order, previous);
    },
  });
}
