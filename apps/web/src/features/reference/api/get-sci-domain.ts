import { type SciDomain } from '@payorder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#page/lib/api-client.ts';

export const getSciDomain = (): Promise<SciDomain> => apiRequest<SciDomain>('/v1/sci-domains');

/** docs/product/payment-page.md §7: fetched once, no retry, no refetch on focus. */
export const sciDomainQueryOptions = () =>
  queryOptions({
    queryKey: ['sci-domains'],
    queryFn: getSciDomain,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useSciDomain = () => useQuery(sciDomainQueryOptions());
