import type {
  AdminShop,
  BankNotificationsResponse,
  AdminTrader,
  Bank,
  ConsoleMe,
  Currency,
  ConsoleUser,
  ConsoleUsersQuery,
  MerchantBalanceResponse,
  OrderStatus,
  PaymentType,
  RequisiteEntry,
  TradeMethod,
  TraderOrder,
  TraderOrderSearchResponse,
  TraderPayout,
  TraderPayoutsResponse,
} from '@payorder/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ConsoleApiError, consoleRequest, queryString } from './http.ts';
import { localDayStart } from './day-start.ts';
import { consoleKeys } from './query-keys.ts';
import { countUnclaimed, UNCLAIMED_OUTCOMES } from './unclaimed.ts';

/**
 * The console's shared queries: the ones the app or more than one feature reads, each defined once
 * here, since a feature never imports another (the zones of eslint.config.js). Their keys, and every
 * other query's, are query-keys.ts's; a screen adds only how it watches (enabled, a poll).
 */
export const meQuery = queryOptions({
  queryKey: consoleKeys.me(),
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

/**
 * The trader's open orders. The live stream writes into this same key (live-orders.ts); this poll
 * only runs while the stream is down.
 */
export const queueQuery = queryOptions({
  queryKey: consoleKeys.trader.queue(),
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
  queryClient.setQueryData(queueQuery.queryKey, (orders = []) => {
    previous = orders.find((candidate) => candidate.id === order.id);
    const others = orders.filter((candidate) => candidate.id !== order.id);
    return isOpen(order.status) ? [order, ...others] : others;
  });
  // The same order in the history lists, so a detail opened from there is current too.
  queryClient.setQueriesData<{ pages: { items: TraderOrder[] }[] }>(
    { queryKey: consoleKeys.trader.history() },
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

/** The trader's requisites book (GET /v1/trader/requisites). */
export const entriesQuery = queryOptions({
  queryKey: consoleKeys.trader.entries(),
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
  queryKey: consoleKeys.trader.methods(),
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
 * An order that is not in the queue (ended: opened from the history or the ledger), looked up by id
 * among the trader's own orders; null when there is none. Read again whenever it is opened.
 */
export const traderOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: consoleKeys.trader.order(orderId),
    queryFn: async ({ signal }) => {
      const found = await consoleRequest<TraderOrderSearchResponse>(
        `/v1/trader/orders/search${queryString({ q: orderId, limit: 1 })}`,
        { signal },
      );
      return found.items.find((order) => order.id === orderId) ?? null;
    },
    staleTime: 0,
  });

/**
 * GET /v1/admin/shops: every shop, newest first. The shops' screen, the pickers that search by name
 * (orders) and the overview's shop filter read this one answer.
 */
export const shopsQuery = queryOptions({
  queryKey: consoleKeys.operator.shops(),
  queryFn: async ({ signal }) =>
    (await consoleRequest<{ items: AdminShop[] }>('/v1/admin/shops', { signal })).items,
});

/**
 * GET /v1/admin/traders, online ones first: the traders' screen (which polls it) and the orders'
 * trader picker. Its key is the start of every trader's ledger, book, orders and methods.
 */
export const tradersQuery = queryOptions({
  queryKey: consoleKeys.operator.traders(),
  queryFn: async ({ signal }) =>
    (
      await consoleRequest<{ items: AdminTrader[] }>(
        `/v1/admin/traders${queryString({ dayStart: localDayStart() })}`,
        { signal },
      )
    ).items,
});

/** GET /v1/admin/console-users: the logins of one shop, one trader, or the operators. */
export const consoleUsersQuery = (filter: ConsoleUsersQuery) =>
  queryOptions({
    queryKey: consoleKeys.operator.consoleUsersOf(filter),
    queryFn: async ({ signal }) =>
      (
        await consoleRequest<{ items: ConsoleUser[] }>(
          `/v1/admin/console-users${queryString({ ...filter })}`,
          {
            signal,
          },
        )
      ).items,
  });

/** The operator logins by name, for the audit log's actor picker. */
export const operatorLoginsQuery = consoleUsersQuery({ role: 'operator' });

/**
 * The banks catalogue (GET /v1/banks): a book entry's bank is chosen from it, an order's and a rule's
 * bank are named from it, a trade method's bank is picked from it by name.
 */
export const banksQuery = queryOptions({
  queryKey: consoleKeys.banks(),
  queryFn: ({ signal }) => consoleRequest<Bank[]>('/v1/banks', { signal }),
  staleTime: 10 * 60_000,
});

/**
 * The fiat currencies (GET /v1/currencies/fiat): an operator's trade method and a trader's payout
 * settings are chosen from them.
 */
export const currenciesQuery = queryOptions({
  queryKey: consoleKeys.currencies(),
  queryFn: ({ signal }) => consoleRequest<Currency[]>('/v1/currencies/fiat', { signal }),
  staleTime: 5 * 60_000,
});

/**
 * GET /v1/trader/payouts: the payouts offered to the trader now, its own in hand and its latest finished.
 * The payouts screen draws it and the navigation counts from it; the live stream's `payout` events
 * invalidate it (live-orders.ts), so it polls only while the stream is down.
 */
export const payoutsQuery = queryOptions({
  queryKey: consoleKeys.trader.payouts(),
  queryFn: async ({ signal }) =>
    (await consoleRequest<TraderPayoutsResponse>('/v1/trader/payouts', { signal })).items,
});

/** The payouts waiting on the trader: offered to it now, or taken and still to be sent. */
export const payoutsWaiting = (payouts: readonly TraderPayout[]) =>
  payouts.filter((payout) => payout.status === 'new' || payout.status === 'taken').length;

/**
 * GET /v1/merchant/balance: the shop's balance and what is held for its payouts, per currency (of the
 * test switch's mode). The balance screen draws it; a new payout offers its currencies first.
 */
export const shopBalanceQuery = queryOptions({
  queryKey: consoleKeys.shop.balance(),
  queryFn: ({ signal }) => consoleRequest<MerchantBalanceResponse>('/v1/merchant/balance', { signal }),
  refetchInterval: 10_000,
});

/** The badge's poll: a credit nobody claimed waits for the trader, not for the second. */
export const UNCLAIMED_POLL_MS = 15_000;

/**
 * How many credits nobody claimed (lib/unclaimed.ts), for the navigation's badge on Notifications: the
 * newest unmatched and ambiguous notifications (GET /v1/trader/bank-notifications?outcome=), counted.
 */
export const unclaimedQuery = queryOptions({
  queryKey: consoleKeys.trader.unclaimed(),
  queryFn: async ({ signal }) => {
    const lists = await Promise.all(
      UNCLAIMED_OUTCOMES.map((outcome) =>
        consoleRequest<BankNotificationsResponse>(
          `/v1/trader/bank-notifications${queryString({ outcome, limit: 100 })}`,
          { signal },
        ),
      ),
    );
    return countUnclaimed(
      lists.flatMap((list) => list.items),
      Date.now(),
    );
  },
  refetchInterval: UNCLAIMED_POLL_MS,
});
