import { type Currency } from '@payorder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#page/lib/api-client.ts';

export const getCurrencies = (): Promise<Currency[]> => apiRequest<Currency[]>('/v1/currencies/fiat');

/** docs/product/payment-page.md §7: cached indefinitely. */
export const currenciesQueryOptions = () =>
  queryOptions({ queryKey: ['currencies'], queryFn: getCurrencies, staleTime: Infinity, gcTime: Infinity });

export const useCurrencies = () => useQuery(currenciesQueryOptions());

/** docs/product/payment-page.md §2: the amount's currency symbol, looked up by code; the code itself when unknown. */
export function useCurrencySymbol(code: string): string {
  const { data } = useCurrencies();
  return data?.find((currency) => currency.code === code)?.symbol ?? code;
}
