import { fetchEventSource } from '@microsoft/fetch-event-source';
import type { Order } from '@payorder/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiUrl, authorizedFetch } from '#page/lib/api-client.ts';
import { orderQueryKey } from './order-query-key.ts';

/** The server refused the stream for good (401 after the re-login, 404): polling takes over and shows it. */
class RefusedStream extends Error {}

const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * Follows the order's event stream (docs/architecture.md "Live events"): each event is the order's body,
 * written into the query cache under the key the poll uses, so a view never knows which brought it.
 * `onLive(true)` once the stream delivers, `onLive(false)` as soon as it fails or closes; it then
 * reconnects with a doubling delay while the caller polls. Returns the call that stops it.
 *
 * fetch-event-source rather than EventSource: the customer's token goes in the Authorization header,
 * never in a URL that servers and proxies log.
 */
export function subscribeToOrder(
  queryClient: QueryClient,
  orderId: string,
  onLive: (isLive: boolean) => void,
): () => void {
  const controller = new AbortController();
  const path = `/v1/customer/orders/${encodeURIComponent(orderId)}/events`;
  let failures = 0;
  fetchEventSource(apiUrl(path), {
    signal: controller.signal,
    // The customer call's own 401 rule (docs/product/payment-page.md §6): one silent re-login, with the token read afresh.
    fetch: (_input, init) =>
      authorizedFetch(path, { signal: init?.signal ?? undefined, accept: 'text/event-stream' }),
    async onopen(response) {
      const isStream = response.headers.get('content-type')?.startsWith('text/event-stream');
      if (response.ok && isStream) return;
      if (response.status === 401 || response.status === 404) throw new RefusedStream();
      throw new Error(`The order's event stream answered ${response.status}`);
    },
    onmessage(message) {
      if (message.event !== 'order') return;
      const order = JSON.parse(message.data) as Order;
      const key = orderQueryKey(orderId);
      // A poll under way answers what the server had before this event: cancelled first, so it cannot
      // write the older order over this one (the stream, once live, would not send it again).
      void queryClient.cancelQueries({ queryKey: key }).then(() => queryClient.setQueryData(key, order));
      failures = 0;
      onLive(true);
    },
    onclose() {
      // The server ended it (a restart, say): reconnect, and poll meanwhile.
      throw new Error("The order's event stream closed");
    },
    onerror(error) {
      onLive(false);
      if (error instanceof RefusedStream) throw error;
      return Math.min(RETRY_BASE_MS * 2 ** failures++, RETRY_MAX_MS);
    },
  }).catch(() => onLive(false));
  return () => controller.abort();
}
