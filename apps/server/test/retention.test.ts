import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KNOWN_ADDRESS_DAYS } from '../src/console/sign-in-limits.ts';
import { pruneExpiredRows } from '../src/jobs/retention.ts';
import { createConsoleUser, signIn } from './console-helper.ts';
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
      { timeout: 15_000, interval: 100 },
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

  it('forgets console sign-in counts once they no longer hold anything back', async () => {
    const lockMinutes = t.config.CONSOLE_LOCK_MINUTES;
    for (let n = 0; n < 3; n++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/console/session',
        payload: { login: `nobody-${n}`, password: 'wrong' },
        remoteAddress: `10.88.0.${n}`,
      });
      expect(response.statusCode).toBe(401);
    }
    // A lock still running, and a count still inside its window, are kept.
    expect(await count('console_unknown_logins')).toBe(3);
    expect(await count('console_sign_in_addresses')).toBe(3);
    await pruneExpiredRows(t.db, t.config);
    expect(await count('console_unknown_logins')).toBe(3);
    expect(await count('console_sign_in_addresses')).toBe(3);

    // Made old: the lock ran out (or never started) and the last attempt is past the lock's time;
    // an address's window ended.
    await t.db.query(
      `UPDATE console_unknown_logins SET failed_attempts = 5,
              locked_until = now() - interval '1 minute', last_attempt_at = now() - $1 * interval '2 minute'`,
      [lockMinutes],
    );
    await t.db.query(
      `UPDATE console_unknown_logins SET failed_attempts = 2, locked_until = NULL
        WHERE ctid = (SELECT ctid FROM console_unknown_logins LIMIT 1)`,
    );
    await t.db.query("UPDATE console_sign_in_addresses SET window_start = now() - interval '2 hours'");
    await pruneExpiredRows(t.db, t.config);
    expect(await count('console_unknown_logins')).toBe(0);
    expect(await count('console_sign_in_addresses')).toBe(0);
  });

  it('forgets an address an account has not signed in from for KNOWN_ADDRESS_DAYS', async () => {
    const user = await createConsoleUser(t.app, { role: 'operator' });
    for (const remoteAddress of ['10.89.0.1', '10.89.0.2']) {
      expect((await signIn(t.app, user, { remoteAddress })).statusCode).toBe(200);
    }
    await t.db.query(
      `UPDATE console_known_addresses SET last_success_at = now() - $2 * interval '1 day' - interval '1 minute'
        WHERE user_id = $1 AND address = '10.89.0.1'`,
      [user.id, KNOWN_ADDRESS_DAYS],
    );
    await pruneExpiredRows(t.db, t.config);
    const { rows } = await t.db.query<{ address: string }>(
      'SELECT address FROM console_known_addresses WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ address: '10.89.0.2' }]);
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
