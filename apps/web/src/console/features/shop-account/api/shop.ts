import type {
  LedgerLine,
  MerchantSettings,
  PayoutCallbackResendResponse,
  ShopCallback,
  TestCallbackRequest,
} from '@payorder/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '#console/lib/http.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

// The shop's balance: its payouts read it too, so the query is the console's (lib/queries.ts).
export { shopBalanceQuery } from '#console/lib/queries.ts';

/** GET /v1/merchant/ledger: the newest lines on the shop's account. */
export const shopLedgerQuery = queryOptions({
  queryKey: consoleKeys.shop.ledger(),
  queryFn: ({ signal }) => consoleRequest<LedgerLine[]>('/v1/merchant/ledger?limit=100', { signal }),
  refetchInterval: 10_000,
});

/** GET /v1/merchant/callbacks: the shop's newest events with their latest attempt; every 5 s on screen. */
export const shopCallbacksQuery = queryOptions({
  queryKey: consoleKeys.shop.callbacks(),
  queryFn: ({ signal }) => consoleRequest<{ items: ShopCallback[] }>('/v1/merchant/callbacks', { signal }),
  refetchInterval: 5_000,
});

/** POST /v1/merchant/callbacks/test: a signed `test` event through the outbox. */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TestCallbackRequest) =>
      consoleRequest<{ eventId: string; callbackUrl: string }>('/v1/merchant/callbacks/test', {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.shop.callbacks() }),
  });
}

/** POST /v1/merchant/orders/{id}/callbacks/retry: the order's latest event again. */
export function useRetryCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      consoleRequest<unknown>(`/v1/merchant/orders/${encodeURIComponent(orderId)}/callbacks/retry`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.shop.callbacks() }),
  });
}

/** POST /v1/merchant/payouts/{id}/callbacks/resend: the payout's latest event again. */
export function useResendPayoutCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payoutId: string) =>
      consoleRequest<PayoutCallbackResendResponse>(
        `/v1/merchant/payouts/${encodeURIComponent(payoutId)}/callbacks/resend`,
        { method: 'POST' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.shop.callbacks() }),
  });
}

/** GET /v1/merchant/settings: the shop's saved callback URL (of the test switch's mode). */
export const shopSettingsQuery = queryOptions({
  queryKey: consoleKeys.shop.settings(),
  queryFn: ({ signal }) => consoleRequest<MerchantSettings>('/v1/merchant/settings', { signal }),
});

/** PUT /v1/merchant/settings: saves the default callback URL (null clears it). */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MerchantSettings) =>
      consoleRequest<MerchantSettings>('/v1/merchant/settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(shopSettingsQuery.queryKey, saved),
  });
}
