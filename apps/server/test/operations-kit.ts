import type { FastifyInstance } from 'fastify';
import { bearer, createOrder, loginCustomer } from './helper.ts';
import { uploadReceipt } from './receipts-helper.ts';
import { filePart, png } from './receipts-fixtures.ts';

/**
 * Operations set-up through the public APIs: an order walked by its customer and its trader to where an
 * operator or the shop looks at it. The trader has the card2card/Sberbank method (helper.ts
 * setupShopAndTrader) and no book entry, so it sends the details by hand.
 */
export async function orderInTraderConfirm(
  app: FastifyInstance,
  keys: { shopKey: string; traderKey: string },
  body: { amount?: string; callbackUrl?: string; externalId?: string } = {},
) {
  const created = await createOrder(app, keys.shopKey, { amount: '1500.00', ...body });
  const accessToken = await loginCustomer(app, created.id, created.token);
  const auth = bearer(accessToken);
  const url = `/api/v1/customer/orders/${created.id}`;
  const step = async (method: 'PATCH' | 'POST', path: string, payload?: object) => {
    const response = await app.inject({ method, url: `${url}${path}`, headers: auth, payload });
    if (response.statusCode !== 200) throw new Error(`${method} ${path}: ${response.body}`);
  };
  await step('PATCH', '', { payment: { type: 'card2card', bank: 'sberbank' } });
  await step('POST', '/start-payment');
  const sent = await app.inject({
    method: 'POST',
    url: `/api/v1/trader/orders/${created.id}/requisites`,
    headers: bearer(keys.traderKey),
    payload: { requisites: { card_number: '2202 2063 4440 5555', cardholder: 'IVAN P.' } },
  });
  if (sent.statusCode !== 200) throw new Error(`requisites: ${sent.body}`);
  await step('PATCH', '', { payment: { customerCardFirstDigits: '220220', customerCardLastDigits: '1234' } });
  await step('POST', '/confirm-payment');
  const receipt = await uploadReceipt(
    app,
    created,
    [filePart(png(), 'receipt.png', 'image/png')],
    accessToken,
  );
  if (receipt.statusCode !== 201) throw new Error(`receipt: ${receipt.statusCode} ${receipt.body}`);
  return created;
}

/** orderInTraderConfirm, then disputed by its trader (the money did not arrive). */
export async function disputedOrder(
  app: FastifyInstance,
  keys: { shopKey: string; traderKey: string },
  body: { amount?: string; callbackUrl?: string; externalId?: string } = {},
) {
  const order = await orderInTraderConfirm(app, keys, body);
  const disputed = await app.inject({
    method: 'POST',
    url: `/api/v1/trader/orders/${order.id}/dispute`,
    headers: bearer(keys.traderKey),
  });
  if (disputed.statusCode !== 200) throw new Error(`dispute: ${disputed.body}`);
  return order;
}
