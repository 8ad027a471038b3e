import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CreateOrderResponse, MerchantOrder } from '@payorder/contract';
import { waitFor as kitWaitFor } from '@payorder/test-kit';
import { startCallbackWorker, type CallbackWorker } from '../src/callbacks/delivery-worker.ts';
import type { Config } from '../src/config.ts';
import { expireOverdueOrders } from '../src/order-flows/order-service.ts';
import { ADMIN_KEY, bearer, json, startShopTestApp, type ShopTestApp } from './helper.ts';
import { serverBundle } from './server-bundle.ts';

type Overrides = Partial<Record<keyof Config, string>>;

/**
 * Settings that make a day of retries take well under a second; each test shrinks what it needs. The
 * timeout stays generous: a claim's lease is 2 × timeout + 1 s, and on a loaded machine a lease that
 * ran out mid-delivery would send a delivered event again (a legitimate retry, not what these test).
 */
export const FAST: Overrides = {
  CALLBACK_RETRY_SCHEDULE: '0.05,0.05,0.05',
  CALLBACK_TIMEOUT_MS: '5000',
  CALLBACK_POLL_INTERVAL_MS: '20',
};

/**
 * The app with a shop. Its dataDir holds secrets.key: a worker process given this DATA_DIR opens the
 * same webhook secrets; on PostgreSQL, worker processes connect to its databaseUrl.
 */
export type CallbackTestApp = ShopTestApp;

/** The app on a fresh database with a shop, and no worker running (each test starts its own). */
export const startCallbackTestApp = (overrides: Overrides = {}): Promise<CallbackTestApp> =>
  startShopTestApp({ ...FAST, ...overrides });

/** An in-process worker on the test app's database, with config overrides; `now` is its clock. */
export function startWorker(
  t: Pick<CallbackTestApp, 'db' | 'config' | 'app'>,
  overrides: Partial<Config> = {},
  options: { now?: () => number } = {},
): CallbackWorker {
  const quiet = () => undefined;
  return startCallbackWorker({
    db: t.db,
    config: { ...t.config, ...overrides },
    secretsKey: t.app.ctx.secrets.secretsKey,
    now: options.now,
    log: { debug: quiet, info: quiet, error: (obj, msg) => console.error(msg, obj) },
  });
}

export async function createCallbackOrder(t: CallbackTestApp, callbackUrl: string, externalId?: string) {
  return (await createCallbackOrderWithLink(t, callbackUrl, externalId)).order;
}

export async function createCallbackOrderWithLink(
  t: CallbackTestApp,
  callbackUrl: string,
  externalId?: string,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/merchant/orders',
    headers: bearer(t.shop.apiKey),
    payload: {
      amount: '1500.00',
      currency: 'RUB',
      returnUrl: 'https://shop.test/return',
      callbackUrl,
      externalId,
    },
  });
  if (response.statusCode !== 201) throw new Error(`create order: ${response.statusCode} ${response.body}`);
  return json<CreateOrderResponse>(response);
}

/**
 * Cancels the orders through the real timeout path (order-machine applyMove), which writes one
 * `cancelled` callback per order to the outbox. Returns the outbox event ids.
 */
export async function expireOrders(t: CallbackTestApp, orderIds: string[]): Promise<string[]> {
  await t.db.query(`UPDATE orders SET status_timeout_at = now() - interval '1 second' WHERE id = ANY($1)`, [
    orderIds,
  ]);
  while ((await expireOverdueOrders(t.db, new Date(), 1000)) > 0);
  const { rows } = await t.db.query<{ event_id: string }>(
    'SELECT event_id FROM callback_outbox WHERE order_id = ANY($1)',
    [orderIds],
  );
  return rows.map((row) => row.event_id);
}

/**
 * Puts an order in trader_confirm, assigned to the test trader, straight in the database: the way there
 * is the order-life tests' business; the callbacks come from the trader moves made after this.
 */
export async function putInTraderConfirm(t: CallbackTestApp, orderId: string) {
  await t.db.query(
    `UPDATE orders SET status = 'trader_confirm', payment_type = 'card2card', payment_bank = 'sberbank',
            status_timeout_at = NULL, trader_id = $2,
            trade_method_id = (SELECT id FROM trade_methods WHERE trader_id = $2 LIMIT 1)
      WHERE id = $1`,
    [orderId, t.trader.id],
  );
}

