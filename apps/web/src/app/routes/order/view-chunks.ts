import type { OrderStatus } from '@payorder/contract';

/**
 * The order views' code chunks, by the name the build gives each (its module's file name). Plain
 * data, read by the page (views.ts) and by the build, which lists the files of each status's
 * chunks in `preloads.json` for the server to have the browser preload with the HTML
 * (scripts/vite-plugin-preloads.ts, docs/performance.md).
 */
export const VIEW_CHUNKS = ['waiting-view', 'confirm-views', 'result-view'] as const;
export type ViewChunk = (typeof VIEW_CHUNKS)[number];

const RESULT: readonly ViewChunk[] = ['result-view'];
const WAITING: readonly ViewChunk[] = ['waiting-view'];

/**
 * The chunks that draw an order's view in each status (docs/product/payment-page.md §4). The method grid of a new order
 * comes with the first script; customer_confirm shows the sender form or the transfer details.
 */
export const VIEW_CHUNKS_OF_STATUS: Readonly<Record<OrderStatus, readonly ViewChunk[]>> = {
  new: [],
  requisites: WAITING,
  trader_confirm: WAITING,
  customer_confirm: ['confirm-views'],
  completed: RESULT,
  cancelled: RESULT,
  error: RESULT,
  dispute: RESULT,
};
