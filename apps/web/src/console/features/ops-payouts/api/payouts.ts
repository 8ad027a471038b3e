import type {
  AdminPayout,
  AdminPayoutsResponse,
  PayoutStatus,
  ResolvePayoutRequest,
} from '@payorder/contract';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest, queryString } from '#console/lib/http.ts';
import {
  PAYOUT_DETAIL_POLL_MS,
  PAYOUT_LIST_POLL_MS,
  PAYOUTS_PAGE_SIZE,
  payoutPages,
} from '#console/lib/payouts.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

/** What the operator's payouts list is filtered by; shop and trader picked by name, sent by id. */
export interface AdminPayoutFilters {
  status: PayoutStatus | '';
  shopId: string;
  traderId: string;
}

/** GET /v1/admin/payouts: every shop's payouts (live and test), newest first, "More" by cursor. */
export const adminPayoutsQuery = (filters: AdminPayoutFilters) =>
  infiniteQueryOptions({
    queryKey: consoleKeys.operator.payoutsOf(filters),
    queryFn: ({ signal, pageParam }) =>
      consoleRequest<AdminPayoutsResponse>(
        `/v1/admin/payouts${queryString({ ...filters, cursor: pageParam, limit: PAYOUTS_PAGE_SIZE })}`,
        { signal },
      ),
    ...payoutPages,
    refetchInterval: PAYOUT_LIST_POLL_MS,
  });

/** GET /v1/admin/payouts/{id}: the payout with its history, proofs and the traders' declines. */
export const adminPayoutQuery = (id: string) =>
  queryOptions({
    queryKey: consoleKeys.operator.payout(id),
    queryFn: ({ signal }) =>
      consoleRequest<AdminPayout>(`/v1/admin/payouts/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: PAYOUT_DETAIL_POLL_MS,
    retry: false,
  });

/**
 * POST /v1/admin/payouts/{id}/resolve: an overdue or disputed payout completed or failed, with a note.
 * The answer is the payout as it now stands; the lists and the audit log are read again.
 */
export function useResolvePayout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResolvePayoutRequest) =>
      consoleRequest<AdminPayout>(`/v1/admin/payouts/${encodeURIComponent(id)}/resolve`, {
        method: 'POST',
        body,
      }),
    onSuccess: (payout) => {
      queryClient.setQueryData(consoleKeys.operator.payout(id), payout);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.operator.payouts() });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.operator.audit() });
    },
  });
}
