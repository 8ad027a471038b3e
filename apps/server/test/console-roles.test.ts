import type {
  ApiError,
  MerchantBalanceResponse,
  OrderSearchResponse,
  OrderTimeline,
  ShopCallback,
} from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackBody } from '../src/callbacks/delivery-worker.ts';
import {
  startCallbackTestApp,
  startReceiver,
  startWorker,
  waitFor,
  type CallbackTestApp,
  loadDocsExample,
} from './callbacks-helper.ts';
import { consoleCookie, fromConsole, operatorCookie } from './console-helper.ts';
import { ADMIN_KEY, bearer, createOrder, json, setupShopAndTrader } from './helper.ts';
import { disputedOrder } from './operations-kit.ts';

let t: CallbackTestApp;
let shopCookie: string;
let otherShop: { id: string; apiKey: string };
beforeAll(async () => {
  t = await startCallbackTestApp();
  shopCookie = await consoleCookie(t.app, { role: 'shop', shopId: t.shop.id });
  ({ shop: otherShop } = await setupShopAndTrader(t.app, { online: false }));
});
afterAll(() => t?.close());

const asShop = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  t.app.inject({ method, url, headers: fromConsole(shopCookie), payload });

describe('shop console: its own orders only', () => {
  it('lists and opens its own orders, without the trader; another shop’s order is not found', async () => {
    const order = await disputedOrder(
      t.app,
      { shopKey: t.shop.apiKey, traderKey: t.trader.apiKey },
      { externalId: 'MINE-1' },
    );
    const theirs = await createOrder(t.app, otherShop.apiKey, { externalId: 'MINE-1' });

    const list = json<OrderSearchResponse>(await asShop('/api/v1/merchant/orders/search?externalId=MINE-1'));
    expect(list.items.map((item) => item.id)).toEqual([order.id]);
    expect(list.items[0]).toMatchObject({ traderId: null, traderName: null, shopId: t.shop.id });
    // The operator's filters are not the shop's to use: it cannot widen its view.
    const widened = await asShop(`/api/v1/merchant/orders/search?shopId=${otherShop.id}`);
    expect(json<OrderSearchResponse>(widened).items.every((item) => item.shopId === t.shop.id)).toBe(true);

    const view = json<OrderTimeline>(await asShop(`/api/v1/merchant/orders/${order.id}/timeline`));
    expect(view.order).toMatchObject({
      id: order.id,
      status: 'dispute',
      traderId: null,
      traderCommission: null,
    });
    const traderMoves = view.history.filter((entry) => entry.actorKind === 'trader');
    expect(traderMoves.length).toBeGreaterThan(0);
    expect(traderMoves.every((entry) => entry.actorId === null)).toBe(true);
    // The hold is the trader's money: none of the shop's ledger lines yet.
    expect(view.ledger).toEqual([]);
    expect(view.receipts[0]!.url).toMatch(/^\/api\/v1\/merchant\/orders\//);
    const file = await asShop(view.receipts[0]!.url);
    expect(file.statusCode).toBe(200);

    for (const url of [
      `/api/v1/merchant/orders/${theirs.id}/timeline`,
      `/api/v1/merchant/orders/${theirs.id}`,
      `/api/v1/merchant/orders/${theirs.id}/callbacks`,
    ]) {
      expect((await asShop(url)).statusCode, url).toBe(404);
    }
    expect((await asShop(`/api/v1/merchant/orders/${theirs.id}/callbacks/retry`, 'POST')).statusCode).toBe(
      404,
    );
    const theirList = json<OrderSearchResponse>(
      await t.app.inject({
        url: '/api/v1/merchant/orders/search?externalId=MINE-1',
        headers: bearer(otherShop.apiKey),
      }),
    );
    expect(theirList.items.map((item) => item.id)).toEqual([theirs.id]);
  });

  it('sees its balance and ledger lines, and cannot create orders from the console', async () => {
    const balance = await asShop('/api/v1/merchant/balance');
    expect(balance.statusCode).toBe(200);
    expect(json<MerchantBalanceResponse>(balance)).toHaveProperty('balances');
    expect((await asShop('/api/v1/merchant/ledger')).statusCode).toBe(200);
    const create = await asShop('/api/v1/merchant/orders', 'POST', {
      amount: '10.00',
      currency: 'RUB',
      returnUrl: 'https://shop.test/',
    });
    expect(create.statusCode).toBe(403);
  });
});

describe('shop console: callbacks', () => {
  it('sends a signed test event through the outbox and lists it with its delivery', async () => {
    const receiver = await startReceiver(() => 204);
    const worker = startWorker(t);
    try {
      const sent = await asShop('/api/v1/merchant/callbacks/test', 'POST', { callbackUrl: receiver.url });
      expect(sent.statusCode).toBe(202);
      const { eventId } = sent.json<{ eventId: string }>();
      const [delivery] = await waitFor(
        () => receiver.received,
        (received) => received.length === 1,
      );
      const body = JSON.parse(delivery!.rawBody) as Record<string, unknown>;
      expect(body).toEqual({ eventId, status: 'test', occurredAt: expect.any(String) });
      expect(delivery!.rawBody).toBe(callbackBody(body as never));
      // Verified by the docs' own example with the shop's webhook secret.
      const verify = await loadDocsExample();
      expect(verify(delivery!.rawBody, delivery!.signature, t.shop.webhookSecret)).toBe(true);

      const listed = await waitFor(
        async () => json<{ items: ShopCallback[] }>(await asShop('/api/v1/merchant/callbacks')).items,
        (items) => items.some((item) => item.eventId === eventId && item.state === 'delivered'),
      );
      expect(listed.find((item) => item.eventId === eventId)).toMatchObject({
        orderId: null,
        status: 'test',
        callbackUrl: receiver.url,
        lastAttempt: { responseCode: 204, latencyMs: expect.any(Number) },
      });
      // Another shop does not see it.
      const theirs = json<{ items: ShopCallback[] }>(
        await t.app.inject({ url: '/api/v1/merchant/callbacks', headers: bearer(otherShop.apiKey) }),
      );
      expect(theirs.items.map((item) => item.eventId)).not.toContain(eventId);
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });

  it('sends the test event to its latest order’s callback URL by default; 409 without any', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/callbacks/test',
      headers: bearer(otherShop.apiKey),
      payload: {},
    });
    expect(none.statusCode).toBe(409);
    expect(json<ApiError>(none).code).toBe('no_callback_url');
    await createOrder(t.app, t.shop.apiKey, { callbackUrl: 'https://shop.example/hook' });
    const sent = await asShop('/api/v1/merchant/callbacks/test', 'POST', {});
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ callbackUrl: 'https://shop.example/hook' });
  });
});

