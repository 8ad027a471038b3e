import { type TradeMethod } from '@payorder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#page/lib/api-client.ts';

export const getSelectedTradeMethod = (orderId: string): Promise<TradeMethod | null> =>
  apiRequest<TradeMethod | null>(`/v1/customer/trade-methods/orders/${encodeURIComponent(orderId)}/selected`);

/** docs/product/payment-page.md §7: cached indefinitely; asked for only once a method has been chosen. */
export const selectedTradeMethodQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['selected-trade-methods-fallback', orderId],
    queryFn: () => getSelectedTradeMethod(orderId),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useSelectedTradeMethod = (orderId: string, enabled: boolean) =>
  useQuery({ ...selectedTradeMethodQueryOptions(orderId), enabled });
