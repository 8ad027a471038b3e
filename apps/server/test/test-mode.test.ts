import {
  SHOP_MODE_HEADER,
  ZCallbackEvent,
  type ApiError,
  type CreateShopResponse,
  type LedgerLine,
  type MerchantBalanceResponse,
  type MerchantOrder,
  type MerchantOrdersResponse,
  type Order,
  type OrderSearchResponse,
  type PaymentFieldsResponse,
  type ShopCallback,
  type ShopKeys,
  type TradeMethod,
} from '@payorder/contract';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallbackWorker } from '../src/callbacks/delivery-worker.ts';
import { verifyCallbackSignature } from '../src/callbacks/signer.ts';
import { ensureTestModeTrader } from '../src/demo/test-mode-trader.ts';
import {
  startCallbackTestApp,
  startReceiver,
  startWorker,
  waitFor,
  type CallbackTestApp,
} from './callbacks-helper.ts';
import { consoleCookie, fromConsole } from './console-helper.ts';
import { ADMIN_KEY, bearer, createOrder, json } from './helper.ts';

let t: CallbackTestApp;
let shop: CreateShopResponse;
let worker: CallbackWorker;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await startCallbackTestApp({ DEMO_TRADER_DELAY_MS: '0' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/shops',
    headers: bearer(ADMIN_KEY),
    payload: { name: 'Shop without a trader' },
  });
  expect(created.statusCode).toBe(201);
  shop = json<CreateShopResponse>(created);
  receiver = await startReceiver(() => 200);
  worker = startWorker(t);
});
afterAll(async () => {
  await worker?.stop();
  await receiver?.close();
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, key: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: key ? bearer(key) : {}, payload });

const testOrder = (body: Record<string, unknown> = {}) =>
  createOrder(t.app, shop.testApiKey, { callbackUrl: receiver.url, ...body });

const eventsOf = (orderId: string) =>
  receiver.received.filter((r) => (JSON.parse(r.rawBody) as { orderId?: string }).orderId === orderId);

describe('test mode: keys', () => {
  it('gives a new shop a test API key and webhook secret beside its live ones', () => {
    expect(shop.testApiKey).toMatch(/^shop_test_/);
    expect(shop.testWebhookSecret).toMatch(/^whsec_test_/);
    expect(new Set([shop.apiKey, shop.testApiKey, shop.webhookSecret, shop.testWebhookSecret]).size).toBe(4);
  });

  it('rotates the test key alone with ?mode=test, as the live one is rotated', async () => {
    const other = json<CreateShopResponse>(
      await call('POST', '/v1/admin/shops', ADMIN_KEY, { name: 'Rotating shop' }),
    );
    const rotated = await call('POST', `/v1/admin/shops/${other.id}/api-key?mode=test`, ADMIN_KEY);
    const { apiKey } = json<{ apiKey: string }>(rotated);
    expect(apiKey).toMatch(/^shop_test_/);
    expect((await call('GET', '/v1/merchant/orders', other.testApiKey)).statusCode).toBe(401);
    expect((await call('GET', '/v1/merchant/orders', apiKey)).statusCode).toBe(200);
    expect((await call('GET', '/v1/merchant/orders', other.apiKey)).statusCode).toBe(200);

    const cookie = await consoleCookie(t.app, { role: 'shop', shopId: other.id });
    const keys = json<ShopKeys>(
      await t.app.inject({ method: 'GET', url: '/api/v1/merchant/keys', headers: fromConsole(cookie) }),
    );
    expect(keys.testApiKeyFingerprint).not.toBe(keys.apiKeyFingerprint);
    expect(keys.testApiKeyFingerprint).toHaveLength(8);
  });
});

