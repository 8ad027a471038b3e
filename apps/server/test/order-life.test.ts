import { ORDER_MOVES, type MerchantOrder, type Order, type TraderOrder } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { bearer, createOrder, json, loginCustomer, setupShopAndTrader, useShopTestApp } from './helper.ts';

const t = useShopTestApp({ SWEEP_INTERVAL_MS: '100' });

/** A customer's session on one order: every call through the public API. */
async function customer(orderId: string, token: string) {
  const auth = bearer(await loginCustomer(t.app, orderId, token));
  const call = async (method: 'GET' | 'POST' | 'PATCH', path = '', payload?: object) =>
    t.app.inject({ method, url: `/api/v1/customer/orders/${orderId}${path}`, headers: auth, payload });
  return {
    call,
    order: async () => json<Order>(await call('GET')),
    selectCard: () => call('PATCH', '', { payment: { type: 'card2card', bank: 'sberbank' } }),
    start: () => call('POST', '/start-payment'),
    details: () =>
      call('PATCH', '', { payment: { customerCardFirstDigits: '220220', customerCardLastDigits: '1234' } }),
    payed: () => call('PATCH', '', { statusDetails: 'customer-payed' }),
    confirm: () => call('POST', '/confirm-payment'),
    cancel: () => call('POST', '/cancel'),
  };
}

const traderCall = (orderId: string, action: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/trader/orders/${orderId}/${action}`,
    headers: bearer(t.trader.apiKey),
    payload,
  });
const requisites = {
  requisites: { card_number: '2202 2063 1232 5678', cardholder: 'IVAN P.' },
};

async function merchantView(orderId: string) {
  return json<MerchantOrder>(
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/merchant/orders/${orderId}`,
      headers: bearer(t.shop.apiKey),
    }),
  );
}

/** Drives a fresh order to the given status along the happy path. */
async function orderIn(status: 'new' | 'requisites' | 'customer_confirm' | 'trader_confirm' | 'dispute') {
  const created = await createOrder(t.app, t.shop.apiKey, { callbackUrl: 'http://127.0.0.1:9/callback' });
  const c = await customer(created.id, created.token);
  if (status === 'new') return { id: created.id, c };
  await c.selectCard();
  await c.start();
  if (status === 'requisites') return { id: created.id, c };
  await traderCall(created.id, 'requisites', requisites);
  if (status === 'customer_confirm') return { id: created.id, c };
  await c.details();
  await c.confirm();
  if (status === 'trader_confirm') return { id: created.id, c };
  await traderCall(created.id, 'dispute');
  return { id: created.id, c };
}

