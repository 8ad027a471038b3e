import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CreateOrderResponse, Order, Receipt, TraderOrder } from '@payorder/contract';
import { Redis } from 'ioredis';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { startReceiver, waitFor } from './callbacks-helper.ts';
import { bearer, freshDb, isPostgresRun } from './helper.ts';
import { png } from './receipts-fixtures.ts';
import { expectLedgerInvariants } from './routing-kit.ts';
import {
  call,
  goOffline,
  newOrder,
  nthAmount,
  shopAndTrader,
  deploymentEnv,
  must,
  openEventStream,
  startDeployment,
  tempDir,
  type ApiAnswer,
  type Deployment,
  UPSTREAM_HEADER,
} from './scale-kit.ts';
import { serverBundle } from './server-bundle.ts';

/**
 * Scale-out, proven (docs/deploy.md): two server replicas (WORKER=0) and two callback workers, the
 * built bundle run by plain node, on one fresh PostgreSQL database, behind a round-robin proxy.
 */
const SKIP_REASON = 'PostgreSQL only: replicas are processes sharing one database, which PGlite is not';

let db: Db;
let drop: () => Promise<void>;
let data: Awaited<ReturnType<typeof tempDir>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let deployment: Deployment;
let proxy: string;
let s3: S3rver;
let s3Dir: Awaited<ReturnType<typeof tempDir>>;

/** The limits the test meets: small, so that a run spread over two replicas would show double. */
const LIMIT = 6;
/** Redis runs on these machines at 127.0.0.1:6379; each run counts under its own key prefix. */
const REDIS_URL = `redis://127.0.0.1:6379/0?keyPrefix=payorder-test-${crypto.randomBytes(4).toString('hex')}:`;

/** Build, database and four processes started, on a 2-core machine other work may be loading. */
const STARTUP_TIMEOUT_MS = 180_000;

beforeAll(async () => {
  if (!isPostgresRun) return;
  const bundle = serverBundle();
  const database = await freshDb();
  db = database.db;
  drop = database.drop;
  data = await tempDir('payorder-scale-');
  receiver = await startReceiver();
  // Receipts in a real S3-compatible server (s3rver, from the npm registry; MinIO is not in Debian's
  // packages), each replica with a DATA_DIR of its own: nothing is shared but the database, Redis and S3.
  s3Dir = await tempDir('payorder-s3-');
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir.dir,
    configureBuckets: [{ name: 'receipts', configs: [] }],
  });
  const { port: s3Port } = await s3.run();
  deployment = await startDeployment(
    bundle,
    deploymentEnv(database.url!, data.dir, {
      // The 500-order run logs every customer in from this one machine.
      LOGIN_RATE_LIMIT_PER_IP: '100000',
      LOGIN_RATE_LIMIT_PER_ORDER: String(LIMIT),
      CONSOLE_LOGIN_RATE_LIMIT_PER_IP: String(LIMIT),
      // Failed sign-ins per address are counted in the database (shared already), and would answer first.
      CONSOLE_SIGN_IN_FAILURES_PER_IP: '100000',
      REDIS_URL,
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: 'receipts',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    { perReplica: (index) => ({ DATA_DIR: path.join(data.dir, `replica-${index + 1}`) }) },
  );
  proxy = deployment.proxy.base;
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await deployment?.stop();
  await receiver?.close();
  await drop?.();
  await data?.remove();
  await s3?.close();
  await s3Dir?.remove();
});

