import type {
  BankDevicesResponse,
  CreateBankDeviceRequest,
  CreateBankDeviceResponse,
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
