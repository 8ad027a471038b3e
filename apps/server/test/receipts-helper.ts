import type { CreateTradeMethodRequest } from '@payorder/contract';
import type { FastifyInstance } from 'fastify';
import { bearer, createOrder, loginCustomer, setupShopAndTrader } from './helper.ts';
import { multipart, type Part } from './receipts-fixtures.ts';

/** A method without customer fields, so confirm-payment needs nothing else. */
const METHOD: CreateTradeMethodRequest = {
  paymentType: 'card2card',
  bank: 'sberbank',
  fiatCurrency: 'RUB',
  fields: [{ name: 'card_number', type: 'string' }],
  customerFields: [],
};

export interface ReceiptShop {
  shopKey: string;
  traderKey: string;
}

/** A shop that collects receipts and one that does not, both served by one trader. */
export async function setupReceiptShops(
  app: FastifyInstance,
): Promise<{ collecting: ReceiptShop; notCollecting: ReceiptShop }> {
  const a = await setupShopAndTrader(app, { shop: { collectCustomerReceipts: true }, methods: [METHOD] });
  // No methods of its own: its orders go to the first trader's method.
  const b = await setupShopAndTrader(app, { shop: { collectCustomerReceipts: false }, methods: [] });
  return {
    collecting: { shopKey: a.shop.apiKey, traderKey: a.trader.apiKey },
    notCollecting: { shopKey: b.shop.apiKey, traderKey: a.trader.apiKey },
  };
}

type Step = 'select' | 'start' | 'requisites' | 'transferred' | 'confirm' | 'dispute' | 'complete' | 'cancel';
const TRANSFERRED: Step[] = ['select', 'start', 'requisites', 'transferred'];
const STAGES = {
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
export type Stage = keyof typeof STAGES;

/** A new order driven through the public APIs to the given stage; its id and customer token. */
export async function orderAt(app: FastifyInstance, shop: ReceiptShop, stage: Stage) {
  const order = await createOrder(app, shop.shopKey);
  const token = await loginCustomer(app, order.id, order.token);
  const customer = `/api/v1/customer/orders/${order.id}`;
  const trader = `/api/v1/trader/orders/${order.id}`;
  const requests: Record<Step, [string, string, object | undefined, string]> = {
    select: ['PATCH', customer, { payment: { type: 'card2card', bank: 'sberbank' } }, token],
    start: ['POST', `${customer}/start-payment`, undefined, token],
    requisites: [
      'POST',
      `${trader}/requisites`,
      { requisites: { card_number: '4111 1111 1111 1111' } },
      shop.traderKey,
    ],
    transferred: ['PATCH', customer, { statusDetails: 'customer-payed' }, token],
    confirm: ['POST', `${customer}/confirm-payment`, undefined, token],
    dispute: ['POST', `${trader}/dispute`, undefined, shop.traderKey],
    complete: ['POST', `${trader}/confirm`, undefined, shop.traderKey],
    cancel: ['POST', `${customer}/cancel`, undefined, token],
  };
  for (const step of STAGES[stage] as Step[]) {
    const [method, url, payload, key] = requests[step];
    const response = await app.inject({
      method: method as 'POST',
      url,
      headers: bearer(key),
      ...(payload && { payload }),
    });
    if (response.statusCode >= 300) throw new Error(`${step}: ${response.statusCode} ${response.body}`);
  }
  return { id: order.id, token };
}

/** POST …/receipts with the given multipart parts, or with no body at all for null. */
export function uploadReceipt(
  app: FastifyInstance,
  order: { id: string; token: string },
  parts: Part[] | null,
  token = order.token,
) {
  const body = parts ? multipart(parts) : { payload: undefined, headers: {} };
  return app.inject({
    method: 'POST',
    url: `/api/v1/customer/orders/${order.id}/receipts`,
    headers: { ...bearer(token), ...body.headers },
    ...(body.payload && { payload: body.payload }),
  });
}