describe.skipIf(!isPostgresRun)(`two replicas and two workers behind a proxy (${SKIP_REASON})`, () => {
  it('a customer and a trader work an order across both replicas; streams on replica 1 see the moves made on replica 2', async () => {
    const { shop, trader } = await shopAndTrader(proxy);
    const order = await newOrder(proxy, shop.apiKey, receiver.url);
    const [replica1, replica2] = deployment.replicas;
    const customerStream = await openEventStream(
      `${replica1!.base}/api/v1/customer/orders/${order.id}/events`,
      bearer(order.customerKey),
    );
    const traderStream = await openEventStream(
      `${replica1!.base}/api/v1/trader/events`,
      bearer(trader.apiKey),
    );
    expect(customerStream.response.status).toBe(200);
    expect(traderStream.response.status).toBe(200);
    try {
      const customer = `/api/v1/customer/orders/${order.id}`;
      const moves: [string, string, string, object | undefined][] = [
        ['PATCH', customer, order.customerKey, { payment: { type: 'card2card', bank: 'sberbank' } }],
        ['POST', `${customer}/start-payment`, order.customerKey, undefined],
        [
          'PATCH',
          customer,
          order.customerKey,
          { payment: { customerCardFirstDigits: '220220', customerCardLastDigits: '1234' } },
        ],
        ['POST', `${customer}/confirm-payment`, order.customerKey, undefined],
        ['POST', `/api/v1/trader/orders/${order.id}/confirm`, trader.apiKey, undefined],
      ];
      const answers: ApiAnswer<Order>[] = [];
      for (const [index, [method, url, key, body]] of moves.entries()) {
        const answer = await call<Order>(proxy, method, url, {
          key,
          body,
          headers: { 'x-request-id': `scale-move-${order.id}-${index}` },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        answers.push(answer);
      }
      // The proxy alternated: each request went to the other replica than the one before.
      const upstreams = answers.map((answer) => answer.upstream);
      expect(new Set(upstreams)).toEqual(new Set([1, 2]));
      upstreams.slice(1).forEach((upstream, index) => expect(upstream).not.toBe(upstreams[index]));
      // … and the replica it named is the one that served it (its request id is in that process's log only).
      for (const [index, upstream] of upstreams.entries()) {
        const requestId = `"reqId":"scale-move-${order.id}-${index}"`;
        expect(deployment.replicas[upstream - 1]!.output()).toContain(requestId);
        expect(deployment.replicas[2 - upstream]!.output()).not.toContain(requestId);
      }
      expect(answers.at(-1)!.body.status).toBe('completed');

      // Every state a move through replica 2 produced reached the customer's stream held on replica 1.
      const streamed = () => customerStream.events.map((event) => (event.data as Order).status);
      for (const answer of answers.filter((a) => a.upstream === 2)) {
        await waitFor(streamed, (statuses) => statuses.includes(answer.body.status));
      }
      await waitFor(streamed, (statuses) => statuses.at(-1) === 'completed');
      // The trader's stream on replica 1 saw the order waiting for it and then completed.
      const traderSaw = () =>
        traderStream.events
          .map((event) => event.data as TraderOrder)
          .filter((data) => data.id === order.id)
          .map((data) => data.status);
      await waitFor(
        traderSaw,
        (statuses) => statuses.includes('trader_confirm') && statuses.at(-1) === 'completed',
      );
      expect(replica2!.output()).toContain(`scale-move-${order.id}`);
    } finally {
      await customerStream.close();
      await traderStream.close();
      await goOffline(proxy, trader.apiKey);
    }
  });

  // Routing is one lock per currency (routing/assign-order.ts), so 500 orders' start-payment queue on it:
  // 80–170 s seen on this 2-core machine with other work keeping its load average at 14–30. The one
  // test over the suite's 60 s; the count is the (500 callbacks), not shrunk to fit.
  it(
    '500 orders completed through the proxy: 500 callbacks, each delivered once, by both workers',
    { timeout: 300_000 },
    async () => {
      const COUNT = 500;
      const { shop, trader } = await shopAndTrader(proxy, { entries: 4 });
      const ids: string[] = [];
      const completeOne = async (n: number) => {
        const order = await newOrder(proxy, shop.apiKey, receiver.url, nthAmount(n));
        const customer = `/api/v1/customer/orders/${order.id}`;
        const key = order.customerKey;
        await must(200, proxy, 'PATCH', customer, {
          key,
          body: { payment: { type: 'card2card', bank: 'sberbank' } },
        });
        const started = await must<Order>(200, proxy, 'POST', `${customer}/start-payment`, { key });
        expect(started.body.status).toBe('customer_confirm');
        const digits = { customerCardFirstDigits: '220220', customerCardLastDigits: '1234' };
        await must(200, proxy, 'PATCH', customer, { key, body: { payment: digits } });
        await must(200, proxy, 'POST', `${customer}/confirm-payment`, { key });
        const done = await must<TraderOrder>(
          200,
          proxy,
          'POST',
          `/api/v1/trader/orders/${order.id}/confirm`,
          {
            key: trader.apiKey,
          },
        );
        expect(done.body.status).toBe('completed');
        ids.push(order.id);
      };
      let next = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < COUNT) {
            next += 1;
            await completeOne(next);
          }
        }),
      );
      expect(ids).toHaveLength(COUNT);

      const { rows: events } = await db.query<{ event_id: string }>(
        `SELECT event_id FROM callback_outbox WHERE order_id = ANY($1)`,
        [ids],
      );
      expect(events).toHaveLength(COUNT); // one `completed` callback per order
      const expected = new Set(events.map((event) => event.event_id));
      const receivedOfThese = () => receiver.received.filter((callback) => expected.has(callback.eventId));
      await waitFor(
        () => new Set(receivedOfThese().map((callback) => callback.eventId)).size,
        (size) => size === COUNT,
        45_000,
      );
      // … and recorded as delivered (the worker records an attempt once the receiver has answered).
      const delivered = async () =>
        (
          await db.query<{ count: string }>(
            `SELECT count(*) FROM callback_outbox WHERE order_id = ANY($1) AND state = 'delivered'`,
            [ids],
          )
        ).rows[0]!.count;
      await waitFor(delivered, (count) => count === String(COUNT));
      // Every row is delivered (nothing left to retry), and no event was delivered twice.
      const { rows: states } = await db.query<{ state: string; count: string }>(
        `SELECT state, count(*) FROM callback_outbox WHERE order_id = ANY($1) GROUP BY state`,
        [ids],
      );
      expect(states).toEqual([{ state: 'delivered', count: String(COUNT) }]);
      expect(receivedOfThese()).toHaveLength(COUNT);
      const { rows: attempts } = await db.query<{ count: string }>(
        `SELECT count(*) FROM callback_attempts a JOIN callback_outbox o USING (event_id) WHERE o.order_id = ANY($1)`,
        [ids],
      );
      expect(Number(attempts[0]!.count)).toBe(COUNT);
      // Both workers took a share.
      for (const worker of deployment.workers) expect(worker.output()).toContain('"callbacks claimed"');
      await expectLedgerInvariants(db);
      await goOffline(proxy, trader.apiKey);
    },
  );
});

