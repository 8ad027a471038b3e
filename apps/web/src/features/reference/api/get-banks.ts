import { type Bank } from '@payorder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getBanks = (): Promise<Bank[]> => apiRequest<Bank[]>('/v1/banks');

/** spec §7: cached indefinitely. */
export const banksQueryOptions = () =>
  queryOptions({ queryKey: ['banks'], queryFn: getBanks, staleTime: Infinity, gcTime: Infinity });

export const useBanks = () => useQuery(banksQueryOptions());
