import type { OrderStatus } from '@payorder/contract';
import { createElement } from 'react';
import { lazyChunk } from '#page/lib/lazy-chunk.ts';
import type { MethodMediaProps } from '#page/features/customer-form/components/method-media.tsx';
import type { OrderTimerProps } from '#page/features/timer/components/order-timer.tsx';
import type { CancelOrderProps } from '#page/features/order/components/cancel-order.tsx';
import type * as ConfirmViews from './confirm-views.ts';
import { VIEW_CHUNKS_OF_STATUS, type ViewChunk } from './view-chunks.ts';

/*
 * The order views other than the method grid are chunks of their own, so the first view downloads
 * only its own code (the page's size budget, docs/performance.md). The server has the browser
 * preload the chunk of the served order's status with the HTML; the page loads it as soon as the
 * order is known, and the others once the first view is on screen, so a status change never waits
 * for the network.
 */
let confirmViews: typeof ConfirmViews | null = null;
const loadConfirmViews = () =>
  import('./confirm-views.ts').then((module) => {
    confirmViews = module;
    return module;
  });

export const WaitingView = lazyChunk(() =>
  import('#page/features/order/components/waiting-view.tsx').then((m) => ({ default: m.WaitingView })),
);
export const CustomerForm = lazyChunk(() => loadConfirmViews().then((m) => ({ default: m.CustomerForm })));
export const TransferView = lazyChunk(() => loadConfirmViews().then((m) => ({ default: m.TransferView })));
export const ReceiptNeededView = lazyChunk(() =>
  loadConfirmViews().then((m) => ({ default: m.ReceiptNeededView })),
);

/**
 * The countdown, drawn in the same commit as the view that shows it (its code came with the view's):
 * no second suspension that would hide and re-create the view, no layout shift when it pops in.
 */
export function OrderTimer(props: OrderTimerProps) {
  return confirmViews ? createElement(confirmViews.OrderTimer, props) : null;
}

/** Cancel and its question, drawn with the view that offers it (its code came in the same chunk). */
export function CancelOrder(props: CancelOrderProps) {
  return confirmViews ? createElement(confirmViews.CancelOrder, props) : null;
}

/** The sender form's header, drawn with the form (its code came in the same chunk, like the countdown's). */
export function MethodMedia(props: MethodMediaProps) {
  return confirmViews ? createElement(confirmViews.MethodMedia, props) : null;
}
export const ResultView = lazyChunk(() =>
  import('#page/features/result/components/result-view.tsx').then((m) => ({ default: m.ResultView })),
);

/** What loads each chunk's code and readies the view it draws. */
const loaders = {
  'waiting-view': WaitingView.preload,
  'confirm-views': () =>
    Promise.all([CustomerForm.preload(), TransferView.preload(), ReceiptNeededView.preload()]).then(
      () => undefined,
    ),
  'result-view': ResultView.preload,
} satisfies Record<ViewChunk, () => Promise<void>>;

/**
 * Loads the code of the view an order in this status shows. Never fails: a chunk that does not
 * arrive fails where the view is drawn, inside its error boundary.
 */
export function preloadViewOf(status: OrderStatus): Promise<void> {
  return Promise.all(VIEW_CHUNKS_OF_STATUS[status].map((chunk) => loaders[chunk]())).then(
    () => undefined,
    () => undefined,
  );
}

let isAllPreloaded = false;

/** Loads every view's code once the browser is idle after the first view (a status change then waits for nothing). */
export function preloadAllViewsWhenIdle(): void {
  if (isAllPreloaded) return;
  isAllPreloaded = true;
  const preload = () => {
    for (const load of Object.values(loaders)) void load().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 3000 });
  else setTimeout(preload, 1500);
}
