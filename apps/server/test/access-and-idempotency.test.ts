import type { CreateOrderResponse, Order } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../src/security/crypto.ts';
import {
  ADMIN_KEY,
  bearer,
  createOrder,
  json,
  loginCustomer,
  setupShopAndTrader,
  useShopTestApp,
} from './helper.ts';

const t = useShopTestApp({ LOGIN_RATE_LIMIT_PER_ORDER: '5' });

describe('customer access', () => {
  it('stores only a hash of the link token, which carries at least 128 random bits', async () => {
    const created = await createOrder(t.app, t.shop.apiKey);
    expect(Buffer.from(created.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const { rows } = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM orders WHERE id = $1', [
      created.id,
    ]);
    expect(rows[0]!.token_hash).toBe(sha256(created.token));
    expect(JSON.stringify(rows[0])).not.toContain(created.token);
  });

  it('gives a token for order A nothing of order B', async () => {
    const a = await createOrder(t.app, t.shop.apiKey);
    const b = await createOrder(t.app, t.shop.apiKey);
    const tokenA = bearer(await loginCustomer(t.app, a.id, a.token));
    const paths = [
      ['GET', `/api/v1/customer/orders/${b.id}`],
      ['PATCH', `/api/v1/customer/orders/${b.id}`],
      ['POST', `/api/v1/customer/orders/${b.id}/cancel`],
      ['POST', `/api/v1/customer/orders/${b.id}/start-payment`],
      ['POST', `/api/v1/customer/orders/${b.id}/confirm-payment`],
      ['GET', `/api/v1/customer/orders/${b.id}/payment-fields`],
      ['GET', `/api/v1/customer/trade-methods/orders/${b.id}`],
      ['GET', `/api/v1/customer/trade-methods/orders/${b.id}/selected`],
    ] as const;
    for (const [method, url] of paths) {
      const response = await t.app.inject({
        method,
        url,
        headers: tokenA,
        payload: method === 'PATCH' ? { payment: { type: 'card2card', bank: 'sberbank' } } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain(b.id);
    }
    const untouched = json<Order>(
      await t.app.inject({
        url: `/api/v1/customer/orders/${b.id}`,
        headers: bearer(await loginCustomer(t.app, b.id, b.token)),
      }),
    );
    expect([untouched.status, untouched.payment]).toEqual(['new', null]);
  });

  it('answers a wrong token like an unknown order, and a missing or forged bearer with 401', async () => {
    const a = await createOrder(t.app, t.shop.apiKey);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/login',
      payload: { orderId: a.id, token: `${a.token.slice(0, -2)}xx` },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/login',
      payload: { orderId: '00000000-0000-4000-8000-000000000000', token: a.token },
    });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(wrong.json()).toEqual(unknown.json());

    const none = await t.app.inject({ url: `/api/v1/customer/orders/${a.id}` });
    const token = await loginCustomer(t.app, a.id, a.token);
    const forged = await t.app.inject({
      url: `/api/v1/customer/orders/${a.id}`,
      headers: bearer(`${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`),
    });
    expect([none.statusCode, forged.statusCode]).toEqual([401, 401]);
  });

  it('rate-limits login per order', async () => {
    const a = await createOrder(t.app, t.shop.apiKey);
    const attempts = [];
    for (let i = 0; i < 7; i += 1) {
      attempts.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/customer/auth/login',
            payload: { orderId: a.id, token: 'x'.repeat(43) },
          })
        ).statusCode,
      );
    }
    expect(attempts.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(attempts.slice(5)).toEqual([429, 429]);
  });

  it('keeps shops and traders to their own orders', async () => {
    const { shop: otherShop, trader: otherTrader } = await setupShopAndTrader(t.app);
    const a = await createOrder(t.app, t.shop.apiKey);
    const byOtherShop = await t.app.inject({
      url: `/api/v1/merchant/orders/${a.id}`,
      headers: bearer(otherShop.apiKey),
    });
    expect(byOtherShop.statusCode).toBe(404);

    const auth = bearer(await loginCustomer(t.app, a.id, a.token));
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/customer/orders/${a.id}`,
      headers: auth,
      payload: { payment: { type: 'card2card', bank: 'sberbank' } },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/customer/orders/${a.id}/start-payment`,
      headers: auth,
    });
    // Routing gave the order to one of the two traders; the other neither sees nor moves it.
    const listOf = async (key: string) =>
      json<{ id: string }[]>(await t.app.inject({ url: '/api/v1/trader/orders', headers: bearer(key) })).map(
        (order) => order.id,
      );
    const [owner, stranger] = (await listOf(t.trader.apiKey)).includes(a.id)
      ? [t.trader, otherTrader]
      : [otherTrader, t.trader];
    expect(await listOf(stranger.apiKey)).not.toContain(a.id);
    const move = await t.app.inject({
      method: 'POST',
      url: `/api/v1/trader/orders/${a.id}/requisites`,
      headers: bearer(stranger.apiKey),
      payload: { requisites: { card_number: '2202 2063 1232 5678', cardholder: 'IVAN P.' } },
    });
    expect(move.statusCode).toBe(404);
    const own = await listOf(owner.apiKey);
    expect(own).toContain(a.id);
    // The other suites of this file route to the file's own trader.
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/trader/status',
      headers: bearer(otherTrader.apiKey),
      payload: { online: false },
    });
  });

  it('refuses the admin API without the admin key', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/traders',
      payload: { name: 'x' },
      headers: bearer('nope'),
    });
    expect([response.statusCode, json<{ code: string }>(response).code]).toEqual([401, 'unauthorized']);
  });
});

