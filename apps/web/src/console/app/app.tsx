import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, createRoutesFromElements, Outlet, Route, RouterProvider } from 'react-router';
import { createQueryClient } from '#page/lib/query-client.ts';
import { setSignedOutHandler } from '../lib/http.ts';
import { meQuery } from '../lib/queries.ts';
import { RoleOnly } from './routes/role-only.tsx';
import { Shell } from './shell.tsx';

// The screens a trader opens less often load on demand: the first view stays small (bench budget).
// An order's detail too: the queue is the first screen, and the detail (its forms check with the
// contract's schemas, so it brings zod) loads when an order is opened.
// Every screen loads when first opened, the trader's queue and the sign-in too: the first screen's
// download is the shell's alone (docs/performance.md, the console's first screen ≤ 150 KB).
const SignInRoute = lazy(() =>
  import('./routes/sign-in-route.tsx').then((module) => ({ default: module.SignInRoute })),
);
const QueueRoute = lazy(() =>
  import('./routes/queue-route.tsx').then((module) => ({ default: module.QueueRoute })),
);
const OrderRoute = lazy(() =>
  import('./routes/order-route.tsx').then((module) => ({ default: module.OrderRoute })),
);
const HistoryPage = lazy(() =>
  import('../features/history/components/history-page.tsx').then((module) => ({
    default: module.HistoryPage,
  })),
);
const BookPage = lazy(() =>
  import('../features/book/components/book-page.tsx').then((module) => ({ default: module.BookPage })),
);
const BalancePage = lazy(() =>
  import('../features/balance/components/balance-page.tsx').then((module) => ({
    default: module.BalancePage,
  })),
);
// Payouts: offers, payouts in hand with their proofs, settings; loaded when opened.
const PayoutsRoute = lazy(() => import('./routes/payouts-route.tsx'));
// Bank notifications, phones and auto-confirm: the trader's section of its own, loaded when opened.
const NotificationsRoute = lazy(() => import('./routes/notifications-route.tsx'));
const NotificationsPage = lazy(() =>
  import('../features/bank-notifications/components/notifications-page.tsx').then((module) => ({
    default: module.NotificationsPage,
  })),
);
const DevicesPage = lazy(() =>
  import('../features/bank-devices/components/devices-page.tsx').then((module) => ({
    default: module.DevicesPage,
  })),
);
const AutoConfirmPanel = lazy(() =>
  import('../features/auto-confirm/components/auto-confirm-panel.tsx').then((module) => ({
    default: module.AutoConfirmPanel,
  })),
);
const RulesPage = lazy(() =>
  import('../features/notification-rules/components/rules-page.tsx').then((module) => ({
    default: module.RulesPage,
  })),
);
// The operator's and the shop's screens: route modules of their own, never in a trader's first view.
const ShopsRoute = lazy(() => import('./routes/shops-route.tsx'));
const TradersRoute = lazy(() => import('./routes/traders-route.tsx'));
const BrandingPage = lazy(() => import('../features/branding/components/branding-page.tsx'));
const AuditPage = lazy(() => import('../features/audit-log/components/audit-page.tsx'));
const KeysPage = lazy(() => import('../features/shop-keys/components/keys-page.tsx'));
const AccountRoute = lazy(() =>
  import('./routes/account-route.tsx').then((module) => ({ default: module.AccountRoute })),
);
// The operator's and the shop's screens: never on the trader's first view.
const OrdersRoute = lazy(() =>
  import('./routes/orders-route.tsx').then((module) => ({ default: module.OrdersRoute })),
);
const TimelineRoute = lazy(() =>
  import('./routes/timeline-route.tsx').then((module) => ({ default: module.TimelineRoute })),
);
const DisputesPage = lazy(() =>
  import('../features/disputes/components/disputes-page.tsx').then((module) => ({
    default: module.DisputesPage,
  })),
);
// The overview and its charts: loaded when it opens (the console's first screen stays within its budget).
const OverviewPage = lazy(() => import('../features/overview/components/overview-page.tsx'));
const ShopBalancePage = lazy(() =>
  import('../features/shop-account/components/shop-balance-page.tsx').then((module) => ({
    default: module.ShopBalancePage,
  })),
);
const ShopCallbacksPage = lazy(() =>
  import('../features/shop-account/components/shop-callbacks-page.tsx').then((module) => ({
    default: module.ShopCallbacksPage,
  })),
);
// The shop's payouts (list, one payout, a new one by hand) and the operator's: loaded when opened.
const ShopPayoutsRoute = lazy(() =>
  import('./routes/shop-payouts-route.tsx').then((module) => ({ default: module.ShopPayoutsRoute })),
);
const ShopPayoutRoute = lazy(() =>
  import('./routes/shop-payouts-route.tsx').then((module) => ({ default: module.ShopPayoutRoute })),
);
const NewPayoutPage = lazy(() =>
  import('./routes/shop-payouts-route.tsx').then((module) => ({ default: module.NewPayoutPage })),
);
const OpsPayoutsPage = lazy(() =>
  import('./routes/ops-payouts-route.tsx').then((module) => ({ default: module.OpsPayoutsPage })),
);
const OpsPayoutRoute = lazy(() =>
  import('./routes/ops-payouts-route.tsx').then((module) => ({ default: module.OpsPayoutRoute })),
);
const ChangePasswordPage = lazy(() =>
  import('../features/session/components/change-password-page.tsx').then((module) => ({
    default: module.ChangePasswordPage,
  })),
);
const TotpPage = lazy(() =>
  import('../features/totp/components/totp-page.tsx').then((module) => ({ default: module.TotpPage })),
);

