import type { TraderOrderSearchResponse } from '@payorder/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { consoleRequest, queryString } from '../../../lib/http.ts';
import { cursorPages, orderSearchParams, type OrderSearchFilters } from '../../../lib/order-search.ts';

export interface HistoryFilters extends OrderSearchFilters {
  q: string;
}

/** GET /v1/trader/orders/search, keyed by its filters; "Load more" follows the cursor. */
export const historyQuery = (filters: HistoryFilters) =>
  infiniteQueryOptions({
    queryKey: ['console', 'trader', 'history', filters],
    queryFn: ({ signal, pageParam }) =>
      consoleRequest<TraderOrderSearchResponse>(
        `/v1/trader/orders/search${queryString({ q: filters.q.trim(), ...orderSearchParams(filters, pageParam) })}`,
        { signal },
      ),
    ...cursorPages,
  });
