import type { BankNotificationOutcome, ConsoleUsersQuery } from '@payorder/contract';
import type { QueryKey } from '@tanstack/react-query';
import type { OrderSearchFilters } from './order-search.ts';

/** Whose API answers: the trader's, the operator's (admin API) or the signed-in shop's (merchant API). */
export type KeyScope = 'trader' | 'operator' | 'shop';

const TRADER = ['console', 'trader'] as const;
const OPERATOR = ['console', 'operator'] as const;
const SHOP = ['console', 'shop'] as const;
const me = () => ['console', 'me'] as const;
const overview = <S extends KeyScope>(scope: S) => ['console', scope, 'overview'] as const;
const history = () => [...TRADER, 'history'] as const;
const historyTotals = () => [...TRADER, 'history-totals'] as const;
const balance = () => [...TRADER, 'balance'] as const;
const bankNotifications = () => [...TRADER, 'bank-notifications'] as const;
const traders = () => [...OPERATOR, 'traders'] as const;
const consoleUsers = () => [...OPERATOR, 'console-users'] as const;
const audit = () => [...OPERATOR, 'audit'] as const;
const overviewHealth = () => [...OPERATOR, 'overview-health'] as const;
const notificationRules = () => [...OPERATOR, 'notification-rules'] as const;
const operatorPayouts = () => [...OPERATOR, 'payouts'] as const;
const shopPayouts = () => [...SHOP, 'payouts'] as const;

/**
 * Every key of the console's queries, in one tree; no screen writes a key by hand. A key is 'console',
 * then whose API answers (none for what every role reads), the resource, then its filters. A shorter
 * key is the start of the longer ones under it: invalidating `trader.balance()` reads the balance and
 * its ledger again, `operator.traders()` the list and every trader's ledger, book, orders and methods,
 * `operator.audit()` every filter of the audit log. The queries themselves (queryOptions) are defined
 * once each: the ones more than one feature reads in queries.ts, the others in their feature's api/.
 */
