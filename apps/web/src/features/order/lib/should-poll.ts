import { POLL_INTERVAL_MS, type Order } from '@payorder/contract';

/**
 * docs/product/payment-page.md §4: poll while requisites are awaited, in customer_confirm, trader_confirm and dispute, and
 * while a completed or cancelled order's shop callback is still in progress.
 */
export function shouldPoll(order: Pick<Order, 'status' | 'requisites' | 'integration'> | undefined): boolean {
  if (!order) return false;
  switch (order.status) {
    case 'requisites':
      return order.requisites === null;
    case 'customer_confirm':
    case 'trader_confirm':
    case 'dispute':
      return true;
    case 'completed':
    case 'cancelled':
      return order.integration.callbackUrlStatus === 'in_progress';
    default:
      return false;
  }
}

export const pollInterval = (order: Parameters<typeof shouldPoll>[0]) =>
  shouldPoll(order) ? POLL_INTERVAL_MS : false;
