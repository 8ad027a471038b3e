import { type Order } from '@payorder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { pollInterval } from '../lib/should-poll.ts';

export const orderQueryKey = (orderId: string) => ['order', orderId] as const;

export const getOrder = (orderId: string): Promise<Order> =>
  apiRequest<Order>(`/v1/customer/orders/${encodeURIComponent(orderId)}`);

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderQueryKey(orderId),
    queryFn: () => getOrder(orderId),
    refetchInterval: (query) => pollInterval(query.state.data),
    // A 401 here already had its one silent re-login (spec §6).
    retry: (count, error) => !isApiError(error, 401) && shouldRetry(count, error),
  });

export const useOrder = (orderId: string, enabled: boolean) =>
  useQuery({ ...orderQueryOptions(orderId), enabled });
