import type { AdminOverview, ApiError, MerchantOverview, TraderOverview } from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOverdueOrders } from '../src/order-flows/order-service.ts';
import { ADMIN_KEY, bearer, createOrder, json, startTestApp, type TestApp } from './helper.ts';
import { createBookTrader, createShop, customerOrder, traderMove, type Trader } from './routing-kit.ts';

/**
 * The overview (issue 27) after a scripted set of orders: two shops, one trader serving them all (a
 * second one with none), each outcome once, and a test-mode order that no number may count.
 */
let t: TestApp;
let shopA: { id: string; apiKey: string; testApiKey: string };
let shopB: { id: string; apiKey: string };
let trader: Trader;
let idle: Trader;
const ids: Record<
  'completedA' | 'completedA2' | 'cancelled' | 'disputed' | 'expired' | 'completedB' | 'test',
  string
> = {} as never;
const period = () => {
  const now = Date.now();
  return `from=${new Date(now - 3600_000).toISOString()}&to=${new Date(now + 3600_000).toISOString()}`;
};

async function completed(shopKey: string, amount: string) {
  const customer = await customerOrder(t.app, shopKey, amount);
  expect((await customer.pay()).statusCode).toBe(200);
  expect((await traderMove(t.app, trader.apiKey, customer.id, 'confirm')).statusCode).toBe(200);
  return customer.id;
}

beforeAll(async () => {
  t = await startTestApp();
  shopA = (await createShop(t.app, '2')) as typeof shopA;
  shopB = await createShop(t.app);
  trader = await createBookTrader(t.app, { commissionPercent: '1' });
  ids.completedA = await completed(shopA.apiKey, '1000.00');
  ids.completedA2 = await completed(shopA.apiKey, '500.00');
  ids.completedB = await completed(shopB.apiKey, '300.00');
  const cancelling = await customerOrder(t.app, shopA.apiKey, '700.00');
  expect((await cancelling.call('POST', '/cancel')).statusCode).toBe(200);
  ids.cancelled = cancelling.id;
  const disputing = await customerOrder(t.app, shopA.apiKey, '900.00');
  expect((await disputing.pay()).statusCode).toBe(200);
  expect((await traderMove(t.app, trader.apiKey, disputing.id, 'dispute')).statusCode).toBe(200);
  ids.disputed = disputing.id;
  ids.expired = (await createOrder(t.app, shopA.apiKey, { amount: '400.00' })).id;
  ids.test = (await createOrder(t.app, shopA.testApiKey, { amount: '100.00' })).id;
  // Everything still waiting for its deadline runs out: the untouched order (and the test one).
  expect(await expireOverdueOrders(t.db, new Date(Date.now() + 48 * 3600_000))).toBeGreaterThanOrEqual(1);
  // The second trader joins after the orders were routed: it served none.
  idle = await createBookTrader(t.app);
}, 180_000);
afterAll(() => t.close());

const get = async <T>(url: string, key: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(key) });
  expect(response.statusCode, response.body).toBe(200);
  return json<T>(response);
};

