import type { Order, PaymentType } from '@payorder/contract';
import { ZPaymentType } from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoAccounts, startSimulatedTrader, type DemoAccounts } from '../src/demo/demo.ts';
import { demoRoutes } from '../src/demo/demo-routes.ts';
import { bearer, json, loginCustomer, startTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let accounts: DemoAccounts;
let stop: () => void;
beforeAll(async () => {
  t = await startTestApp(
    { DEMO_TRADER_DELAY_MS: '0' },
    {
      beforeReady: async (app) => {
        accounts = await ensureDemoAccounts(app.ctx);
        await app.register(demoRoutes(accounts));
      },
    },
  );
  stop = startSimulatedTrader(t.app.ctx, accounts, t.app.log);
});
afterAll(async () => {
  stop();
  await t.close();
});

describe('demo', () => {
  it('seeds the demo once: shops of both data-collection orders and a trader with every payment type', async () => {
    expect(await ensureDemoAccounts(t.app.ctx)).toEqual(accounts);
    const { rows } = await t.db.query<{ payment_type: PaymentType }>(
      'SELECT DISTINCT payment_type FROM trade_methods WHERE trader_id = $1',
      [accounts.traderId],
    );
    expect(rows.map((row) => row.payment_type).sort()).toEqual([...ZPaymentType.options].sort());
  });

  it('creates an order from the / page and the simulated trader moves it along', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.body).toContain('action="/demo/orders"');
    const created = await t.app.inject({
      method: 'POST',
      url: '/demo/orders',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'collection=after_payment',
    });
    expect(created.statusCode).toBe(303);
    const [, , id, token] = String(created.headers.location).split('/');
    const auth = bearer(await loginCustomer(t.app, id!, token!));
    const url = `/api/v1/customer/orders/${id}`;
    await t.app.inject({
      method: 'PATCH',
      url,
      headers: auth,
      payload: { payment: { type: 'sberpay', bank: 'sberbank' } },
    });
    await t.app.inject({ method: 'POST', url: `${url}/start-payment`, headers: auth });
    await expect
      .poll(async () => json<Order>(await t.app.inject({ url, headers: auth })).status, { timeout: 10_000 })
      .toBe('customer_confirm');
    const order = json<Order>(await t.app.inject({ url, headers: auth }));
    expect(order.requisites?.sberPayUrl).toMatch(/^http/);

    await t.app.inject({ method: 'PATCH', url, headers: auth, payload: { statusDetails: 'customer-payed' } });
    await t.app.inject({ method: 'POST', url: `${url}/confirm-payment`, headers: auth });
    await expect
      .poll(async () => json<Order>(await t.app.inject({ url, headers: auth })).status, { timeout: 10_000 })
      .toBe('completed');
  });
});
