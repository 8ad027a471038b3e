import { afterEach, describe, expect, it } from 'vitest';
import { isPostgresRun } from './helper.ts';
import {
  cancelledOrders,
  spawnWorkerProcess,
  startCallbackTestApp,
  startReceiver,
  waitFor,
  type CallbackTestApp,
} from './callbacks-helper.ts';

// Worker processes need a database shared across processes: PostgreSQL only (PGlite is in-process).
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function deliveredCount(t: CallbackTestApp) {
  const { rows } = await t.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM callback_outbox WHERE state = 'delivered'`,
  );
  return rows[0]!.count;
}

function spawnWorker(t: CallbackTestApp, env: Parameters<typeof spawnWorkerProcess>[1] = {}) {
  const worker = spawnWorkerProcess(t, env);
  cleanups.push(async () => {
    if (worker.child.exitCode === null && worker.child.signalCode === null) {
      worker.child.kill('SIGTERM');
      await worker.exited;
    }
  });
  return worker;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('callback workers as processes', () => {
  it.skipIf(!isPostgresRun)(
    'logs JSON lines in the server’s pino format, at the LOG_LEVEL it is given',
    async () => {
      const t = await startCallbackTestApp();
      cleanups.push(t.close);
      const shop = await startReceiver(() => 200);
      cleanups.push(shop.close);
      const worker = spawnWorker(t, { LOG_LEVEL: 'info' });
      await worker.started();
      await cancelledOrders(t, 1, shop.url);
      await waitFor(
        () => deliveredCount(t),
        (n) => n === 1,
        20_000,
      );
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);

      const lines = worker
        .output()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      // pino's line, as Fastify writes it for the server: numeric level, epoch ms, pid and hostname.
      expect(lines.find((line) => line.msg === 'callback worker started')).toMatchObject({
        level: 30,
        time: expect.any(Number),
        pid: worker.child.pid,
        hostname: expect.any(String),
        component: 'callbacks',
      });
      expect(lines.find((line) => line.msg === 'shutting down')).toMatchObject({
        level: 30,
        signal: 'SIGTERM',
      });
      // At info, the per-claim and per-attempt debug lines stay out.
      expect(lines.every((line) => (line.level as number) >= 30)).toBe(true);
    },
  );

  it.skipIf(!isPostgresRun)(
    'loses nothing when the worker is killed (SIGKILL) mid-way through 200 events and restarted',
    async () => {
      const t = await startCallbackTestApp({ CALLBACK_TIMEOUT_MS: '1000' });
      cleanups.push(t.close);
      // A shop that takes a moment per callback, so the kill lands with deliveries in flight.
      const shop = await startReceiver(async () => {
        await pause(15);
        return 200;
      });
      cleanups.push(shop.close);
      const { eventIds } = await cancelledOrders(t, 200, shop.url);
      expect(eventIds).toHaveLength(200);

      const first = spawnWorker(t, { CALLBACK_CONCURRENCY: '4' });
      await waitFor(
        () => shop.received.length,
        (n) => n >= 50,
        40_000,
      );
      first.child.kill('SIGKILL');
      await first.exited;
      const deliveredAtKill = await deliveredCount(t);
      expect(deliveredAtKill).toBeLessThan(200);

      // Events the killed worker had claimed come back once its lease (2 × timeout + 1 s) runs out.
      const second = spawnWorker(t, { CALLBACK_CONCURRENCY: '16' });
      await waitFor(
        () => deliveredCount(t),
        (n) => n === 200,
        40_000,
      );
      expect(second.claimed()).toBeGreaterThan(0);

      const { rows } = await t.db.query<{ state: string; n: number }>(
        'SELECT state, count(*)::int AS n FROM callback_outbox GROUP BY state',
      );
      expect(rows).toEqual([{ state: 'delivered', n: 200 }]);
      const receivedIds = shop.received.map((r) => r.eventId);
      // Every event arrived; anything that arrived twice is a repeat of a known event, same eventId.
      expect(new Set(receivedIds)).toEqual(new Set(eventIds));
      for (const request of shop.received) {
        expect(JSON.parse(request.rawBody)).toMatchObject({ eventId: request.eventId, status: 'cancelled' });
      }
    },
  );

  it.skipIf(!isPostgresRun)(
    'two workers on one PostgreSQL deliver 500 events, none sent twice at once',
    async () => {
      // A generous timeout: on a loaded machine a slow answer must not turn into a (legitimate) retry.
      const t = await startCallbackTestApp({ CALLBACK_TIMEOUT_MS: '5000' });
      cleanups.push(t.close);
      const inFlight = new Set<string>();
      const sentCount = new Map<string, number>();
      let concurrentDuplicates = 0;
      const shop = await startReceiver(async ({ eventId }) => {
        if (inFlight.has(eventId)) concurrentDuplicates += 1;
        inFlight.add(eventId);
        sentCount.set(eventId, (sentCount.get(eventId) ?? 0) + 1);
        await pause(10);
        inFlight.delete(eventId);
        return 200;
      });
      cleanups.push(shop.close);

      // Both workers poll before the events appear, so they compete for every batch.
      const workers = [spawnWorker(t), spawnWorker(t)];
      await Promise.all(workers.map((worker) => worker.started()));
      const { eventIds } = await cancelledOrders(t, 500, shop.url);
      await waitFor(
        () => deliveredCount(t),
        (n) => n === 500,
        40_000,
      );

      expect(concurrentDuplicates).toBe(0);
      expect(sentCount.size).toBe(500);
      expect([...sentCount.values()].every((n) => n === 1)).toBe(true);
      expect(new Set(sentCount.keys())).toEqual(new Set(eventIds));
      // From the workers' debug logs, which may trail the deliveries by a moment.
      const claims = await waitFor(
        () => workers.map((worker) => worker.claimed()),
        ([a, b]) => a! + b! === 500,
        5000,
      );
      expect(claims.every((n) => n > 0)).toBe(true);

      for (const worker of workers) worker.child.kill('SIGTERM');
      expect(await Promise.all(workers.map((worker) => worker.exited))).toEqual([0, 0]);
    },
  );
});
