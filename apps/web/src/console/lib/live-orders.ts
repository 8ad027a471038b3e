import { fetchEventSource } from '@microsoft/fetch-event-source';
import type { TraderOrder } from '@payorder/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiUrl } from '../../lib/api-client.ts';
import { upsertQueueOrder } from './queries.ts';

class RefusedStream extends Error {}

const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 30_000;

export interface LiveOrderHandlers {
  /** true once the stream delivers, false as soon as it fails (the queue then polls). */
  onLive: (isLive: boolean) => void;
  /** An order's state arrived; `previous` is what the queue had (undefined for a new order). */
  onOrder: (order: TraderOrder, previous: TraderOrder | undefined) => void;
}

/**
 * Follows the trader's event stream (GET /v1/trader/events, the session cookie): its open orders
 * first, then each change, each written into the queue's query cache under the key the poll uses
 * (ARCHITECTURE.md "Live events"). Reconnects with a doubling delay; returns the call that stops it.
 */
export function subscribeToTraderOrders(queryClient: QueryClient, handlers: LiveOrderHandlers): () => void {
  const controller = new AbortController();
  let failures = 0;
  fetchEventSource(apiUrl('/v1/trader/events'), {
    signal: controller.signal,
    credentials: 'same-origin',
    // The console is a work screen: it keeps its stream while the tab is hidden (the sound and the
    // title count are for exactly that).
    openWhenHidden: true,
    async onopen(response) {
      const isStream = response.headers.get('content-type')?.startsWith('text/event-stream');
      if (response.ok && isStream) {
        // Live from the first byte: a trader with no open orders gets no event until one arrives.
        failures = 0;
        handlers.onLive(true);
        return;
      }
      if (response.status === 401 || response.status === 403) throw new RefusedStream();
      throw new Error(`The trader's event stream answered ${response.status}`);
    },
    onmessage(message) {
      if (message.event !== 'order') return;
      const order = JSON.parse(message.data) as TraderOrder;
      const previous = upsertQueueOrder(queryClient, order);
      handlers.onOrder(order, previous);
    },
    onclose() {
      throw new Error("The trader's event stream closed");
    },
    onerror(error) {
      handlers.onLive(false);
      if (error instanceof RefusedStream) throw error;
      return Math.min(RETRY_BASE_MS * 2 ** failures++, RETRY_MAX_MS);
    },
  }).catch(() => handlers.onLive(false));
  return () => controller.abort();
}
