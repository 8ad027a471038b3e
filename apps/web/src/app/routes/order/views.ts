import type { OrderStatus } from '@payorder/contract';
import { lazy } from 'react';

/*
 * Each order view is its own chunk, so the first view downloads only its own code (the page's size
 * budget, docs/performance.md). The order page preloads the chunk of the order's status as soon as
 * the order is known, and the others once the first view is on screen, so a status change never
 * waits for the network.
 */
const importers = {
  waiting: () => import('../../../features/order/components/waiting-view.tsx'),
  customerForm: () => import('../../../features/customer-form/components/customer-form.tsx'),
  transfer: () => import('../../../features/transfer/components/transfer-view.tsx'),
  timer: () => import('../../../features/timer/components/order-timer.tsx'),
  result: () => import('../../../features/result/components/result-view.tsx'),
};

export const WaitingView = lazy(() => importers.waiting().then((m) => ({ default: m.WaitingView })));
export const CustomerForm = lazy(() => importers.customerForm().then((m) => ({ default: m.CustomerForm })));
export const TransferView = lazy(() => importers.transfer().then((m) => ({ default: m.TransferView })));
export const OrderTimer = lazy(() => importers.timer().then((m) => ({ default: m.OrderTimer })));
export const ResultView = lazy(() => importers.result().then((m) => ({ default: m.ResultView })));

const ignore = () => undefined;

/** Starts loading the code of the view an order in this status shows. */
export function preloadViewOf(status: OrderStatus): void {
  switch (status) {
    case 'new':
      return;
    case 'requisites':
    case 'trader_confirm':
      void importers.waiting().catch(ignore);
      return;
    case 'customer_confirm':
      for (const load of [importers.customerForm, importers.transfer, importers.timer])
        void load().catch(ignore);
      return;
    default:
      void importers.result().catch(ignore);
  }
}

let isAllPreloaded = false;

/** Loads every view's code once the browser is idle after the first view (a status change then waits for nothing). */
export function preloadAllViewsWhenIdle(): void {
  if (isAllPreloaded) return;
  isAllPreloaded = true;
  const preload = () => {
    for (const load of Object.values(importers)) void load().catch(ignore);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 3000 });
  else setTimeout(preload, 1500);
}
