import type { TraderOrderSearchResponse, TraderOrderTotals } from '@payorder/contract';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiUrl } from '#page/lib/api-client.ts';
import { consoleRequest, queryString } from '#console/lib/http.ts';
import { cursorPages, orderSearchParams, type OrderSearchFilters } from '#console/lib/order-search.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

export interface HistoryFilters extends OrderSearchFilters {
  q: string;
}

/** The filter's query parameters without the page: `lng` says how the search's amount was typed. */
const filterParams = (filters: HistoryFilters, lng: string) => {
  const { cursor: _cursor, limit: _limit, ...params } = orderSearchParams(filters, undefined);
  return { q: filters.q.trim(), lng: filters.q.trim() ? lng : undefined, ...params };
};

/** GET /v1/trader/orders/search, keyed by its filters; "Load more" follows the cursor. */
export const historyQuery = (filters: HistoryFilters, lng: string) =>
  infiniteQueryOptions({
    queryKey: consoleKeys.trader.historyOf(filters, lng),
    queryFn: ({ signal, pageParam }) =>
      consoleRequest<TraderOrderSearchResponse>(
        `/v1/trader/orders/search${queryString({ ...filterParams(filters, lng), ...orderSearchParams(filters, pageParam) })}`,
        { signal },
      ),
    ...cursorPages,
  });

/** GET /v1/trader/orders/totals: count, volume and commission over the whole filter, not a page. */
export const historyTotalsQuery = (filters: HistoryFilters, lng: string) =>
  queryOptions({
    queryKey: consoleKeys.trader.historyTotalsOf(filters, lng),
    queryFn: ({ signal }) =>
      consoleRequest<TraderOrderTotals>(
        `/v1/trader/orders/totals${queryString(filterParams(filters, lng))}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the filter (GET /v1/trader/orders/export): a plain link, so the browser streams it to a file. */
export const historyExportUrl = (filters: HistoryFilters, lng: string) =>
  apiUrl(`/v1/trader/orders/export${queryString(filterParams(filters, lng))}`);
