import type { PayoutSettings, TraderPayout } from '@payorder/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '#page/lib/api-client.ts';
import { ConsoleApiError, consoleRequest } from '#console/lib/http.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

const payoutUrl = (id: string, move: string) => `/v1/trader/payouts/${encodeURIComponent(id)}/${move}`;

/** A proof's file of the trader's payout, shown in the browser (`inline`). */
export const proofFileUrl = (payoutId: string, proofId: string) =>
  apiUrl(`${payoutUrl(payoutId, 'proofs')}/${encodeURIComponent(proofId)}/file?inline=1`);

/** GET /v1/trader/payout-settings: which payouts the trader takes (all off until it says). */
export const payoutSettingsQuery = queryOptions({
  queryKey: consoleKeys.trader.payoutSettings(),
  queryFn: ({ signal }) => consoleRequest<PayoutSettings>('/v1/trader/payout-settings', { signal }),
});

/** PUT /v1/trader/payout-settings; what waits for a trader may be offered at once, so the list is read again. */
export function useSavePayoutSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PayoutSettings) =>
      consoleRequest<PayoutSettings>('/v1/trader/payout-settings', { method: 'PUT', body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(payoutSettingsQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.trader.payouts() });
    },
  });
}

/**
 * A move on a payout; whatever its outcome, the list is read again (it moved, or something else did).
 * Not awaited: the caller's own callbacks run first, while the card that made the move is still there
 * (the list read again may take it away, and with it those callbacks).
 */
function usePayoutMove<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: consoleKeys.trader.payouts() }),
  });
}

/** POST …/take: the first take wins; a payout no longer offered answers 409 payout_not_offered. */
export const useTakePayout = () =>
  usePayoutMove((id: string) => consoleRequest<TraderPayout>(payoutUrl(id, 'take'), { method: 'POST' }));

/** POST …/decline {reason}: the payout goes to the next trader and is never offered to this one again. */
export const useDeclinePayout = () =>
  usePayoutMove(({ id, reason }: { id: string; reason: string }) =>
    consoleRequest<void>(payoutUrl(id, 'decline'), { method: 'POST', body: { reason } }),
  );

/** POST …/complete, multipart field "file": the proof (a photo or PDF under the receipt rules). */
export const useCompletePayout = () =>
  usePayoutMove(({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return consoleRequest<TraderPayout>(payoutUrl(id, 'complete'), { method: 'POST', body: form });
  });

/** What went wrong with a payout's move, in words the trader can act on (console `payouts.problem.*`). */
export type PayoutProblem = 'not_offered' | 'too_large' | 'unsupported' | 'moved' | 'failed';

export function payoutProblemOf(error: unknown): PayoutProblem {
  if (!(error instanceof ConsoleApiError)) return 'failed';
  if (error.code === 'payout_not_offered') return 'not_offered';
  if (error.status === 413) return 'too_large';
  if (error.status === 415) return 'unsupported';
  // Not this trader's any more, or not in a state that allows the move (it went to the operator).
  if (error.status === 409 || error.status === 404) return 'moved';
  return 'failed';
}
