import { toMinor } from './money.ts';

/**
 * The sum that arrived when it is not the order's: an order an operator completed for another sum
 * (the customer paid a different one). Null for every other order, completed in full or not completed.
 */
export function otherPaidAmount(order: { amount: string; paidAmount?: string | null }): string | null {
  if (!order.paidAmount) return null;
  return toMinor(order.paidAmount) === toMinor(order.amount) ? null : order.paidAmount;
}
