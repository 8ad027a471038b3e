import { CUSTOMER_ACCESS_TOKEN_TTL_SECONDS, type Order } from '@payorder/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { notify, openDb, type Db } from '../src/db/db.ts';
import { parseOrderChange } from '../src/orders/order-changes.ts';
import { OrderReadModel, READ_MODEL_MAX_AGE_MS } from '../src/events/order-read-model.ts';
import { CustomerTokenVerifier, issueCustomerToken } from '../src/security/customer-token.ts';
import {
  ADMIN_KEY,
  bearer,
  createOrder,
  isPostgresRun,
  json,
  loginCustomer,
  startShopTestApp,
  type ShopTestApp,
} from './helper.ts';

/**
 * The customer's poll (`GET /v1/customer/orders/{id}`) is answered from each process's read model of
 * open orders (events/order-read-model.ts): these tests hold it to never answering an old status.
 */
let t: ShopTestApp;
/** A second app instance on the same database: another replica. */
let second: FastifyInstance;
let secondDb: Db | null = null;

beforeAll(async () => {
  t = await startShopTestApp({ SWEEP_INTERVAL_MS: '100' });
  // PostgreSQL: a replica with its own pool and listener. PGlite is one process's database: the second
  // instance shares it, and listens on it for itself.
  if (t.databaseUrl) secondDb = await openDb({ databaseUrl: t.databaseUrl, dataDir: '' });
  second = await buildApp(t.config, { db: secondDb ?? t.db });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await secondDb?.close();
  await t?.close();
});

async function openOrder(app = t.app) {
  const created = await createOrder(app, t.shop.apiKey);
  const accessToken = await loginCustomer(app, created.id, created.token);
  const call = (target: FastifyInstance, method: 'GET' | 'PATCH' | 'POST', path = '', payload?: object) =>
    target.inject({
      method,
      url: `/api/v1/customer/orders/${created.id}${path}`,
      headers: bearer(accessToken),
      payload,
    });
  const poll = async (target = t.app) => {
    const response = await call(target, 'GET');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return json<Order>(response);
  };
  return { id: created.id, accessToken, call, poll };
}

