import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { luhnCheckDigit, type CreateOrderResponse } from '@payorder/contract';
import { apiClient, readEventStream, setTraderOnline, setupShopAndTrader } from '@payorder/test-kit';
import { ADMIN_KEY, bearer } from './helper.ts';
import { waitFor } from './callbacks-helper.ts';

/**
 * The scale-out kit: the built server and worker (`npm run build`'s bundle, run by plain node) as
 * real processes, several of them on one PostgreSQL database, behind a small round-robin proxy.
 */

export const serverDir = path.resolve(import.meta.dirname, '..');

export interface NodeProcess {
  name: string;
  child: ChildProcess;
  /** http://127.0.0.1:<port> for a server; '' for a worker. */
  base: string;
  output: () => string;
  exited: Promise<number | null>;
  /** SIGTERM (or the given signal), then waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** Starts `server.js` or `worker.js` of a bundle and waits until it listens (server) or works (worker). */
export async function startNodeProcess(
  bundleDir: string,
  kind: 'server' | 'worker',
  name: string,
  env: Record<string, string>,
): Promise<NodeProcess> {
  const child = spawn(process.execPath, [path.join(bundleDir, `${kind}.js`)], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const isExited = () => child.exitCode !== null || child.signalCode !== null;
  const ready =
    kind === 'server' ? /Server listening at (http:\/\/127\.0\.0\.1:\d+)/ : /callback worker started/;
  const match = await waitFor(
    () => {
      if (isExited()) throw new Error(`${name} exited before it was ready:\n${output}`);
      return ready.exec(output);
    },
    (found) => found !== null,
    60_000,
  );
  return {
    name,
    child,
    base: match![1] ?? '',
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (!isExited()) child.kill(signal);
      await exited;
    },
  };
}

/** Response header naming the upstream (1-based) the proxy sent a request to; a request may pin one with it. */
export const UPSTREAM_HEADER = 'x-test-upstream';

/**
 * A round-robin reverse proxy in front of the replicas, as nginx would be: bodies buffered, the
 * client address in X-Forwarded-For, streams passed through unbuffered. An upstream that refuses the
 * connection is skipped (the request never reached it, so sending it to the next one is safe).
 */
export async function startProxy(upstreams: string[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let turn = 0;
  const forward = (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    body: Buffer,
    index: number,
    triesLeft: number,
  ) => {
    const target = new URL(upstreams[index]!);
    const headers: http.OutgoingHttpHeaders = {
      ...request.headers,
      // nginx's $proxy_add_x_forwarded_for: what the client sent, then the client's address.
      'x-forwarded-for': [request.headers['x-forwarded-for'], request.socket.remoteAddress]
        .filter(Boolean)
        .join(', '),
      'content-length': body.length,
    };
    delete headers[UPSTREAM_HEADER];
    if (body.length === 0 && request.method === 'GET') delete headers['content-length'];
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          [UPSTREAM_HEADER]: String(index + 1),
        });
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && triesLeft > 0) {
        forward(request, response, body, (index + 1) % upstreams.length, triesLeft - 1);
      } else if (!response.headersSent) {
        response.writeHead(502, { [UPSTREAM_HEADER]: String(index + 1) }).end();
      } else {
        response.destroy();
      }
    });
    // The client went away (a closed event stream): so does the upstream request.
    response.on('close', () => upstream.destroy());
    upstream.end(body);
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const pinned = Number(request.headers[UPSTREAM_HEADER]);
      const index = pinned >= 1 ? pinned - 1 : turn++ % upstreams.length;
      forward(request, response, Buffer.concat(chunks), index, pinned >= 1 ? 0 : upstreams.length - 1);
    });
  });
  // Longer than the client's idle keep-alive, so the proxy never closes a connection the client is reusing.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  /** Which replica (1-based) the proxy sent the request to; 0 when not through the proxy. */
  upstream: number;
  headers: Headers;
}

/** One JSON API call over real HTTP. A network failure is an answer with status 0, not a throw. */
export async function call<T = unknown>(
  base: string,
  method: string,
  url: string,
  options: { body?: unknown; key?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...(options.key ? bearer(options.key) : {}), ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text
    }
    return {
      status: response.status,
      body: body as T,
      upstream: Number(response.headers.get(UPSTREAM_HEADER) ?? 0),
      headers: response.headers,
    };
  } catch (error) {
    return { status: 0, body: String(error) as T, upstream: 0, headers: new Headers() };
  }
}

