import type { RotateApiKeyResponse, RotateWebhookSecretResponse, ShopKeys } from '@payorder/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '#console/lib/http.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

/** GET /v1/merchant/keys: fingerprints of the shop's key and secret, and the old secret's grace. */
export const keysQuery = queryOptions({
  queryKey: consoleKeys.shop.keys(),
  queryFn: ({ signal }) => consoleRequest<ShopKeys>('/v1/merchant/keys', { signal }),
});

export function useRotateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => consoleRequest<RotateApiKeyResponse>('/v1/merchant/keys/api-key', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.shop.keys() }),
  });
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (graceHours: number) =>
      consoleRequest<RotateWebhookSecretResponse>('/v1/merchant/keys/webhook-secret', {
        method: 'POST',
        body: { graceHours },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.shop.keys() }),
  });
}
