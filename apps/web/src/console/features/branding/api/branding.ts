import type { MetaEntry, SciDomain } from '@payorder/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '#console/lib/http.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

export type HostBranding = SciDomain & { host: string };

export const sciDomainsQuery = queryOptions({
  queryKey: consoleKeys.operator.sciDomains(),
  queryFn: async ({ signal }) =>
    (await consoleRequest<{ items: HostBranding[] }>('/v1/admin/sci-domains', { signal })).items,
});

export const metaQuery = queryOptions({
  queryKey: consoleKeys.operator.meta(),
  queryFn: async ({ signal }) =>
    (await consoleRequest<{ items: MetaEntry[] }>('/v1/admin/meta', { signal })).items,
});

export function useSaveBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ host, ...branding }: HostBranding) =>
      consoleRequest<SciDomain>(`/v1/admin/sci-domains/${encodeURIComponent(host)}`, {
        method: 'PUT',
        body: branding,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: consoleKeys.operator.sciDomains() });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.operator.audit() });
    },
  });
}

/** DELETE /v1/admin/sci-domains/{host}: the domain then shows the default branding ('*' stays). */
export function useRemoveBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (host: string) =>
      consoleRequest<void>(`/v1/admin/sci-domains/${encodeURIComponent(host)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: consoleKeys.operator.sciDomains() });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.operator.audit() });
    },
  });
}

export function useSaveMeta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: MetaEntry) =>
      consoleRequest<MetaEntry>(`/v1/admin/meta/${encodeURIComponent(key)}`, {
        method: 'PUT',
        body: { value },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: consoleKeys.operator.meta() });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.operator.audit() });
    },
  });
}
