import { CUSTOMER_PAYED, type TraderOrder } from '@payorder/contract';

/** The customer's side of an open order, in words the trader reads (console.json `customer_state.*`). */
export type CustomerState =
  'details_needed' | 'waiting_payment' | 'paid_receipt_awaited' | 'paid' | 'check_bank' | 'disputed';

/**
 * Where the customer is: waiting for the trader's details, to pay, saying they paid (and, when the
 * shop asks for receipts and none is uploaded yet, that the receipt is awaited), or done and waiting
 * for the trader to check the bank. Null once the order has ended (its status says it all).
 */
export function customerStateOf(
  order: Pick<TraderOrder, 'status' | 'statusDetails' | 'receiptCount' | 'collectCustomerReceipts'>,
): CustomerState | null {
  switch (order.status) {
    case 'requisites':
      return 'details_needed';
    case 'customer_confirm':
      if (order.statusDetails !== CUSTOMER_PAYED) return 'waiting_payment';
      return order.collectCustomerReceipts && order.receiptCount === 0 ? 'paid_receipt_awaited' : 'paid';
    case 'trader_confirm':
      return 'check_bank';
    case 'dispute':
      return 'disputed';
    default:
      return null;
  }
}
