import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { makeConfig } from '../src/config.ts';
import {
  ADMIN_KEY,
  bearer,
  createOrder,
  freshDb,
  isPostgresRun,
  loginCustomer,
  startTestApp,
  type TestApp,
} from './helper.ts';
import { createBookTrader, createShop, traderMove } from './routing-kit.ts';
import { startNodeProcess } from './scale-kit.ts';
import { serverBundle } from './server-bundle.ts';

/** Prometheus text → `name{labels}` → value; throws on a line that is neither a comment nor a sample. */
function parseMetrics(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    // prom-client writes an empty series' NaN as `Nan` (Prometheus reads either).
    const isNan = match[2]!.toLowerCase() === 'nan';
    const value = isNan ? Number.NaN : Number(match[2]);
    if (!isNan && Number.isNaN(value)) throw new Error(`not a number: ${line}`);
    samples.set(match[1]!, value);
  }
  return samples;
}

async function scrape(app: FastifyInstance) {
  const response = await app.inject({ url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseMetrics(response.body);
}

/** A shop's callback endpoint that answers 500: every attempt is a retry, the event stays pending. */
async function failingReceiver() {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/callback`, close: () => void server.close() };
}

let t: TestApp;
let receiver: Awaited<ReturnType<typeof failingReceiver>>;
beforeAll(async () => {
  receiver = await failingReceiver();
  // The worker runs in the app: its first attempt fails and the next is an hour away.
  t = await startTestApp({ WORKER: '1', CALLBACK_POLL_INTERVAL_MS: '20', CALLBACK_RETRY_SCHEDULE: '3600' });
});
afterAll(async () => {
  await t?.close();
  receiver?.close();
});

describe('probes', () => {
  it('/healthz answers ok and /readyz ready on a migrated database', async () => {
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('/readyz is 503 naming the migration this build carries that the database lacks', async () => {
    await t.db.query(`DELETE FROM schema_migrations WHERE name = '005_routing_ledger.sql'`);
    try {
      const response = await t.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not_ready',
        reason: 'migrations not applied: 005_routing_ledger.sql',
      });
    } finally {
      await t.db.query(`INSERT INTO schema_migrations (name) VALUES ('005_routing_ledger.sql')`);
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('/readyz is 503 when the database is gone, while /healthz still answers', async () => {
    const { db, drop } = await freshDb();
    const app = await buildApp(makeConfig({ ADMIN_API_KEY: ADMIN_KEY, DATA_DIR: t.dataDir, WORKER: '0' }), {
      db,
    });
    await app.ready();
    try {
      await db.close();
      const response = await app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'not_ready',
        reason: expect.stringMatching(/^database not reachable: /),
      });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close().catch(() => undefined);
      await drop().catch(() => undefined);
    }
  });
});

describe('request ids', () => {
  it("echo the caller's X-Request-Id, and generate one when it is missing or unsafe", async () => {
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'shop-trace.42' } });
    expect(given.headers['x-request-id']).toBe('shop-trace.42');

    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const missing = await t.app.inject({ url: '/api/v1/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(uuid);
    for (const unsafe of ['a b', 'x'.repeat(129), 'line\\nbreak', '"quoted"']) {
      const response = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': unsafe } });
      expect(response.headers['x-request-id']).toMatch(uuid);
    }
  });
});

describe('/metrics', () => {
  it('is Prometheus text whose request, move, outbox, callback, stream and pool series follow the work done', async () => {
    const before = await scrape(t.app);
    for (const name of ['process_cpu_user_seconds_total', 'nodejs_eventloop_lag_seconds']) {
      expect(before.has(name), name).toBe(true);
    }
    expect(before.get('payorder_callback_outbox_pending')).toBe(0);
    expect(before.get('payorder_callback_outbox_oldest_pending_seconds')).toBe(0);
    expect(before.get('payorder_event_streams_open')).toBe(0);
    if (isPostgresRun) {
      expect(before.get('payorder_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(before.has('payorder_db_pool_connections{state="waiting"}')).toBe(true);
    }

    // An order's whole life, to completed, with a callback the shop's endpoint refuses.
    const shop = await createShop(t.app);
    const trader = await createBookTrader(t.app);
    const { id, token } = await createOrder(t.app, shop.apiKey, { callbackUrl: receiver.url });
    const auth = bearer(await loginCustomer(t.app, id, token));
    const customer = (method: 'PATCH' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1/customer/orders/${id}${url}`, headers: auth, payload });
    expect(
      (await customer('PATCH', '', { payment: { type: 'card2card', bank: 'sberbank' } })).statusCode,
    ).toBe(200);
    expect((await customer('POST', '/start-payment')).statusCode).toBe(200);
    await customer('PATCH', '', {
      payment: { customerCardFirstDigits: '220220', customerCardLastDigits: '1234' },
    });
    expect((await customer('POST', '/confirm-payment')).statusCode).toBe(200);
    expect((await traderMove(t.app, trader.apiKey, id, 'confirm')).statusCode).toBe(200);

    const after = await vi.waitFor(
      async () => {
        const metrics = await scrape(t.app);
        // The counter is the process's (src/ops/metrics.ts): files before this one in the test worker count too.
        const retries = (series: typeof metrics) =>
          series.get('payorder_callback_attempts_total{outcome="retry"}') ?? 0;
        expect(retries(metrics) - retries(before)).toBe(1);
        return metrics;
      },
      { timeout: 15_000, interval: 50 },
    );
    const moved = (move: string, status: string) =>
      (after.get(`payorder_order_moves_total{move="${move}",status="${status}"}`) ?? 0) -
      (before.get(`payorder_order_moves_total{move="${move}",status="${status}"}`) ?? 0);
    expect(moved('startPayment', 'requisites')).toBe(1);
    expect(moved('assign', 'requisites')).toBe(1);
    expect(moved('submitRequisites', 'customer_confirm')).toBe(1);
    expect(moved('traderConfirm', 'completed')).toBe(1);
    expect(after.get('payorder_callback_outbox_pending')).toBe(1);
    expect(after.get('payorder_callback_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    // Each of the order's seven calls committed its work, and its moves' notifications went in
    // transactions of their own, counted among them.
    const grown = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
    expect(grown('payorder_db_notification_transactions_total')).toBeGreaterThanOrEqual(5);
    expect(grown('payorder_db_transactions_total')).toBeGreaterThanOrEqual(
      grown('payorder_db_notification_transactions_total') + 7,
    );

    const route = (url: string, method: string, statusClass: string) =>
      `payorder_http_request_duration_seconds_count{route="${url}",method="${method}",status_class="${statusClass}"}`;
    expect(after.get(route('/api/v1/merchant/orders', 'POST', '2xx'))).toBe(
      (before.get(route('/api/v1/merchant/orders', 'POST', '2xx')) ?? 0) + 1,
    );
    // Route patterns, not URLs: the order id is not a label.
    expect(after.get(route('/api/v1/customer/orders/:id/start-payment', 'POST', '2xx'))).toBe(1);
    expect([...after.keys()].some((key) => key.includes(id))).toBe(false);
  });

  it('counts open event streams', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const trader = await createBookTrader(t.app);
    // node:http rather than fetch: destroying the request closes the socket at once.
    const request = http.get(`http://127.0.0.1:${port}/api/v1/trader/events`, {
      headers: bearer(trader.apiKey),
    });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve));
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => response.once('data', resolve)); // the stream is open
    expect((await scrape(t.app)).get('payorder_event_streams_open')).toBe(1);
    request.destroy();
    await vi.waitFor(async () => expect((await scrape(t.app)).get('payorder_event_streams_open')).toBe(0), {
      timeout: 15_000,
      interval: 20,
    });
  });

  it('is served only to this machine unless METRICS_TOKEN is set, then only to its bearer', async () => {
    const forwarded = await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.statusCode).toBe(403);
    expect(forwarded.json()).toMatchObject({ code: 'forbidden' });
    const remote = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);

    const token = 'metrics-token-0123456789';
    const { db, drop } = await freshDb();
    const app = await buildApp(
      makeConfig({ ADMIN_API_KEY: ADMIN_KEY, DATA_DIR: t.dataDir, WORKER: '0', METRICS_TOKEN: token }),
      { db },
    );
    try {
      expect((await app.inject({ url: '/metrics' })).statusCode).toBe(403);
      expect((await app.inject({ url: '/metrics', headers: bearer('wrong') })).statusCode).toBe(403);
      const allowed = await app.inject({
        url: '/metrics',
        headers: bearer(token),
        remoteAddress: '203.0.113.9',
      });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain('payorder_http_request_duration_seconds');
    } finally {
      await app.close();
      await drop();
    }
  });
});

