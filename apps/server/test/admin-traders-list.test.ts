import type { AdminTrader } from '@payorder/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_KEY, bearer, json, startTestApp, type TestApp } from './helper.ts';
import { createBookTrader, createShop, customerOrder, traderMove } from './routing-kit.ts';
import { countStatements, statementsOf } from './statement-counter.ts';

/**
 * The operator's list of traders reads every trader's balances and today's volume at once: a few
 * statements however many traders there are (a statement or three per trader timed the console's
 * screen out once there were a few hundred), each trader's figures its own.
 */
let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const admin = bearer(ADMIN_KEY);
const listTraders = async () =>
  json<{ items: AdminTrader[] }>(
    await t.app.inject({ method: 'GET', url: '/api/v1/admin/traders', headers: admin }),
  ).items;

describe('the operator’s list of traders', () => {
  it('takes as many statements for twelve traders as for two, and gives each its own money', async () => {
    const shop = await createShop(t.app, '2');
    const busy = await createBookTrader(t.app, { deposit: '100000.00', commissionPercent: '1' });
    const customer = await customerOrder(t.app, shop.apiKey, '1500.00');
    expect((await customer.pay()).statusCode).toBe(200);
    expect((await traderMove(t.app, busy.apiKey, customer.id, 'confirm')).statusCode).toBe(200);
    const idle = await createBookTrader(t.app, { deposit: '250000.00' });

    const counter = countStatements(t.db);
    const forTwo = await statementsOf(counter, listTraders);
    for (let index = 0; index < 10; index += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/traders',
        headers: admin,
        payload: { name: `T${index}` },
      });
    }
    let traders: AdminTrader[] = [];
    const forTwelve = await statementsOf(counter, async () => {
      traders = await listTraders();
    });
    expect(traders).toHaveLength(12);
    expect(forTwelve).toBe(forTwo);

    const rub = (id: string) =>
      traders.find((trader) => trader.id === id)!.balances.find((b) => b.currency === 'RUB')!;
    expect(rub(busy.id)).toMatchObject({
      working: '98500.00',
      commission: '15.00',
      today: { completed: 1, volume: '1500.00', commission: '15.00' },
      todayVolume: '1500.00',
    });
    expect(rub(idle.id)).toMatchObject({ working: '250000.00', today: { completed: 0, volume: '0.00' } });
    // The list says of each trader what the trader's own page says.
    for (const trader of traders) {
      const own = json<AdminTrader>(
        await t.app.inject({ method: 'GET', url: `/api/v1/admin/traders/${trader.id}`, headers: admin }),
      );
      expect(trader).toEqual(own);
    }
  });
});
