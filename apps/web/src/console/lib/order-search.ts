import type { OrderStatus } from '@payorder/contract';
import { keepPreviousData } from '@tanstack/react-query';

/** Every status, in the order an order lives through them (a literal list: zod stays out of the bundle). */
export const STATUSES: OrderStatus[] = [
  'new',
  'requisites',
  'customer_confirm',
  'trader_confirm',
  'dispute',
  'completed',
  'cancelled',
  'error',
];

/** The filters every orders search has (the trader's history, the operator's and the shop's orders). */
export interface OrderSearchFilters {
  status: OrderStatus | '';
  /** yyyy-mm-dd, local days. */
  from: string;
  to: string;
}

export const PAGE_SIZE = 25;

const startOfDay = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const endOfDay = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

/** The query parameters of those filters and the page: local days as instants, the cursor, the page size. */
export function orderSearchParams(filters: OrderSearchFilters, cursor: string | undefined) {
  return {
    status: filters.status,
    createdFrom: startOfDay(filters.from),
    createdTo: endOfDay(filters.to),
    cursor,
    limit: PAGE_SIZE,
  };
}

/** The paging of a cursor search ("Load more"); the previous page stays on screen while filters change. */
export const cursorPages = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page: { nextCursor?: string | null }) => page.nextCursor ?? undefined,
  placeholderData: keepPreviousData,
};