const queryClient = createQueryClient();
// A 401 anywhere means the session ended (revoked, expired): back to the sign-in.
setSignedOutHandler(() => queryClient.setQueryData(meQuery.queryKey, null));

/**
 * The console's routes under /console (contract CONSOLE_BASE_PATH). A data router: a screen may ask before
 * it is left (useBlocker: app/leave-guard.tsx). Lazy screens wait inside the root's Suspense.
 */
const router = createBrowserRouter(
  createRoutesFromElements(
    <Route
      element={
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      }
    >
      <Route path="/login" element={<SignInRoute />} />
      <Route element={<Shell />}>
        {/* Each role's screens (app/nav.ts lists their navigation); a screen of another role sends you home. */}
        <Route element={<RoleOnly role="trader" />}>
          <Route path="/" element={<QueueRoute />}>
            <Route path="orders/:id" element={<OrderRoute />} />
          </Route>
          <Route path="/history" element={<HistoryPage />} />
          <Route path="/book" element={<BookPage />} />
          <Route path="/balance" element={<BalancePage />} />
          <Route path="/payouts" element={<PayoutsRoute />} />
          <Route path="/my-overview" element={<OverviewPage scope="trader" />} />
          <Route path="/notifications" element={<NotificationsRoute />}>
            <Route index element={<NotificationsPage />} />
            <Route path="devices" element={<DevicesPage autoConfirm={<AutoConfirmPanel />} />} />
            <Route path="auto-confirm" element={<AutoConfirmPanel />} />
          </Route>
          <Route path="*" element={<QueueRoute />} />
        </Route>
        <Route path="/account" element={<AccountRoute />} />
        <Route path="/security" element={<TotpPage />} />
        <Route path="/password" element={<ChangePasswordPage />} />
        <Route element={<RoleOnly role="operator" />}>
          <Route path="/overview" element={<OverviewPage scope="operator" />} />
          <Route path="/ops/orders" element={<OrdersRoute scope="operator" />} />
          <Route path="/ops/orders/:id" element={<TimelineRoute scope="operator" />} />
          <Route path="/ops/disputes" element={<DisputesPage />} />
          <Route path="/ops/disputes/:id" element={<TimelineRoute scope="operator" fromDisputes />} />
          <Route path="/ops/payouts" element={<OpsPayoutsPage />} />
          <Route path="/ops/payouts/:id" element={<OpsPayoutRoute />} />
          <Route path="/shops" element={<ShopsRoute />} />
          <Route path="/traders" element={<TradersRoute />} />
          <Route path="/rules" element={<RulesPage />} />
          <Route path="/branding" element={<BrandingPage />} />
          <Route path="/audit" element={<AuditPage />} />
        </Route>
        <Route element={<RoleOnly role="shop" />}>
          <Route path="/shop/orders" element={<OrdersRoute scope="shop" />} />
          <Route path="/shop/orders/:id" element={<TimelineRoute scope="shop" />} />
          <Route path="/shop/overview" element={<OverviewPage scope="shop" />} />
          <Route path="/shop/balance" element={<ShopBalancePage />} />
          <Route path="/shop/payouts" element={<ShopPayoutsRoute />} />
          <Route path="/shop/payouts/new" element={<NewPayoutPage />} />
          <Route path="/shop/payouts/:id" element={<ShopPayoutRoute />} />
          <Route path="/shop/callbacks" element={<ShopCallbacksPage />} />
          <Route path="/keys" element={<KeysPage />} />
        </Route>
      </Route>
    </Route>,
  ),
  { basename: '/console' },
);

/** The console: its query client and its routes. */
export function ConsoleApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
