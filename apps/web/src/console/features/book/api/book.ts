import type {
  Bank,
  CreateRequisiteEntryRequest,
  PatchRequisiteEntryRequest,
  RequisiteEntry,
  TraderStatus,
} from '@payorder/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '#console/lib/http.ts';
import { ENTRIES_KEY } from '#console/lib/queries.ts';

export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: CreateRequisiteEntryRequest) =>
      consoleRequest<RequisiteEntry>('/v1/trader/requisites', { method: 'POST', body: entry }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENTRIES_KEY }),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENTRIES_KEY }),
  });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      consoleRequest<void>(`/v1/trader/requisites/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENTRIES_KEY }),
  });
}

export const STATUS_KEY = ['console', 'trader', 'status'] as const;

/** Whether the trader takes orders: GET /v1/trader/status. */
export const onlineQuery = queryOptions({
  queryKey: STATUS_KEY,
  queryFn: ({ signal }) => consoleRequest<TraderStatus>('/v1/trader/status', { signal }),
  staleTime: 60_000,
});

/** PUT /v1/trader/status {online}. */
export function useSetOnline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (online: boolean) =>
      consoleRequest<TraderStatus>('/v1/trader/status', { method: 'PUT', body: { online } }),
    onSuccess: (status) => queryClient.setQueryData(STATUS_KEY, status),
  });
}

/** The banks catalogue (GET /v1/banks): a book entry's bank is chosen from it, never typed. */
export const banksQuery = queryOptions({
  queryKey: ['console', 'banks'],
  queryFn: ({ signal }) => consoleRequest<Bank[]>('/v1/banks', { signal }),
  staleTime: 10 * 60_000,
});
