import type { AddressInfo } from 'node:net';
import { createPayorderClient, signCallback } from '@payorder/client';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startShop, type Shop } from '../../../examples/shop/src/shop.ts';
import { ADMIN_KEY, bearer, loginCustomer, startTestApp, type TestApp } from './helper.ts';
import { createBookTrader, traderMove, type Trader } from './routing-kit.ts';

/**
 * The example shop (examples/shop) against a real Payorder server listening on a port: an order created
 * through @payorder/client, the customer sent to the payment link, the payment driven to completed by
 * the customer and the trader, and the signed callback delivered by the server's worker and verified.
 */
let t: TestApp;
let shop: Shop;
let trader: Trader;
let webhookSecret: string;

beforeAll(async () => {
  t = await startTestApp({ WORKER: '1', CALLBACK_POLL_INTERVAL_MS: '20' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const payorderUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const admin = createPayorderClient({ baseUrl: payorderUrl, apiKey: ADMIN_KEY });
  const { data: created } = await admin.POST('/api/v1/admin/shops', {
    body: {
      name: 'Example shop',
      customerDataCollectionOrder: 'after_payment',
      collectCustomerReceipts: false,
    },
  });
  webhookSecret = created!.webhookSecret;
  trader = await createBookTrader(t.app, { entries: 1 });
  shop = await startShop({ payorderUrl, apiKey: created!.apiKey, webhookSecrets: [webhookSecret] });
});
afterAll(async () => {
  await shop?.close();
  await t?.close();
});

/** What the shop says about one of its orders (its JSON view). */
const shopView = async (externalId: string) =>
  (await (
    await fetch(`${shop.url}/orders/${externalId}`, { headers: { accept: 'application/json' } })
  ).json()) as {
    orderId: string;
    status: string | null;
    callbacks: number;
    payorderStatus: string | null;
  };

it('creates an order, sends the customer to pay, and takes the verified callback when it completes', async () => {
  const checkout = await fetch(`${shop.url}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'amount=1500.00',
    redirect: 'manual',
  });
  expect(checkout.status).toBe(303);
  const paymentUrl = checkout.headers.get('location')!;
  const [, route, orderId, token] = new URL(paymentUrl).pathname.split('/');
  expect(`${new URL(paymentUrl).origin}/${route}`).toBe('http://pay.test/order');
  const [externalId] = [...shop.orders.keys()];
  expect(await shopView(externalId!)).toMatchObject({ orderId, status: null, payorderStatus: 'new' });

  // The customer follows the link: chooses the card transfer, gets the trader's card, says they paid.
  const customer = bearer(await loginCustomer(t.app, orderId!, token!));
  const call = (method: 'PATCH' | 'POST', path: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/customer/orders/${orderId}${path}`, headers: customer, payload });
  expect((await call('PATCH', '', { payment: { type: 'card2card', bank: 'sberbank' } })).statusCode).toBe(
    200,
  );
  expect((await call('POST', '/start-payment')).json()).toMatchObject({ status: 'customer_confirm' });
  await call('PATCH', '', { payment: { customerCardFirstDigits: '220220', customerCardLastDigits: '1234' } });
  expect((await call('POST', '/confirm-payment')).json()).toMatchObject({ status: 'trader_confirm' });
  // The trader sees the money arrive.
  expect((await traderMove(t.app, trader.apiKey, orderId!, 'confirm')).statusCode).toBe(200);

  await vi.waitFor(async () => expect((await shopView(externalId!)).status).toBe('completed'), {
    timeout: 15_000,
    interval: 50,
  });
  expect(await shopView(externalId!)).toMatchObject({ callbacks: 1, payorderStatus: 'completed' });
  const html = await (await fetch(`${shop.url}/orders/${externalId}`)).text();
  expect(html).toContain('<strong id="status">completed</strong>');
});

it('refuses a callback whose signature does not verify, and takes one signed by either of two secrets', async () => {
  const order = [...shop.orders.values()][0]!;
  const event = {
    eventId: crypto.randomUUID(),
    orderId: order.orderId,
    externalId: order.externalId,
    status: 'dispute',
    amount: order.amount,
    currency: order.currency,
    occurredAt: new Date(Date.now() + 60_000).toISOString(),
    fee: '0.00',
  };
  const body = JSON.stringify(event);
  const post = (signature: string, raw = body) =>
    fetch(`${shop.url}/payorder/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-payorder-signature': signature },
      body: raw,
    });
  expect((await post(signCallback(body, 'whsec_not-the-shops'))).status).toBe(401);
  expect((await post(signCallback(body, webhookSecret, Date.now() - 10 * 60_000))).status).toBe(401);
  expect((await post(signCallback(body, webhookSecret), body.replace('dispute', 'completed'))).status).toBe(
    401,
  );
  expect(await post('')).toHaveProperty('status', 401);
  expect((await shopView(order.externalId)).status).toBe('completed');

  // While the secret is rotated, Payorder signs with both: `v1=` twice, one for each.
  expect((await post(signCallback(body, ['whsec_the-new-one', webhookSecret]))).status).toBe(204);
  expect((await shopView(order.externalId)).status).toBe('dispute');
});
