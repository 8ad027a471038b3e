import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresRun, startTestApp, type TestApp } from './helper.ts';
import {
  createBookTrader,
  createShop,
  customerOrder,
  expectLedgerInvariants,
  traderMove,
  traderOrders,
} from './routing-kit.ts';

/**
 * 200 customers press "start" at once over five traders with tight limits. On PostgreSQL the starts run
 * on ten connections at once; on PGlite (one connection) the same test runs them one after another.
 */
let t: TestApp;
beforeAll(async () => {
  // 200 customers log in from one address within the minute.
  t = await startTestApp({ LOGIN_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

describe(`routing 200 simultaneous starts (${isPostgresRun ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('exceeds no limit, never doubles an amount on an entry or an order, and spreads evenly', async () => {
    const shop = await createShop(t.app);
    // One trader's entry takes at most 20 open orders; the others' 50 each: 220 places for 200 orders.
    const tight = await createBookTrader(t.app, { limits: { maxOpenOrders: 20 } });
    const others = [];
    for (let index = 0; index < 4; index += 1) {
      others.push(await createBookTrader(t.app, { limits: { maxOpenOrders: 50, maxAmount: '5000.00' } }));
    }
    // 100 amounts, each twice: a trader must never hold two open orders of one amount on its entry.
    const customers = [];
    for (let index = 0; index < 200; index += 1) {
      customers.push(await customerOrder(t.app, shop.apiKey, `${1000 + (index % 100)}.00`, { start: false }));
    }
    const started = await Promise.all(customers.map((customer) => customer.start()));
    expect(started.map((response) => response.statusCode).every((code) => code === 200)).toBe(true);

    const perTrader = [];
    for (const trader of [tight, ...others]) {
      const orders = await traderOrders(t.app, trader.apiKey);
      const amounts = orders.map((order) => order.amount);
      expect(new Set(amounts).size, 'no amount twice on one entry').toBe(amounts.length);
      expect(orders.every((order) => order.status === 'customer_confirm')).toBe(true);
      perTrader.push(orders.length);
    }
    expect(perTrader[0]).toBe(20);
    for (const count of perTrader.slice(1))
      expect(Math.abs(count - 45), `${perTrader}`).toBeLessThanOrEqual(1);
    expect(perTrader.reduce((a, b) => a + b, 0)).toBe(200);

    const holds = await t.db.query<{ order_id: string; count: number }>(
      `SELECT order_id, count(*)::int AS count FROM ledger_transactions WHERE kind = 'hold' GROUP BY order_id`,
    );
    expect(holds.rows).toHaveLength(200);
    expect(holds.rows.every((row) => row.count === 1)).toBe(true);
    await expectLedgerInvariants(t.db);

    // All 200 paid and confirmed at once: settlements of one shop by five traders side by side.
    for (const customer of customers) expect((await customer.pay()).statusCode).toBe(200);
    const owners = new Map<string, string>();
    for (const trader of [tight, ...others]) {
      const orders = await traderOrders(t.app, trader.apiKey);
      for (const order of orders) owners.set(order.id, trader.apiKey);
    }
    const confirmed = await Promise.all(
      customers.map((customer) => traderMove(t.app, owners.get(customer.id)!, customer.id, 'confirm')),
    );
    expect(confirmed.map((response) => response.statusCode).filter((code) => code !== 200)).toEqual([]);
    const shopBalance = await t.db.query<{ balance: string }>(
      `SELECT balance::text FROM ledger_accounts WHERE kind = 'shop' AND currency = 'RUB'`,
    );
    // 100 amounts of 1000.00…1099.00, each twice, no fee.
    expect(shopBalance.rows).toEqual([{ balance: String(2 * (100 * 100_000 + 100 * 4950)) }]);
    await expectLedgerInvariants(t.db);
  });
});
