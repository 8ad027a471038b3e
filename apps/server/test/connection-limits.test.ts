import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeConfig } from '../src/config.ts';
import { consoleCookie } from './console-helper.ts';
import { listen, openStream, type Stream } from './events-helper.ts';
import { createOrder, loginCustomer, setupShopAndTrader, startTestApp, type TestApp } from './helper.ts';

/**
 * Bounds on connections, streams and slow bodies (issue 20, finding 4): live streams are capped per
 * order, per console session and per client address (429 rate_limited with Retry-After over a cap),
 * and a request whose body never finishes is cut after HTTP_REQUEST_TIMEOUT_MS.
 */
const PER_ORDER = 2;
const PER_SESSION = 2;
const PER_ADDRESS = 3;
const REQUEST_TIMEOUT_MS = 500;

let t: TestApp;
let baseUrl: string;
let shop: { apiKey: string };
let trader: { id: string; apiKey: string };
const streams: Stream[] = [];

beforeAll(async () => {
  t = await startTestApp({
    EVENTS_MAX_STREAMS_PER_ORDER: String(PER_ORDER),
    EVENTS_MAX_STREAMS_PER_SESSION: String(PER_SESSION),
    EVENTS_MAX_STREAMS_PER_ADDRESS: String(PER_ADDRESS),
    // Addresses come from X-Forwarded-For here, so each test's streams are counted under its own.
    TRUST_PROXY: 'true',
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HTTP_HEADERS_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  });
  baseUrl = await listen(t.app);
  ({ shop, trader } = await setupShopAndTrader(t.app));
});
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
  await t?.close();
});

let addresses = 0;
const newAddress = () => ({ 'x-forwarded-for': `203.0.113.${++addresses}` });

async function open(path: string, headers: Record<string, string>) {
  const stream = await openStream(`${baseUrl}${path}`, headers);
  streams.push(stream);
  return stream;
}

async function customerOrder() {
  const created = await createOrder(t.app, shop.apiKey);
  return { id: created.id, token: await loginCustomer(t.app, created.id, created.token) };
}

async function expectOverTheCap(stream: Stream) {
  expect(stream.response.status).toBe(429);
  expect(Number(stream.response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(await stream.response.json()).toEqual({ code: 'rate_limited', message: expect.any(String) });
}

describe('live stream caps', () => {
  it('refuses the stream of an order past its cap with 429 and Retry-After, and opens one once a slot is free', async () => {
    const order = await customerOrder();
    const auth = { authorization: `Bearer ${order.token}` };
    const path = `/api/v1/customer/orders/${order.id}/events`;
    const opened: Stream[] = [];
    for (let i = 0; i < PER_ORDER; i++) opened.push(await open(path, { ...auth, ...newAddress() }));
    expect(opened.map((stream) => stream.response.status)).toEqual(Array(PER_ORDER).fill(200));

    await expectOverTheCap(await open(path, { ...auth, ...newAddress() }));
    // Another order is not affected by this one's cap.
    const other = await customerOrder();
    const otherStream = await open(`/api/v1/customer/orders/${other.id}/events`, {
      authorization: `Bearer ${other.token}`,
      ...newAddress(),
    });
    expect(otherStream.response.status).toBe(200);

    await opened[0]!.close();
    await expect
      .poll(async () => {
        const again = await open(path, { ...auth, ...newAddress() });
        return again.response.status;
      })
      .toBe(200);
  });

  it('refuses a console session’s stream past its cap', async () => {
    const cookie = await consoleCookie(t.app, { role: 'trader', traderId: trader.id });
    for (let i = 0; i < PER_SESSION; i++) {
      expect((await open('/api/v1/trader/events', { cookie, ...newAddress() })).response.status).toBe(200);
    }
    await expectOverTheCap(await open('/api/v1/trader/events', { cookie, ...newAddress() }));
  });

  it('refuses streams from one address past its cap, whichever orders they are of', async () => {
    const address = newAddress();
    for (let i = 0; i < PER_ADDRESS; i++) {
      const order = await customerOrder();
      const stream = await open(`/api/v1/customer/orders/${order.id}/events`, {
        authorization: `Bearer ${order.token}`,
        ...address,
      });
      expect(stream.response.status).toBe(200);
    }
    const order = await customerOrder();
    const path = `/api/v1/customer/orders/${order.id}/events`;
    await expectOverTheCap(await open(path, { authorization: `Bearer ${order.token}`, ...address }));
    // The same order from another address opens.
    expect(
      (await open(path, { authorization: `Bearer ${order.token}`, ...newAddress() })).response.status,
    ).toBe(200);
  });
});

describe('slow requests', () => {
  it('cuts a request whose body never finishes after HTTP_REQUEST_TIMEOUT_MS, without any credential', async () => {
    const { port } = new URL(baseUrl);
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    const closed = new Promise<'closed'>((resolve) => socket.once('close', () => resolve('closed')));
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/v1/customer/auth/login HTTP/1.1\r\nHost: pay.test\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"orderId":',
    );
    // Many times the timeout: what is asserted is that it is cut at all (today's server never cut it).
    const outcome = await Promise.race([
      closed,
      new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), REQUEST_TIMEOUT_MS * 10)),
    ]);
    socket.destroy();
    expect(outcome).toBe('closed');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('HTTP limits settings', () => {
  it('refuses timeouts that contradict each other, naming the variable', () => {
    expect(() => makeConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS/,
    );
    expect(() => makeConfig({ HTTP_CONNECTION_TIMEOUT_MS: '10000', EVENTS_HEARTBEAT_MS: '15000' })).toThrow(
      /HTTP_CONNECTION_TIMEOUT_MS/,
    );
    expect(makeConfig().HTTP_REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
  });
});
