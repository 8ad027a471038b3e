import type {
  BankDevicesResponse,
  CreateBankDeviceRequest,
  CreateBankDeviceResponse,
  PhoneSettings,
} from '@payorder/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '#console/lib/http.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

/**
 * The trader's paired phones with when each last posted: GET /v1/trader/devices, read again every
 * 10 s while on screen, so a phone just set up shows its first message without a reload.
 */
export const devicesQuery = queryOptions({
  queryKey: consoleKeys.trader.devices(),
  queryFn: ({ signal }) => consoleRequest<BankDevicesResponse>('/v1/trader/devices', { signal }),
  refetchInterval: 10_000,
});

/** POST /v1/trader/devices {name}: the answer holds the key, this once. */
export function usePairDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBankDeviceRequest) =>
      consoleRequest<CreateBankDeviceResponse>('/v1/trader/devices', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.trader.devices() }),
  });
}

/** DELETE /v1/trader/devices/{id}: its key stops working at once. */
export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      consoleRequest<void>(`/v1/trader/devices/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.trader.devices() }),
  });
}

/** GET /v1/admin/traders/{id}/devices: a trader's phones as the trader sees them (the operator's view). */
export const traderDevicesQuery = (traderId: string) =>
  queryOptions({
    queryKey: consoleKeys.operator.trader(traderId, 'devices'),
    queryFn: ({ signal }) =>
      consoleRequest<BankDevicesResponse>(`/v1/admin/traders/${encodeURIComponent(traderId)}/devices`, {
        signal,
      }),
    refetchInterval: 30_000,
  });

/** GET /v1/admin/settings/phones: after how many minutes unheard a phone is silent. */
export const phoneSettingsQuery = queryOptions({
  queryKey: consoleKeys.operator.phoneSettings(),
  queryFn: ({ signal }) => consoleRequest<PhoneSettings>('/v1/admin/settings/phones', { signal }),
});

/** PUT /v1/admin/settings/phones. */
export function useSavePhoneSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PhoneSettings) =>
      consoleRequest<PhoneSettings>('/v1/admin/settings/phones', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(phoneSettingsQuery.queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: consoleKeys.operator.traders() });
    },
  });
}