/** The answers' statuses until the first 429, and how many answers came before it. */
function allowedBeforeLimit(answers: ApiAnswer[]) {
  const first = answers.findIndex((answer) => answer.status === 429);
  return { allowed: first, afterwards: answers.slice(first).map((answer) => answer.status) };
}

describe.skipIf(!isPostgresRun)(`shared state across replicas (${SKIP_REASON})`, () => {
  it('login limits hold across replicas: attempts spread over both meet 429 at the same count as on one', async () => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
    const isRedisUp = await redis.connect().then(
      () => true,
      () => false,
    );
    redis.disconnect();
    if (!isRedisUp && process.env.CI)
      throw new Error('Redis is not reachable at 127.0.0.1:6379; CI requires it');
    if (!isRedisUp) {
      console.warn('login limits across replicas skipped: Redis is not reachable at 127.0.0.1:6379');
      return;
    }
    const attempts = 2 * LIMIT + 2;
    // Console sign-ins from one client address (X-Forwarded-For, which the replicas trust from the proxy),
    // each to a login that does not exist (401), so only the per-address limit can answer 429.
    const signIns = async (address: string, pinned?: '1') => {
      const answers: ApiAnswer[] = [];
      for (let n = 0; n < attempts; n += 1) {
        answers.push(
          await call(proxy, 'POST', '/api/v1/console/session', {
            body: { login: `nobody-${n}`, password: 'not the password' },
            headers: { 'x-forwarded-for': address, ...(pinned && { [UPSTREAM_HEADER]: pinned }) },
          }),
        );
      }
      return answers;
    };
    const spread = await signIns('198.51.100.7');
    expect(new Set(spread.map((answer) => answer.upstream))).toEqual(new Set([1, 2]));
    const single = await signIns('198.51.100.8', '1');
    expect(new Set(single.map((answer) => answer.upstream))).toEqual(new Set([1]));
    for (const answers of [spread, single]) {
      expect(answers.slice(0, LIMIT).map((answer) => answer.status)).toEqual(Array(LIMIT).fill(401));
      expect(allowedBeforeLimit(answers)).toEqual({
        allowed: LIMIT,
        afterwards: Array(attempts - LIMIT).fill(429),
      });
    }

    // The customer's login, per order: the link's token, right every time.
    const { shop, trader } = await shopAndTrader(proxy);
    const logins = async (pinned?: '1') => {
      const created = await must<CreateOrderResponse>(201, proxy, 'POST', '/api/v1/merchant/orders', {
        key: shop.apiKey,
        body: { amount: '1500.00', currency: 'RUB', returnUrl: 'https://shop.test/return' },
      });
      const [, , orderId, token] = new URL(created.body.paymentUrl).pathname.split('/');
      const answers: ApiAnswer[] = [];
      for (let n = 0; n < attempts; n += 1) {
        answers.push(
          await call(proxy, 'POST', '/api/v1/customer/auth/login', {
            body: { orderId, token },
            headers: pinned ? { [UPSTREAM_HEADER]: pinned } : {},
          }),
        );
      }
      return answers;
    };
    const spreadLogins = await logins();
    expect(new Set(spreadLogins.map((answer) => answer.upstream))).toEqual(new Set([1, 2]));
    const singleLogins = await logins('1');
    for (const answers of [spreadLogins, singleLogins]) {
      expect(answers.slice(0, LIMIT).map((answer) => answer.status)).toEqual(Array(LIMIT).fill(200));
      expect(allowedBeforeLimit(answers)).toEqual({
        allowed: LIMIT,
        afterwards: Array(attempts - LIMIT).fill(429),
      });
    }
    await goOffline(proxy, trader.apiKey);
  });

  it('a receipt uploaded through replica 1 is downloaded through replica 2 (STORAGE=s3, s3rver)', async () => {
    const { shop, trader } = await shopAndTrader(proxy, { collectCustomerReceipts: true });
    const order = await newOrder(proxy, shop.apiKey, receiver.url);
    const customer = `/api/v1/customer/orders/${order.id}`;
    const key = order.customerKey;
    await must(200, proxy, 'PATCH', customer, {
      key,
      body: { payment: { type: 'card2card', bank: 'sberbank' } },
    });
    await must(200, proxy, 'POST', `${customer}/start-payment`, { key });
    const digits = { customerCardFirstDigits: '220220', customerCardLastDigits: '1234' };
    await must(200, proxy, 'PATCH', customer, { key, body: { payment: digits } });
    await must(200, proxy, 'POST', `${customer}/confirm-payment`, { key });

    const file = png();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'receipt.png');
    const upload = await fetch(`${proxy}${customer}/receipts`, {
      method: 'POST',
      headers: { ...bearer(key), [UPSTREAM_HEADER]: '1' },
      body: form,
    });
    expect(upload.status).toBe(201);
    expect(upload.headers.get(UPSTREAM_HEADER)).toBe('1');
    const receipt = (await upload.json()) as Receipt;

    const listed = await must<Receipt[]>(200, proxy, 'GET', `${customer}/receipts`, {
      key,
      headers: { [UPSTREAM_HEADER]: '2' },
    });
    expect(listed.upstream).toBe(2);
    expect(JSON.stringify(listed.body)).toContain(receipt.id);
    const download = await fetch(`${proxy}${customer}/receipts/${receipt.id}/file`, {
      headers: { ...bearer(key), [UPSTREAM_HEADER]: '2' },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get(UPSTREAM_HEADER)).toBe('2');
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
    // The bytes are in the S3 server's bucket, and in neither replica's DATA_DIR.
    const stored = await fs.readdir(s3Dir.dir, { recursive: true });
    expect(stored.some((entry) => entry.includes(receipt.id))).toBe(true);
    for (const index of [1, 2]) {
      const local = await fs
        .readdir(path.join(data.dir, `replica-${index}`), { recursive: true })
        .catch(() => [] as string[]); // nothing written there at all
      expect(local.some((entry) => entry.includes(receipt.id))).toBe(false);
    }
    await goOffline(proxy, trader.apiKey);
  });
});