export async function traderMove(
  t: CallbackTestApp,
  orderId: string,
  action: 'confirm' | 'dispute' | 'cancel',
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/trader/orders/${orderId}/${action}`,
    headers: bearer(t.trader.apiKey),
  });
  if (response.statusCode !== 200)
    throw new Error(`trader ${action}: ${response.statusCode} ${response.body}`);
}

/** Orders with callbacks to `callbackUrl`, created through the merchant API a few at a time, then cancelled. */
export async function cancelledOrders(t: CallbackTestApp, count: number, callbackUrl: string) {
  const ids: string[] = [];
  while (ids.length < count) {
    const batch = Math.min(25, count - ids.length);
    const orders = await Promise.all(
      Array.from({ length: batch }, () => createCallbackOrder(t, callbackUrl)),
    );
    ids.push(...orders.map((order) => order.id));
  }
  return { orderIds: ids, eventIds: await expireOrders(t, ids) };
}

export async function merchantOrder(t: CallbackTestApp, orderId: string) {
  return json<MerchantOrder>(
    await t.app.inject({ url: `/api/v1/merchant/orders/${orderId}`, headers: bearer(t.shop.apiKey) }),
  );
}

export async function callbackUrlStatus(t: CallbackTestApp, orderId: string) {
  const { rows } = await t.db.query<{ callback_url_status: string | null }>(
    'SELECT callback_url_status FROM orders WHERE id = $1',
    [orderId],
  );
  return rows[0]?.callback_url_status ?? null;
}

/** The kit's waitFor, with its timeout as the third argument. */
export const waitFor = <T>(probe: () => Promise<T> | T, isDone: (value: T) => boolean, timeoutMs = 20_000) =>
  kitWaitFor(probe, isDone, { timeoutMs });

export interface ReceivedCallback {
  rawBody: string;
  signature: string | undefined;
  eventId: string;
  receivedAt: number;
}

/** A status, a status with headers, or null: never answer. */
export type ReceiverAnswer = number | { status: number; headers: Record<string, string> } | null;

/**
 * A shop's callback endpoint: a real HTTP server on 127.0.0.1 with a random port. `answer` picks the
 * answer for each request (n counts from 1).
 */
export async function startReceiver(
  answer: (received: ReceivedCallback, n: number) => Promise<ReceiverAnswer> | ReceiverAnswer = () => 200,
) {
  const received: ReceivedCallback[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const signature = request.headers['x-payorder-signature'];
      const entry: ReceivedCallback = {
        rawBody,
        signature: Array.isArray(signature) ? signature[0] : signature,
        eventId: (JSON.parse(rawBody) as { eventId: string }).eventId,
        receivedAt: Date.now(),
      };
      received.push(entry);
      void Promise.resolve(answer(entry, received.length)).then((reply) => {
        if (reply === null) return;
        if (typeof reply === 'number') response.writeHead(reply).end();
        else response.writeHead(reply.status, reply.headers).end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/payorder/callback`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * `npm run worker` as a real child process: the built worker run by plain node directly, so a SIGKILL
 * hits the worker itself.
 */
export function spawnWorkerProcess(t: CallbackTestApp, env: Overrides = {}) {
  if (!t.databaseUrl) throw new Error('worker processes need a PostgreSQL database');
  const child: ChildProcess = spawn(process.execPath, [path.join(serverBundle(), 'worker.js')], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: t.dataDir,
      ADMIN_API_KEY: ADMIN_KEY,
      DEMO: '0',
      ALLOW_PRIVATE_CALLBACKS: '1',
      LOG_LEVEL: 'debug',
      CALLBACK_RETRY_SCHEDULE: t.config.CALLBACK_RETRY_SCHEDULE.join(','),
      CALLBACK_TIMEOUT_MS: String(t.config.CALLBACK_TIMEOUT_MS),
      CALLBACK_POLL_INTERVAL_MS: String(t.config.CALLBACK_POLL_INTERVAL_MS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    /** How many callbacks this process claimed, from its debug log. */
    claimed: () =>
      output
        .split('\n')
        .filter((line) => line.includes('"callbacks claimed"'))
        .reduce((sum, line) => sum + (JSON.parse(line) as { count: number }).count, 0),
    started: () =>
      waitFor(
        () => output,
        (text) => text.includes('callback worker started'),
        30_000,
      ),
  };
}

export type Verify = (rawBody: string, header: string | undefined, secret: string, nowMs?: number) => boolean;

/** The shops' example, taken verbatim from docs/webhooks.md: the first js block under "Verifying in Node". */
export async function loadDocsExample(): Promise<Verify> {
  const docs = await fs.readFile(path.resolve(import.meta.dirname, '../../../docs/webhooks.md'), 'utf8');
  const section = docs.slice(docs.indexOf('## Verifying in Node'));
  const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error('docs/webhooks.md has no js example under "Verifying in Node"');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'payorder-docs-'));
  const file = path.join(dir, 'verify.mjs');
  await fs.writeFile(file, code);
  const module = (await import(pathToFileURL(file).href)) as { verifyPayorderSignature: Verify };
  await fs.rm(dir, { recursive: true, force: true });
  return module.verifyPayorderSignature;
}
