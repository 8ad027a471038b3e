import type {
  CreateRequisiteEntryRequest,
  PatchRequisiteEntryRequest,
  RequisiteEntry,
  TraderStatus,
} from '@payorder/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '#console/lib/http.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: CreateRequisiteEntryRequest) =>
      consoleRequest<RequisiteEntry>('/v1/trader/requisites', { method: 'POST', body: entry }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.trader.entries() }),
  });
}

export function usePatchEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: PatchRequisiteEntryRequest }) =>
      consoleRequest<RequisiteEntry>(`/v1/trader/requisites/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: change,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.trader.entries() }),
  });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      consoleRequest<void>(`/v1/trader/requisites/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.trader.entries() }),
  });
}

/** Whether the trader takes orders: GET /v1/trader/status. */
export const onlineQuery = queryOptions({
  queryKey: consoleKeys.trader.status(),
  queryFn: ({ signal }) => consoleRequest<TraderStatus>('/v1/trader/status', { signal }),
  staleTime: 60_000,
});

/** PUT /v1/trader/status {online}. */
export function useSetOnline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (online: boolean) =>
      consoleRequest<TraderStatus>('/v1/trader/status', { method: 'PUT', body: { online } }),
    onSuccess: (status) => queryClient.setQueryData(onlineQuery.queryKey, status),
  });
}
