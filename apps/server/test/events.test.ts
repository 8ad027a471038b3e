import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { POLL_INTERVAL_MS, type Order, type TraderOrder } from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDb } from '../src/db/db.ts';
import {
  bearer,
  CARD2CARD_METHOD,
  createOrder,
  isPostgresRun,
  json,
  loginCustomer,
  setupShopAndTrader,
  startTestApp,
  type TestApp,
} from './helper.ts';
import {
  listen,
  openStream,
  orderInRequisites as orderInRequisitesOf,
  type Stream,
} from './events-helper.ts';

const HEARTBEAT_MS = 100;
const REQUISITES = {
  requisites: { card_number: '2202 2063 1232 5678', cardholder: 'IVAN P.' },
};

let t: TestApp;
let baseUrl: string;
let shop: { apiKey: string };
let trader: { id: string; apiKey: string };
let otherTrader: { id: string; apiKey: string };
const streams: Stream[] = [];

/** A shop's callback receiver that answers 200. */
const receiver = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(200).end('ok'));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({
    EVENTS_HEARTBEAT_MS: String(HEARTBEAT_MS),
    WORKER: '1',
    CALLBACK_POLL_INTERVAL_MS: '20',
  });
  baseUrl = await listen(t.app);
  ({ shop, trader } = await setupShopAndTrader(t.app));
  ({ trader: otherTrader } = await setupShopAndTrader(t.app, {
    methods: [{ ...CARD2CARD_METHOD, bank: 'tinkoff' }],
  }));
});
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
  await t?.close();
  receiver.close();
});

async function track(stream: Promise<Stream>) {
  const opened = await stream;
  streams.push(opened);
  return opened;
}

/** A new order of the file's shop brought to requisites (the given bank picks the trader). */
const orderInRequisites = (app = t.app, bank = 'sberbank', callbackUrl?: string) =>
  orderInRequisitesOf(app, shop.apiKey, { bank, callbackUrl });

const traderMove = (apiKey: string, orderId: string, action: string, payload?: object, app = t.app) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/trader/orders/${orderId}/${action}`,
    headers: bearer(apiKey),
    payload,
  });

const customerEvents = (orderId: string, token?: string, url = baseUrl) =>
  track(openStream(`${url}/api/v1/customer/orders/${orderId}/events`, token));

describe('customer order events', () => {
  it('sends the order as GET answers it, then the new body within a second of the trader’s move', async () => {
    const order = await orderInRequisites();
    const stream = await customerEvents(order.id, order.accessToken);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    const current = json<Order>(
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/customer/orders/${order.id}`,
        headers: bearer(order.accessToken),
      }),
    );
    expect(await stream.next<Order>(() => true)).toEqual(current);
    expect(stream.events[0]!.event).toBe('order');

    const movedAt = Date.now();
    expect((await traderMove(trader.apiKey, order.id, 'requisites', REQUISITES)).statusCode).toBe(200);
    const changed = await stream.next<Order>((o) => o.status === 'customer_confirm', 1);
    // Sooner than the page's next poll could have brought it (how soon: npm run bench).
    expect(Date.now() - movedAt).toBeLessThan(POLL_INTERVAL_MS);
    expect(changed.requisites).toMatchObject({ card_number: '2202 2063 1232 5678' });

    // Each version once: the customer's own move arrives as one more event, no repeats.
    expect((await order.call('PATCH', '', { statusDetails: 'customer-payed' })).statusCode).toBe(200);
    await stream.next<Order>((o) => o.statusDetails === 'customer-payed', 2);
    expect(stream.events).toHaveLength(3);
  });

  it('opens no stream without a valid token, nor with a token of another order', async () => {
    const order = await orderInRequisites();
    const other = await orderInRequisites();

    const foreign = await customerEvents(order.id, other.accessToken);
    expect(foreign.response.status).toBe(404);
    expect(foreign.response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await foreign.response.json()).toMatchObject({ code: 'not_found' });

    const anonymous = await customerEvents(order.id);
    expect(anonymous.response.status).toBe(401);
    const forged = await customerEvents(order.id, `${order.accessToken}x`);
    expect(forged.response.status).toBe(401);
    expect(foreign.events).toEqual([]);
  });

  it('sends heartbeat comments while nothing changes', async () => {
    const order = await orderInRequisites();
    const stream = await customerEvents(order.id, order.accessToken);
    const heartbeats = () => stream.comments.filter((comment) => comment === ': heartbeat').length;
    await expect.poll(heartbeats, { timeout: HEARTBEAT_MS * 20 }).toBeGreaterThan(1);
    expect(stream.events).toHaveLength(1);
  });

  it('tells the customer when the shop’s callback is delivered', async () => {
    const { port } = receiver.address() as AddressInfo;
    const order = await orderInRequisites(t.app, 'sberbank', `http://127.0.0.1:${port}/callback`);
    expect((await traderMove(trader.apiKey, order.id, 'cancel')).statusCode).toBe(200);
    const stream = await customerEvents(order.id, order.accessToken);
    const synced = await stream.next<Order>((o) => o.integration.callbackUrlStatus === 'success');
    expect(synced.status).toBe('cancelled');
  });
});