/** The confirm times (customer said paid → completed) of `orderIds`, from their history, in ms. */
async function confirmTimes(orderIds: string[]) {
  const { rows } = await t.db.query<{ ms: number }>(
    `SELECT (extract(epoch FROM max(created_at) FILTER (WHERE to_status = 'completed')
                                - min(created_at) FILTER (WHERE move = 'confirmPayment')) * 1000)::float8 AS ms
       FROM order_history WHERE order_id = ANY($1::uuid[]) GROUP BY order_id ORDER BY 1`,
    [orderIds],
  );
  return rows.map((row) => row.ms);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return Math.round((sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2);
};

const noStops = {
  expiredAt: { new: 0, requisites: 0, customerConfirm: 0 },
  cancelledBy: { customer: 0, trader: 0, operator: 0 },
  disputedAt: { traderConfirm: 0 },
};

describe('overview', () => {
  it("gives the operator the platform's funnel, money and speed, test orders left out", async () => {
    const overview = await get<AdminOverview>(`/api/v1/admin/overview?${period()}&tz=UTC`, ADMIN_KEY);
    expect(overview.funnel).toEqual({
      created: 6,
      methodChosen: 5,
      detailsGiven: 5,
      customerPaid: 4,
      completed: 3,
      cancelled: 1,
      expired: 1,
      disputed: 1,
      open: 1,
      conversion: 0.5,
      stops: {
        expiredAt: { new: 1, requisites: 0, customerConfirm: 0 },
        cancelledBy: { customer: 1, trader: 0, operator: 0 },
        disputedAt: { traderConfirm: 1 },
      },
    });
    // Shop A pays a 2 % fee (30.00 of its 1500.00), shop B none; the trader earns 1 % of what it completed.
    expect(overview.money).toEqual([
      { currency: 'RUB', orders: 3, volume: '1800.00', fees: '30.00', commissions: '18.00' },
    ]);
    expect(overview.byDay.map((day) => day.funnel.created).reduce((a, b) => a + b, 0)).toBe(6);

    const times = await confirmTimes([ids.completedA, ids.completedA2, ids.completedB]);
    expect(overview.speed.confirmP50Ms).toBe(median(times));
    expect(overview.speed.detailsP50Ms).not.toBeNull();
    expect(overview.speed.detailsP90Ms!).toBeGreaterThanOrEqual(overview.speed.detailsP50Ms!);
    expect(overview.speedByTrader).toEqual([
      expect.objectContaining({ traderId: trader.id, orders: 5, completed: 3, confirmP50Ms: median(times) }),
    ]);
    expect(overview.speedByConfirmation).toEqual([
      { way: 'by_hand', completed: 3, confirmP50Ms: median(times), confirmP90Ms: expect.any(Number) },
      { way: 'notification', completed: 0, confirmP50Ms: null, confirmP90Ms: null },
      { way: 'operator', completed: 0, confirmP50Ms: null, confirmP90Ms: null },
    ]);

    const shops = Object.fromEntries(overview.funnelBy.shop.map((row) => [row.key, row.funnel]));
    expect([shops[shopA.id]!.created, shops[shopA.id]!.completed, shops[shopB.id]!.created]).toEqual([
      5, 2, 1,
    ]);
    expect(overview.funnelBy.method).toEqual([
      expect.objectContaining({
        key: 'card2card',
        funnel: expect.objectContaining({ created: 5, completed: 3 }),
      }),
      expect.objectContaining({ key: null, funnel: expect.objectContaining({ created: 1, expired: 1 }) }),
    ]);
    expect(overview.funnelBy.bank.map((row) => [row.key, row.funnel.created])).toEqual([
      ['sberbank', 5],
      [null, 1],
    ]);

    // Now: the open dispute, both traders online, nobody waiting.
    expect(overview.health).toMatchObject({
      openDisputes: { count: 1, byAge: { underHour: 1, underDay: 0, underThreeDays: 0, older: 0 } },
      tradersOnline: 2,
      ordersWaiting: 0,
      failingCallbacks: [],
    });
    expect(overview.traders.map((row) => row.traderId).sort()).toEqual([trader.id, idle.id].sort());
    const served = overview.traders.find((row) => row.traderId === trader.id)!;
    // Its dispute still holds 900.00.
    expect(served.balances).toEqual([expect.objectContaining({ currency: 'RUB', held: '900.00' })]);
  });

  it("narrows the operator's numbers to one shop and one currency", async () => {
    const one = await get<AdminOverview>(`/api/v1/admin/overview?${period()}&shopId=${shopB.id}`, ADMIN_KEY);
    expect([one.shopId, one.funnel.created, one.funnel.completed, one.money[0]?.volume]).toEqual([
      shopB.id,
      1,
      1,
      '300.00',
    ]);
    const usd = await get<AdminOverview>(`/api/v1/admin/overview?${period()}&currency=USD`, ADMIN_KEY);
    expect([usd.currency, usd.funnel.created, usd.money]).toEqual(['USD', 0, []]);
  });

  it('gives a shop its own conversion and volume only, never the commission', async () => {
    const a = await get<MerchantOverview>(`/api/v1/merchant/overview?${period()}`, shopA.apiKey);
    expect(a.funnel).toMatchObject({
      created: 5,
      completed: 2,
      cancelled: 1,
      expired: 1,
      disputed: 1,
      conversion: 0.4,
    });
    expect(a.money).toEqual([{ currency: 'RUB', orders: 2, volume: '1500.00', fees: '30.00' }]);
    expect(a).not.toHaveProperty('funnelBy');
    expect(a).not.toHaveProperty('health');
    const b = await get<MerchantOverview>(`/api/v1/merchant/overview?${period()}`, shopB.apiKey);
    expect([b.funnel.created, b.funnel.completed, b.money[0]?.volume]).toEqual([1, 1, '300.00']);
    // The operator's filter is not the shop's: it stays its own.
    const asked = await t.app.inject({
      method: 'GET',
      url: `/api/v1/merchant/overview?${period()}&shopId=${shopB.id}`,
      headers: bearer(shopA.apiKey),
    });
    expect(json<MerchantOverview>(asked).funnel.created).toBe(5);
  });

  it("gives a shop's test key its test orders only, never the live ones (shop.md §4)", async () => {
    const completedTest = (await createOrder(t.app, shopA.testApiKey, { amount: '250.00' })).id;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/merchant/orders/${completedTest}/test-outcome`,
      headers: bearer(shopA.testApiKey),
      payload: { status: 'completed' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const test = await get<MerchantOverview>(`/api/v1/merchant/overview?${period()}`, shopA.testApiKey);
    expect(test.funnel).toMatchObject({ created: 2, completed: 1, expired: 1, cancelled: 0, disputed: 0 });
    expect(test.money).toMatchObject([{ currency: 'RUB', orders: 1, volume: '250.00' }]);
    // The live key still sees its live orders alone, the operator every shop's live ones.
    const live = await get<MerchantOverview>(`/api/v1/merchant/overview?${period()}`, shopA.apiKey);
    expect([live.funnel.created, live.money[0]?.volume]).toEqual([5, '1500.00']);
    const operator = await get<AdminOverview>(`/api/v1/admin/overview?${period()}`, ADMIN_KEY);
    expect(operator.funnel.created).toBe(6);
  });

  it('gives a trader its own day: orders, volume, commission, median confirm time, never the shops’ fees', async () => {
    const own = await get<TraderOverview>('/api/v1/trader/overview?tz=UTC', trader.apiKey);
    expect(own.funnel).toMatchObject({ created: 5, completed: 3, disputed: 1, cancelled: 1 });
    expect(own.money).toEqual([{ currency: 'RUB', orders: 3, volume: '1800.00', commissions: '18.00' }]);
    expect(own.byDay.flatMap((day) => day.money).every((money) => money.fees === undefined)).toBe(true);
    expect(own.speed.confirmP50Ms).toBe(
      median(await confirmTimes([ids.completedA, ids.completedA2, ids.completedB])),
    );
    expect(own.byDay.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    // The other trader sees none of it.
    const other = await get<TraderOverview>(`/api/v1/trader/overview?${period()}`, idle.apiKey);
    expect([other.funnel.created, other.money, other.speed.confirmP50Ms]).toEqual([0, [], null]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/overview', headers: bearer(trader.apiKey) }))
        .statusCode,
    ).toBe(401);
  });

  it('counts each order on its day in the asked time zone', async () => {
    // Moved to 22:30 UTC on 10 March: still the 10th in UTC, already the 11th in Moscow (UTC+3). Created,
    // paid and completed then: the funnel counts it on the day it was created, the money on the day it
    // completed (today's volume's rule).
    await t.db.query(
      `UPDATE orders SET created_at = '2026-03-10T22:30:00Z', paid_at = '2026-03-10T22:35:00Z',
              finished_at = '2026-03-10T22:40:00Z' WHERE id = $1`,
      [ids.completedB],
    );
    const range = 'from=2026-03-09T00:00:00Z&to=2026-03-12T00:00:00Z';
    const utc = await get<AdminOverview>(`/api/v1/admin/overview?${range}&tz=UTC`, ADMIN_KEY);
    expect(utc.byDay.map((day) => [day.day, day.funnel.created])).toEqual([
      ['2026-03-09', 0],
      ['2026-03-10', 1],
      ['2026-03-11', 0],
    ]);
    const moscow = await get<AdminOverview>(`/api/v1/admin/overview?${range}&tz=Europe/Moscow`, ADMIN_KEY);
    // 00:00Z on the 9th is 03:00 on the 9th in Moscow; the period's end, 03:00 on the 12th.
    expect(moscow.byDay.map((day) => [day.day, day.funnel.created])).toEqual([
      ['2026-03-09', 0],
      ['2026-03-10', 0],
      ['2026-03-11', 1],
      ['2026-03-12', 0],
    ]);
    expect(moscow.byDay[2]!.money).toEqual([
      { currency: 'RUB', orders: 1, volume: '300.00', fees: '0.00', commissions: '3.00' },
    ]);
    expect(moscow.byDay[2]!.funnel.stops).toEqual(noStops);
    // Those ended days are kept (precomputed per day); an order that moves onto one is counted all the same.
    await t.db.query(`UPDATE orders SET created_at = '2026-03-10T12:00:00Z' WHERE id = $1`, [ids.expired]);
    const again = await get<AdminOverview>(`/api/v1/admin/overview?${range}&tz=UTC`, ADMIN_KEY);
    expect(again.byDay.map((day) => [day.funnel.created, day.funnel.expired])).toEqual([
      [0, 0],
      [2, 1],
      [0, 0],
    ]);
  });

  it('refuses bad periods, zones and ids with 400 and the field that is wrong', async () => {
    const cases: [string, string][] = [
      ['from=2026-03-10T00:00:00Z&to=2026-03-09T00:00:00Z', 'to'],
      ['from=2024-01-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'from'],
      ['from=yesterday', 'from'],
      ['tz=Mars/Olympus', 'tz'],
      ['shopId=42', 'shopId'],
      ['currency=rub', 'currency'],
    ];
    for (const [query, field] of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/overview?${query}`,
        headers: bearer(ADMIN_KEY),
      });
      expect([query, response.statusCode]).toEqual([query, 400]);
      const error = json<ApiError>(response);
      expect([query, Object.keys(error.fieldErrors ?? {})]).toEqual([query, [field]]);
      expect(error.fieldErrors![field]!.code).toMatch(/^[a-z_]+$/);
    }
  });

  it("sorts the open disputes by age and names the oldest one's age (health)", async () => {
    const disputed = [ids.disputed];
    for (const amount of ['910.00', '920.00', '930.00']) {
      const customer = await customerOrder(t.app, shopA.apiKey, amount);
      expect((await customer.pay()).statusCode).toBe(200);
      // Routing may give it to the idle trader now: its own trader disputes it.
      const { rows } = await t.db.query<{ trader_id: string }>('SELECT trader_id FROM orders WHERE id = $1', [
        customer.id,
      ]);
      const own = rows[0]!.trader_id === idle.id ? idle : trader;
      expect((await traderMove(t.app, own.apiKey, customer.id, 'dispute')).statusCode).toBe(200);
      disputed.push(customer.id);
    }
    // Opened 30 minutes, 5 hours, 2 days and 10 days ago: one in each age.
    await t.db.query(
      `UPDATE orders o SET disputed_at = now() - a.age
         FROM unnest($1::uuid[], $2::interval[]) AS a(id, age) WHERE o.id = a.id`,
      [disputed, ['30 minutes', '5 hours', '2 days', '10 days']],
    );
    const { openDisputes } = await get<AdminOverview['health']>('/api/v1/admin/overview/health', ADMIN_KEY);
    expect(openDisputes.count).toBe(4);
    expect(openDisputes.byAge).toEqual({ underHour: 1, underDay: 1, underThreeDays: 1, older: 1 });
    const tenDays = 10 * 86_400_000;
    expect(openDisputes.oldestAgeMs).toBeGreaterThanOrEqual(tenDays);
    expect(openDisputes.oldestAgeMs).toBeLessThan(tenDays + 60_000);
  });
});
