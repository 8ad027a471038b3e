import type { OrderStatus } from '@payorder/contract';
import { createElement } from 'react';
import { lazyChunk } from '../../../lib/lazy-chunk.ts';
import type {
  OrderTimer as LoadedOrderTimer,
  OrderTimerProps,
} from '../../../features/timer/components/order-timer.tsx';

/*
 * Each order view is its own chunk, so the first view downloads only its own code (the page's size
 * budget, docs/performance.md). The order page preloads the chunk of the order's status as soon as
 * the order is known, and the others once the first view is on screen, so a status change never
 * waits for the network.
 */
let timerModule: { OrderTimer: typeof LoadedOrderTimer } | null = null;

const importers = {
  waiting: () => import('../../../features/order/components/waiting-view.tsx'),
  customerForm: () => import('../../../features/customer-form/components/customer-form.tsx'),
  transfer: () => import('../../../features/transfer/components/transfer-view.tsx'),
  timer: () =>
    import('../../../features/timer/components/order-timer.tsx').then((module) => (timerModule = module)),
  result: () => import('../../../features/result/components/result-view.tsx'),
};

export const WaitingView = lazyChunk(() => importers.waiting().then((m) => ({ default: m.WaitingView })));
// The two views that show the countdown load its code with theirs.
export const CustomerForm = lazyChunk(() =>
  Promise.all([importers.customerForm(), importers.timer()]).then(([m]) => ({ default: m.CustomerForm })),
);
export const TransferView = lazyChunk(() =>
  Promise.all([importers.transfer(), importers.timer()]).then(([m]) => ({ default: m.TransferView })),
);

/**
 * The countdown, drawn in the same commit as the view that shows it (its code came with the view's):
 * no second suspension that would hide and re-create the view, no layout shift when it pops in.
 */
export function OrderTimer(props: OrderTimerProps) {
  return timerModule ? createElement(timerModule.OrderTimer, props) : null;
}
export const ResultView = lazyChunk(() => importers.result().then((m) => ({ default: m.ResultView })));

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
