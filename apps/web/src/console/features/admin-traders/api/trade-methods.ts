import type { AdminTradeMethod, Bank, CreateTradeMethodRequest } from '@payorder/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { consoleRequest } from '#console/lib/http.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';
import { useTraderChanged } from './traders.ts';

/** GET /v1/admin/traders/{id}/trade-methods: the methods in use, each with its book entries' count. */
export const tradeMethodsQuery = (traderId: string) =>
  queryOptions({
    queryKey: consoleKeys.operator.trader(traderId, 'methods'),
    queryFn: async ({ signal }) =>
      (
        await consoleRequest<{ items: AdminTradeMethod[] }>(`/v1/admin/traders/${traderId}/trade-methods`, {
          signal,
        })
      ).items,
  });

/**
 * The catalogue a method is chosen from (public reference data): the banks (lib/queries.ts banksQuery)
 * by name, through `select` (the cached list stays as the server sent it), and the fiat currencies
 * (lib/queries.ts currenciesQuery).
 */
export const banksByName = (banks: Bank[]) => [...banks].sort((a, b) => a.name.localeCompare(b.name));
// The trader's payout settings read the same catalogue: the query is the console's (lib/queries.ts).
export { currenciesQuery } from '#console/lib/queries.ts';

const methodsUrl = (traderId: string) => `/v1/admin/traders/${traderId}/trade-methods`;

/** Adds a method (no `methodId`) or replaces one. */
export function useSaveTradeMethod(traderId: string) {
  const changed = useTraderChanged();
  return useMutation({
    mutationFn: ({ methodId, method }: { methodId?: string; method: CreateTradeMethodRequest }) =>
      consoleRequest<AdminTradeMethod>(
        methodId ? `${methodsUrl(traderId)}/${methodId}` : methodsUrl(traderId),
        {
          method: methodId ? 'PUT' : 'POST',
          body: method,
        },
      ),
    onSuccess: changed,
  });
}

export function useRemoveTradeMethod(traderId: string) {
  const changed = useTraderChanged();
  return useMutation({
    mutationFn: (methodId: string) =>
      consoleRequest<void>(`${methodsUrl(traderId)}/${methodId}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}