describe('trader events', () => {
  it('starts with the trader’s open orders, newest first, then its own orders’ changes only', async () => {
    const older = await orderInRequisites();
    const newer = await orderInRequisites();
    const finished = await orderInRequisites();
    expect((await traderMove(trader.apiKey, finished.id, 'cancel')).statusCode).toBe(200);

    const stream = await track(openStream(`${baseUrl}/api/v1/trader/events`, trader.apiKey));
    const otherStream = await track(openStream(`${baseUrl}/api/v1/trader/events`, otherTrader.apiKey));
    expect(stream.response.status).toBe(200);
    await stream.next<TraderOrder>((o) => o.id === older.id);
    const initial = stream.events.map((event) => (event.data as TraderOrder).id);
    expect(initial.indexOf(newer.id)).toBeLessThan(initial.indexOf(older.id));
    expect(initial).not.toContain(finished.id);
    expect(stream.events.every((event) => event.event === 'order')).toBe(true);

    const mine = await orderInRequisites();
    const theirs = await orderInRequisites(t.app, 'tinkoff');
    const arrived = await stream.next<TraderOrder>((o) => o.id === mine.id && o.status === 'requisites');
    expect(arrived).toMatchObject({ paymentType: 'card2card', bank: 'sberbank', requisites: null });
    await otherStream.next<TraderOrder>((o) => o.id === theirs.id);

    expect((await traderMove(otherTrader.apiKey, theirs.id, 'requisites', REQUISITES)).statusCode).toBe(200);
    await otherStream.next<TraderOrder>((o) => o.id === theirs.id && o.status === 'customer_confirm');
    expect((await traderMove(trader.apiKey, mine.id, 'cancel')).statusCode).toBe(200);
    await stream.next<TraderOrder>((o) => o.id === mine.id && o.status === 'cancelled');

    expect(stream.events.map((event) => (event.data as TraderOrder).id)).not.toContain(theirs.id);
    expect(otherStream.events.map((event) => (event.data as TraderOrder).id)).not.toContain(mine.id);
  });

  it('refuses a stream without the trader’s key', async () => {
    const stream = await track(openStream(`${baseUrl}/api/v1/trader/events`, 'not-a-key'));
    expect(stream.response.status).toBe(401);
  });
});

describe('shutdown', () => {
  it('ends open streams, and closing the app does not wait for them', async () => {
    const own = await startTestApp({ EVENTS_HEARTBEAT_MS: '60000' });
    const url = await listen(own.app);
    const { shop: ownShop, trader: ownTrader } = await setupShopAndTrader(own.app);
    const created = await createOrder(own.app, ownShop.apiKey);
    const token = await loginCustomer(own.app, created.id, created.token);
    const customer = await track(openStream(`${url}/api/v1/customer/orders/${created.id}/events`, token));
    const traderStream = await track(openStream(`${url}/api/v1/trader/events`, ownTrader.apiKey));
    await customer.next(() => true);

    const closingAt = Date.now();
    await own.close();
    // Far below the 60 s heartbeat: a close that waited for the open streams would take that long
    // (or forever). Not a speed measure: CI saw 2.2 s for this close on a loaded two-core machine.
    expect(Date.now() - closingAt).toBeLessThan(20_000);
    await expect.poll(() => customer.isEnded() && traderStream.isEnded()).toBe(true);
  });
});

describe.runIf(isPostgresRun)('across replicas (PostgreSQL)', () => {
  it('a stream on one replica gets a move made through another', async () => {
    const secondDb = await openDb({ databaseUrl: t.databaseUrl!, dataDir: '' });
    const second = await buildApp(t.config, { db: secondDb });
    try {
      await second.ready();
      const order = await orderInRequisites();
      const stream = await customerEvents(order.id, order.accessToken);
      await stream.next(() => true);
      const traderStream = await track(openStream(`${baseUrl}/api/v1/trader/events`, trader.apiKey));
      await traderStream.next<TraderOrder>((o) => o.id === order.id);

      const movedAt = Date.now();
      const moved = await traderMove(trader.apiKey, order.id, 'requisites', REQUISITES, second);
      expect(moved.statusCode).toBe(200);
      await stream.next<Order>((o) => o.status === 'customer_confirm', 1);
      // Sooner than the page's next poll could have brought it (how soon: npm run bench).
      expect(Date.now() - movedAt).toBeLessThan(POLL_INTERVAL_MS);
      await traderStream.next<TraderOrder>((o) => o.id === order.id && o.status === 'customer_confirm');
    } finally {
      await second.close();
      await secondDb.close();
    }
  });

  it('keeps streams working when the listening connection is lost', async () => {
    const order = await orderInRequisites();
    const stream = await customerEvents(order.id, order.accessToken);
    await stream.next(() => true);

    const killed = await t.db.query<{ ok: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
        WHERE application_name = 'payorder-listener' AND datname = current_database()`,
    );
    expect(killed.rows.length).toBeGreaterThan(0);
    // Moved while the listener may still be reconnecting: the catch-up read after it is back delivers it.
    expect((await traderMove(trader.apiKey, order.id, 'requisites', REQUISITES)).statusCode).toBe(200);
    await stream.next<Order>((o) => o.status === 'customer_confirm', 1);

    const later = await orderInRequisites();
    const laterStream = await customerEvents(later.id, later.accessToken);
    await laterStream.next(() => true);
    expect((await traderMove(trader.apiKey, later.id, 'cancel')).statusCode).toBe(200);
    await laterStream.next<Order>((o) => o.status === 'cancelled', 1, 1000);
  });
});
