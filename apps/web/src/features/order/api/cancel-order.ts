import { orderCall, useOrderMutation } from './order-mutation.ts';

export const cancelOrder = (orderId: string) => orderCall(orderId, '/cancel', { method: 'POST' });

export const useCancelOrder = (orderId: string) => useOrderMutation(orderId, () => cancelOrder(orderId));
