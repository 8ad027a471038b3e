import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import { freePort } from '@payorder/test-kit';
import type { Order, TraderOrder } from '@payorder/contract';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openDb, type Db } from '../src/db/db.ts';
import { startReceiver, waitFor } from './callbacks-helper.ts';
import { bearer, isPostgresRun } from './helper.ts';
import { expectLedgerInvariants } from './routing-kit.ts';
import {
  call,
  deploymentEnv,
  goOffline,
  nthAmount,
  openEventStream,
  orderReadyToConfirm,
  shopAndTrader,
  startDeployment,
  tempDir,
  type Deployment,
  UPSTREAM_HEADER,
} from './scale-kit.ts';
import { isAlive, serverBundle } from './server-bundle.ts';

/**
 * Faults under load (docs/deploy.md "Scale-out, proven"): PostgreSQL restarted, a replica SIGKILLed.
 * The database is a private PostgreSQL cluster made for this file (Debian's pg_createcluster, next to
 * the machine's `main`), so restarting it disturbs no other test; it is dropped afterwards.
 */
const SKIP_REASON = 'PostgreSQL only: restarts a PostgreSQL server of its own under replicas sharing it';
const CLUSTER_PREFIX = 'payorder_fault_';

/** The machine's PostgreSQL version, as Debian's cluster tools name it (the `main` cluster's). */
function postgresVersion(): string {
  const listed = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`pg_lsclusters: ${listed.stderr || listed.error}`);
  const main = listed.stdout.split('\n').find((line) => line.split(/\s+/)[1] === 'main');
  const version = (main ?? listed.stdout).trim().split(/\s+/)[0];
  if (!version) throw new Error('no PostgreSQL cluster found');
  return version;
}

