import type {
  AdminShop,
  AdminUpdateShopRequest,
  CreateShopResponse,
  RotateApiKeyResponse,
  RotateWebhookSecretResponse,
} from '@payorder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '#console/lib/http.ts';
import { shopsQuery } from '#console/lib/queries.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

/** Puts the shop an action answered with into the list, so the screen shows it at once. */
function useShopSaved() {
  const queryClient = useQueryClient();
  return (shop: AdminShop) => {
    queryClient.setQueryData(shopsQuery.queryKey, (shops) =>
      shops?.map((item) => (item.id === shop.id ? shop : item)),
    );
    void queryClient.invalidateQueries({ queryKey: consoleKeys.operator.audit() });
  };
}

export function useUpdateShop() {
  const saved = useShopSaved();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AdminUpdateShopRequest }) =>
      consoleRequest<AdminShop>(`/v1/admin/shops/${id}`, { method: 'PUT', body: change }),
    onSuccess: saved,
  });
}

export function useSetShopDisabled() {
  const saved = useShopSaved();
  return useMutation({
    mutationFn: ({ id, isDisabled }: { id: string; isDisabled: boolean }) =>
      consoleRequest<AdminShop>(`/v1/admin/shops/${id}/${isDisabled ? 'disable' : 'enable'}`, {
        method: 'POST',
      }),
    onSuccess: saved,
  });
}

export function useCreateShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      consoleRequest<CreateShopResponse>('/v1/admin/shops', {
        method: 'POST',
        body: { name },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.operator.shops() }),
  });
}

export function useRotateShopApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      consoleRequest<RotateApiKeyResponse>(`/v1/admin/shops/${id}/api-key`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.operator.audit() }),
  });
}

export function useRotateShopWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, graceHours }: { id: string; graceHours: number }) =>
      consoleRequest<RotateWebhookSecretResponse>(`/v1/admin/shops/${id}/webhook-secret`, {
        method: 'POST',
        body: { graceHours },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.operator.shops() }),
  });
}
