import type { CreateOrderResponse, SubmitRequisitesRequest, ZCreateOrderRequest } from '@payorder/contract';
import type { z } from 'zod';
import type { ApiCall } from './api.ts';
import { CARD_REQUISITES } from './methods.ts';

export interface OrderLink {
  id: string;
  token: string;
  /** The payment link the shop hands the customer. */
  url: string;
}

/** The order id and customer token a payment link carries: `/order/<id>/<token>`. */
export function orderLinkOf(paymentUrl: string): OrderLink {
  const [, , id, token] = new URL(paymentUrl).pathname.split('/');
  if (!id || !token) throw new Error(`not a payment link: ${paymentUrl}`);
  return { id, token, url: paymentUrl };
}

/** A shop's order through the merchant API, with the id and token of its link. */
export async function createOrder(call: ApiCall, shopKey: string, body: z.input<typeof ZCreateOrderRequest>) {
  const created = await call<CreateOrderResponse>('POST', '/v1/merchant/orders', shopKey, body);
  return { ...created, ...orderLinkOf(created.paymentUrl) };
}

/** The customer's access token for an order (what the page gets from its link). */
export async function loginCustomer(call: ApiCall, order: { id: string; token: string }) {
  const { accessToken } = await call<{ accessToken: string }>('POST', '/v1/customer/auth/login', null, {
    orderId: order.id,
    token: order.token,
  });
  return accessToken;
}

type Step = 'select' | 'start' | 'requisites' | 'transferred' | 'confirm' | 'dispute' | 'complete' | 'cancel';
const TRANSFERRED: Step[] = ['select', 'start', 'requisites', 'transferred'];
const STEPS_TO = {
  new: [],
  requisites: ['select', 'start'],
  customer_confirm: ['select', 'start', 'requisites'],
  /** customer_confirm after "Transferred": status details customer-payed. */
  customer_confirm_transferred: TRANSFERRED,
  trader_confirm: [...TRANSFERRED, 'confirm'],
  dispute: [...TRANSFERRED, 'confirm', 'dispute'],
  completed: [...TRANSFERRED, 'confirm', 'complete'],
  cancelled: ['select', 'start', 'requisites', 'cancel'],
} satisfies Record<string, Step[]>;
export type OrderStage = keyof typeof STEPS_TO;

export interface DriveOptions {
  traderKey: string;
  /** The customer's access token, if already logged in. */
  accessToken?: string;
  /**
   * How the order gets its requisites: the trader sends these (CARD_REQUISITES by default); null: the
   * trader's book gave them at start; a function: the test supplies them its own way.
   */
  requisites?: SubmitRequisitesRequest['requisites'] | null | (() => Promise<unknown>);
  /** The sender details the customer gives before confirming (the method's customer fields). */
  sender?: Record<string, string>;
}

/**
 * Drives an order through the public APIs, step by step as the customer and the trader make it
 * (card2card, Sberbank), to `stage`. Returns the customer's access token.
 */
export async function driveOrder(
  call: ApiCall,
  order: { id: string; token: string },
  stage: OrderStage,
  options: DriveOptions,
): Promise<string> {
  const token = options.accessToken ?? (await loginCustomer(call, order));
  const customer = `/v1/customer/orders/${order.id}`;
  const trader = `/v1/trader/orders/${order.id}`;
  const { traderKey, requisites = CARD_REQUISITES } = options;
  const steps: Record<Step, () => Promise<unknown>> = {
    select: () => call('PATCH', customer, token, { payment: { type: 'card2card', bank: 'sberbank' } }),
    start: () => call('POST', `${customer}/start-payment`, token),
    requisites: async () => {
      if (requisites === null) return;
      if (typeof requisites === 'function') return requisites();
      return call('POST', `${trader}/requisites`, traderKey, { requisites });
    },
    transferred: () => call('PATCH', customer, token, { statusDetails: 'customer-payed' }),
    confirm: async () => {
      if (options.sender) await call('PATCH', customer, token, { payment: options.sender });
      return call('POST', `${customer}/confirm-payment`, token);
    },
    dispute: () => call('POST', `${trader}/dispute`, traderKey),
    complete: () => call('POST', `${trader}/confirm`, traderKey),
    cancel: () => call('POST', `${customer}/cancel`, token),
  };
  for (const step of STEPS_TO[stage] as Step[]) await steps[step]();
  return token;
}