describe('test mode: orders', () => {
  it('marks orders made with the test key test, and keeps them apart from live ones', async () => {
    const { order } = await testOrder({ externalId: 'T-1' });
    expect(order.test).toBe(true);
    const live = (await createOrder(t.app, shop.apiKey, { externalId: 'T-1' })).order;
    expect(live.test).toBe(false);

    expect((await call('GET', `/v1/merchant/orders/${order.id}`, shop.apiKey)).statusCode).toBe(404);
    expect((await call('GET', `/v1/merchant/orders/${live.id}`, shop.testApiKey)).statusCode).toBe(404);
    const testList = json<MerchantOrdersResponse>(await call('GET', '/v1/merchant/orders', shop.testApiKey));
    expect(testList.items.map((item) => item.id)).toContain(order.id);
    expect(testList.items.every((item) => item.test)).toBe(true);
    const liveList = json<MerchantOrdersResponse>(await call('GET', '/v1/merchant/orders', shop.apiKey));
    expect(liveList.items.map((item) => item.id)).toEqual([live.id]);
    const byExternal = await call('GET', '/v1/merchant/orders/by-external-id/T-1', shop.testApiKey);
    expect(json<MerchantOrder>(byExternal).id).toBe(order.id);

    // The operator sees live orders unless it asks for the test ones.
    const operatorLive = json<OrderSearchResponse>(
      await call('GET', `/v1/admin/orders?shopId=${shop.id}`, ADMIN_KEY),
    );
    expect(operatorLive.items.map((item) => item.id)).toEqual([live.id]);
    const operatorTest = json<OrderSearchResponse>(
      await call('GET', `/v1/admin/orders?shopId=${shop.id}&test=true`, ADMIN_KEY),
    );
    expect(operatorTest.items.map((item) => item.id)).toContain(order.id);
  });

  it('the shop console switches between live and test data', async () => {
    const { order } = await testOrder();
    const cookie = await consoleCookie(t.app, { role: 'shop', shopId: shop.id });
    const search = (mode?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/merchant/orders/search',
        headers: { ...fromConsole(cookie), ...(mode && { [SHOP_MODE_HEADER]: mode }) },
      });
    const live = json<OrderSearchResponse>(await search());
    expect(live.items.map((item) => item.id)).not.toContain(order.id);
    const test = json<OrderSearchResponse>(await search('test'));
    expect(test.items.map((item) => item.id)).toContain(order.id);
  });

  it('the shop console makes test orders by hand (New test order), never live ones', async () => {
    const cookie = await consoleCookie(t.app, { role: 'shop', shopId: shop.id });
    const create = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/merchant/orders',
        headers: { ...fromConsole(cookie), ...headers },
        payload: { amount: '1500.00', currency: 'RUB', returnUrl: 'https://shop.example/console' },
      });
    const made = await create({ [SHOP_MODE_HEADER]: 'test' });
    expect(made.statusCode).toBe(201);
    const { order, paymentUrl } = json<{ order: MerchantOrder; paymentUrl: string }>(made);
    expect(order).toMatchObject({ test: true, status: 'new', amount: '1500.00' });
    expect(paymentUrl).toContain(`/order/${order.id}/`);
    // The test key sees it, the live key does not.
    expect((await call('GET', `/v1/merchant/orders/${order.id}`, shop.testApiKey)).statusCode).toBe(200);
    expect((await call('GET', `/v1/merchant/orders/${order.id}`, shop.apiKey)).statusCode).toBe(404);
    // Live orders are the shop's back end's, by its key; an idempotent create needs the key too.
    for (const refused of [
      await create({}),
      await create({ [SHOP_MODE_HEADER]: 'test', 'idempotency-key': 'k-1' }),
    ])
      expect([refused.statusCode, json<ApiError>(refused).code]).toEqual([403, 'forbidden']);
  });

  it('a live order of a shop with no trader offers no method and says why', async () => {
    // The file's one real trader takes RUB only.
    const { id, token } = await createOrder(t.app, shop.apiKey, { currency: 'KZT' });
    const { accessToken } = json<{ accessToken: string }>(
      await call('POST', '/v1/customer/auth/login', null, { orderId: id, token }),
    );
    const methods = await call('GET', `/v1/customer/trade-methods/orders/${id}`, accessToken);
    expect(json<TradeMethod[]>(methods)).toEqual([]);
    expect(methods.headers['payorder-offer-empty']).toMatch(/^no_trader_available/);
  });
});

