import { type Order } from '@payorder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type RequestOptions } from '#page/lib/api-client.ts';
import { orderQueryKey } from './order-query-key.ts';

/** Every customer order call answers the updated order: it replaces the cached one. */
export async function orderCall(orderId: string, suffix: string, options: RequestOptions): Promise<Order> {
  return apiRequest<Order>(`/v1/customer/orders/${encodeURIComponent(orderId)}${suffix}`, options);
}

export function useOrderMutation<TVariables>(
  orderId: string,
  call: (variables: TVariables) => Promise<Order>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (order) => queryClient.setQueryData(orderQueryKey(orderId), order),
    // A refused move (expired, moved on by the trader) means our copy is stale.
    onError: () => queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) }),
  });
}