const traderMove = (app: FastifyInstance, orderId: string, action: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/trader/orders/${orderId}/${action}`,
    headers: bearer(t.trader.apiKey),
    payload,
  });
const REQUISITES = { requisites: { card_number: '2202 2063 1232 5678', cardholder: 'IVAN P.' } };

const readModelOf = (app: FastifyInstance) => app.ctx.orderEvents.readModel;

describe('the poll', () => {
  it('answers what the database holds, as the order route did', async () => {
    const order = await openOrder();
    const polled = await order.poll();
    expect(polled).toMatchObject({ id: order.id, status: 'new', amount: '1500.00', currency: 'RUB' });
    expect(readModelOf(t.app).size).toBeGreaterThan(0);
    expect(await order.poll()).toEqual(polled);
  });

  it('sees every move made through another replica at its very next poll', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await openOrder();
      const seen = async (status: Order['status']) => {
        // Polled twice on each side: the second answer of each comes from its read model.
        for (const app of [t.app, t.app, second, second]) expect((await order.poll(app)).status).toBe(status);
      };
      await seen('new');
      expect(
        (await order.call(second, 'PATCH', '', { payment: { type: 'card2card', bank: 'sberbank' } }))
          .statusCode,
      ).toBe(200);
      expect((await order.poll()).payment).toMatchObject({ type: 'card2card', bank: 'sberbank' });
      expect((await order.call(second, 'POST', '/start-payment')).statusCode).toBe(200);
      await seen('requisites');
      expect((await traderMove(t.app, order.id, 'requisites', REQUISITES)).statusCode).toBe(200);
      await seen('customer_confirm');
      const digits = { payment: { customerCardFirstDigits: '220220', customerCardLastDigits: '5678' } };
      expect((await order.call(t.app, 'PATCH', '', digits)).statusCode).toBe(200);
      expect((await order.call(second, 'POST', '/confirm-payment')).statusCode).toBe(200);
      await seen('trader_confirm');
      expect((await traderMove(second, order.id, 'confirm')).statusCode).toBe(200);
      await seen('completed');
    }
  });

  it('keeps no ended order, and shows an order cancelled when its time is up', async () => {
    const order = await openOrder();
    expect(
      (await order.call(t.app, 'PATCH', '', { payment: { type: 'card2card', bank: 'sberbank' } })).statusCode,
    ).toBe(200);
    expect((await order.call(t.app, 'POST', '/start-payment')).statusCode).toBe(200);
    expect((await traderMove(t.app, order.id, 'requisites', REQUISITES)).statusCode).toBe(200);
    const before = await order.poll();
    expect(before.status).toBe('customer_confirm');
    // The payment window runs out, with no move by anyone: the sweeper cancels the order.
    await t.db.query(`UPDATE orders SET status_timeout_at = now() - interval '1 second' WHERE id = $1`, [
      order.id,
    ]);
    await expect.poll(async () => (await order.poll()).status).toBe('cancelled');
    await expect.poll(async () => (await order.poll(second)).status).toBe('cancelled');
  });

  it('reads again, within its bound, an order whose notification never came', async () => {
    const order = await openOrder();
    const before = await order.poll();
    // A change committed with no notification after it (its process died between the two).
    await t.db.query(`UPDATE orders SET amount = amount + 1 WHERE id = $1`, [order.id]);
    expect((await order.poll()).amount).toBe(before.amount); // still the kept answer
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + READ_MODEL_MAX_AGE_MS + 1 });
    try {
      expect((await order.poll()).amount).not.toBe(before.amount);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a bank renamed by the operator in the transfer details', async () => {
    const order = await openOrder();
    const payment = { payment: { type: 'card2card', bank: 'sberbank' } };
    expect((await order.call(t.app, 'PATCH', '', payment)).statusCode).toBe(200);
    expect((await order.call(t.app, 'POST', '/start-payment')).statusCode).toBe(200);
    expect((await traderMove(t.app, order.id, 'requisites', REQUISITES)).statusCode).toBe(200);
    expect((await order.poll()).requisites?.bankName).not.toBe('Sber (renamed)');
    const renamed = await second.inject({
      method: 'PUT',
      url: '/api/v1/admin/banks/sberbank',
      headers: bearer(ADMIN_KEY),
      payload: { name: 'Sber (renamed)' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await order.poll()).requisites?.bankName).toBe('Sber (renamed)');
  });

  it('drops what it keeps when a notification cannot be read', async () => {
    const order = await openOrder();
    await order.poll();
    expect(readModelOf(t.app).size).toBeGreaterThan(0);
    await t.db.query(`SELECT pg_notify('order_changed', 'not an order change')`);
    await expect.poll(() => readModelOf(t.app).size).toBe(0);
    expect((await order.poll()).status).toBe('new');
  });

  it('holds at most its bound of orders, and follows their moves', async () => {
    // A read model of its own with a bound of 2, fed by a listener of its own on the same database.
    let model: OrderReadModel | null = null;
    const listener = await t.db.listen('order_changed', {
      onNotify: (payload) => {
        const change = parseOrderChange(payload);
        if (change) model?.forget(change.orderId);
      },
    });
    try {
      model = new OrderReadModel(t.db, () => listener.sync(), 2);
      model.resume();
      const orders = [await openOrder(), await openOrder(), await openOrder()];
      for (const order of orders) await model.customerOrderJson(order.id);
      expect(model.size).toBe(2);
      const payment = { payment: { type: 'card2card', bank: 'sberbank' } };
      expect((await orders[2]!.call(second, 'PATCH', '', payment)).statusCode).toBe(200);
      expect(JSON.parse(await model.customerOrderJson(orders[2]!.id)).payment.type).toBe('card2card');
    } finally {
      await listener.stop();
    }
  });
});

describe('the customer token', () => {
  it('opens its own order only: a token for A never reads B', async () => {
    const a = await openOrder();
    const b = await openOrder();
    await b.poll(); // B is in the read model
    for (const path of ['', '/events', '/payment-fields']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/customer/orders/${b.id}${path}`,
        headers: bearer(a.accessToken),
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('1500.00');
    }
  });

  it('is refused when expired, forged, or signed by another secret', async () => {
    const order = await openOrder();
    const secret = t.app.ctx.secrets.customerTokenSecret;
    const expired = issueCustomerToken(secret, order.id, Date.now() - 31 * 60_000).accessToken;
    const [payload, signature] = order.accessToken.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ o: order.id, e: Date.now() + 3_600_000 })).toString(
      'base64url',
    );
    const tokens = [
      expired,
      `${forgedPayload}.${signature}`,
      `${payload}.${'0'.repeat(signature!.length)}`,
      issueCustomerToken('another secret', order.id).accessToken,
      'not-a-token',
    ];
    await order.poll();
    for (const token of tokens) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/customer/orders/${order.id}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
      expect(json<{ code: string }>(response).code).toBe('unauthorized');
    }
  });
});