describe('order life', () => {
  it('goes new → requisites → customer_confirm → trader_confirm → completed, with one callback', async () => {
    const created = await createOrder(t.app, t.shop.apiKey, { callbackUrl: 'http://127.0.0.1:9/callback' });
    expect(created.order.status).toBe('new');
    const c = await customer(created.id, created.token);

    expect((await c.selectCard()).statusCode).toBe(200);
    const started = json<Order>(await c.start());
    expect(started.status).toBe('requisites');
    expect(started.payment).toMatchObject({ type: 'card2card', bank: 'sberbank' });

    const pending = json<TraderOrder[]>(
      await t.app.inject({
        url: '/api/v1/trader/orders?status=requisites',
        headers: bearer(t.trader.apiKey),
      }),
    );
    expect(pending.map((order) => order.id)).toContain(created.id);

    const withRequisites = json<TraderOrder>(await traderCall(created.id, 'requisites', requisites));
    expect(withRequisites.status).toBe('customer_confirm');
    const inConfirm = await c.order();
    expect(inConfirm.requisites).toMatchObject(requisites.requisites);
    // Architecture notes: in customer_confirm the clock is the shop's payment window (30 min) from now.
    const windowMs = new Date(inConfirm.statusTimeoutAt!).getTime() - Date.now();
    expect(windowMs).toBeGreaterThan(29 * 60_000);
    expect(windowMs).toBeLessThanOrEqual(30 * 60_000);

    expect((await c.payed()).statusCode).toBe(200);
    expect(json<Order>(await c.details()).payment).toMatchObject({
      customerCardFirstDigits: '220220',
      customerCardLastDigits: '1234',
    });
    const confirmed = json<Order>(await c.confirm());
    expect(confirmed).toMatchObject({
      status: 'trader_confirm',
      statusDetails: 'customer-payed',
      statusTimeoutAt: null,
    });

    expect(json<TraderOrder>(await traderCall(created.id, 'confirm')).status).toBe('completed');
    const final = await merchantView(created.id);
    expect(final).toMatchObject({ status: 'completed', integration: { callbackUrlStatus: 'in_progress' } });
    // select, start, assign (routing), requisites, customer-payed, details, confirm, trader confirm:
    // one bump each.
    expect(final.version).toBe(9);

    const outbox = await t.db.query<{ payload: { status: string; orderId: string } }>(
      'SELECT payload FROM callback_outbox WHERE order_id = $1',
      [created.id],
    );
    expect(outbox.rows.map((row) => row.payload)).toMatchObject([
      { status: 'completed', orderId: created.id },
    ]);
  });

  it('lets the customer cancel while confirming', async () => {
    const { id, c } = await orderIn('customer_confirm');
    expect(json<Order>(await c.cancel()).status).toBe('cancelled');
    expect((await merchantView(id)).status).toBe('cancelled');
  });

  it('goes to dispute and from there to completed or cancelled by the trader', async () => {
    const first = await orderIn('dispute');
    expect((await first.c.order()).status).toBe('dispute');
    expect(json<TraderOrder>(await traderCall(first.id, 'confirm')).status).toBe('completed');
    const second = await orderIn('dispute');
    expect(json<TraderOrder>(await traderCall(second.id, 'cancel')).status).toBe('cancelled');
    const events = await t.db.query<{ status: string }>(
      `SELECT payload->>'status' AS status FROM callback_outbox WHERE order_id = $1 ORDER BY created_at`,
      [second.id],
    );
    expect(events.rows.map((row) => row.status)).toEqual(['dispute', 'cancelled']);
  });

  it('cancels an open order once its statusTimeoutAt passes', async () => {
    const created = await createOrder(t.app, t.shop.apiKey, { expiresInSeconds: 1 });
    const c = await customer(created.id, created.token);
    await expect.poll(async () => (await c.order()).status, { interval: 200 }).toBe('cancelled');
    expect((await c.order()).statusTimeoutAt).toBeNull();
  });

  it('refuses every move the current status does not allow, with 409 and no change', async () => {
    const customerMoves = {
      startPayment: (c: Awaited<ReturnType<typeof customer>>) => c.start(),
      confirmPayment: (c: Awaited<ReturnType<typeof customer>>) => c.confirm(),
      customerCancel: (c: Awaited<ReturnType<typeof customer>>) => c.cancel(),
      markCustomerPayed: (c: Awaited<ReturnType<typeof customer>>) => c.payed(),
    } as const;
    const traderMoves = {
      submitRequisites: ['requisites', requisites],
      traderConfirm: ['confirm'],
      traderDispute: ['dispute'],
      traderCancel: ['cancel'],
    } as const;
    for (const status of ['new', 'requisites', 'customer_confirm', 'trader_confirm', 'dispute'] as const) {
      for (const [name, run] of Object.entries(customerMoves)) {
        if ((ORDER_MOVES[name as keyof typeof ORDER_MOVES].from as readonly string[]).includes(status))
          continue;
        const { id, c } = await orderIn(status);
        const before = await merchantView(id);
        const response = await run(c);
        expect([response.statusCode, json<{ code: string }>(response).code], `${name} in ${status}`).toEqual([
          409,
          'invalid_transition',
        ]);
        expect(await merchantView(id)).toEqual(before);
      }
      for (const [name, [action, payload]] of Object.entries(traderMoves)) {
        if ((ORDER_MOVES[name as keyof typeof ORDER_MOVES].from as readonly string[]).includes(status))
          continue;
        const { id } = await orderIn(status);
        const before = await merchantView(id);
        const response = await traderCall(id, action, payload);
        // A new order has no trade method yet, so no trader can see it at all.
        expect(response.statusCode, `${name} in ${status}`).toBe(status === 'new' ? 404 : 409);
        expect(await merchantView(id)).toEqual(before);
      }
    }
  });

  it('refuses moves out of final statuses', async () => {
    const { id, c } = await orderIn('customer_confirm');
    await c.cancel();
    for (const response of [
      await c.confirm(),
      await c.cancel(),
      await traderCall(id, 'confirm'),
      await c.selectCard(),
    ]) {
      expect(response.statusCode).toBe(409);
    }
  });

  it('needs a chosen method before starting and the sender details before confirming', async () => {
    const created = await createOrder(t.app, t.shop.apiKey);
    const c = await customer(created.id, created.token);
    const notChosen = await c.start();
    expect(notChosen.statusCode).toBe(409);
    await c.selectCard();
    await c.start();
    await traderCall(created.id, 'requisites', requisites);
    const withoutDetails = await c.confirm();
    expect([withoutDetails.statusCode, (await c.order()).status]).toEqual([400, 'customer_confirm']);
    // Named by the PATCH body's fields, what the customer sends to fill them in.
    expect(withoutDetails.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        'payment.customerCardFirstDigits': 'Required field',
        'payment.customerCardLastDigits': 'Required field',
      },
    });
  });

  it('validates sender details by the method’s field rules, naming the failing fields', async () => {
    const { c } = await orderIn('customer_confirm');
    const response = await c.call('PATCH', '', {
      payment: {
        customerCardFirstDigits: '22022',
        customerCardLastDigits: '12a4',
        customerUtr: '123456789012',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ code: string; fields: Record<string, string> }>(response)).toMatchObject({
      code: 'validation_failed',
      fields: {
        'payment.customerCardFirstDigits': 'Field filling error',
        'payment.customerCardLastDigits': 'Field filling error',
        'payment.customerUtr': 'This payment method does not ask for this field',
      },
    });
    expect((await c.order()).payment?.customerCardFirstDigits).toBeNull();
  });

  it('answers 400 with the failing fields for an invalid body, and 404 for an unknown order', async () => {
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/orders',
      headers: bearer(t.shop.apiKey),
      payload: { amount: 10.5, currency: 'rub', returnUrl: 'not a url', expiresInSeconds: 86401 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(json<{ fields: object }>(invalid).fields).sort()).toEqual([
      'amount',
      'currency',
      'expiresInSeconds',
      'returnUrl',
    ]);
    const unknown = await t.app.inject({
      url: '/api/v1/merchant/orders/00000000-0000-4000-8000-000000000000',
      headers: bearer(t.shop.apiKey),
    });
    expect([unknown.statusCode, json<{ code: string }>(unknown).code]).toEqual([404, 'not_found']);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE amount = 10.5',
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps money exact: amounts are decimal strings', async () => {
    const created = await createOrder(t.app, t.shop.apiKey, { amount: '0.10' });
    expect(created.order.amount).toBe('0.10');
    const big = await createOrder(t.app, t.shop.apiKey, { amount: '123456789012.99' });
    expect(big.order.amount).toBe('123456789012.99');
    const tooPrecise = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/orders',
      headers: bearer(t.shop.apiKey),
      payload: { amount: '1.005', currency: 'RUB', returnUrl: 'https://shop.test/' },
    });
    expect(tooPrecise.statusCode).toBe(400);
  });

  it('offers trade methods for the order’s currency only, and remembers the selected one', async () => {
    const { shop: otherShop } = await setupShopAndTrader(t.app, {
      methods: [
        { paymentType: 'card2card', bank: 'kaspi', fiatCurrency: 'KZT', fields: [], customerFields: [] },
        { paymentType: 'sbp', bank: 'alfabank', fiatCurrency: 'KZT', fields: [], customerFields: [] },
      ],
    });
    const created = await createOrder(t.app, otherShop.apiKey, { currency: 'KZT' });
    const auth = bearer(await loginCustomer(t.app, created.id, created.token));
    const methods = json<{ fiatCurrency: string; paymentType: string }[]>(
      await t.app.inject({ url: `/api/v1/customer/trade-methods/orders/${created.id}`, headers: auth }),
    );
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.every((method) => method.fiatCurrency === 'KZT')).toBe(true);
    const unknownBank = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/customer/orders/${created.id}`,
      headers: auth,
      payload: { payment: { type: 'card2card', bank: 'sberbank' } },
    });
    expect(unknownBank.statusCode).toBe(400);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/customer/orders/${created.id}`,
      headers: auth,
      payload: { payment: { type: 'sbp', bank: null } },
    });
    const selected = json<{ paymentType: string; bank: string }>(
      await t.app.inject({
        url: `/api/v1/customer/trade-methods/orders/${created.id}/selected`,
        headers: auth,
      }),
    );
    expect(selected).toMatchObject({ paymentType: 'sbp', bank: 'alfabank' });
  });
});
