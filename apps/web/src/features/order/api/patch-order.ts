import type { PatchOrderRequest } from '@payorder/contract';
import { orderCall, useOrderMutation } from './order-mutation.ts';

/** docs/product/payment-page.md §7 PATCH: the payment type and bank, the payment details, or the customer status details. */
export const patchOrder = (orderId: string, body: PatchOrderRequest) =>
  orderCall(orderId, '', { method: 'PATCH', body });

export const usePatchOrder = (orderId: string) =>
  useOrderMutation(orderId, (body: PatchOrderRequest) => patchOrder(orderId, body));
