import type { Order, OrderStatus, PaymentOutcome } from '@payorder/contract';

/**
 * docs/product/payment-page.md §4 final screen: success (completed), cancel (cancelled), dispute (dispute without receipts),
 * processing (dispute with receipts attached). The error status reads as a failed payment (its
 * title is the payment-error one), so it shares the dispute outcome's texts.
 */
export function outcomeOf(status: OrderStatus, hasReceipts: boolean): PaymentOutcome {
  switch (status) {
    case 'cancelled':
      return 'cancel';
    case 'dispute':
      return hasReceipts ? 'processing' : 'dispute';
    case 'error':
      return 'dispute';
    default:
      return 'success';
  }
}

/**
 * The final screen's message key: its outcome's, except a cancellation after the customer attached a
 * receipt (and before any operator's resolution, which then speaks): "We'll be waiting for you again!"
 * would tell someone who says they paid that nothing happened. It says the receipt will be checked
 * against the transfer; the receipts block below says it is attached and offers support (§4, §8).
 */
export function resultMessageKey(
  order: Pick<Order, 'status' | 'hasResolvedDispute'>,
  hasReceipts: boolean,
): `result.${PaymentOutcome}.message` | 'result.cancel.after_receipt' {
  const outcome = outcomeOf(order.status, hasReceipts);
  if (outcome === 'cancel' && hasReceipts && !resolutionOf(order)) return 'result.cancel.after_receipt';
  return `result.${outcome}.message`;
}

/**
 * How a dispute ended, once it has (issue 23): the receipts block then says the outcome instead of
 * "operators are processing", and asks for no more receipts. Null while nothing was resolved.
 */
export function resolutionOf(
  order: Pick<Order, 'status' | 'hasResolvedDispute'>,
): 'completed' | 'cancelled' | null {
  if (!order.hasResolvedDispute) return null;
  return order.status === 'completed' || order.status === 'cancelled' ? order.status : null;
}

/** docs/product/payment-page.md §2: the receipts block belongs to cancelled and dispute orders. */
export const hasReceiptsBlock = (status: OrderStatus) => status === 'cancelled' || status === 'dispute';

/** A support-bot link with its start parameter (docs/product/payment-page.md §7 external links). */
export function supportBotLink(botUrl: string, start: string): string {
  try {
    const url = new URL(botUrl);
    url.searchParams.set('start', start);
    return url.toString();
  } catch {
    return botUrl;
  }
}