describe('the customer token, once verified', () => {
  it('still expires, and a token of another secret never becomes valid', () => {
    const verifier = new CustomerTokenVerifier('the secret');
    const issuedAt = Date.now();
    const { accessToken } = issueCustomerToken('the secret', 'order-a', issuedAt);
    expect(verifier.verify(accessToken, issuedAt)).toBe('order-a');
    expect(verifier.verify(accessToken, issuedAt + 1000)).toBe('order-a');
    expect(verifier.verify(accessToken, issuedAt + CUSTOMER_ACCESS_TOKEN_TTL_SECONDS * 1000)).toBeNull();
    expect(
      verifier.verify(issueCustomerToken('other', 'order-a', issuedAt).accessToken, issuedAt),
    ).toBeNull();
  });
});

describe.runIf(isPostgresRun)('when the listening connection is lost (PostgreSQL)', () => {
  it('keeps nothing until it listens again, and the poll stays right meanwhile', async () => {
    const order = await openOrder();
    await order.poll();
    expect(readModelOf(t.app).size).toBeGreaterThan(0);
    const killed = await t.db.query<{ ok: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
        WHERE application_name = 'payorder-listener' AND datname = current_database()`,
    );
    expect(killed.rows.length).toBeGreaterThan(0);
    await expect.poll(() => readModelOf(t.app).size).toBe(0);
    // Moved by another replica while this one may still be reconnecting: its poll reads the database.
    expect(
      (await order.call(second, 'PATCH', '', { payment: { type: 'card2card', bank: 'sberbank' } }))
        .statusCode,
    ).toBe(200);
    expect((await order.call(second, 'POST', '/start-payment')).statusCode).toBe(200);
    expect((await order.poll()).status).toBe('requisites');
    // Listening again: the poll is kept once more, and still follows moves.
    await expect
      .poll(async () => {
        await order.poll();
        return readModelOf(t.app).size;
      })
      .toBeGreaterThan(0);
    expect((await traderMove(second, order.id, 'requisites', REQUISITES)).statusCode).toBe(200);
    expect((await order.poll()).status).toBe('customer_confirm');
  });
});

describe('change notifications', () => {
  it('go once their transaction commits, never for one rolled back', async () => {
    const received: string[] = [];
    const listener = await t.db.listen('poll_test_channel', {
      onNotify: (payload) => received.push(payload),
    });
    try {
      await t.db.transaction(async (tx) => {
        await notify(tx, 'poll_test_channel', ['committed']);
        await listener.sync();
        expect(received).toEqual([]); // not before the commit
      });
      await listener.sync();
      expect(received).toEqual(['committed']);
      await expect(
        t.db.transaction(async (tx) => {
          await notify(tx, 'poll_test_channel', ['rolled back']);
          throw new Error('the work failed');
        }),
      ).rejects.toThrow('the work failed');
      await listener.sync();
      expect(received).toEqual(['committed']);
    } finally {
      await listener.stop();
    }
  });
});
