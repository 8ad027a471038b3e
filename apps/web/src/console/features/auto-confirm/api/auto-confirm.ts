import type { AutoConfirmMode, AutoConfirmSettings } from '@payorder/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '#console/lib/http.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

/** The modes in the order they are offered (a literal list: zod stays out of the console's bundle). */
export const AUTO_CONFIRM_MODES: AutoConfirmMode[] = ['off', 'after_customer', 'on_arrival'];

/** GET /v1/trader/auto-confirm. */
export const autoConfirmQuery = queryOptions({
  queryKey: consoleKeys.trader.autoConfirm(),
  queryFn: ({ signal }) => consoleRequest<AutoConfirmSettings>('/v1/trader/auto-confirm', { signal }),
});

/** PUT /v1/trader/auto-confirm {mode}. */
export function useSetAutoConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: AutoConfirmMode) =>
      consoleRequest<AutoConfirmSettings>('/v1/trader/auto-confirm', { method: 'PUT', body: { mode } }),
    onSuccess: (settings) => queryClient.setQueryData(autoConfirmQuery.queryKey, settings),
  });
}
