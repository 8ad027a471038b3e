import { type TradeMethod } from '@payorder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getTradeMethods = (orderId: string): Promise<TradeMethod[]> =>
  apiRequest<TradeMethod[]>(`/v1/customer/trade-methods/orders/${encodeURIComponent(orderId)}`);

/** spec §7: cached indefinitely. */
export const tradeMethodsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['trade-methods', orderId],
    queryFn: () => getTradeMethods(orderId),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useTradeMethods = (orderId: string) => useQuery(tradeMethodsQueryOptions(orderId));
