import type { ApiError, RequisiteEntry, TradeMethod, TraderOrder } from '@payorder/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assignWaitingOrders } from '../src/routing/assign-order.ts';
import { AMOUNT_COOL_DOWN_SECONDS } from '../src/routing/eligible-candidates.ts';
import { bearer, createOrder, json, loginCustomer, startTestApp, type TestApp } from './helper.ts';
import {
  addEntry,
  cardNumberOf,
  balanceOf,
  createBookTrader,
  createShop,
  customerOrder,
  traderMove,
  traderOrders,
} from './routing-kit.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

async function offered(customer: Awaited<ReturnType<typeof customerOrder>>) {
  const response = await t.app.inject({
    url: `/api/v1/customer/trade-methods/orders/${customer.id}`,
    headers: customer.auth,
  });
  return json<TradeMethod[]>(response);
}

describe('requisites book', () => {
  it('keeps entries with the method’s declared fields, refusing each bad field by name', async () => {
    const trader = await createBookTrader(t.app, { entries: 0 });
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/trader/requisites',
        headers: bearer(trader.apiKey),
        payload,
      });

    const wrong = await post({ tradeMethodId: trader.methodId, details: { cardholder: '', iban: 'DE89' } });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(json<ApiError>(wrong).fields!).sort()).toEqual(
      ['details.card_number', 'details.cardholder', 'details.iban'].sort(),
    );
    const limits = await post({
      tradeMethodId: trader.methodId,
      details: { card_number: '2202 2063 1115 2222', cardholder: 'IVAN P.' },
      minAmount: '500.00',
      maxAmount: '100.00',
      maxOpenOrders: 0,
    });
    expect(limits.statusCode).toBe(400);
    expect(json<ApiError>(limits).fields).toHaveProperty('maxOpenOrders');
    expect(json<ApiError>(limits).fieldErrors).toEqual({
      maxOpenOrders: { code: 'too_small', params: { min: 1 } },
    });
    const letters = await post({
      tradeMethodId: trader.methodId,
      details: { card_number: 'abcd', cardholder: 'IVAN P.', bank: 'nobank' },
      minAmount: '500.00',
      maxAmount: '100.00',
    });
    // every problem at once, limits and details alike, each with its code
    expect([letters.statusCode, json<ApiError>(letters).fieldErrors]).toEqual([
      400,
      {
        minAmount: { code: 'min_above_max', params: { max: '100.00' } },
        'details.card_number': { code: 'card_number_invalid' },
        'details.bank': { code: 'not_a_bank' },
      },
    ]);
    expect(json<ApiError>(letters).fields).toMatchObject({ 'details.card_number': expect.any(String) });

    const other = await createBookTrader(t.app, { entries: 0 });
    const foreign = await post({
      tradeMethodId: other.methodId,
      details: { card_number: '1', cardholder: 'A' },
    });
    expect(json<ApiError>(foreign).fields).toHaveProperty('tradeMethodId');

    const entry = await addEntry(t.app, trader.apiKey, trader.methodId, { maxAmount: '5000.00' });
    expect(entry).toMatchObject({
      paymentType: 'card2card',
      bank: 'sberbank',
      details: { bank: 'sberbank', card_number: '2202 2063 1115 2222', cardholder: 'IVAN P.' },
      isActive: true,
      maxAmount: '5000.00',
      todayVolume: '0.00',
      openOrders: 0,
    });
    const paused = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/trader/requisites/${entry.id}`,
      headers: bearer(trader.apiKey),
      payload: { isActive: false, minAmount: '6000.00' },
    });
    expect(paused.statusCode).toBe(400); // min above the kept max
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/trader/requisites/${entry.id}`,
      headers: bearer(trader.apiKey),
      payload: { isActive: false },
    });
    expect(json<RequisiteEntry>(ok).isActive).toBe(false);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/trader/requisites/${entry.id}`,
      headers: bearer(trader.apiKey),
    });
    expect(removed.statusCode).toBe(204);
    const list = await t.app.inject({ url: '/api/v1/trader/requisites', headers: bearer(trader.apiKey) });
    expect(json<RequisiteEntry[]>(list)).toEqual([]);
    // Another trader can neither see nor change it.
    const stranger = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/trader/requisites/${entry.id}`,
      headers: bearer(other.apiKey),
      payload: { isActive: true },
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('trader status and methods', () => {
  it('tells the trader whether it is online and which methods its book and details must fill in', async () => {
    const trader = await createBookTrader(t.app, { entries: 0 });
    const get = async (url: string) => json(await t.app.inject({ url, headers: bearer(trader.apiKey) }));
    expect(await get('/api/v1/trader/status')).toEqual({ online: true });
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/trader/status',
      headers: bearer(trader.apiKey),
      payload: { online: false },
    });
    expect(await get('/api/v1/trader/status')).toEqual({ online: false });
    const methods = await get('/api/v1/trader/trade-methods');
    expect(methods).toMatchObject([
      {
        id: trader.methodId,
        paymentType: 'card2card',
        bankName: 'Sberbank',
        fields: [{ name: 'card_number' }, { name: 'cardholder' }],
      },
    ]);
    const other = await createBookTrader(t.app, { entries: 0 });
    expect(
      json<{ id: string }[]>(
        await t.app.inject({ url: '/api/v1/trader/trade-methods', headers: bearer(other.apiKey) }),
      ).map((m) => m.id),
    ).toEqual([other.methodId]);
  });
});

