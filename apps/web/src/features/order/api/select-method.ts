import type { PaymentType } from '@payorder/contract';
import { orderCall, useOrderMutation } from './order-mutation.ts';

export interface MethodChoice {
  type: PaymentType;
  bank: string | null;
}

/** docs/product/payment-page.md §4 new: the order is updated with the payment type and bank, then payment is started. */
export async function selectMethod(orderId: string, choice: MethodChoice) {
  await orderCall(orderId, '', { method: 'PATCH', body: { payment: choice } });
  return orderCall(orderId, '/start-payment', { method: 'POST' });
}

export const useSelectMethod = (orderId: string) =>
  useOrderMutation(orderId, (choice: MethodChoice) => selectMethod(orderId, choice));
