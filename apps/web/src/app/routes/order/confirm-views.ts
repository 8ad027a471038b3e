/*
 * The code of what an order awaiting the customer's transfer (customer_confirm) shows: the sender
 * form, the transfer details and the countdown both carry, the view that asks for the receipt, and
 * Cancel's question. One chunk, so the view that comes first
 * costs one request, not three (docs/performance.md).
 */
export { CustomerForm } from '#page/features/customer-form/components/customer-form.tsx';
export { MethodMedia } from '#page/features/customer-form/components/method-media.tsx';
export { TransferView } from '#page/features/transfer/components/transfer-view.tsx';
export { OrderTimer } from '#page/features/timer/components/order-timer.tsx';
export { ReceiptNeededView } from '#page/features/receipts/components/receipt-needed-view.tsx';
export { CancelOrder } from '#page/features/order/components/cancel-order.tsx';