describe('offer and assignment', () => {
  it('offers only what an online trader can take now, one card for several traders', async () => {
    const shop = await createShop(t.app);
    const customer = await customerOrder(t.app, shop.apiKey, '1500.00', { start: false }).catch(
      (error: Error) => error,
    );
    expect(customer).toBeInstanceOf(Error); // nobody online: the method cannot even be chosen

    const first = await createBookTrader(t.app, { limits: { maxAmount: '1000.00' } });
    const order = await customerOrder(t.app, shop.apiKey, '900.00', { start: false });
    expect((await offered(order)).map((m) => `${m.paymentType}:${m.bank}`)).toEqual(['card2card:sberbank']);

    const big = await customerOrder(t.app, shop.apiKey, '900.00', { start: false });
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/trader/status',
      headers: bearer(first.apiKey),
      payload: { online: false },
    });
    expect(await offered(big)).toEqual([]);

    await createBookTrader(t.app);
    await createBookTrader(t.app);
    expect(await offered(big)).toHaveLength(1);
    // An amount over the entry's max is not the first trader's to take, even when online again.
    await createBookTrader(t.app, { deposit: '10.00' }); // too little money to back 900
    expect(await offered(big)).toHaveLength(1);
  });

  it('gives a started order a free entry’s details at once and holds the amount', async () => {
    const shop = await createShop(t.app);
    const trader = await createBookTrader(t.app);
    const customer = await customerOrder(t.app, shop.apiKey, '1500.00');
    const order = await customer.order();
    expect(order.status).toBe('customer_confirm');
    expect(order.requisites).toMatchObject({ card_number: cardNumberOf(0), cardholder: 'IVAN P.' });
    expect(await balanceOf(t.app, trader.apiKey)).toMatchObject({ held: '1500.00', working: '998500.00' });
    const [entry] = json<RequisiteEntry[]>(
      await t.app.inject({ url: '/api/v1/trader/requisites', headers: bearer(trader.apiKey) }),
    );
    expect(entry).toMatchObject({ openOrders: 1, todayVolume: '1500.00' });
  });

  it('never puts two open orders of one amount on one entry; the second waits and gets it past the cool-down', async () => {
    const shop = await createShop(t.app);
    const trader = await createBookTrader(t.app);
    const first = await customerOrder(t.app, shop.apiKey, '700.00', { start: false });
    const second = await customerOrder(t.app, shop.apiKey, '700.00', { start: false });
    await first.start();
    await second.start();
    expect((await first.order()).status).toBe('customer_confirm');
    const waiting = await second.order();
    expect(waiting).toMatchObject({ status: 'requisites', requisites: null });
    // A waiting order is offered to the traders who could supply details by hand.
    const list = json<TraderOrder[]>(
      await t.app.inject({ url: '/api/v1/trader/orders?status=requisites', headers: bearer(trader.apiKey) }),
    );
    expect(list.map((order) => order.id)).toEqual([second.id]);

    await first.call('POST', '/cancel');
    // Not at once: a late payer of the first would pay the card the second is given (issue 33).
    expect((await second.order()).status).toBe('requisites');
    await t.db.query(
      `UPDATE orders SET finished_at = finished_at - make_interval(secs => $2) WHERE id = $1`,
      [first.id, AMOUNT_COOL_DOWN_SECONDS],
    );
    // The cancel's own look for waiting orders (app.ts, in the background) may still hold the second
    // order's row, read before the cool-down was moved back: this look then skips it, the next takes it.
    await expect
      .poll(async () => {
        await assignWaitingOrders(t.db);
        return (await second.order()).status;
      })
      .toBe('customer_confirm');
    expect((await second.order()).requisites?.card_number).toBe(cardNumberOf(0));
  });

  it('respects max open orders and the daily volume, and pausing leaves open orders alone', async () => {
    const shop = await createShop(t.app);
    const trader = await createBookTrader(t.app, { limits: { maxOpenOrders: 1, dailyLimit: '1000.00' } });
    const a = await customerOrder(t.app, shop.apiKey, '600.00');
    expect((await a.order()).status).toBe('customer_confirm');
    const b = await customerOrder(t.app, shop.apiKey, '300.00', { start: false }).catch((e: Error) => e);
    expect(b).toBeInstanceOf(Error); // the only entry is busy: nothing offered

    await a.pay();
    await traderMove(t.app, trader.apiKey, a.id, 'confirm');
    const c = await customerOrder(t.app, shop.apiKey, '300.00');
    expect((await c.order()).status).toBe('customer_confirm');
    await c.call('POST', '/cancel');
    // 600 done today + 500 would pass the 1000 daily limit.
    const d = await customerOrder(t.app, shop.apiKey, '500.00', { start: false }).catch((e: Error) => e);
    expect(d).toBeInstanceOf(Error);

    const e = await customerOrder(t.app, shop.apiKey, '400.00');
    const [entry] = json<RequisiteEntry[]>(
      await t.app.inject({ url: '/api/v1/trader/requisites', headers: bearer(trader.apiKey) }),
    );
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/trader/requisites/${entry!.id}`,
      headers: bearer(trader.apiKey),
      payload: { isActive: false },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/trader/status',
      headers: bearer(trader.apiKey),
      payload: { online: false },
    });
    expect((await e.order()).status).toBe('customer_confirm');
    await e.pay();
    expect((await traderMove(t.app, trader.apiKey, e.id, 'confirm')).statusCode).toBe(200);
  });

  it('gives the customer’s choice the method of the fairest trader who can take the amount', async () => {
    const shop = await createShop(t.app);
    const small = await createBookTrader(t.app, { limits: { maxAmount: '1000.00' } });
    const any = await createBookTrader(t.app);
    // `small` is the fairest: `any` has had its turns.
    await t.db.query('UPDATE traders SET routing_turns = routing_turns + 5 WHERE id = $1', [any.id]);
    const methodOf = async (orderId: string) =>
      (await t.db.query<{ id: string }>('SELECT trade_method_id AS id FROM orders WHERE id = $1', [orderId]))
        .rows[0]!.id;

    const within = await customerOrder(t.app, shop.apiKey, '900.00', { start: false });
    expect(await methodOf(within.id)).toBe(small.methodId);
    // Past the fairest trader's limit: the choice looks on to the next trader, not only at the first.
    const above = await customerOrder(t.app, shop.apiKey, '2000.00', { start: false });
    expect(await methodOf(above.id)).toBe(any.methodId);
    expect((await above.start()).statusCode).toBe(200);
    expect((await above.order()).status).toBe('customer_confirm');
    const orders = await traderOrders(t.app, any.apiKey);
    expect(orders.map((order) => order.id)).toEqual([above.id]);
  });

  it('gives the order, among traders with as many turns, to the one assigned longest ago', async () => {
    const shop = await createShop(t.app);
    const earlier = await createBookTrader(t.app);
    const later = await createBookTrader(t.app);
    // Assignment 99 came before 100 (compared as text, '100' would sort first).
    const setTurn = (id: string, last: number) =>
      t.db.query('UPDATE traders SET routing_turns = 3, last_assignment = $2 WHERE id = $1', [id, last]);
    await setTurn(earlier.id, 99);
    await setTurn(later.id, 100);
    const customer = await customerOrder(t.app, shop.apiKey, '800.00');
    expect((await customer.order()).status).toBe('customer_confirm');
    const orders = await traderOrders(t.app, earlier.apiKey);
    expect(orders.map((order) => order.id)).toEqual([customer.id]);
  });

  it('spreads orders evenly across eligible traders', async () => {
    const shop = await createShop(t.app);
    const traders = [
      await createBookTrader(t.app),
      await createBookTrader(t.app),
      await createBookTrader(t.app),
    ];
    const counts = new Map<string, number>();
    for (let index = 0; index < 9; index += 1) {
      const customer = await customerOrder(t.app, shop.apiKey, `${100 + index}.00`);
      expect((await customer.order()).status).toBe('customer_confirm');
    }
    for (const trader of traders) {
      const orders = await traderOrders(t.app, trader.apiKey);
      counts.set(trader.id, orders.length);
    }
    expect([...counts.values()]).toEqual([3, 3, 3]);
  });

  it('lets a trader without a book for the method supply details by hand, checked against its fields', async () => {
    const shop = await createShop(t.app);
    const trader = await createBookTrader(t.app, { entries: 0 });
    const customer = await customerOrder(t.app, shop.apiKey, '1200.00');
    expect((await customer.order()).status).toBe('requisites');
    const bad = await traderMove(t.app, trader.apiKey, customer.id, 'requisites', {
      requisites: { card_number: '2202 2063 1232 5678', nickname: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json<ApiError>(bad).fields!).sort()).toEqual([
      'requisites.cardholder',
      'requisites.nickname',
    ]);
    const good = await traderMove(t.app, trader.apiKey, customer.id, 'requisites', {
      requisites: { card_number: '2202 2063 1232 5678', cardholder: 'IVAN P.' },
    });
    expect(good.statusCode).toBe(200);
    expect((await customer.order()).requisites?.card_number).toBe('2202 2063 1232 5678');
  });

  it('lets a trader claim a waiting order by hand only when its balance covers it', async () => {
    const shop = await createShop(t.app);
    await createBookTrader(t.app);
    const first = await customerOrder(t.app, shop.apiKey, '800.00', { start: false });
    const second = await customerOrder(t.app, shop.apiKey, '800.00', { start: false });
    await first.start();
    await second.start();
    expect((await second.order()).status).toBe('requisites');

    const poor = await createBookTrader(t.app, { entries: 0, deposit: '100.00' });
    // Came online with too little money: the waiting order is not assigned to it.
    expect((await second.order()).status).toBe('requisites');
    const refused = await traderMove(t.app, poor.apiKey, second.id, 'requisites', {
      requisites: { card_number: '2202 2063 1232 5678', cardholder: 'A' },
    });
    expect(refused.statusCode).toBe(409);
    expect(json<ApiError>(refused).code).toBe('insufficient_balance');
    expect(await second.order()).toMatchObject({ status: 'requisites', requisites: null });
    expect(await balanceOf(t.app, poor.apiKey)).toMatchObject({ working: '100.00', held: '0.00' });
  });
});

describe('orders of a currency nobody serves', () => {
  it('answers the customer with an empty offer, not an error', async () => {
    const shop = await createShop(t.app);
    const { id, token } = await createOrder(t.app, shop.apiKey, { amount: '10.00', currency: 'EUR' });
    const auth = bearer(await loginCustomer(t.app, id, token));
    const offer = await t.app.inject({ url: `/api/v1/customer/trade-methods/orders/${id}`, headers: auth });
    expect(offer.statusCode).toBe(200);
    expect(json<TradeMethod[]>(offer)).toEqual([]);
  });
});
