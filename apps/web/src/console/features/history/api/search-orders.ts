import type { OrderStatus, TraderOrderSearchResponse } from '@payorder/contract';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { consoleRequest, queryString } from '../../../lib/http.ts';

export interface HistoryFilters {
  q: string;
  status: OrderStatus | '';
  /** yyyy-mm-dd, local days. */
  from: string;
  to: string;
}

const startOfDay = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const endOfDay = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

/** GET /v1/trader/orders/search, keyed by its filters; "Load more" follows the cursor. */
export const historyQuery = (filters: HistoryFilters) =>
  infiniteQueryOptions({
    queryKey: ['console', 'trader', 'history', filters],
    queryFn: ({ signal, pageParam }) =>
      consoleRequest<TraderOrderSearchResponse>(
        `/v1/trader/orders/search${queryString({
          q: filters.q.trim(),
          status: filters.status,
          createdFrom: startOfDay(filters.from),
          createdTo: endOfDay(filters.to),
          cursor: pageParam,
          limit: 25,
        })}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
