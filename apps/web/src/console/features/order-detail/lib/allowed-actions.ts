import type { OrderStatus } from '@payorder/contract';

export type OrderAction = 'confirm' | 'dispute' | 'cancel' | 'requisites';

/** The trader's moves the order state machine allows from each status (apps/server orders/order-machine.ts). */
const ALLOWED: Partial<Record<OrderStatus, readonly OrderAction[]>> = {
  requisites: ['requisites', 'cancel'],
  trader_confirm: ['confirm', 'dispute'],
  dispute: ['confirm', 'cancel'],
};

export const allowedActions = (status: OrderStatus): readonly OrderAction[] => ALLOWED[status] ?? [];
