import type {
  CreateOrderRequest,
  CreateOrderResponse,
  MerchantOrder,
  TestOutcomeRequest,
} from '@payorder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '#console/lib/http.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

/**
 * Test mode in the shop's console (docs/product/shop.md §4): what the merchant API's test key does with
 * curl, done by hand. Every call carries the test-data switch's `Payorder-Mode: test` (console/lib/http.ts),
 * so the order made is a test order and only a test order can be moved.
 */

/** After a test order is made or moved: its lists, its timeline and the test balance are read again. */
function useTestOrderChanged() {
  const queryClient = useQueryClient();
  return (id: string) => {
    void queryClient.invalidateQueries({ queryKey: consoleKeys.everyOrders('shop') });
    void queryClient.invalidateQueries({ queryKey: consoleKeys.timeline('shop', id) });
    void queryClient.invalidateQueries({ queryKey: consoleKeys.shop.balance() });
  };
}

/** POST /v1/merchant/orders: a test order and its payment link. */
export function useCreateTestOrder() {
  const changed = useTestOrderChanged();
  return useMutation({
    mutationFn: (body: CreateOrderRequest) =>
      consoleRequest<CreateOrderResponse>('/v1/merchant/orders', { method: 'POST', body }),
    onSuccess: (created) => changed(created.order.id),
  });
}

/** POST /v1/merchant/orders/{id}/test-outcome: the test order moved as a trader or the operator would. */
export function useTestOutcome(id: string) {
  const changed = useTestOrderChanged();
  return useMutation({
    mutationFn: (body: TestOutcomeRequest) =>
      consoleRequest<MerchantOrder>(`/v1/merchant/orders/${encodeURIComponent(id)}/test-outcome`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => changed(id),
  });
}
