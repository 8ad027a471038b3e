import { type Order, type PaymentType, type TradeMethod, ZPaymentType } from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDemoOrder,
  ensureDemoAccounts,
  ensureDemoConsoleUser,
  ensureDemoOperator,
  ensureDemoShopUser,
  startSimulatedTrader,
} from '../src/demo/demo.ts';
import type { DemoAccounts } from '../src/demo/demo-accounts.ts';
import { fromConsole, sessionCookieOf, signIn, totpCode } from './console-helper.ts';
import { demoRoutes } from '../src/demo/demo-routes.ts';
import {
  ADMIN_KEY,
  bearer,
  createOrder,
  json,
  loginCustomer,
  setupShopAndTrader,
  startTestApp,
  type TestApp,
} from './helper.ts';

/** The payment types of Russia: a demo RUB order offers these and no other. */
const RUSSIAN_TYPES: readonly PaymentType[] = [
  'card2card',
  'sbp',
  'tsbp',
  'sberpay',
  'account_number',
  'phone_number',
  'transfer_via_id_card',
];

/** The test's limit of demo orders per client address per minute. */
const DEMO_ORDERS_PER_MINUTE = 5;

let t: TestApp;
let accounts: DemoAccounts;
let stop: () => void;
beforeAll(async () => {
  t = await startTestApp(
    { DEMO_TRADER_DELAY_MS: '0', DEMO_ORDERS_RATE_LIMIT_PER_MINUTE: String(DEMO_ORDERS_PER_MINUTE) },
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

/** The customer of a demo order (its page's location) chooses SberPay and starts paying. */
async function startSberPay(location: string) {
  const [, , id, token] = location.split('/');
  const auth = bearer(await loginCustomer(t.app, id!, token!));
  const url = `/api/v1/customer/orders/${id}`;
  await t.app.inject({
    method: 'PATCH',
    url,
    headers: auth,
    payload: { payment: { type: 'sberpay', bank: 'sberbank' } },
  });
  await t.app.inject({ method: 'POST', url: `${url}/start-payment`, headers: auth });
  return { id: id!, auth, url };
}

describe('demo', () => {
  it('seeds the demo once: shops of both data-collection orders and a trader with every payment type, each in its own currency', async () => {
    expect(await ensureDemoAccounts(t.app.ctx)).toEqual(accounts);
    const { rows } = await t.db.query<{ payment_type: PaymentType; currencies: string[] }>(
      `SELECT payment_type, array_agg(DISTINCT fiat_currency ORDER BY fiat_currency) AS currencies
         FROM trade_methods WHERE trader_id = $1 AND is_active GROUP BY payment_type`,
      [accounts.traderId],
    );
    expect(rows.map((row) => row.payment_type).sort()).toEqual([...ZPaymentType.options].sort());
    const currencies = Object.fromEntries(rows.map((row) => [row.payment_type, row.currencies]));
    expect(currencies).toMatchObject({
      upi: ['INR'],
      imps: ['INR'],
      phone_pe: ['INR'],
      erip: ['BYN'],
      account_number_iban: ['EUR'],
      account_number_sepa: ['EUR'],
      card2card: ['KZT', 'RUB', 'UZS'],
    });
    for (const type of RUSSIAN_TYPES.filter((type) => type !== 'card2card'))
      expect(currencies[type], type).toEqual(['RUB']);
  });

  it("offers a demo RUB order the Russian types only, and each currency's order its own methods", async () => {
    const offered = async (currency: string) => {
      const shop = accounts.shops.after_payment;
      const { id, token } = await createOrder(t.app, shop.apiKey, { amount: '1500.00', currency });
      const auth = bearer(await loginCustomer(t.app, id, token));
      const methods = json<TradeMethod[]>(
        await t.app.inject({ url: `/api/v1/customer/trade-methods/orders/${id}`, headers: auth }),
      );
      expect(methods.every((method) => method.fiatCurrency === currency)).toBe(true);
      return [...new Set(methods.map((method) => method.paymentType))].sort();
    };
    expect(await offered('RUB')).toEqual([...RUSSIAN_TYPES].sort());
    expect(await offered('INR')).toEqual(['imps', 'phone_pe', 'upi']);
    expect(await offered('BYN')).toEqual(['erip']);
    expect(await offered('EUR')).toEqual(['account_number_iban', 'account_number_sepa']);
  });

  it('moves a database seeded before: UPI, IMPS, PhonePe, ERIP, IBAN and SEPA in RUB are turned off', async () => {
    // The demo trader as every start before gave it: every type in RUB (one method of each).
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO trade_methods (id, trader_id, payment_type, bank, fiat_currency, fields, customer_fields)
       SELECT gen_random_uuid(), trader_id, payment_type, bank, 'RUB', fields, customer_fields
         FROM trade_methods WHERE trader_id = $1 AND is_active AND fiat_currency IN ('INR', 'BYN', 'EUR')
       RETURNING id`,
      [accounts.traderId],
    );
    expect(rows.length).toBe(6);
    // A method a person signed in as the demo trader added, of a type the demo has in RUB: kept.
    const { rows: own } = await t.db.query<{ id: string }>(
      `INSERT INTO trade_methods (id, trader_id, payment_type, bank, fiat_currency, fields, customer_fields)
       SELECT gen_random_uuid(), trader_id, payment_type, 'alfabank', 'RUB', fields, customer_fields
         FROM trade_methods WHERE trader_id = $1 AND is_active AND payment_type = 'card2card' LIMIT 1
       RETURNING id`,
      [accounts.traderId],
    );
    await ensureDemoAccounts(t.app.ctx);
    const { rows: kept } = await t.db.query<{ is_active: boolean }>(
      'SELECT is_active FROM trade_methods WHERE id = $1',
      [own[0]!.id],
    );
    expect(kept).toEqual([{ is_active: true }]);
    const { rows: left } = await t.db.query<{ id: string }>(
      'SELECT id FROM trade_methods WHERE id = ANY($1::uuid[]) AND is_active',
      [rows.map((row) => row.id)],
    );
    expect(left).toEqual([]);
    const { rows: rub } = await t.db.query<{ payment_type: string }>(
      `SELECT DISTINCT payment_type FROM trade_methods
        WHERE trader_id = $1 AND is_active AND fiat_currency = 'RUB' ORDER BY payment_type`,
      [accounts.traderId],
    );
    expect(rub.map((row) => row.payment_type)).toEqual([...RUSSIAN_TYPES].sort());
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
    const { auth, url } = await startSberPay(String(created.headers.location));
    await expect
      .poll(async () => json<Order>(await t.app.inject({ url, headers: auth })).status)
      .toBe('customer_confirm');
    const order = json<Order>(await t.app.inject({ url, headers: auth }));
    expect(order.requisites?.sberPayUrl).toMatch(/^http/);

    await t.app.inject({ method: 'PATCH', url, headers: auth, payload: { statusDetails: 'customer-payed' } });
    await t.app.inject({ method: 'POST', url: `${url}/confirm-payment`, headers: auth });
    await expect
      .poll(async () => json<Order>(await t.app.inject({ url, headers: auth })).status)
      .toBe('completed');
  });

  it('lets a newcomer pay out at once: the demo shop has a balance, the demo trader takes and completes the payout', async () => {
    const shop = accounts.shops.after_payment;
    const balance = await t.app.inject({ url: '/api/v1/merchant/balance', headers: bearer(shop.apiKey) });
    expect(json<{ balances: { currency: string; balance: string }[] }>(balance).balances).toContainEqual(
      expect.objectContaining({ currency: 'RUB' }),
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/payouts',
      headers: bearer(shop.apiKey),
      payload: {
        externalId: 'demo-payout-1',
        amount: '2500.00',
        currency: 'RUB',
        paymentType: 'card2card',
        recipient: { card_number: '2202 2063 1232 5678' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = json<{ id: string }>(created).id;
    await expect
      .poll(
        async () =>
          json<{ status: string }>(
            await t.app.inject({ url: `/api/v1/merchant/payouts/${id}`, headers: bearer(shop.apiKey) }),
          ).status,
        { timeout: 15_000 },
      )
      .toBe('completed');
  });

  it('gives the demo trader a console sign-in (the same on every start); signed in, the orders are left to them', async () => {
    const user = await ensureDemoConsoleUser(t.app.ctx, accounts);
    expect(user.login).toBe('demo-trader');
    expect(await ensureDemoConsoleUser(t.app.ctx, accounts)).toEqual(user);
    const signedIn = await signIn(t.app, user);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      role: 'trader',
      traderId: accounts.traderId,
      name: 'Demo trader',
    });
    const cookie = sessionCookieOf(signedIn);

    // A demo order paid by its customer waits for the person at the console, who confirms it.
    const created = await t.app.inject({
      method: 'POST',
      url: '/demo/orders',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'collection=after_payment',
    });
    const { id, auth, url } = await startSberPay(String(created.headers.location));
    await t.app.inject({ method: 'PATCH', url, headers: auth, payload: { statusDetails: 'customer-payed' } });
    expect(
      (await t.app.inject({ method: 'POST', url: `${url}/confirm-payment`, headers: auth })).statusCode,
    ).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/trader/orders/${id}/confirm`,
      headers: fromConsole(cookie),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(json<Order>(confirmed).status).toBe('completed');
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/console/session',
      headers: fromConsole(cookie),
    });
    expect(out.statusCode).toBe(204);
  });

  it('never serves a real shop: no demo method offered, no simulated move, its order goes to a real trader', async () => {
    const admin = bearer(ADMIN_KEY);
    const shop = json<{ apiKey: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/shops',
        headers: admin,
        payload: { name: 'Real' },
      }),
    );
    const first = await createOrder(t.app, shop.apiKey, { amount: '1500.00' });
    const auth = bearer(await loginCustomer(t.app, first.id, first.token));
    const offer = await t.app.inject({
      url: `/api/v1/customer/trade-methods/orders/${first.id}`,
      headers: auth,
    });
    expect(json<unknown[]>(offer)).toEqual([]);
    const chosen = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/customer/orders/${first.id}`,
      headers: auth,
      payload: { payment: { type: 'card2card', bank: 'sberbank' } },
    });
    expect(chosen.statusCode).toBe(400);

    const { trader } = await setupShopAndTrader(t.app);
    const second = await createOrder(t.app, shop.apiKey, { amount: '1500.00' });
    const auth2 = bearer(await loginCustomer(t.app, second.id, second.token));
    const url = `/api/v1/customer/orders/${second.id}`;
    await t.app.inject({
      method: 'PATCH',
      url,
      headers: auth2,
      payload: { payment: { type: 'card2card', bank: 'sberbank' } },
    });
    await t.app.inject({ method: 'POST', url: `${url}/start-payment`, headers: auth2 });
    const mine = json<{ id: string }[]>(
      await t.app.inject({ url: '/api/v1/trader/orders', headers: bearer(trader.apiKey) }),
    );
    expect(mine.map((order) => order.id)).toEqual([second.id]);
    // Assigned to the real trader: the simulated one can neither see nor move it.
    expect(json<Order>(await t.app.inject({ url, headers: auth2 }))).toMatchObject({
      status: 'requisites',
      requisites: null,
    });
    const demoTraderOrders = await t.db.query(
      'SELECT 1 FROM orders o JOIN shops s ON s.id = o.shop_id WHERE o.trader_id = $1 AND NOT s.is_demo',
      [accounts.traderId],
    );
    expect(demoTraderOrders.rowCount).toBe(0);
  });

  it('gives a demo operator with TOTP set up (its secret printed) and a demo shop user their sign-ins', async () => {
    const operator = await ensureDemoOperator(t.app.ctx);
    expect(operator.login).toBe('demo-operator');
    expect(await ensureDemoOperator(t.app.ctx)).toEqual(operator);
    expect(new URL(operator.otpauthUrl).searchParams.get('secret')).toBe(operator.totpSecret);
    const withoutCode = await signIn(t.app, operator, { remoteAddress: '10.55.0.1' });
    expect(withoutCode.json()).toMatchObject({ code: 'invalid_credentials' });
    const signedIn = await signIn(
      t.app,
      { ...operator, totp: await totpCode(operator.totpSecret) },
      { remoteAddress: '10.55.0.2' },
    );
    expect(signedIn.json()).toMatchObject({ role: 'operator', totpEnrolled: true });
    const orders = await t.app.inject({
      url: '/api/v1/admin/orders',
      headers: fromConsole(sessionCookieOf(signedIn)),
    });
    expect(orders.statusCode).toBe(200);

    const shopUser = await ensureDemoShopUser(t.app.ctx, accounts);
    expect(shopUser.login).toBe('demo-shop');
    const shopSignedIn = await signIn(t.app, shopUser, { remoteAddress: '10.55.0.3' });
    expect(shopSignedIn.json()).toMatchObject({ role: 'shop', shopId: accounts.shops.after_payment.id });
    const own = json<{ items: { shopId: string }[] }>(
      await t.app.inject({
        url: '/api/v1/merchant/orders/search',
        headers: fromConsole(sessionCookieOf(shopSignedIn)),
      }),
    );
    expect(own.items.every((item) => item.shopId === accounts.shops.after_payment.id)).toBe(true);
  });

  it('limits the orders / creates without a credential per client address (429 with Retry-After); their links are never cached', async () => {
    const newOrder = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/demo/orders',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'collection=after_payment',
        remoteAddress,
      });
    const { rows: before } = await t.db.query('SELECT 1 FROM orders');
    for (let i = 0; i < DEMO_ORDERS_PER_MINUTE; i++) {
      const created = await newOrder('192.0.2.80');
      expect(created.statusCode).toBe(303);
      expect(created.headers['cache-control']).toBe('no-store');
    }
    const refused = await newOrder('192.0.2.80');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    const { rows: after } = await t.db.query('SELECT 1 FROM orders');
    expect(after.length - before.length).toBe(DEMO_ORDERS_PER_MINUTE);
    // Another address has its own budget.
    expect((await newOrder('192.0.2.81')).statusCode).toBe(303);
  });

  it('gives a demo order an amount the demo trader holds no other order of, so none waits for a trader that never comes', async () => {
    // 30 demo orders in a row, each paid by SberPay on the demo trader's one SberPay entry: an amount open
    // (or just ended) on an entry is not offered on it again, so a repeated amount would wait unassigned.
    const statuses = [];
    for (let i = 0; i < 30; i++) {
      const { paymentUrl } = await createDemoOrder(t.app.ctx, accounts);
      const { auth, url } = await startSberPay(new URL(paymentUrl).pathname);
      statuses.push(json<Order>(await t.app.inject({ url, headers: auth })).status);
    }
    expect(statuses.filter((status) => status !== 'customer_confirm')).toEqual([]);
  });
});
