import type { ConsoleRole } from '@payorder/contract';

/** One entry of the navigation: where it goes, its label (an i18n key of `console`) and its icon (an SVG path). */
export interface NavItem {
  to: string;
  label:
    | 'nav.queue'
    | 'nav.history'
    | 'nav.book'
    | 'nav.balance'
    | 'nav.payouts'
    | 'nav.notifications'
    | 'nav.account'
    | 'nav.orders'
    | 'nav.disputes'
    | 'nav.callbacks'
    | 'shops.nav'
    | 'traders.nav'
    | 'branding.nav'
    | 'audit.nav'
    | 'rules.nav'
    | 'keys.nav'
    | 'overview.nav';
  icon: string;
}

const ORDERS_ICON = 'M9 5h10M9 12h10M9 19h10M4 5h1M4 12h1M4 19h1';
const BALANCE_ICON = 'M3 7h18v12H3zM3 11h18M16 15h2';

const OVERVIEW_ICON = 'M4 20V10M10 20V4M16 20v-7M22 20H2';
/** Money out (the shop's and the operator's payouts): an arrow leaving the tray. */
const PAYOUTS_ICON = 'M12 15V3M8 7l4-4 4 4M4 13v7h16v-7';

/** The trader's payouts (offers, in hand, finished, settings); the navigation counts what waits there. */
export const PAYOUTS_PATH = '/payouts';

/** The operator's disputes; the navigation counts those open. */
export const DISPUTES_PATH = '/ops/disputes';

/** The trader's bank notifications; the navigation counts the credits nobody claimed (lib/unclaimed.ts). */
export const NOTIFICATIONS_PATH = '/notifications';

/** Every section of the console, once. */
const SECTIONS = {
  // The overview (issue 27): the operator's first screen, a trader's day, a shop's conversion and volume.
  overview: { to: '/overview', label: 'overview.nav', icon: OVERVIEW_ICON },
  traderOverview: { to: '/my-overview', label: 'overview.nav', icon: OVERVIEW_ICON },
  shopOverview: { to: '/shop/overview', label: 'overview.nav', icon: OVERVIEW_ICON },
  queue: { to: '/', label: 'nav.queue', icon: 'M4 6h16M4 12h16M4 18h10' },
  history: { to: '/history', label: 'nav.history', icon: 'M12 8v4l3 2M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5' },
  book: {
    to: '/book',
    label: 'nav.book',
    icon: 'M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3V4zM5 17a3 3 0 0 1 3-3h11',
  },
  balance: { to: '/balance', label: 'nav.balance', icon: BALANCE_ICON },
  // Money out: an arrow leaving the tray.
  payouts: { to: PAYOUTS_PATH, label: 'nav.payouts', icon: 'M12 15V3M8 7l4-4 4 4M4 13v7h16v-7' },
  notifications: {
    to: NOTIFICATIONS_PATH,
    label: 'nav.notifications',
    icon: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM10 18h4M9 7h6M9 11h4',
  },
  account: {
    to: '/account',
    label: 'nav.account',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  },
  opsOrders: { to: '/ops/orders', label: 'nav.orders', icon: ORDERS_ICON },
  disputes: { to: DISPUTES_PATH, label: 'nav.disputes', icon: 'M12 3l9 16H3zM12 10v4M12 17v.5' },
  shops: { to: '/shops', label: 'shops.nav', icon: 'M4 9l1-5h14l1 5M4 9h16v11H4zM9 20v-6h6v6' },
  traders: {
    to: '/traders',
    label: 'traders.nav',
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a6 6 0 0 0-4-5.6',
  },
  rules: { to: '/rules', label: 'rules.nav', icon: 'M4 5h16M4 12h10M4 19h7M17 14l3 3-3 3M14 17h6' },
  branding: { to: '/branding', label: 'branding.nav', icon: 'M4 4h16v16H4zM4 9h16M9 9v11' },
  audit: { to: '/audit', label: 'audit.nav', icon: 'M9 4h6M8 4H5v17h14V4h-3M8 10h8M8 14h8M8 18h5' },
  shopOrders: { to: '/shop/orders', label: 'nav.orders', icon: ORDERS_ICON },
  shopBalance: { to: '/shop/balance', label: 'nav.balance', icon: BALANCE_ICON },
  shopPayouts: { to: '/shop/payouts', label: 'nav.payouts', icon: PAYOUTS_ICON },
  opsPayouts: { to: '/ops/payouts', label: 'nav.payouts', icon: PAYOUTS_ICON },
  callbacks: {
    to: '/shop/callbacks',
    label: 'nav.callbacks',
    icon: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4',
  },
  keys: { to: '/keys', label: 'keys.nav', icon: 'M15 7a4 4 0 1 1-3.9 5H3v3h3v3h3v-3h2.1A4 4 0 0 1 15 7z' },
} satisfies Record<string, NavItem>;

/**
 * The console's sections for each role, in the navigation's order: the one place that lists them (the
 * shell draws it, the router has a route for each; app.tsx keeps each role's routes behind RoleOnly).
 */
export const NAV: Record<ConsoleRole, NavItem[]> = {
  trader: [
    SECTIONS.queue,
    // Second: on a phone's bar, next to the queue (an offer lasts a couple of minutes).
    SECTIONS.payouts,
    SECTIONS.traderOverview,
    SECTIONS.notifications,
    SECTIONS.history,
    SECTIONS.book,
    SECTIONS.balance,
    SECTIONS.account,
  ],
  operator: [
    SECTIONS.overview,
    SECTIONS.opsOrders,
    SECTIONS.disputes,
    SECTIONS.opsPayouts,
    SECTIONS.shops,
    SECTIONS.traders,
    SECTIONS.rules,
    SECTIONS.branding,
    SECTIONS.audit,
    SECTIONS.account,
  ],
  shop: [
    SECTIONS.shopOrders,
    SECTIONS.shopOverview,
    SECTIONS.shopBalance,
    SECTIONS.shopPayouts,
    SECTIONS.callbacks,
    SECTIONS.keys,
    SECTIONS.account,
  ],
};

/** Where each role lands after sign-in: the first of its sections. */
export const HOME: Record<ConsoleRole, string> = {
  trader: NAV.trader[0]!.to,
  operator: NAV.operator[0]!.to,
  shop: NAV.shop[0]!.to,
};
/** Where an operator without two-factor sign-in is sent before anything else. */
export const SECURITY_PATH = '/security';
/** Every role's own password; after an operator's reset, the only screen until it is changed. */
export const PASSWORD_PATH = '/password';