/** Like call(), but anything other than `expected` throws with the answer. */
export async function must<T = unknown>(
  expected: number,
  ...args: Parameters<typeof call>
): Promise<ApiAnswer<T>> {
  const answer = await call<T>(...args);
  if (answer.status !== expected) {
    throw new Error(`${args[1]} ${args[2]}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer;
}

/** Settings every process of one deployment shares: one database, one secrets key, one admin key. */
export function deploymentEnv(databaseUrl: string, dataDir: string, extra: Record<string, string> = {}) {
  return {
    HOST: '127.0.0.1',
    PORT: '0',
    DEMO: '0',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ADMIN_API_KEY: ADMIN_KEY,
    SECRETS_KEY: crypto.randomBytes(32).toString('base64url'),
    ALLOW_PRIVATE_CALLBACKS: '1',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'info',
    CALLBACK_RETRY_SCHEDULE: '0.2,0.5,1,2',
    CALLBACK_TIMEOUT_MS: '2000',
    CALLBACK_POLL_INTERVAL_MS: '50',
    ...extra,
  };
}

export interface Deployment {
  proxy: Awaited<ReturnType<typeof startProxy>>;
  replicas: NodeProcess[];
  workers: NodeProcess[];
  env: Record<string, string>;
  /** Stops every process (SIGTERM) and the proxy. */
  stop: () => Promise<void>;
}

/**
 * `replicas` servers with WORKER=0 and `workers` callback workers on one database, behind the proxy.
 * `perReplica` adds settings to one replica (its index from 0), such as its own DATA_DIR.
 */
export async function startDeployment(
  bundleDir: string,
  env: Record<string, string>,
  options: {
    replicas?: number;
    workers?: number;
    perReplica?: (index: number) => Record<string, string>;
  } = {},
): Promise<Deployment> {
  const started: NodeProcess[] = [];
  const stopAll = async () => {
    await Promise.all(started.map((process) => process.stop()));
  };
  try {
    // One first: it migrates the fresh database; the others then find it migrated.
    const replicas: NodeProcess[] = [];
    for (let index = 0; index < (options.replicas ?? 2); index += 1) {
      const replica = await startNodeProcess(bundleDir, 'server', `replica-${index + 1}`, {
        ...env,
        WORKER: '0',
        ...options.perReplica?.(index),
      });
      started.push(replica);
      replicas.push(replica);
    }
    const workers = await Promise.all(
      Array.from({ length: options.workers ?? 2 }, (_, index) =>
        startNodeProcess(bundleDir, 'worker', `worker-${index + 1}`, { ...env, LOG_LEVEL: 'debug' }),
      ),
    );
    started.push(...workers);
    const proxy = await startProxy(replicas.map((replica) => replica.base));
    return {
      proxy,
      replicas,
      workers,
      env,
      stop: async () => {
        await proxy.close();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** A temporary directory, removed by the returned cleanup. */
export async function tempDir(prefix: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** An event stream read over real HTTP, the way the page's fetch reads it. */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const reading = (async () => {
    if (!response.ok || !response.body) return;
    await readEventStream(response.body, (event, data) => events.push({ event, data }));
  })().catch(() => undefined);
  return {
    response,
    events,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

/** A shop and an online trader with a card2card/Sberbank method and `entries` cards in its book, over HTTP. */
export async function shopAndTrader(
  base: string,
  options: { entries?: number; collectCustomerReceipts?: boolean } = {},
) {
  const call = apiClient(base);
  const { shop, trader, methodIds } = await setupShopAndTrader(call, ADMIN_KEY, {
    shop: { name: 'Scale shop', collectCustomerReceipts: options.collectCustomerReceipts ?? false },
    traderName: 'Scale trader',
    depositNote: 'scale test',
    online: false,
  });
  for (let index = 0; index < (options.entries ?? 1); index += 1) {
    await call('POST', '/v1/trader/requisites', trader.apiKey, {
      tradeMethodId: methodIds[0],
      details: {
        card_number: luhnCard(`2202 2063 5555 ${String(index).padStart(3, '0')}`),
        cardholder: 'IVAN P.',
      },
    });
  }
  await setTraderOnline(call, trader.apiKey, true);
  return { shop, trader };
}

/** Each test's trader goes offline at its end, so the next test's orders are routed to its own trader. */
export const goOffline = (base: string, traderKey: string) =>
  must(200, base, 'PUT', '/api/v1/trader/status', { key: traderKey, body: { online: false } });

/** A new order of the shop with its callback to `callbackUrl`; its id and the customer's bearer token. */
export async function newOrder(base: string, shopKey: string, callbackUrl: string, amount = '1500.00') {
  const created = await must<CreateOrderResponse>(201, base, 'POST', '/api/v1/merchant/orders', {
    key: shopKey,
    body: { amount, currency: 'RUB', returnUrl: 'https://shop.test/return', callbackUrl },
  });
  const [, , id, token] = new URL(created.body.paymentUrl).pathname.split('/');
  const login = await must<{ accessToken: string }>(200, base, 'POST', '/api/v1/customer/auth/login', {
    body: { orderId: id, token },
  });
  return { id: id!, customerKey: login.body.accessToken };
}

/** A distinct amount for the n-th order: a card takes no second open order of the same amount. */
export const nthAmount = (n: number) => `${100 + Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;

/** Walks a new order to customer_confirm with the sender's card digits given: next is confirm-payment. */
export async function orderReadyToConfirm(
  base: string,
  shopKey: string,
  callbackUrl: string,
  amount: string,
) {
  const order = await newOrder(base, shopKey, callbackUrl, amount);
  const url = `/api/v1/customer/orders/${order.id}`;
  const key = order.customerKey;
  await must(200, base, 'PATCH', url, { key, body: { payment: { type: 'card2card', bank: 'sberbank' } } });
  await must(200, base, 'POST', `${url}/start-payment`, { key });
  const digits = { customerCardFirstDigits: '220220', customerCardLastDigits: '1234' };
  await must(200, base, 'PATCH', url, { key, body: { payment: digits } });
  return order;
}

/** A test card: the digits given and their Luhn check digit. */
const luhnCard = (payload: string) => `${payload}${luhnCheckDigit(payload.replace(/ /g, ''))}`;
