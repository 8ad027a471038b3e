import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pruneExpiredRows } from '../src/db/retention.ts';
import { createOrder, setupShopAndTrader, startTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let shopKey: string;
beforeAll(async () => {
  // The app's own pruner runs every 100 ms here; the defaults are 30, 7 and 90 days.
  t = await startTestApp({ PRUNE_INTERVAL_MS: '100' });
  ({
    shop: { apiKey: shopKey },
  } = await setupShopAndTrader(t.app));
});
afterAll(() => t.close());

const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;

async function addClientErrors(n: number, ageDays: number, message: string) {
  for (let i = 0; i < n; i++) {
    await t.db.query(
      `INSERT INTO client_errors (fatal, message, context, created_at)
       VALUES (false, $1, '{}'::jsonb, now() - $2 * interval '1 day')`,
      [message, ageDays],
    );
  }
}

/** An outbox event of an existing order, in `state`, with one attempt `ageDays` old. */
async function addEventWithAttempt(
  orderId: string,
  state: 'pending' | 'delivered' | 'failed',
  ageDays: number,
) {
  const eventId = crypto.randomUUID();
  await t.db.query(
    `INSERT INTO callback_outbox (event_id, order_id, callback_url, payload, state, next_attempt_at)
     VALUES ($1, $2, 'https://shop.test/cb', '{}'::jsonb, $3, now() + interval '1 day')`,
    [eventId, orderId, state],
  );
  await t.db.query(
    `INSERT INTO callback_attempts (event_id, attempted_at, response_code)
     VALUES ($1, now() - $2 * interval '1 day', 500)`,
    [eventId, ageDays],
  );
  return eventId;
}

describe('retention', () => {
  it('prunes old page errors, idempotency keys and attempts of finished callbacks on its own', async () => {
    await addClientErrors(3, 31, 'old report');
    await addClientErrors(2, 1, 'new report');
    const order = await createOrder(t.app, shopKey, {}, { 'idempotency-key': 'inv-old' });
    await createOrder(t.app, shopKey, {}, { 'idempotency-key': 'inv-new' });
    await t.db.query(
      "UPDATE idempotency_keys SET created_at = now() - interval '8 days' WHERE key = 'inv-old'",
    );
    const oldDelivered = await addEventWithAttempt(order.id, 'delivered', 91);
    const oldFailed = await addEventWithAttempt(order.id, 'failed', 91);
    const oldPending = await addEventWithAttempt(order.id, 'pending', 91);
    const recentDelivered = await addEventWithAttempt(order.id, 'delivered', 10);

    await vi.waitFor(
      async () => {
        expect(await count("client_errors WHERE message = 'old report'")).toBe(0);
        expect(await count("idempotency_keys WHERE key = 'inv-old'")).toBe(0);
        expect(await count('callback_attempts WHERE event_id = ANY($1)', [[oldDelivered, oldFailed]])).toBe(
          0,
        );
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(await count("client_errors WHERE message = 'new report'")).toBe(2);
    expect(await count("idempotency_keys WHERE key = 'inv-new'")).toBe(1);
    // A callback still being retried keeps its whole history, however old.
    expect(await count('callback_attempts WHERE event_id = $1', [oldPending])).toBe(1);
    expect(await count('callback_attempts WHERE event_id = $1', [recentDelivered])).toBe(1);

    // A shop reusing a key past its retention gets a new order, as documented.
    const again = await createOrder(t.app, shopKey, {}, { 'idempotency-key': 'inv-old' });
    expect(again.id).not.toBe(order.id);
  });

  it('deletes in batches, and two replicas pruning at once delete each row once', async () => {
    await addClientErrors(7, 40, 'batch report');
    const config = t.config;
    const [first, second] = await Promise.all([
      pruneExpiredRows(t.db, config, 2),
      pruneExpiredRows(t.db, config, 2),
    ]);
    // The app's own pruner may have taken some meanwhile; none is counted twice and none is left.
    expect(first.client_errors + second.client_errors).toBeLessThanOrEqual(7);
    expect(await count("client_errors WHERE message = 'batch report'")).toBe(0);
  });
});
