import type { TraderOrder } from '@payorder/contract';
import type { QueryClient } from '@tanstack/react-query';
import { followEventStream } from './event-stream.ts';
import { upsertQueueOrder } from './queries.ts';

export interface LiveOrderHandlers {
  /** true once the stream delivers, false as soon as it fails (the queue then polls). */
  onLive: (isLive: boolean) => void;
  /** An order's state arrived; `previous` is what the queue had (undefined for a new order). */
  onOrder: (order: TraderOrder, previous: TraderOrder | undefined) => void;
}

/**
 * Follows the trader's event stream (GET /v1/trader/events, the session cookie): its open orders
 * first, then each change, each written into the queue's query cache under the key the poll uses
 * (docs/architecture.md "Live events"). Reconnects with a doubling delay; returns the call that
 * stops it.
 */
export function subscribeToTraderOrders(queryClient: QueryClient, handlers: LiveOrderHandlers): () => void {
  return followEventStream('/v1/trader/events', {
    onLive: handlers.onLive,
    onEvent(event, data) {
      if (event !== 'order') return;
      const order = JSON.parse(data) as TraderOrder;
      const previous = upsertQueueOrder(queryClient, order);
      handlers.onOrder(order, previous);
    },
  });
}
