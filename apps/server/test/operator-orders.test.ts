import type {
  ApiError,
  DisputeQueueResponse,
  MerchantBalanceResponse,
  OrderSearchResponse,
  OrderTimeline,
} from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startCallbackTestApp,
  startReceiver,
  startWorker,
  waitFor,
  type CallbackTestApp,
} from './callbacks-helper.ts';
import { ADMIN_KEY, bearer, createOrder, json, setupShopAndTrader } from './helper.ts';
import { disputedOrder, orderInTraderConfirm } from './operations-kit.ts';
import { expectLedgerInvariants } from './routing-kit.ts';

let t: CallbackTestApp;
let keys: { shopKey: string; traderKey: string };
beforeAll(async () => {
  t = await startCallbackTestApp();
  keys = { shopKey: t.shop.apiKey, traderKey: t.trader.apiKey };
});
afterAll(() => t?.close());

const admin = bearer(ADMIN_KEY);
const get = async <T>(url: string, headers = admin) => {
  const response = await t.app.inject({ url, headers });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return json<T>(response);
};
const search = (query: string) => get<OrderSearchResponse>(`/api/v1/admin/orders?${query}`);
const timeline = (id: string) => get<OrderTimeline>(`/api/v1/admin/orders/${id}`);
const resolve = (id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${id}/resolve`, headers: admin, payload });
const shopBalance = async (apiKey = t.shop.apiKey) =>
  (await get<MerchantBalanceResponse>('/api/v1/merchant/balance', bearer(apiKey))).balances.find(
    (balance) => balance.currency === 'RUB',
  )?.balance ?? '0.00';

describe('operator: order search', () => {
  it('finds orders across shops and traders by every filter, newest first, page by page', async () => {
    // Another shop, and another trader kept offline: every order here goes to t.trader.
    const other = await setupShopAndTrader(t.app, { online: false });
    const mine = [
      await createOrder(t.app, t.shop.apiKey, { amount: '111.00', externalId: 'S-1' }),
      await createOrder(t.app, t.shop.apiKey, { amount: '222.00', externalId: 'S-2' }),
      await createOrder(t.app, t.shop.apiKey, { amount: '333.00', externalId: 'S-3' }),
    ];
    const theirs = await createOrder(t.app, other.shop.apiKey, { amount: '111.00', externalId: 'S-1' });
    const assigned = await orderInTraderConfirm(t.app, keys, { amount: '444.00' });

    const all = await search('limit=100');
    const ids = all.items.map((item) => item.id);
    expect(ids.slice(0, 5)).toEqual([assigned.id, theirs.id, mine[2]!.id, mine[1]!.id, mine[0]!.id]);

    expect((await search(`externalId=S-1`)).items.map((item) => item.id)).toEqual([theirs.id, mine[0]!.id]);
    expect((await search(`externalId=S-1&shopId=${t.shop.id}`)).items.map((item) => item.id)).toEqual([
      mine[0]!.id,
    ]);
    expect((await search(`amount=333.00`)).items.map((item) => item.id)).toEqual([mine[2]!.id]);
    expect((await search(`id=${mine[1]!.id.slice(0, 8)}`)).items.map((item) => item.id)).toEqual([
      mine[1]!.id,
    ]);
    expect((await search(`id=${mine[1]!.id}`)).items.map((item) => item.id)).toEqual([mine[1]!.id]);
    const byTrader = await search(`traderId=${t.trader.id}&status=trader_confirm`);
    expect(byTrader.items.map((item) => item.id)).toContain(assigned.id);
    expect(byTrader.items.every((item) => item.status === 'trader_confirm')).toBe(true);
    expect(byTrader.items[0]).toMatchObject({
      traderId: t.trader.id,
      traderName: 'Trader',
      shopName: 'Shop',
    });
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await search(`createdFrom=${encodeURIComponent(future)}`)).items).toEqual([]);
    // Both ends inclusive at the precision times are shown: the range of one order's createdAt finds it.
    const at = encodeURIComponent(all.items.find((item) => item.id === mine[1]!.id)!.createdAt);
    expect((await search(`createdFrom=${at}&createdTo=${at}`)).items.map((item) => item.id)).toEqual([
      mine[1]!.id,
    ]);

    const first = await search('limit=2');
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, 2));
    const second = await search(`limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.id)).toEqual(ids.slice(2, 4));

    // By the method the customer chose: every order here that has one is card2card (Sberbank).
    const byMethod = await search('paymentType=card2card&limit=100');
    expect(byMethod.items.map((item) => item.id)).toContain(assigned.id);
    expect(byMethod.items.every((item) => item.paymentType === 'card2card')).toBe(true);
    expect(byMethod.items.map((item) => item.id)).not.toContain(mine[0]!.id);
    expect((await search('paymentType=sbp')).items).toEqual([]);
    const badMethod = await t.app.inject({ url: '/api/v1/admin/orders?paymentType=gold', headers: admin });
    expect(badMethod.statusCode).toBe(400);
    expect(json<ApiError>(badMethod).fields).toHaveProperty('paymentType');
    // An id prefix and an amount that are not one: said by field, never a failed load.
    for (const [query, field] of [
      ['id=12', 'id'],
      ['id=zzzz', 'id'],
      ['amount=4,800.00', 'amount'],
      ['amount=-1', 'amount'],
    ] as const) {
      const bad = await t.app.inject({ url: `/api/v1/admin/orders?${query}`, headers: admin });
      expect(bad.statusCode, query).toBe(400);
      expect(json<ApiError>(bad).fields, query).toHaveProperty(field);
    }
    expect((await search(`amount=333`)).items.map((item) => item.id)).toEqual([mine[2]!.id]);

    const badCursor = await t.app.inject({ url: '/api/v1/admin/orders?cursor=nonsense', headers: admin });
    expect(badCursor.statusCode).toBe(400);
    expect(json<ApiError>(badCursor).fields).toHaveProperty('cursor');
  });
});