describe('concurrency', () => {
  it('applies one transition and writes one outbox row for 50 concurrent confirm-payment calls', async () => {
    const created = await createOrder(t.app, t.shop.apiKey, { callbackUrl: 'http://127.0.0.1:9/cb' });
    const auth = bearer(await loginCustomer(t.app, created.id, created.token));
    const call = (method: 'PATCH' | 'POST', path: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1/customer/orders/${created.id}${path}`, headers: auth, payload });
    await call('PATCH', '', { payment: { type: 'card2card', bank: 'sberbank' } });
    await call('POST', '/start-payment');
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/trader/orders/${created.id}/requisites`,
      headers: bearer(t.trader.apiKey),
      payload: { requisites: { card_number: '2202 2063 1232 5678', cardholder: 'IVAN P.' } },
    });
    await call('PATCH', '', {
      payment: { customerCardFirstDigits: '220220', customerCardLastDigits: '1234' },
    });

    const responses = await Promise.all(Array.from({ length: 50 }, () => call('POST', '/confirm-payment')));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);

    // Then the trader confirms, also 50 times at once: one completion, one callback.
    const confirms = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/trader/orders/${created.id}/confirm`,
          headers: bearer(t.trader.apiKey),
        }),
      ),
    );
    expect(confirms.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const { rows } = await t.db.query<{ n: number; version: number }>(
      `SELECT (SELECT count(*)::int FROM callback_outbox WHERE order_id = $1) AS n,
              (SELECT version FROM orders WHERE id = $1) AS version`,
      [created.id],
    );
    // select, start, assign, requisites, details, confirm-payment, trader confirm.
    expect(rows[0]).toEqual({ n: 1, version: 8 });
  });
});

describe('idempotent order creation', () => {
  const body = { amount: '2500.00', currency: 'RUB', returnUrl: 'https://shop.test/r', externalId: 'inv-1' };
  const post = (key: string, payload: object, apiKey = t.shop.apiKey) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/orders',
      headers: { ...bearer(apiKey), 'idempotency-key': key },
      payload,
    });

  it('returns the same order, link included, for the same key and body', async () => {
    const first = await post('key-1', body);
    const again = await post('key-1', {
      externalId: 'inv-1',
      returnUrl: 'https://shop.test/r',
      currency: 'RUB',
      amount: '2500.00',
    });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(json<CreateOrderResponse>(again)).toEqual(json<CreateOrderResponse>(first));
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE external_id = 'inv-1'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses another body under a used key with 409', async () => {
    // An externalId names one order (external_id_taken otherwise): each test its own.
    await post('key-2', { ...body, externalId: 'inv-2' });
    const other = await post('key-2', { ...body, externalId: 'inv-2', amount: '2600.00' });
    expect([other.statusCode, json<{ code: string }>(other).code]).toEqual([409, 'idempotency_conflict']);
  });

  it('creates one order for concurrent requests with one key', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post('key-3', { ...body, externalId: 'inv-3' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => json<CreateOrderResponse>(response).order.id)).size).toBe(1);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE external_id = 'inv-3'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses a second order with a used externalId, naming the first', async () => {
    const first = json<CreateOrderResponse>(await post('key-5', { ...body, externalId: 'inv-5' }));
    const second = await post('key-6', { ...body, externalId: 'inv-5', amount: '100.00' });
    expect(second.statusCode).toBe(409);
    expect(json<{ code: string; message: string; fields: Record<string, string> }>(second)).toMatchObject({
      code: 'external_id_taken',
      message: expect.stringContaining(first.order.id),
      fields: { externalId: expect.stringContaining(first.order.id) },
    });
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE external_id = 'inv-5'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('keeps keys per shop', async () => {
    const { shop: otherShop } = await setupShopAndTrader(t.app);
    const shared = { ...body, externalId: 'inv-4' };
    const mine = json<CreateOrderResponse>(await post('shared-key', shared));
    const theirs = json<CreateOrderResponse>(await post('shared-key', shared, otherShop.apiKey));
    expect(theirs.order.id).not.toBe(mine.order.id);
  });
});

describe('reference data', () => {
  it('serves the seeded currencies, banks and meta, editable through the admin API', async () => {
    const currencies = json<{ code: string; symbol: string }[]>(
      await t.app.inject({ url: '/api/v1/currencies/fiat' }),
    );
    for (const code of [
      'RUB',
      'KZT',
      'UZS',
      'KGS',
      'TJS',
      'AMD',
      'AZN',
      'BYN',
      'INR',
      'TRY',
      'UAH',
      'EUR',
      'USD',
    ]) {
      expect(currencies.map((currency) => currency.code)).toContain(code);
    }
    expect(currencies.find((currency) => currency.code === 'RUB')?.symbol).toBe('₽');
    const meta = json<{ key: string }[]>(await t.app.inject({ url: '/api/v1/meta' }));
    expect(meta.map((entry) => entry.key)).toContain('telegram_support_bot_url');

    const admin = bearer(ADMIN_KEY);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/banks/newbank',
      headers: admin,
      payload: { name: 'New Bank' },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/meta/telegram_support_bot_url',
      headers: admin,
      payload: { value: 'https://t.me/other_bot' },
    });
    const banks = json<{ code: string; name: string }[]>(await t.app.inject({ url: '/api/v1/banks' }));
    expect(banks).toContainEqual({ code: 'newbank', name: 'New Bank' });
    const updated = json<{ key: string; value: string }[]>(await t.app.inject({ url: '/api/v1/meta' }));
    expect(updated).toContainEqual({ key: 'telegram_support_bot_url', value: 'https://t.me/other_bot' });

    const badCurrency = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/currencies/rub',
      headers: admin,
      payload: { symbol: 'r' },
    });
    expect(badCurrency.statusCode).toBe(400);
  });

  it('brands each host by its own payment-domain settings', async () => {
    const admin = bearer(ADMIN_KEY);
    const brand = {
      theme: 'payforu',
      logo: '/brand/p.svg',
      title: 'PayForU',
      copyright: 'PayForU',
      loader: '/brand/l.svg',
    };
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/v1/admin/sci-domains/pay.example.com',
          headers: admin,
          payload: brand,
        })
      ).statusCode,
    ).toBe(200);
    const branded = await t.app.inject({ url: '/api/v1/sci-domains', headers: { host: 'pay.example.com' } });
    const other = await t.app.inject({
      url: '/api/v1/sci-domains',
      headers: { host: 'checkout.example.org' },
    });
    expect(branded.json()).toEqual(brand);
    expect(other.json()).toMatchObject({ theme: 'light', title: 'Payorder' });
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/sci-domains/x.test',
      headers: admin,
      payload: { ...brand, theme: 'neon' },
    });
    expect(invalid.statusCode).toBe(400);
  });
});
