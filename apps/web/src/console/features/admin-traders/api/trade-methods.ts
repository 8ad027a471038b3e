import type { AdminTradeMethod, Bank, CreateTradeMethodRequest, Currency } from '@payorder/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { consoleRequest } from '#console/lib/http.ts';
import { TRADERS_KEY, useTraderChanged } from './traders.ts';

/** GET /v1/admin/traders/{id}/trade-methods: the methods in use, each with its book entries' count. */
export const tradeMethodsQuery = (traderId: string) =>
  queryOptions({
    queryKey: [...TRADERS_KEY, traderId, 'methods'],
    queryFn: async ({ signal }) =>
      (
        await consoleRequest<{ items: AdminTradeMethod[] }>(`/v1/admin/traders/${traderId}/trade-methods`, {
          signal,
        })
      ).items,
  });

/** The catalogue a method is chosen from: banks by name, fiat currencies (public reference data). */
export const banksQuery = queryOptions({
  queryKey: ['console', 'catalogue', 'banks'],
  queryFn: async ({ signal }) =>
    (await consoleRequest<Bank[]>('/v1/banks', { signal })).sort((a, b) => a.name.localeCompare(b.name)),
  staleTime: 5 * 60_000,
});
export const currenciesQuery = queryOptions({
  queryKey: ['console', 'catalogue', 'currencies'],
  queryFn: ({ signal }) => consoleRequest<Currency[]>('/v1/currencies/fiat', { signal }),
  staleTime: 5 * 60_000,
});

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