describe('every console role is refused the others’ APIs', () => {
  it('trader, shop and operator sessions each reach only their own API', async () => {
    const traderCookie = await consoleCookie(t.app, { role: 'trader', traderId: t.trader.id });
    const operator = await operatorCookie(t.app);
    const order = await createOrder(t.app, t.shop.apiKey);
    const cases: [string, string, string][] = [
      ['trader', traderCookie, '/api/v1/admin/orders'],
      ['trader', traderCookie, '/api/v1/merchant/orders'],
      ['shop', shopCookie, '/api/v1/admin/orders'],
      ['shop', shopCookie, '/api/v1/admin/disputes'],
      ['shop', shopCookie, '/api/v1/trader/orders'],
      ['operator', operator.cookie, '/api/v1/trader/orders'],
      ['operator', operator.cookie, '/api/v1/merchant/orders'],
      ['operator', operator.cookie, `/api/v1/merchant/orders/${order.id}/timeline`],
    ];
    for (const [role, cookie, url] of cases) {
      const response = await t.app.inject({ url, headers: fromConsole(cookie) });
      expect(response.statusCode, `${role} → ${url}`).toBe(403);
      expect(json<ApiError>(response).code).toBe('forbidden');
    }
    const resolve = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order.id}/resolve`,
      headers: fromConsole(shopCookie),
      payload: { status: 'completed', note: 'mine now' },
    });
    expect(resolve.statusCode).toBe(403);
    // Each reaches its own.
    expect(
      (await t.app.inject({ url: '/api/v1/admin/orders', headers: fromConsole(operator.cookie) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/v1/trader/orders', headers: fromConsole(traderCookie) })).statusCode,
    ).toBe(200);
    expect((await asShop('/api/v1/merchant/orders')).statusCode).toBe(200);
    // The admin key still works as before, and a session cannot borrow it.
    expect((await t.app.inject({ url: '/api/v1/admin/orders', headers: bearer(ADMIN_KEY) })).statusCode).toBe(
      200,
    );
  });

  it('an operator resolving from the console is named in the order’s history and the audit log', async () => {
    const operator = await operatorCookie(t.app);
    const order = await disputedOrder(t.app, { shopKey: t.shop.apiKey, traderKey: t.trader.apiKey });
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order.id}/resolve`,
      headers: fromConsole(operator.cookie),
      payload: { status: 'completed', note: 'Statement checked' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(json<OrderTimeline>(resolved).history.at(-1)).toMatchObject({
      actorKind: 'operator',
      actorId: operator.id,
      actorName: operator.login,
      note: 'Statement checked',
    });
    const audit = json<{ items: { action: string; actor: object; after: object }[] }>(
      await t.app.inject({ url: `/api/v1/admin/audit?targetId=${order.id}`, headers: bearer(ADMIN_KEY) }),
    );
    expect(audit.items[0]).toMatchObject({
      action: 'order.resolve_dispute',
      actor: { kind: 'console_user', userId: operator.id },
      after: { status: 'completed', note: 'Statement checked' },
    });
    // The log by who acted: this operator's own entries only; the admin key's apart.
    const byActor = async (actor: string) =>
      json<{ items: { actor: { kind: string; userId?: string } }[] }>(
        await t.app.inject({
          url: `/api/v1/admin/audit?actor=${actor}&limit=100`,
          headers: bearer(ADMIN_KEY),
        }),
      ).items;
    const mine = await byActor(operator.id);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((entry) => entry.actor.userId === operator.id)).toBe(true);
    const byKey = await byActor('admin_api_key');
    expect(byKey.length).toBeGreaterThan(0);
    expect(byKey.every((entry) => entry.actor.kind === 'admin_api_key')).toBe(true);
    // The shop sees that an operator acted, not which one.
    const shopView = json<OrderTimeline>(await asShop(`/api/v1/merchant/orders/${order.id}/timeline`));
    expect(shopView.history.at(-1)).toMatchObject({ actorKind: 'operator', actorId: null, actorName: null });
    expect(shopView.history[0]).toMatchObject({ actorKind: 'shop', actorName: 'Shop' });
    expect(
      shopView.history.filter((entry) => entry.actorKind === 'trader').map((entry) => entry.actorName),
    ).toEqual([null, null]);
    expect(shopView.ledger.map((line) => `${line.kind} ${line.account}`)).toEqual(['settle shop']);
  });
});
