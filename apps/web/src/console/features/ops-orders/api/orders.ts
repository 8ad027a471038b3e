import type {
  CallbackRetryResponse,
  OrderSearchResponse,
  OrderTimeline,
  PaymentType,
} from '@payorder/contract';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest, queryString } from '#console/lib/http.ts';
import { cursorPages, orderSearchParams, type OrderSearchFilters } from '#console/lib/order-search.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

/** Whose orders: every shop's and trader's (the operator, admin API) or the signed-in shop's (merchant API). */
export type OrdersScope = 'operator' | 'shop';

const PATHS = {
  operator: {
    list: '/v1/admin/orders',
    timeline: (id: string) => `/v1/admin/orders/${encodeURIComponent(id)}`,
    resend: (id: string) => `/v1/admin/orders/${encodeURIComponent(id)}/callbacks/resend`,
  },
  shop: {
    list: '/v1/merchant/orders/search',
    timeline: (id: string) => `/v1/merchant/orders/${encodeURIComponent(id)}/timeline`,
    resend: (id: string) => `/v1/merchant/orders/${encodeURIComponent(id)}/callbacks/retry`,
  },
} as const;

/**
 * Live enough without a stream: a list is read again every 10 s, an open timeline every 5 s
 * (TanStack Query refetchInterval, only while on screen).
 */
export const LIST_POLL_MS = 10_000;
export const TIMELINE_POLL_MS = 5_000;

export interface OrderFilters extends OrderSearchFilters {
  id: string;
  externalId: string;
  amount: string;
  /** Picked by name (the operator's); the id goes to the server. */
  shopId: string;
  traderId: string;
  paymentType: PaymentType | '';
}
export const NO_FILTERS: OrderFilters = {
  status: '',
  id: '',
  externalId: '',
  amount: '',
  shopId: '',
  traderId: '',
  paymentType: '',
  from: '',
  to: '',
};

/**
 * GET …/orders keyed by scope and filters, newest first; "Load more" follows the cursor. The amount is
 * already the wire's decimal string (the page parses what was typed).
 */
export const ordersQuery = (scope: OrdersScope, filters: OrderFilters) =>
  infiniteQueryOptions({
    queryKey: consoleKeys.orders(scope, filters),
    queryFn: ({ signal, pageParam }) =>
      consoleRequest<OrderSearchResponse>(
        `${PATHS[scope].list}${queryString({
          id: filters.id.trim().toLowerCase(),
          externalId: filters.externalId.trim(),
          amount: filters.amount,
          paymentType: filters.paymentType,
          ...(scope === 'operator' && { shopId: filters.shopId.trim(), traderId: filters.traderId.trim() }),
          ...orderSearchParams(filters, pageParam),
        })}`,
        { signal },
      ),
    ...cursorPages,
    refetchInterval: LIST_POLL_MS,
  });

/** One order with its history, callbacks, receipts, requisites, sender details and ledger lines. */
export const timelineQuery = (scope: OrdersScope, id: string) =>
  queryOptions({
    queryKey: consoleKeys.timeline(scope, id),
    queryFn: ({ signal }) => consoleRequest<OrderTimeline>(PATHS[scope].timeline(id), { signal }),
    refetchInterval: TIMELINE_POLL_MS,
    retry: false,
  });

/** Sends the order's latest callback again; the timeline shows the new attempt when it is made. */
export function useResendCallback(scope: OrdersScope, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => consoleRequest<CallbackRetryResponse>(PATHS[scope].resend(id), { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.timeline(scope, id) }),
  });
}
