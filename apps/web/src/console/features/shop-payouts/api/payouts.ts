import type {
  CreatePayoutRequest,
  MerchantPayoutTimeline,
  MerchantPayoutsResponse,
  Payout,
  PayoutStatus,
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

/** What the shop's payouts list is filtered by (as applied). */
export interface ShopPayoutFilters {
  status: PayoutStatus | '';
  externalId: string;
}
export const NO_PAYOUT_FILTERS: ShopPayoutFilters = { status: '', externalId: '' };

const payoutPath = (id: string) => `/v1/merchant/payouts/${encodeURIComponent(id)}`;

/** GET /v1/merchant/payouts: the shop's payouts of the test switch's mode, newest first, "More" by cursor. */
export const shopPayoutsQuery = (filters: ShopPayoutFilters) =>
  infiniteQueryOptions({
    queryKey: consoleKeys.shop.payoutsOf(filters),
    queryFn: ({ signal, pageParam }) =>
      consoleRequest<MerchantPayoutsResponse>(
        `/v1/merchant/payouts${queryString({
          status: filters.status,
          externalId: filters.externalId.trim(),
          cursor: pageParam,
          limit: PAYOUTS_PAGE_SIZE,
        })}`,
        { signal },
      ),
    ...payoutPages,
    refetchInterval: PAYOUT_LIST_POLL_MS,
  });

/** GET /v1/merchant/payouts/{id}/timeline: the payout, the statuses it entered, its dispute window. */
export const shopPayoutQuery = (id: string) =>
  queryOptions({
    queryKey: consoleKeys.shop.payout(id),
    queryFn: ({ signal }) => consoleRequest<MerchantPayoutTimeline>(`${payoutPath(id)}/timeline`, { signal }),
    refetchInterval: PAYOUT_DETAIL_POLL_MS,
    retry: false,
  });

/** After a payout is made or moved: the lists, the payout and the balance (its hold) are read again. */
function usePayoutChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: consoleKeys.shop.payouts() });
    void queryClient.invalidateQueries({ queryKey: consoleKeys.shop.balance() });
    void queryClient.invalidateQueries({ queryKey: consoleKeys.shop.ledger() });
  };
}

/** POST /v1/merchant/payouts: a payout by hand (its externalId makes a second press the same payout). */
export function useCreatePayout() {
  const changed = usePayoutChanged();
  return useMutation({
    mutationFn: (body: CreatePayoutRequest) =>
      consoleRequest<Payout>('/v1/merchant/payouts', { method: 'POST', body }),
    onSuccess: changed,
  });
}

/** What the shop does to its payout: cancel it (new), dispute it (completed), set a test one's outcome. */
export type ShopPayoutAction =
  | { kind: 'cancel' }
  | { kind: 'dispute'; reason: string }
  | { kind: 'test-outcome'; status: 'completed' | 'failed' };

export function usePayoutAction(id: string) {
  const changed = usePayoutChanged();
  return useMutation({
    mutationFn: (action: ShopPayoutAction) =>
      consoleRequest<Payout>(`${payoutPath(id)}/${action.kind}`, {
        method: 'POST',
        body:
          action.kind === 'dispute'
            ? { reason: action.reason }
            : action.kind === 'test-outcome'
              ? { status: action.status }
              : undefined,
      }),
    onSuccess: changed,
  });
}