describe('operator: order timeline', () => {
  it('shows the history with actors, callbacks, receipts (openable), requisites, sender details and ledger lines', async () => {
    const receiver = await startReceiver(() => 200);
    const worker = startWorker(t);
    try {
      const order = await disputedOrder(t.app, keys, { callbackUrl: receiver.url, externalId: 'T-1' });
      await waitFor(
        () => timeline(order.id),
        (view) => view.callbacks.attempts.length === 1,
      );
      const view = await timeline(order.id);
      expect(view.order).toMatchObject({
        id: order.id,
        status: 'dispute',
        externalId: 'T-1',
        shopId: t.shop.id,
        traderId: t.trader.id,
        callbackUrl: receiver.url,
        requisites: { card_number: '2202 2063 4440 5555', cardholder: 'IVAN P.' },
        payment: { type: 'card2card', customerCardFirstDigits: '220220', customerCardLastDigits: '1234' },
      });
      expect(view.history.map((entry) => `${entry.move}:${entry.actorKind}`)).toEqual([
        'create:shop',
        'selectMethod:customer',
        'startPayment:customer',
        'assign:system',
        'submitRequisites:trader',
        'setCustomerDetails:customer',
        'confirmPayment:customer',
        'traderDispute:trader',
      ]);
      expect(view.history.at(-1)).toMatchObject({ fromStatus: 'trader_confirm', toStatus: 'dispute' });
      expect(view.history.at(-1)!.actorId).toBe(t.trader.id);
      // Who, by name: the shop created it, the trader sent details and disputed it.
      expect(view.history.map((entry) => entry.actorName)).toEqual([
        'Shop',
        null,
        null,
        null,
        'Trader',
        null,
        null,
        'Trader',
      ]);
      expect(view.callbacks.attempts).toEqual([
        expect.objectContaining({ status: 'dispute', responseCode: 200, latencyMs: expect.any(Number) }),
      ]);
      expect(view.ledger.map((line) => `${line.kind} ${line.account} ${line.amount}`).sort()).toEqual([
        'hold trader_hold 1500.00',
        'hold trader_working -1500.00',
      ]);
      expect(view.receipts).toHaveLength(1);
      const file = await t.app.inject({ url: `${view.receipts[0]!.url}?inline=1`, headers: admin });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });

  it('answers 404 for an unknown order', async () => {
    const response = await t.app.inject({
      url: '/api/v1/admin/orders/00000000-0000-4000-8000-000000000000',
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('operator: disputes', () => {
  it('lists disputed orders, the newest dispute first', async () => {
    const first = await disputedOrder(t.app, keys);
    const second = await disputedOrder(t.app, keys);
    const queue = await get<DisputeQueueResponse>('/api/v1/admin/disputes');
    const ids = queue.items.map((item) => item.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(queue.items.every((item) => item.status === 'dispute')).toBe(true);
  });

  it('resolves to completed: the shop is credited, gets its callback, the history names the operator and note', async () => {
    const receiver = await startReceiver(() => 200);
    const worker = startWorker(t);
    try {
      const order = await disputedOrder(t.app, keys, { amount: '1000.00', callbackUrl: receiver.url });
      await waitFor(
        () => receiver.received.length,
        (count) => count === 1,
      );
      const before = await shopBalance();
      const resolved = await resolve(order.id, {
        status: 'completed',
        note: 'Bank statement shows the money',
      });
      expect(resolved.statusCode).toBe(200);
      const view = json<OrderTimeline>(resolved);
      expect(view.order.status).toBe('completed');
      expect(view.history.at(-1)).toMatchObject({
        move: 'resolveCompleted',
        fromStatus: 'dispute',
        toStatus: 'completed',
        actorKind: 'operator',
        actorId: null, // the ADMIN_API_KEY, not a console account
        note: 'Bank statement shows the money',
      });
      expect(Number(await shopBalance()) - Number(before)).toBe(1000);
      expect(view.ledger.map((line) => line.kind)).toContain('settle');
      const delivered = await waitFor(
        () => receiver.received,
        (received) => received.length === 2,
      );
      expect(JSON.parse(delivered[1]!.rawBody)).toMatchObject({ orderId: order.id, status: 'completed' });
      expect(await get<DisputeQueueResponse>('/api/v1/admin/disputes')).not.toContainEqual(
        expect.objectContaining({ id: order.id }),
      );
      await expectLedgerInvariants(t.db);
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });

  it('resolves to cancelled: the hold goes back to the trader', async () => {
    const order = await disputedOrder(t.app, keys, { amount: '700.00' });
    const balance = async () =>
      (
        await get<{ balances: { currency: string; working: string; held: string }[] }>(
          '/api/v1/trader/balance',
          bearer(t.trader.apiKey),
        )
      ).balances.find((entry) => entry.currency === 'RUB')!;
    const before = await balance();
    const resolved = await resolve(order.id, { status: 'cancelled', note: 'No money arrived' });
    expect(resolved.statusCode).toBe(200);
    const after = await balance();
    expect(Number(after.working) - Number(before.working)).toBe(700);
    expect(Number(before.held) - Number(after.held)).toBe(700);
    expect(json<OrderTimeline>(resolved).ledger.map((line) => line.kind)).toContain('release');
    await expectLedgerInvariants(t.db);
  });

  it('requires a note and changes nothing without one', async () => {
    const order = await disputedOrder(t.app, keys);
    for (const payload of [{ status: 'completed' }, { status: 'completed', note: '   ' }]) {
      const response = await resolve(order.id, payload);
      expect(response.statusCode).toBe(400);
      expect(json<ApiError>(response).code).toBe('note_required');
    }
    const view = await timeline(order.id);
    expect(view.order.status).toBe('dispute');
    expect(view.history.at(-1)!.move).toBe('traderDispute');
  });

  it('refuses an order not in dispute with 409 and writes no history', async () => {
    const order = await orderInTraderConfirm(t.app, keys);
    const before = await timeline(order.id);
    const response = await resolve(order.id, { status: 'cancelled', note: 'why not' });
    expect(response.statusCode).toBe(409);
    expect(json<ApiError>(response).code).toBe('invalid_transition');
    expect((await timeline(order.id)).history).toEqual(before.history);
  });
});

describe('operator: callbacks', () => {
  it('resends the order’s latest event: the shop gets it again, with the same eventId', async () => {
    const receiver = await startReceiver(() => 200);
    const worker = startWorker(t);
    try {
      const order = await disputedOrder(t.app, keys, { callbackUrl: receiver.url });
      await waitFor(
        () => receiver.received.length,
        (count) => count === 1,
      );
      const resent = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/orders/${order.id}/callbacks/resend`,
        headers: admin,
      });
      expect(resent.statusCode).toBe(202);
      expect(resent.json()).toEqual({
        eventId: receiver.received[0]!.eventId,
        callbackUrlStatus: 'in_progress',
      });
      await waitFor(
        () => receiver.received.length,
        (count) => count === 2,
      );
      expect(receiver.received[1]!.eventId).toBe(receiver.received[0]!.eventId);
      const view = await waitFor(
        () => timeline(order.id),
        (current) => current.callbacks.attempts.length === 2,
      );
      expect(view.callbacks.attempts.map((attempt) => attempt.responseCode)).toEqual([200, 200]);
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });

  it('answers 409 no_callback_event when the order has sent none', async () => {
    const order = await createOrder(t.app, t.shop.apiKey);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order.id}/callbacks/resend`,
      headers: admin,
    });
    expect(response.statusCode).toBe(409);
    expect(json<ApiError>(response).code).toBe('no_callback_event');
  });
});
