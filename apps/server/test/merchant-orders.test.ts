import type { operations } from '@payorder/client';
import type { ApiError, MerchantOrder, MerchantOrdersResponse, OrderTimeline } from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_KEY, bearer, clientFor, createOrder, startTestApp, type TestApp } from './helper.ts';
import { createBookTrader, createShop, customerOrder, traderMove } from './routing-kit.ts';

let t: TestApp;
let shop: { id: string; apiKey: string };
let other: { id: string; apiKey: string };
/** The shop's orders as created, oldest first. */
const created: { id: string; externalId: string }[] = [];
let completedId: string;
let customerConfirmId: string;

type ListQuery = NonNullable<operations['getMerchantOrders']['parameters']['query']>;

/** Through the typed client, as a shop calls it; a query the types refuse is sent as written. */
const list = async (apiKey: string, query: Partial<Record<keyof ListQuery, string | number>> = {}) => {
  const { data, error, response } = await clientFor(t.app, apiKey).GET('/api/v1/merchant/orders', {
    params: { query: query as ListQuery },
  });
  return { status: response.status, body: (data ?? error) as MerchantOrdersResponse & ApiError };
};
const get = async (apiKey: string, path: string) => {
  const client = clientFor(t.app, apiKey);
  const { data, error, response } = path.startsWith('by-external-id/')
    ? await client.GET('/api/v1/merchant/orders/by-external-id/{externalId}', {
        params: { path: { externalId: decodeURIComponent(path.slice('by-external-id/'.length)) } },
      })
    : await client.GET('/api/v1/merchant/orders/{id}', { params: { path: { id: path } } });
  return { status: response.status, body: (data ?? error) as MerchantOrder & ApiError };
};

beforeAll(async () => {
  t = await startTestApp();
  shop = await createShop(t.app);
  other = await createShop(t.app);
  const trader = await createBookTrader(t.app, { entries: 1, limits: { maxOpenOrders: 10 } });
  for (let i = 0; i < 5; i++) {
    const order = await createOrder(t.app, shop.apiKey, { externalId: `inv-${i}`, amount: `${100 + i}.00` });
    created.push({ id: order.id, externalId: `inv-${i}` });
  }
  // Two more with the statuses a shop filters by: one the customer is paying, one completed.
  const paying = await customerOrder(t.app, shop.apiKey, '777.00');
  customerConfirmId = paying.id;
  created.push({ id: paying.id, externalId: '' });
  const paid = await customerOrder(t.app, shop.apiKey, '888.00');
  await paid.pay();
  expect((await traderMove(t.app, trader.apiKey, paid.id, 'confirm')).statusCode).toBe(200);
  completedId = paid.id;
  created.push({ id: paid.id, externalId: '' });
  // Another shop's order with an external id this shop also uses: never shown to it.
  await createOrder(t.app, other.apiKey, { externalId: 'inv-1' });
});
afterAll(() => t.close());