/**
 * The built server (`npm run build`'s bundle: the production path, no tsx) run by plain node, its
 * output collected, its exit awaited.
 */
const startServerProcess = (env: Record<string, string>) =>
  startNodeProcess(serverBundle(), 'server', 'server', env);

describe('graceful shutdown of the built server run by node', () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function serverWithOpenWork(timeoutMs: number) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'payorder-ops-'));
    const database = isPostgresRun ? await freshDb() : null;
    cleanups.push(
      () => fs.rm(dataDir, { recursive: true, force: true }),
      () => database?.drop(),
    );
    const server = await startServerProcess({
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO: '0',
      DATA_DIR: dataDir,
      ADMIN_API_KEY: ADMIN_KEY,
      LOG_LEVEL: 'info',
      WORKER: '1',
      SHUTDOWN_TIMEOUT_MS: String(timeoutMs),
      ...(database ? { DATABASE_URL: database.url! } : {}),
    });
    cleanups.push(() => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    });
    const traderResponse = await fetch(`${server.base}/api/v1/admin/traders`, {
      method: 'POST',
      headers: { ...bearer(ADMIN_KEY), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'T' }),
    });
    const trader = (await traderResponse.json()) as { apiKey: string };

    // An open event stream.
    const streamRequest = http.get(`${server.base}/api/v1/trader/events`, { headers: bearer(trader.apiKey) });
    const stream = await new Promise<http.IncomingMessage>((resolve) =>
      streamRequest.once('response', resolve),
    );
    await new Promise((resolve) => stream.once('data', resolve));
    const streamEnded = new Promise<void>((resolve) => stream.once('end', resolve).resume());
    streamRequest.on('error', () => undefined);

    // A request in flight: its headers are in, half its body is not.
    const body = JSON.stringify({ name: 'Shop created while shutting down' });
    const inFlight = http.request(`${server.base}/api/v1/admin/shops`, {
      method: 'POST',
      agent: false,
      headers: {
        ...bearer(ADMIN_KEY),
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-request-id': 'ops-shutdown-1',
      },
    });
    inFlight.on('error', () => undefined);
    const answered = new Promise<{ status: number; text: string }>((resolve) =>
      inFlight.once('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      }),
    );
    inFlight.write(body.slice(0, 10));
    await vi.waitFor(() => expect(server.output()).toMatch(/"reqId":"ops-shutdown-1".*incoming request/), {
      timeout: 15_000,
      interval: 20,
    });
    const finishBody = () => inFlight.end(body.slice(10));
    return { server, streamEnded, answered, finishBody };
  }

  it('on SIGTERM ends the event stream, finishes the request in flight and exits 0 within the deadline', async () => {
    const { server, streamEnded, answered, finishBody } = await serverWithOpenWork(10_000);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await vi.waitFor(() => expect(server.output()).toContain('shutting down'), {
      timeout: 15_000,
      interval: 20,
    });
    await streamEnded;
    // The server no longer listens, yet the request it had already taken is served.
    finishBody();
    const answer = await answered;
    expect(answer.status, answer.text).toBe(201);
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    // The request's id is on each of its log lines.
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('ops-shutdown-1'));
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    expect(server.output()).toContain('shut down cleanly');
  });

  it('exits 1 when the work in flight outlasts SHUTDOWN_TIMEOUT_MS', async () => {
    const { server } = await serverWithOpenWork(500);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalledAt).toBeLessThan(5000);
    expect(server.output()).toContain('shutdown did not finish within SHUTDOWN_TIMEOUT_MS');
  });
});
