import type {
  AdjustmentRequest,
  AdminTrader,
  DepositRequest,
  LedgerLine,
  RequisiteEntry,
  TraderOrder,
  UpdateTraderRequest,
} from '@payorder/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '#console/lib/http.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

/** How often the traders' screen reads the traders (lib/queries.ts): a minute-fresh view of who works now. */
export const TRADERS_POLL_MS = 30_000;

export const traderLedgerQuery = (id: string) =>
  queryOptions({
    queryKey: consoleKeys.operator.trader(id, 'ledger'),
    queryFn: ({ signal }) =>
      consoleRequest<LedgerLine[]>(`/v1/admin/traders/${id}/ledger?limit=50`, { signal }),
  });
export const traderBookQuery = (id: string) =>
  queryOptions({
    queryKey: consoleKeys.operator.trader(id, 'book'),
    queryFn: ({ signal }) =>
      consoleRequest<RequisiteEntry[]>(`/v1/admin/traders/${id}/requisites`, { signal }),
  });
export const traderOrdersQuery = (id: string) =>
  queryOptions({
    queryKey: consoleKeys.operator.trader(id, 'orders'),
    queryFn: ({ signal }) => consoleRequest<TraderOrder[]>(`/v1/admin/traders/${id}/orders`, { signal }),
  });

/** After any change to a trader: its row, its sub-views and the audit log are read again. */
export function useTraderChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: consoleKeys.operator.traders() });
    void queryClient.invalidateQueries({ queryKey: consoleKeys.operator.audit() });
  };
}

export function useCreateTrader() {
  const changed = useTraderChanged();
  return useMutation({
    mutationFn: (name: string) =>
      consoleRequest<{ id: string; apiKey: string }>('/v1/admin/traders', { method: 'POST', body: { name } }),
    onSuccess: changed,
  });
}

export function useUpdateTrader() {
  const changed = useTraderChanged();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateTraderRequest }) =>
      consoleRequest(`/v1/admin/traders/${id}`, { method: 'PUT', body: change }),
    onSuccess: changed,
  });
}

export function useSetTraderDisabled() {
  const changed = useTraderChanged();
  return useMutation({
    mutationFn: ({ id, isDisabled }: { id: string; isDisabled: boolean }) =>
      consoleRequest<AdminTrader>(`/v1/admin/traders/${id}/${isDisabled ? 'disable' : 'enable'}`, {
        method: 'POST',
      }),
    onSuccess: changed,
  });
}

/** What the operator moves on a trader's working balance: a deposit, or an adjustment up or down with a note. */
export type BalanceMove = 'deposit' | 'adjustment';

/** POST /v1/admin/traders/{id}/deposits or …/adjustments; the trader's views are read again after. */
export function useBalanceMove(move: BalanceMove) {
  const changed = useTraderChanged();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & (DepositRequest | AdjustmentRequest)) =>
      consoleRequest(`/v1/admin/traders/${id}/${move === 'deposit' ? 'deposits' : 'adjustments'}`, {
        method: 'POST',
        body,
      }),
    onSuccess: changed,
  });
}

export function useSetEntryActive() {
  const changed = useTraderChanged();
  return useMutation({
    mutationFn: ({ traderId, entryId, isActive }: { traderId: string; entryId: string; isActive: boolean }) =>
      consoleRequest<RequisiteEntry>(`/v1/admin/traders/${traderId}/requisites/${entryId}`, {
        method: 'PATCH',
        body: { isActive },
      }),
    onSuccess: changed,
  });
}
