import type { ApiError, Order, RequisiteEntry } from '@payorder/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_KEY, bearer, isPostgresRun, json, startTestApp, type TestApp } from './helper.ts';
import {
  balanceOf,
  createBookTrader,
  createShop,
  customerOrder,
  expectLedgerInvariants,
  traderMove,
  type Trader,
} from './routing-kit.ts';

/**
 * A trader claims an order waiting unassigned by sending its details by hand; the claim must pass the
 * same eligibility as routing (online, working balance less the security hold, the book's limits,
 * demo-ness), under routing's lock. The sweep is slowed so only the claims assign.
 */
let t: TestApp;
beforeEach(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '3600000', LOGIN_RATE_LIMIT_PER_IP: '1000' });
});
afterEach(() => t.close());

const DETAILS = { requisites: { card_number: '2202 2063 1232 5678', cardholder: 'IVAN P.' } };
const claim = (trader: Trader, orderId: string) =>
  traderMove(t.app, trader.apiKey, orderId, 'requisites', DETAILS);

const setOnline = (trader: Trader, online: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/trader/status',
    headers: bearer(trader.apiKey),
    payload: { online },
  });

/** Customers who chose card2card while `offering` (a trader without a book) was online, not yet started. */
async function chosenOrders(amounts: string[]) {
  const shop = await createShop(t.app);
  const offering = await createBookTrader(t.app, { entries: 0 });
  const customers = [];
  for (const amount of amounts)
    customers.push(await customerOrder(t.app, shop.apiKey, amount, { start: false }));
  return { offering, customers };
}

async function expectWaiting(order: Promise<Order>) {
  expect(await order).toMatchObject({ status: 'requisites', requisites: null });
}

describe(`a claim by hand passes routing's eligibility (${isPostgresRun ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses an offline trader with 409 trader_offline, changing nothing', async () => {
    const { offering, customers } = await chosenOrders(['800.00']);
    await setOnline(offering, false);
    const [customer] = customers;
    await customer!.start();
    await expectWaiting(customer!.order());

    const refused = await claim(offering, customer!.id);
    expect(refused.statusCode).toBe(409);
    expect(json<ApiError>(refused).code).toBe('trader_offline');
    await expectWaiting(customer!.order());
    expect(await balanceOf(t.app, offering.apiKey)).toMatchObject({ held: '0.00' });
    await expectLedgerInvariants(t.db);
  });

  it('refuses a trader whose working balance less its security hold is below the amount', async () => {
    const { offering, customers } = await chosenOrders(['800.00']);
    const working = (await balanceOf(t.app, offering.apiKey))!.working;
    // The working balance covers the order, but not once the security hold is kept back.
    const securityHold = (Number(working) - 700).toFixed(2);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/traders/${offering.id}`,
      headers: bearer(ADMIN_KEY),
      payload: { securityHold },
    });
    const [customer] = customers;
    await customer!.start();
    await expectWaiting(customer!.order());

    const refused = await claim(offering, customer!.id);
    expect(refused.statusCode).toBe(409);
    expect(json<ApiError>(refused).code).toBe('insufficient_balance');
    await expectWaiting(customer!.order());
    expect(await balanceOf(t.app, offering.apiKey)).toMatchObject({ working, held: '0.00' });
    await expectLedgerInvariants(t.db);
  });

  it('refuses a trader whose book entries for the method are at their open-order limit', async () => {
    const shop = await createShop(t.app);
    const booked = await createBookTrader(t.app, { limits: { maxOpenOrders: 1 } });
    const first = await customerOrder(t.app, shop.apiKey, '300.00');
    expect((await first.order()).status).toBe('customer_confirm');
    // Another trader offers the method so the next customer can choose it, then goes offline.
    const offering = await createBookTrader(t.app, { entries: 0 });
    const second = await customerOrder(t.app, shop.apiKey, '400.00', { start: false });
    await setOnline(offering, false);
    await second.start();
    await expectWaiting(second.order());

    const refused = await claim(booked, second.id);
    expect(refused.statusCode).toBe(409);
    expect(json<ApiError>(refused).code).toBe('entry_limit_reached');
    await expectWaiting(second.order());
    expect(await balanceOf(t.app, booked.apiKey)).toMatchObject({ held: '300.00' });
    await expectLedgerInvariants(t.db);
  });

  it('refuses a demo trader a real shop’s order (it is not one of its orders)', async () => {
    const { offering, customers } = await chosenOrders(['800.00']);
    await t.db.query('UPDATE traders SET is_demo = true WHERE id = $1', [offering.id]);
    const [customer] = customers;
    await customer!.start();
    await expectWaiting(customer!.order());

    const refused = await claim(offering, customer!.id);
    expect(refused.statusCode).toBe(404);
    await expectWaiting(customer!.order());
    await expectLedgerInvariants(t.db);
  });

  it('lets exactly k of N simultaneous claims through on an entry allowing k open orders', async () => {
    const amounts = ['101.00', '102.00', '103.00', '104.00', '105.00', '106.00'];
    const { offering, customers } = await chosenOrders(amounts);
    await setOnline(offering, false);
    const booked = await createBookTrader(t.app, { limits: { maxOpenOrders: 3 } });
    await setOnline(booked, false);
    for (const customer of customers) await customer.start();
    for (const customer of customers) await expectWaiting(customer.order());
    // Online again between two sweeps: the waiting orders are there for the taking.
    await t.db.query('UPDATE traders SET is_online = true WHERE id = $1', [booked.id]);

    const answers = await Promise.all(customers.map((customer) => claim(booked, customer.id)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(3);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(json<ApiError>(answer).code).toBe('entry_limit_reached');
    const [entry] = json<RequisiteEntry[]>(
      await t.app.inject({ url: '/api/v1/trader/requisites', headers: bearer(booked.apiKey) }),
    );
    expect(entry!.openOrders).toBe(3);
    await expectLedgerInvariants(t.db);
  });
});
