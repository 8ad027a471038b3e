import type { CreateTradeMethodRequest } from '@payorder/contract';
import { driveOrder, type OrderStage } from '@payorder/test-kit';
import type { FastifyInstance } from 'fastify';
import { bearer, createOrder, kitCall, setupShopAndTrader } from './helper.ts';
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

export type Stage = OrderStage;

/** A new order driven through the public APIs to the given stage; its id and customer token. */
export async function orderAt(app: FastifyInstance, shop: ReceiptShop, stage: Stage) {
  const order = await createOrder(app, shop.shopKey);
  const token = await driveOrder(kitCall(app), order, stage, {
    traderKey: shop.traderKey,
    requisites: { card_number: '4111 1111 1111 1111' },
  });
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
