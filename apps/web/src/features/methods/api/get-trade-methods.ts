import { POLL_INTERVAL_MS, type TradeMethod } from '@payorder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#page/lib/api-client.ts';

export const getTradeMethods = (orderId: string): Promise<TradeMethod[]> =>
  apiRequest<TradeMethod[]>(`/v1/customer/trade-methods/orders/${encodeURIComponent(orderId)}`);

/**
 * The methods offered now, for as long as the order is new.
 * docs/product/payment-page.md §7: cached indefinitely; but an empty offer (no trader can take the order yet) is looked at again
 * every poll interval, so a trader coming online shows up without a reload.
 */
export const tradeMethodsRefetchInterval = (methods: TradeMethod[] | undefined) =>
  methods?.length === 0 ? POLL_INTERVAL_MS : false;

export const tradeMethodsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['trade-methods', orderId],
    queryFn: () => getTradeMethods(orderId),
    staleTime: Infinity,
    gcTime: Infinity,
    refetchInterval: (query) => tradeMethodsRefetchInterval(query.state.data),
  });

export const useTradeMethods = (orderId: string) => useQuery(tradeMethodsQueryOptions(orderId));