describe('test mode: a test order paid through the real page, served by the simulated trader', () => {
  it('offers the simulated trader methods, gives details, completes, and sends a callback signed with the test secret', async () => {
    const balanceBefore = json<MerchantBalanceResponse>(
      await call('GET', '/v1/merchant/balance', shop.apiKey),
    );
    const { id, token } = await testOrder({ amount: '2500.00' });
    const { accessToken } = json<{ accessToken: string }>(
      await call('POST', '/v1/customer/auth/login', null, { orderId: id, token }),
    );
    const customer = `/v1/customer/orders/${id}`;
    const methods = json<TradeMethod[]>(
      await call('GET', `/v1/customer/trade-methods/orders/${id}`, accessToken),
    );
    expect(methods.map((m) => `${m.paymentType}:${m.bank}`)).toContain('card2card:sberbank');

    await call('PATCH', customer, accessToken, { payment: { type: 'card2card', bank: 'sberbank' } });
    const started = json<{ status: string; requisites: Record<string, string> | null }>(
      await call('POST', `${customer}/start-payment`, accessToken),
    );
    expect(started.status).toBe('customer_confirm');
    expect(started.requisites?.card_number).toBeTruthy();

    // The method's sender fields, by the PATCH body's names; confirming without them names them.
    const fields = json<PaymentFieldsResponse>(await call('GET', `${customer}/payment-fields`, accessToken));
    expect(fields.filter((f) => f.required).map((f) => f.bodyField)).toEqual([
      'customerCardFirstDigits',
      'customerCardLastDigits',
    ]);
    const early = await call('POST', `${customer}/confirm-payment`, accessToken);
    expect(early.statusCode).toBe(400);
    expect(json<ApiError>(early)).toMatchObject({
      code: 'validation_failed',
      fields: {
        'payment.customerCardFirstDigits': expect.any(String),
        'payment.customerCardLastDigits': expect.any(String),
      },
    });

    await call('PATCH', customer, accessToken, {
      payment: { customerCardFirstDigits: '220220', customerCardLastDigits: '1234' },
    });
    expect((await call('POST', `${customer}/confirm-payment`, accessToken)).statusCode).toBe(200);

    const [event] = await waitFor(
      () => eventsOf(id),
      (events) => events.length === 1,
    );
    const body = ZCallbackEvent.parse(JSON.parse(event!.rawBody));
    expect(body).toMatchObject({ orderId: id, status: 'completed', test: true, amount: '2500.00' });
    expect(verifyCallbackSignature(shop.testWebhookSecret, event!.rawBody, event!.signature)).toBe(true);
    expect(verifyCallbackSignature(shop.webhookSecret, event!.rawBody, event!.signature)).toBe(false);

    // No money moved: the shop's live balance is as it was, and the simulated trader is no one's trader.
    expect(json<MerchantBalanceResponse>(await call('GET', '/v1/merchant/balance', shop.apiKey))).toEqual(
      balanceBefore,
    );
    const traders = json<{ items: { name: string }[] }>(await call('GET', '/v1/admin/traders', ADMIN_KEY));
    expect(traders.items.some((trader) => trader.name.startsWith('Test mode'))).toBe(false);
  });

  it("tells the page it is a test order, offers only the order's currency's methods, and gives details nobody could pay to", async () => {
    const { id, token } = await testOrder({ amount: '2400.00' });
    const { accessToken } = json<{ accessToken: string }>(
      await call('POST', '/v1/customer/auth/login', null, { orderId: id, token }),
    );
    const customer = `/v1/customer/orders/${id}`;
    expect(json<Order>(await call('GET', customer, accessToken)).test).toBe(true);

    const methods = json<TradeMethod[]>(
      await call('GET', `/v1/customer/trade-methods/orders/${id}`, accessToken),
    );
    expect(methods.every((m) => m.fiatCurrency === 'RUB')).toBe(true);
    const types = new Set(methods.map((m) => m.paymentType));
    for (const foreign of ['upi', 'imps', 'phone_pe', 'erip', 'account_number_iban', 'account_number_sepa'])
      expect(types.has(foreign as TradeMethod['paymentType']), foreign).toBe(false);

    await call('PATCH', customer, accessToken, { payment: { type: 'card2card', bank: 'sberbank' } });
    const started = json<Order>(await call('POST', `${customer}/start-payment`, accessToken));
    expect(started.test).toBe(true);
    const card = started.requisites?.card_number as string;
    expect(card.replace(/\D/g, '')).toMatch(/^0+$/);
    expect(started.requisites?.cardholder).toMatch(/TEST/);

    // A test order of another currency: that currency's methods, with test details too.
    const inr = await testOrder({ amount: '2400.00', currency: 'INR' });
    const inrToken = json<{ accessToken: string }>(
      await call('POST', '/v1/customer/auth/login', null, { orderId: inr.id, token: inr.token }),
    ).accessToken;
    const inrMethods = json<TradeMethod[]>(
      await call('GET', `/v1/customer/trade-methods/orders/${inr.id}`, inrToken),
    );
    expect([...new Set(inrMethods.map((m) => m.paymentType))].sort()).toEqual(['imps', 'phone_pe', 'upi']);
    await call('PATCH', `/v1/customer/orders/${inr.id}`, inrToken, { payment: { type: 'upi', bank: 'sbi' } });
    const upi = json<Order>(await call('POST', `/v1/customer/orders/${inr.id}/start-payment`, inrToken));
    expect(upi.requisites).toMatchObject({
      upi_id: expect.stringMatching(/^test/),
      beneficiary_name: 'TEST ACCOUNT',
    });

    // A live order says it is not a test.
    const live = await createOrder(t.app, shop.apiKey);
    const liveToken = json<{ accessToken: string }>(
      await call('POST', '/v1/customer/auth/login', null, { orderId: live.id, token: live.token }),
    ).accessToken;
    expect(json<Order>(await call('GET', `/v1/customer/orders/${live.id}`, liveToken)).test).toBe(false);
  });

  it("replaces the simulated trader's real-looking details left by a database made before", async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `UPDATE requisite_entries e SET details = details || '{"card_number": "2202 2063 1232 5678"}'::jsonb
        FROM traders tr WHERE tr.id = e.trader_id AND tr.is_test AND e.details ? 'card_number'
        RETURNING e.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    await ensureTestModeTrader(t.app.ctx);
    const { rows: after } = await t.db.query<{ card: string }>(
      "SELECT details->>'card_number' AS card FROM requisite_entries WHERE id = ANY($1::uuid[])",
      [rows.map((row) => row.id)],
    );
    expect(after.map((row) => row.card)).toEqual(rows.map(() => '0000 0000 0000 0000'));
  });

  it('never routes a test order to a real trader, nor a live order to the simulated one', async () => {
    const { id, token } = await testOrder();
    const { accessToken } = json<{ accessToken: string }>(
      await call('POST', '/v1/customer/auth/login', null, { orderId: id, token }),
    );
    await call('PATCH', `/v1/customer/orders/${id}`, accessToken, {
      payment: { type: 'card2card', bank: 'sberbank' },
    });
    await call('POST', `/v1/customer/orders/${id}/start-payment`, accessToken);
    const { rows } = await t.db.query<{ is_test: boolean }>(
      'SELECT t.is_test FROM orders o JOIN traders t ON t.id = o.trader_id WHERE o.id = $1',
      [id],
    );
    expect(rows).toEqual([{ is_test: true }]);
    const realTraderOrders = json<{ items: { id: string }[] }>(
      await call('GET', '/v1/trader/orders', t.trader.apiKey),
    );
    expect(JSON.stringify(realTraderOrders)).not.toContain(id);
  });
});

describe('test mode: forced outcomes', () => {
  it.each(['completed', 'cancelled', 'dispute'] as const)(
    'moves a test order to %s, with its test callback',
    async (status) => {
      const { id } = await testOrder();
      const moved = await call('POST', `/v1/merchant/orders/${id}/test-outcome`, shop.testApiKey, { status });
      expect(moved.statusCode).toBe(200);
      expect(json<MerchantOrder>(moved)).toMatchObject({ id, status, test: true });
      const [event] = await waitFor(
        () => eventsOf(id),
        (events) => events.length === 1,
      );
      expect(JSON.parse(event!.rawBody)).toMatchObject({ status, test: true });
      expect(verifyCallbackSignature(shop.testWebhookSecret, event!.rawBody, event!.signature)).toBe(true);
    },
  );

  it('answers 404 for a live order and 409 for an ended one', async () => {
    const live = (await createOrder(t.app, shop.apiKey)).order;
    const onLive = await call('POST', `/v1/merchant/orders/${live.id}/test-outcome`, shop.apiKey, {
      status: 'completed',
    });
    expect([onLive.statusCode, json<ApiError>(onLive).code]).toEqual([404, 'not_found']);
    const { id } = await testOrder();
    await call('POST', `/v1/merchant/orders/${id}/test-outcome`, shop.testApiKey, { status: 'cancelled' });
    const again = await call('POST', `/v1/merchant/orders/${id}/test-outcome`, shop.testApiKey, {
      status: 'completed',
    });
    expect([again.statusCode, json<ApiError>(again).code]).toEqual([409, 'invalid_transition']);
  });
});

describe('test mode: the test balance', () => {
  it('shows what completed test orders would have credited, apart from the live balance, for the key and the console alike', async () => {
    const own = json<CreateShopResponse>(
      await call('POST', '/v1/admin/shops', ADMIN_KEY, { name: 'Test balance shop' }),
    );
    await call('PUT', `/v1/admin/shops/${own.id}`, ADMIN_KEY, { feePercent: '2.5' });
    const completed = (await createOrder(t.app, own.testApiKey, { amount: '1000.00' })).order;
    const cancelled = (await createOrder(t.app, own.testApiKey, { amount: '400.00' })).order;
    await call('POST', `/v1/merchant/orders/${completed.id}/test-outcome`, own.testApiKey, {
      status: 'completed',
    });
    await call('POST', `/v1/merchant/orders/${cancelled.id}/test-outcome`, own.testApiKey, {
      status: 'cancelled',
    });

    const testBalance = { balances: [{ currency: 'RUB', balance: '975.00', held: '0.00' }] };
    const testLedger = [
      expect.objectContaining({ kind: 'settle', orderId: completed.id, account: 'shop', amount: '975.00' }),
    ];
    expect(json<MerchantBalanceResponse>(await call('GET', '/v1/merchant/balance', own.testApiKey))).toEqual(
      testBalance,
    );
    expect(json<LedgerLine[]>(await call('GET', '/v1/merchant/ledger', own.testApiKey))).toEqual(testLedger);
    expect(json<MerchantBalanceResponse>(await call('GET', '/v1/merchant/balance', own.apiKey))).toEqual({
      balances: [],
    });
    expect(json<LedgerLine[]>(await call('GET', '/v1/merchant/ledger', own.apiKey))).toEqual([]);

    // The console's "Test data" switch: the same figures with Payorder-Mode: test, the live ones without.
    const cookie = await consoleCookie(t.app, { role: 'shop', shopId: own.id });
    const fromConsoleIn = async (url: string, mode?: string) =>
      json<unknown>(
        await t.app.inject({
          url: `/api/v1/merchant/${url}`,
          headers: { ...fromConsole(cookie), ...(mode && { [SHOP_MODE_HEADER]: mode }) },
        }),
      );
    expect(await fromConsoleIn('balance', 'test')).toEqual(testBalance);
    expect(await fromConsoleIn('ledger', 'test')).toEqual(testLedger);
    expect(await fromConsoleIn('balance')).toEqual({ balances: [] });
    expect(await fromConsoleIn('ledger')).toEqual([]);

    // The ledger's CSV export likewise: the test ledger for the test key and the console's mode=test.
    const exportedLines = async (key: string | null, query = '') => {
      const answer = await t.app.inject({
        url: `/api/v1/merchant/ledger/export${query}`,
        headers: key ? bearer(key) : fromConsole(cookie),
      });
      return answer.body.trim().split('\r\n').slice(1);
    };
    const testLine = [
      expect.stringMatching(new RegExp(`^[^,]+,${completed.id},settle,${completed.id},shop,975\\.00,RUB,`)),
    ];
    expect(await exportedLines(own.testApiKey)).toEqual(testLine);
    expect(await exportedLines(null, '?mode=test')).toEqual(testLine);
    expect(await exportedLines(own.apiKey)).toEqual([]);
    expect(await exportedLines(null)).toEqual([]);
  });
});

describe('test mode: test events', () => {
  it('sends a test event with no body at all, signed with the test secret for the test key', async () => {
    await testOrder();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/callbacks/test',
      headers: bearer(shop.testApiKey),
    });
    expect(sent.body).toContain('eventId');
    expect(sent.statusCode).toBe(202);
    const { eventId } = json<{ eventId: string }>(sent);
    const [event] = await waitFor(
      () => receiver.received.filter((r) => r.rawBody.includes(eventId)),
      (events) => events.length === 1,
    );
    expect(ZCallbackEvent.parse(JSON.parse(event!.rawBody))).toEqual({
      eventId,
      status: 'test',
      occurredAt: expect.any(String),
    });
    expect(verifyCallbackSignature(shop.testWebhookSecret, event!.rawBody, event!.signature)).toBe(true);
    const listed = json<{ items: ShopCallback[] }>(
      await call('GET', '/v1/merchant/callbacks', shop.testApiKey),
    );
    expect(listed.items.map((item) => item.eventId)).toContain(eventId);
    const liveListed = json<{ items: ShopCallback[] }>(
      await call('GET', '/v1/merchant/callbacks', shop.apiKey),
    );
    expect(liveListed.items.map((item) => item.eventId)).not.toContain(eventId);

    // An empty JSON body is `{}` too.
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/callbacks/test',
      headers: { ...bearer(shop.testApiKey), 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(202);
  });
});

describe('the API reference says what is sent', () => {
  it('the OpenAPI CallbackEvent validates real callbacks, test events included, and nothing less', async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: true });
    addFormats.default(ajv);
    ajv.addSchema(json<object>(await t.app.inject({ url: '/api/openapi.json' })), 'openapi');
    const validate = ajv.getSchema('openapi#/components/schemas/CallbackEvent')!;
    const delivered = await waitFor(
      () => receiver.received.map((r) => JSON.parse(r.rawBody) as Record<string, unknown>),
      (bodies) => bodies.some((b) => b.status === 'test') && bodies.some((b) => b.status !== 'test'),
    );
    for (const body of delivered) expect(validate(body), ajv.errorsText(validate.errors)).toBe(true);
    const orderEvent = delivered.find((b) => b.status !== 'test')!;
    const { fee: _fee, ...withoutFee } = orderEvent;
    expect(validate(withoutFee)).toBe(false);
    expect(validate({ ...orderEvent, status: 'test' })).toBe(false);
  });

  it('takes createdFrom and createdTo as bare dates, read as whole UTC days', async () => {
    const { order } = await testOrder();
    const day = order.createdAt.slice(0, 10);
    const list = (query: string) => call('GET', `/v1/merchant/orders?${query}`, shop.testApiKey);
    const sameDay = json<MerchantOrdersResponse>(await list(`createdFrom=${day}&createdTo=${day}`));
    expect(sameDay.items.map((item) => item.id)).toContain(order.id);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const after = json<MerchantOrdersResponse>(await list(`createdFrom=${next}`));
    expect(after.items.map((item) => item.id)).not.toContain(order.id);
    expect((await list('createdFrom=2026-13-01')).statusCode).toBe(400);
  });
});
