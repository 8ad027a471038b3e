import type {
  AdminShop,
  AdminTrader,
  Bank,
  ConsoleMe,
  ConsoleUser,
  OrderStatus,
  PaymentType,
  RequisiteEntry,
  TradeMethod,
  TraderOrder,
} from '@payorder/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ConsoleApiError, consoleRequest, queryString } from './http.ts';

/**
 * The console's shared queries (the ones more than one feature reads: shared code lives in lib, as the
 * zones of eslint.config.js hold it). Keys start with 'console' and name their filters, so a mutation
 * invalidates exactly what it changed.
 */
export const meQuery = queryOptions({
  queryKey: ['console', 'me'],
  // null: signed out (a 401), which is an answer, not a failure.
  queryFn: async ({ signal }) => {
    try {
      return await consoleRequest<ConsoleMe>('/v1/console/me', { signal });
    } catch (error) {
      if (error instanceof ConsoleApiError && error.status === 401) return null;
      throw error;
    }
  },
  retry: false,
  staleTime: Infinity,
});

/** The statuses of the work queue, in the order the trader works them. */
export const OPEN_STATUSES = [
  'trader_confirm',
  'dispute',
  'customer_confirm',
  'requisites',
] as const satisfies OrderStatus[];
export const isOpen = (status: OrderStatus) => (OPEN_STATUSES as readonly OrderStatus[]).includes(status);

export const QUEUE_KEY = ['console', 'trader', 'queue'] as const;

/**
 * The trader's open orders. The live stream writes into this same key (live-orders.ts); this poll
 * only runs while the stream is down.
 */
export const queueQuery = queryOptions({
  queryKey: QUEUE_KEY,
  queryFn: async ({ signal }) => {
    const lists = await Promise.all(
      OPEN_STATUSES.map((status) =>
        consoleRequest<TraderOrder[]>(`/v1/trader/orders${queryString({ status })}`, { signal }),
      ),
    );
    return lists.flat();
  },
});

/** Puts an order's new state into the queue: added, replaced, or dropped once it has ended. */
export function upsertQueueOrder(queryClient: QueryClient, order: TraderOrder): TraderOrder | undefined {
  let previous: TraderOrder | undefined;
  queryClient.setQueryData<TraderOrder[]>(QUEUE_KEY, (orders = []) => {
    previous = orders.find((candidate) => candidate.id === order.id);
    const others = orders.filter((candidate) => candidate.id !== order.id);
    return isOpen(order.status) ? [order, ...others] : others;
  });
  // The same order in the history lists, so a detail opened from there is current too.
  queryClient.setQueriesData<{ pages: { items: TraderOrder[] }[] }>(
    { queryKey: ['console', 'trader', 'history'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (item.id === order.id ? order : item)),
        })),
      },
  );
  return previous;
}

export const ENTRIES_KEY = ['console', 'trader', 'requisites'] as const;
export const entriesQuery = queryOptions({
  queryKey: ENTRIES_KEY,
  queryFn: ({ signal }) => consoleRequest<RequisiteEntry[]>('/v1/trader/requisites', { signal }),
});

/** A trade method of the trader, as far as the console needs it: the fields its details have. */
export interface TraderMethod {
  id: string;
  paymentType: PaymentType;
  /** The method's bank code: a book entry's bank unless it names another. */
  bank: string;
  bankName: string;
  fiatCurrency: string;
  fields: string[];
}

/** The trader's trade methods with their declared fields: GET /v1/trader/trade-methods. */
export const methodsQuery = queryOptions({
  queryKey: ['console', 'trader', 'methods'],
  queryFn: async ({ signal }): Promise<TraderMethod[]> => {
    const methods = await consoleRequest<TradeMethod[]>('/v1/trader/trade-methods', { signal });
    return methods.map((method) => ({
      id: method.id,
      paymentType: method.paymentType,
      bank: method.bank,
      bankName: method.bankName,
      fiatCurrency: method.fiatCurrency,
      fields: method.fields.map((field) => field.name),
    }));
  },
  staleTime: 5 * 60_000,
});

/**
 * The operator's shops, traders and operator logins by name, for the pickers that search by them (orders,
 * audit log). The same keys as the shops' and traders' screens, so one answer serves both.
 */
export const operatorShopsQuery = queryOptions({
  queryKey: ['console', 'operator', 'shops'] as const,
  queryFn: async ({ signal }) =>
    (await consoleRequest<{ items: AdminShop[] }>('/v1/admin/shops', { signal })).items,
});
export const operatorTradersQuery = queryOptions({
  queryKey: ['console', 'operator', 'traders'] as const,
  queryFn: async ({ signal }) =>
    (await consoleRequest<{ items: AdminTrader[] }>('/v1/admin/traders', { signal })).items,
});
export const operatorLoginsQuery = queryOptions({
  queryKey: ['console', 'operator', 'console-users', { role: 'operator' }] as const,
  queryFn: async ({ signal }) =>
    (
      await consoleRequest<{ items: ConsoleUser[] }>(
        `/v1/admin/console-users${queryString({ role: 'operator' })}`,
        {
          signal,
        },
      )
    ).items,
});

/** The banks catalogue (GET /v1/banks): an order's bank named, not its code. */
export const banksCatalogueQuery = queryOptions({
  queryKey: ['console', 'banks'],
  queryFn: ({ signal }) => consoleRequest<Bank[]>('/v1/banks', { signal }),
  staleTime: 10 * 60_000,
});