describe('GET /api/v1/merchant/orders', () => {
  it('lists only the shop’s own orders, newest first, in the same shape as GET /orders/{id}', async () => {
    const { status, body } = await list(shop.apiKey);
    expect(status).toBe(200);
    expect(body.items.map((order) => order.id)).toEqual(created.map((order) => order.id).reverse());
    expect(body.nextCursor).toBeNull();
    const single = await get(shop.apiKey, created[2]!.id);
    expect(body.items.find((order) => order.id === created[2]!.id)).toEqual(single.body);
  });

  it('pages with an opaque cursor until it is null, each order once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { status, body } = await list(shop.apiKey, { limit: 3, ...(cursor && { cursor }) });
      expect(status).toBe(200);
      expect(body.items.length).toBeLessThanOrEqual(3);
      seen.push(...body.items.map((order) => order.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(created.map((order) => order.id).reverse());
  });

  it('filters by status, external id and creation time (inclusive)', async () => {
    expect((await list(shop.apiKey, { status: 'completed' })).body.items.map((o) => o.id)).toEqual([
      completedId,
    ]);
    expect((await list(shop.apiKey, { status: 'customer_confirm' })).body.items.map((o) => o.id)).toEqual([
      customerConfirmId,
    ]);
    expect((await list(shop.apiKey, { status: 'new' })).body.items).toHaveLength(5);
    expect((await list(shop.apiKey, { externalId: 'inv-1' })).body.items.map((o) => o.id)).toEqual([
      created[1]!.id,
    ]);
    const third = (await get(shop.apiKey, created[2]!.id)).body;
    const fourth = (await get(shop.apiKey, created[3]!.id)).body;
    const range = await list(shop.apiKey, { createdFrom: third.createdAt, createdTo: fourth.createdAt });
    expect(range.body.items.map((o) => o.id)).toEqual([created[3]!.id, created[2]!.id]);
    expect((await list(shop.apiKey, { createdFrom: '2999-01-01T00:00:00Z' })).body.items).toEqual([]);
  });

  it('answers 400 with a code for bad parameters, and 401 without the shop’s key', async () => {
    for (const query of [
      { limit: 0 },
      { limit: 201 },
      { limit: 'many' },
      { status: 'paid' },
      { createdFrom: 'yesterday' },
      { createdFrom: '2026-02-01T00:00:00Z', createdTo: '2026-01-01T00:00:00Z' },
      { cursor: 'not-a-cursor' },
      // Another shop's order is not a cursor of this list.
      { cursor: (await list(other.apiKey)).body.items[0]!.id },
    ]) {
      const { status, body } = await list(shop.apiKey, query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body.code).toBe('validation_failed');
      expect(Object.keys(body.fields ?? {}).length, JSON.stringify(query)).toBeGreaterThan(0);
    }
    expect((await list('shop_wrong')).status).toBe(401);
  });

  it('takes limit up to 200 and defaults to 50', async () => {
    for (let i = 0; i < 50; i++) await createOrder(t.app, other.apiKey);
    expect((await list(other.apiKey)).body.items).toHaveLength(50);
    expect((await list(other.apiKey)).body.nextCursor).not.toBeNull();
    expect((await list(other.apiKey, { limit: 200 })).body.items).toHaveLength(51);
  });
});

describe('GET /api/v1/merchant/orders/by-external-id/{externalId}', () => {
  it('finds the shop’s order by its external id, as GET /orders/{id} shows it', async () => {
    const found = await get(shop.apiKey, 'by-external-id/inv-3');
    expect(found.status).toBe(200);
    expect(found.body).toEqual((await get(shop.apiKey, created[3]!.id)).body);
    const theirs = await get(other.apiKey, 'by-external-id/inv-1');
    expect(theirs.body.id).not.toBe(created[1]!.id);
  });

  it('refuses a second order with the id (409 naming the first), answers the first, 404 when none has it', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/orders',
      headers: bearer(shop.apiKey),
      payload: { amount: '10.00', currency: 'RUB', returnUrl: 'https://shop.test/r', externalId: 'inv-0' },
    });
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([409, 'external_id_taken']);
    expect(again.json<{ message: string }>().message).toContain(created[0]!.id);
    expect((await get(shop.apiKey, 'by-external-id/inv-0')).body.id).toBe(created[0]!.id);
    expect((await list(shop.apiKey, { externalId: 'inv-0' })).body.items).toHaveLength(1);
    const missing = await get(shop.apiKey, 'by-external-id/inv-404');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
    const overlong = await get(shop.apiKey, `by-external-id/${'x'.repeat(129)}`);
    expect(overlong.status).toBe(400);
    expect(overlong.body.fields).toHaveProperty('externalId');
    expect((await get(shop.apiKey, `by-external-id/${'x'.repeat(5000)}`)).body.code).toBe(
      'validation_failed',
    );
    // A malformed path, as no client would send it.
    const malformed = await t.app.inject({
      url: '/api/v1/merchant/orders/by-external-id/%E0%A4%A',
      headers: bearer(shop.apiKey),
    });
    expect(malformed.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('the trader’s requisites, as the shop sees them', () => {
  it('shows a card as its last 4 digits and never the holder: the order, the list and the timeline', async () => {
    const operator = (
      await t.app.inject({ url: `/api/v1/admin/orders/${customerConfirmId}`, headers: bearer(ADMIN_KEY) })
    ).json<OrderTimeline>();
    const card = operator.order.requisites!.card_number!;
    expect(operator.order.requisites).toMatchObject({ cardholder: 'IVAN P.' });
    const last4 = card.replace(/\D/g, '').slice(-4);
    const order = (await get(shop.apiKey, customerConfirmId)).body;
    expect(order.requisites).toEqual({
      bank: operator.order.requisites!.bank,
      bankName: operator.order.requisites!.bankName,
      card_number: `**** ${last4}`,
    });
    const listed = (await list(shop.apiKey, { status: 'customer_confirm' })).body.items[0]!;
    const timeline = await t.app.inject({
      url: `/api/v1/merchant/orders/${customerConfirmId}/timeline`,
      headers: bearer(shop.apiKey),
    });
    expect(timeline.statusCode).toBe(200);
    expect(timeline.json<OrderTimeline>().order.requisites).toEqual(order.requisites);
    for (const body of [JSON.stringify(listed), JSON.stringify(order), timeline.body]) {
      expect(body).not.toContain(card.replace(/\D/g, '').slice(0, 12));
      expect(body).not.toContain('IVAN');
    }
  });
});