function pgCluster(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.stdout || result.error}`);
  }
}

/** Drops clusters this test left behind in an earlier run that died (their process is gone). */
function dropLeftovers(version: string) {
  const listed = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' }).stdout ?? '';
  for (const name of listed.split('\n').map((line) => line.trim().split(/\s+/)[1] ?? '')) {
    if (!name.startsWith(CLUSTER_PREFIX)) continue;
    const pid = Number(name.slice(CLUSTER_PREFIX.length).split('_')[0]);
    if (!isAlive(pid)) spawnSync('pg_dropcluster', ['--stop', version, name]);
  }
}

/** A private PostgreSQL cluster with trust authentication on a free port, and a database in it. */
async function privateCluster() {
  const version = postgresVersion();
  dropLeftovers(version);
  const name = `${CLUSTER_PREFIX}${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const port = await freePort();
  const drop = () => spawnSync('pg_dropcluster', ['--stop', version, name], { timeout: 60_000 });
  // A test that dies still takes its cluster with it.
  process.once('exit', drop);
  pgCluster('pg_createcluster', [version, name, '-p', String(port), '--start', '--', '--auth=trust']);
  const base = `postgres://postgres@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE payorder');
  await admin.end();
  const ctl = (action: 'stop' | 'start') =>
    pgCluster('pg_ctlcluster', [
      '--skip-systemctl-redirect',
      version,
      name,
      action,
      ...(action === 'stop' ? ['-m', 'fast'] : []),
    ]);
  return {
    url: `${base}/payorder`,
    stop: () => ctl('stop'),
    start: () => ctl('start'),
    drop: () => {
      process.removeListener('exit', drop);
      drop();
    },
  };
}

let cluster: Awaited<ReturnType<typeof privateCluster>> | undefined;
let db: Db;
let data: Awaited<ReturnType<typeof tempDir>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let deployment: Deployment;
let proxy: string;
let skipReason: string | null = isPostgresRun ? null : SKIP_REASON;

/** Build, database and four processes started, on a 2-core machine other work may be loading. */
const STARTUP_TIMEOUT_MS = 180_000;

beforeAll(async () => {
  if (!isPostgresRun) return;
  try {
    cluster = await privateCluster();
  } catch (error) {
    // pg_createcluster needs root and Debian's postgresql-common: CI has both.
    if (process.env.CI) throw error;
    skipReason = `cannot create a private PostgreSQL cluster: ${String(error)}`;
    console.warn(`fault tests skipped: ${skipReason}`);
    return;
  }
  const bundle = serverBundle();
  data = await tempDir('payorder-faults-');
  receiver = await startReceiver();
  deployment = await startDeployment(bundle, deploymentEnv(cluster.url, data.dir));
  proxy = deployment.proxy.base;
  db = await openDb({ databaseUrl: cluster.url, dataDir: '' });
}, STARTUP_TIMEOUT_MS);

// A failure says what the processes said: a replica that died or kept failing tells why in its log.
afterEach((context) => {
  if (context.task.result?.state !== 'fail' || !deployment) return;
  for (const process of [...deployment.replicas, ...deployment.workers]) {
    const state = process.child.exitCode ?? process.child.signalCode ?? 'running';
    console.error(`── ${process.name} (${state}), the end of its output:\n${process.output().slice(-4000)}`);
  }
});

afterAll(async () => {
  await deployment?.stop();
  await receiver?.close();
  await db?.close();
  await data?.remove();
  cluster?.drop();
});

/** The order's version in the database now. */
async function versions(ids: string[]) {
  const { rows } = await db.query<{ id: string; version: number; status: string }>(
    'SELECT id, version, status FROM orders WHERE id = ANY($1)',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Each order's moves, in order, as its history recorded them. */
async function historyOf(ids: string[]) {
  const { rows } = await db.query<{ order_id: string; moves: string[] }>(
    `SELECT order_id, array_agg(move ORDER BY id) AS moves FROM order_history
      WHERE order_id = ANY($1) GROUP BY order_id`,
    [ids],
  );
  return new Map(rows.map((row) => [row.order_id, row.moves]));
}

interface Move {
  /** What the client sent, and what a successful answer must say. */
  url: string;
  key: string;
  expectStatus: 'trader_confirm' | 'completed';
}

/**
 * Sends a move until it is answered 200, or 409 because the order is already past it (a try whose
 * answer was lost, applied before the fault). Other failures (the database or replica gone: 5xx, 502,
 * no answer) are retried after a short wait, within a bounded time.
 */
async function moveUntilDone(move: Move, log: string[], failures: number[] = []) {
  const deadline = Date.now() + 40_000;
  for (let attempt = 1; ; attempt += 1) {
    const answer = await call<Order | TraderOrder | { code: string; message: string }>(
      proxy,
      'POST',
      move.url,
      {
        key: move.key,
      },
    );
    if (answer.status === 200) {
      expect((answer.body as Order).status, move.url).toBe(move.expectStatus);
      return { attempts: attempt, wasAnswered: true };
    }
    if (answer.status === 409 && attempt > 1) {
      log.push(`${move.url}: applied by an earlier try whose answer was lost`);
      return { attempts: attempt, wasAnswered: false };
    }
    failures.push(answer.status);
    if (answer.status !== 0 && answer.status < 500) {
      throw new Error(`${move.url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    if (Date.now() > deadline) throw new Error(`${move.url}: still failing: ${answer.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The readiness of each replica, asked directly (not through the proxy). */
const readiness = () =>
  Promise.all(
    deployment.replicas.map(async (replica) => (await call(replica.base, 'GET', '/readyz')).status),
  );

/**
 * `count` orders, each ready for confirm-payment, then both moves of each (confirm-payment, the
 * trader's confirm) a few orders at a time, while `fault` runs once `faultAfter` orders are done.
 */
async function movesUnderFault(
  parties: Awaited<ReturnType<typeof shopAndTrader>>,
  count: number,
  firstAmount: number,
  fault: () => Promise<void>,
) {
  const { shop, trader } = parties;
  const orders: Awaited<ReturnType<typeof orderReadyToConfirm>>[] = [];
  // One more, the control: walked through both moves before any fault, it tells what a clean walk does.
  for (let n = 0; n <= count; n += 1) {
    orders.push(await orderReadyToConfirm(proxy, shop.apiKey, receiver.url, nthAmount(firstAmount + n)));
  }
  const control = orders.pop()!;
  const ids = orders.map((order) => order.id);
  const before = await versions([...ids, control.id]);
  for (const row of before.values()) expect(row.status).toBe('customer_confirm');
  const movesOf = (order: (typeof orders)[number]): Move[] => [
    {
      url: `/api/v1/customer/orders/${order.id}/confirm-payment`,
      key: order.customerKey,
      expectStatus: 'trader_confirm',
    },
    { url: `/api/v1/trader/orders/${order.id}/confirm`, key: trader.apiKey, expectStatus: 'completed' },
  ];
  for (const move of movesOf(control)) await moveUntilDone(move, []);

  const log: string[] = [];
  let done = 0;
  let retried = 0;
  const failures: number[] = [];
  let faulted: Promise<void> | null = null;
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < orders.length) {
        const order = orders[next++]!;
        for (const move of movesOf(order)) {
          const { attempts } = await moveUntilDone(move, log, failures);
          if (attempts > 1) retried += 1;
        }
        done += 1;
        // The fault strikes in the middle of the load: some orders done, others under way.
        if (done === Math.floor(count / 3)) faulted = fault();
      }
    }),
  );
  await faulted;

  const { rows: events } = await db.query<{ event_id: string; order_id: string }>(
    `SELECT event_id, order_id FROM callback_outbox WHERE order_id = ANY($1)`,
    [ids],
  );
  expect(events.map((event) => event.order_id).sort()).toEqual([...ids].sort());
  // No callback lost: each reached the shop (at least once: a delivery recorded during the outage may repeat).
  const expected = new Set(events.map((event) => event.event_id));
  await waitFor(
    () => new Set(receiver.received.map((r) => r.eventId).filter((id) => expected.has(id))).size,
    (size) => size === expected.size,
    30_000,
  );
  await waitFor(
    async () =>
      (
        await db.query<{ count: string }>(
          `SELECT count(*) FROM callback_outbox WHERE order_id = ANY($1) AND state <> 'delivered'`,
          [[...ids, control.id]],
        )
      ).rows[0]!.count,
    (count) => count === '0',
    30_000,
  );
  // Every order made both moves exactly once: completed, with as many moves in its history as the
  // control's clean walk. (Not its version: the callback's state is on the order too, and a delivery
  // that failed during the outage and succeeded after it moved that state once more.)
  const after = await versions(ids);
  const moves = await historyOf(ids);
  const cleanWalk = (await historyOf([control.id])).get(control.id);
  for (const id of ids) {
    expect({ status: after.get(id)?.status, moves: moves.get(id) }, id).toEqual({
      status: 'completed',
      moves: cleanWalk,
    });
  }
  await expectLedgerInvariants(db);
  return { ids, log, retried, failures };
}

describe.skipIf(!isPostgresRun)(`faults under load (${SKIP_REASON})`, () => {
  it('PostgreSQL restarted under load: replicas report not ready meanwhile, recover by themselves, lose no move or callback', async (context) => {
    if (skipReason) return context.skip(skipReason);
    const pids = deployment.replicas.map((replica) => replica.child.pid);
    expect(await readiness()).toEqual([200, 200]);
    let wasNotReady: number[] = [];
    const parties = await shopAndTrader(proxy, { entries: 3 });
    onTestFinished(() => goOffline(proxy, parties.trader.apiKey).then(() => undefined));
    // A trader's stream held on replica 1 through the restart: its listening connection is lost and remade.
    const held = await openEventStream(
      `${deployment.replicas[0]!.base}/api/v1/trader/events`,
      bearer(parties.trader.apiKey),
    );
    const { ids, retried, log, failures } = await movesUnderFault(parties, 24, 0, async () => {
      cluster!.stop();
      try {
        // Both replicas say so while the database is down…
        wasNotReady = await waitFor(
          readiness,
          (statuses) => statuses.every((status) => status === 503),
          20_000,
        );
      } finally {
        // (started again even when that failed: the next test needs its database)
        cluster!.start();
      }
      // … and are ready again once it is back, without being restarted.
      await waitFor(readiness, (statuses) => statuses.every((status) => status === 200), 30_000);
    });
    expect(wasNotReady).toEqual([503, 503]);
    expect(deployment.replicas.map((replica) => replica.child.pid)).toEqual(pids);
    for (const process of [...deployment.replicas, ...deployment.workers])
      expect(process.child.exitCode).toBeNull();
    expect(ids).toHaveLength(24);
    // The load felt the outage: some moves failed and were sent again.
    expect(retried).toBeGreaterThan(0);
    // … each failure a 503 service_unavailable, which says "retry", never a 500.
    expect(new Set(failures)).toEqual(new Set([503]));
    // The workers waited it out with back-off: one error line each for the outage, not one per poll.
    for (const worker of deployment.workers) {
      expect(worker.output().split('claiming callbacks failed').length - 1).toBeLessThanOrEqual(1);
    }
    console.info(
      `PostgreSQL restart: ${retried} moves retried; ${log.length} applied by a try whose answer was lost`,
    );
    // The held stream caught up: it shows every order completed.
    const lastStatusOf = () => {
      const last = new Map<string, string>();
      for (const event of held.events)
        last.set((event.data as TraderOrder).id, (event.data as TraderOrder).status);
      return ids.filter((id) => last.get(id) !== 'completed');
    };
    await waitFor(lastStatusOf, (behind) => behind.length === 0, 15_000);
    await held.close();

    // Live events work again: a stream opened now on replica 1 sees a move made on replica 2.
    const { shop, trader } = await shopAndTrader(proxy);
    onTestFinished(() => goOffline(proxy, trader.apiKey).then(() => undefined));
    const order = await orderReadyToConfirm(proxy, shop.apiKey, receiver.url, nthAmount(90));
    const stream = await openEventStream(
      `${deployment.replicas[0]!.base}/api/v1/trader/events`,
      bearer(trader.apiKey),
    );
    try {
      const moved = await call<Order>(proxy, 'POST', `/api/v1/customer/orders/${order.id}/confirm-payment`, {
        key: order.customerKey,
        headers: { [UPSTREAM_HEADER]: '2' },
      });
      expect(moved.status).toBe(200);
      await waitFor(
        () =>
          stream.events.some(
            (event) =>
              (event.data as TraderOrder).id === order.id &&
              (event.data as TraderOrder).status === 'trader_confirm',
          ),
        (isSeen) => isSeen,
        10_000,
      );
    } finally {
      await stream.close();
    }
  });

  it('a replica SIGKILLed in the middle of moves: every order consistent, the ledger balanced, the other replica serves on', async (context) => {
    if (skipReason) return context.skip(skipReason);
    const [replica1, replica2] = deployment.replicas;
    const parties = await shopAndTrader(proxy, { entries: 3 });
    onTestFinished(() => goOffline(proxy, parties.trader.apiKey).then(() => undefined));
    const { ids, retried, log } = await movesUnderFault(parties, 24, 100, async () => {
      await replica1!.stop('SIGKILL');
    });
    expect(replica1!.child.signalCode).toBe('SIGKILL');
    expect(replica2!.child.exitCode).toBeNull();
    expect((await call(replica2!.base, 'GET', '/readyz')).status).toBe(200);
    expect(ids).toHaveLength(24);
    console.info(
      `replica killed: ${retried} moves retried; ${log.length} applied by a try whose answer was lost`,
    );
  });
});
