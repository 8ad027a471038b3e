import { type Order } from '@payorder/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { withChunkTimeout } from '#page/lib/lazy-chunk.ts';
import { apiRequest, isApiError } from '#page/lib/api-client.ts';
import { orderQueryKey } from './order-query-key.ts';
import { shouldRetry } from '#page/lib/query-client.ts';
import { pollInterval, shouldPoll } from '../lib/should-poll.ts';

export const getOrder = (orderId: string): Promise<Order> =>
  apiRequest<Order>(`/v1/customer/orders/${encodeURIComponent(orderId)}`);

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderQueryKey(orderId),
    queryFn: () => getOrder(orderId),
    refetchInterval: (query) => pollInterval(query.state.data),
    // A 401 here already had its one silent re-login (docs/product/payment-page.md §6).
    retry: (count, error) => !isApiError(error, 401) && shouldRetry(count, error),
  });

/**
 * The order, kept up to date while docs/product/payment-page.md §4 says it changes under the customer: by its event stream
 * when that is live, by the 3 s poll of docs/product/payment-page.md §4 when it is not (yet, or any more).
 */
export function useOrder(orderId: string, enabled: boolean) {
  const [isLive, setIsLive] = useState(false);
  const query = useQuery({
    ...orderQueryOptions(orderId),
    enabled,
    refetchInterval: (query) => (isLive ? false : pollInterval(query.state.data)),
  });
  useOrderEvents(orderId, enabled && shouldPoll(query.data), setIsLive);
  return query;
}

/**
 * Follows the order's event stream while `isWanted`. The subscriber (and its SSE client) is loaded
 * only then, after the view is on screen, so it costs the first view nothing.
 */
function useOrderEvents(orderId: string, isWanted: boolean, onLive: (isLive: boolean) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isWanted) return;
    let stop: (() => void) | undefined;
    let isStopped = false;
    withChunkTimeout(import('./order-events.ts')).then(
      ({ subscribeToOrder }) => {
        if (!isStopped) stop = subscribeToOrder(queryClient, orderId, onLive);
      },
      () => undefined, // No subscriber code: the poll goes on.
    );
    return () => {
      isStopped = true;
      stop?.();
      onLive(false);
    };
  }, [orderId, isWanted, queryClient, onLive]);
}
