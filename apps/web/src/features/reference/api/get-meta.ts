import { TELEGRAM_SUPPORT_BOT_URL_KEY, type MetaEntry } from '@payorder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#page/lib/api-client.ts';

export const getMeta = (): Promise<MetaEntry[]> => apiRequest<MetaEntry[]>('/v1/meta');

/** docs/product/payment-page.md §7: cached indefinitely. */
export const metaQueryOptions = () =>
  queryOptions({ queryKey: ['meta'], queryFn: getMeta, staleTime: Infinity, gcTime: Infinity });

export const useMeta = () => useQuery(metaQueryOptions());

export function useSupportBotUrl(): string | null {
  const { data } = useMeta();
  return data?.find((entry) => entry.key === TELEGRAM_SUPPORT_BOT_URL_KEY)?.value ?? null;
}
