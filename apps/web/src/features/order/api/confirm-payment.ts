import { orderCall, useOrderMutation } from './order-mutation.ts';

export const confirmPayment = (orderId: string) => orderCall(orderId, '/confirm-payment', { method: 'POST' });

export const useConfirmPayment = (orderId: string) =>
  useOrderMutation(orderId, () => confirmPayment(orderId));