export const consoleKeys = {
  /** Who is signed in: the one answer a sign-in, a sign-out or the test-data switch keeps. */
  me,
  sessions: () => ['console', 'sessions'] as const,
  /** The banks catalogue (GET /v1/banks), one answer for every screen that names a bank. */
  banks: () => ['console', 'banks'] as const,
  currencies: () => ['console', 'catalogue', 'currencies'] as const,

  /** Every overview query of a scope (each period and filter). */
  overview,
  overviewOf: <S extends KeyScope, P extends object>(scope: S, params: P) =>
    [...overview(scope), params] as const,
  /** The orders search of the operator or the shop. */
  orders: <F extends OrderSearchFilters>(scope: 'operator' | 'shop', filters: F) =>
    ['console', scope, 'orders', filters] as const,
  /** Every orders search of the operator or the shop, whatever its filters (to read them all again). */
  everyOrders: (scope: 'operator' | 'shop') => ['console', scope, 'orders'] as const,
  /** One order's timeline, the operator's or the shop's. */
  timeline: (scope: 'operator' | 'shop', orderId: string) => ['console', scope, 'timeline', orderId] as const,

  trader: {
    /** The open orders; the live stream writes into this key (live-orders.ts). */
    queue: () => [...TRADER, 'queue'] as const,
    /** An ended order looked up by id. */
    order: (orderId: string) => [...TRADER, 'order', orderId] as const,
    /** Every page of every history search. */
    history,
    historyOf: <F extends OrderSearchFilters>(filters: F, lng: string) =>
      [...history(), filters, lng] as const,
    /** Every history search's totals. */
    historyTotals,
    historyTotalsOf: <F extends OrderSearchFilters>(filters: F, lng: string) =>
      [...historyTotals(), filters, lng] as const,
    /** The balance and, under it, the ledger. */
    balance,
    ledger: () => [...balance(), 'ledger'] as const,
    /** The requisites book's entries. */
    entries: () => [...TRADER, 'requisites'] as const,
    methods: () => [...TRADER, 'methods'] as const,
    /** Online or not. */
    status: () => [...TRADER, 'status'] as const,
    receipts: (orderId: string) => [...TRADER, 'receipts', orderId] as const,
    bankNotifications,
    bankNotificationsOf: (outcome: BankNotificationOutcome | '') =>
      [...bankNotifications(), { outcome }] as const,
    /** The bank messages linked to one order (its detail shows them). */
    bankNotificationsOfOrder: (orderId: string) => [...bankNotifications(), { orderId }] as const,
    /** The credits nobody claimed (lib/unclaimed.ts): read again with every list of notifications. */
    unclaimed: () => [...bankNotifications(), 'unclaimed'] as const,
    devices: () => [...TRADER, 'devices'] as const,
    autoConfirm: () => [...TRADER, 'auto-confirm'] as const,
    /** The payouts offered to the trader, its own in hand and its latest finished; the live stream invalidates it. */
    payouts: () => [...TRADER, 'payouts'] as const,
    /** Which payouts the trader takes. */
    payoutSettings: () => [...TRADER, 'payout-settings'] as const,
  },

  operator: {
    shops: () => [...OPERATOR, 'shops'] as const,
    /** The traders and, under them, each trader's ledger, book, orders and methods. */
    traders,
    trader: (traderId: string, part: 'ledger' | 'book' | 'orders' | 'methods' | 'devices') =>
      [...traders(), traderId, part] as const,
    consoleUsers,
    consoleUsersOf: (filter: ConsoleUsersQuery) => [...consoleUsers(), filter] as const,
    audit,
    auditOf: <F extends object>(filters: F) => [...audit(), filters] as const,
    disputes: () => [...OPERATOR, 'disputes'] as const,
    /** The dispute list of one filter (none: every dispute, whose total the navigation counts). */
    disputesOf: <F extends object>(filters: F) => [...OPERATOR, 'disputes', filters] as const,
    /** Every read of the platform's health (what the live stream invalidates). */
    overviewHealth,
    overviewHealthOf: (shopId: string | undefined) => [...overviewHealth(), { shopId }] as const,
    notificationRules,
    /** The messages from a bank's sender that no rule read (to teach a rule from). */
    unreadNotifications: () => [...notificationRules(), 'unread'] as const,
    /** When a trader's phone counts as silent. */
    phoneSettings: () => [...OPERATOR, 'phone-settings'] as const,
    notificationRulesOf: (bank: string) => [...notificationRules(), { bank }] as const,
    sciDomains: () => [...OPERATOR, 'sci-domains'] as const,
    meta: () => [...OPERATOR, 'meta'] as const,
    /** Every payouts list of every filter, and each payout opened (the operator's). */
    payouts: operatorPayouts,
    payoutsOf: <F extends object>(filters: F) => [...operatorPayouts(), 'list', filters] as const,
    payout: (payoutId: string) => [...operatorPayouts(), 'one', payoutId] as const,
  },

  shop: {
    balance: () => [...SHOP, 'balance'] as const,
    ledger: () => [...SHOP, 'ledger'] as const,
    callbacks: () => [...SHOP, 'callbacks'] as const,
    settings: () => [...SHOP, 'settings'] as const,
    keys: () => [...SHOP, 'keys'] as const,
    /** Every payouts list of every filter, and each payout's timeline (the shop's). */
    payouts: shopPayouts,
    payoutsOf: <F extends object>(filters: F) => [...shopPayouts(), 'list', filters] as const,
    payout: (payoutId: string) => [...shopPayouts(), 'one', payoutId] as const,
  },
};

/** The key of an order's moves (a mutation's key, not a query's). */
export const orderActionKey = (orderId: string) => ['console', 'order-action', orderId] as const;

/** Whether a cached query is `me`: what a sign-in, a sign-out and the test-data switch keep. */
export const isMeQuery = ({ queryKey }: { queryKey: QueryKey }) => queryKey[1] === me()[1];
