import type { RotateWebhookSecretResponse } from '@payorder/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CallbackWorker } from '../src/callbacks/delivery-worker.ts';
import { verifyCallbackSignature } from '../src/callbacks/signer.ts';
import {
  cancelledOrders,
  loadDocsExample,
  startCallbackTestApp,
  startReceiver,
  startWorker,
  waitFor,
  type CallbackTestApp,
  type Verify,
} from './callbacks-helper.ts';
import { ADMIN_KEY, bearer, json } from './helper.ts';

let t: CallbackTestApp;
let verifyAsDocumented: Verify;
const running: { close: () => Promise<void> }[] = [];

beforeAll(async () => {
  t = await startCallbackTestApp();
  verifyAsDocumented = await loadDocsExample();
});
afterAll(() => t?.close());
afterEach(async () => {
  for (const item of running.splice(0)) await item.close();
});

const HOUR_MS = 3600_000;

/** One callback delivered by a worker whose clock reads `clockMs`; what the shop received. */
async function deliverOneAt(clockMs: number) {
  const shop = await startReceiver(() => 200);
  running.push(shop);
  await cancelledOrders(t, 1, shop.url);
  const worker: CallbackWorker = startWorker(t, {}, { now: () => clockMs });
  running.push({ close: () => worker.stop() });
  await waitFor(
    () => shop.received.length,
    (n) => n === 1,
  );
  await worker.stop();
  return shop.received[0]!;
}

describe('webhook secret rotation with a grace period', () => {
  it('signs with both secrets during the grace (new first), then with the new one only', async () => {
    const oldSecret = t.shop.webhookSecret;
    const rotatedAt = Date.now();
    const rotation = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/shops/${t.shop.id}/webhook-secret`,
      headers: bearer(ADMIN_KEY),
      payload: { graceHours: 24 },
    });
    expect(rotation.statusCode, rotation.body).toBe(200);
    const { webhookSecret: newSecret } = json<RotateWebhookSecretResponse>(rotation);

    // An hour into the grace: two v1= signatures; a receiver on either secret accepts the callback,
    // through the server's own check and through the docs/webhooks.md example alike.
    const during = await deliverOneAt(rotatedAt + HOUR_MS);
    expect(during.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    const duringMs = rotatedAt + HOUR_MS;
    const receivers: Record<string, (secret: string) => boolean> = {
      server: (secret) => verifyCallbackSignature(secret, during.rawBody, during.signature, duringMs),
      docs: (secret) => verifyAsDocumented(during.rawBody, during.signature, secret, duringMs),
    };
    for (const check of Object.values(receivers)) {
      expect(check(newSecret)).toBe(true);
      expect(check(oldSecret)).toBe(true);
      expect(check('whsec_someone_else')).toBe(false);
    }
    // The new secret's signature comes first.
    const [, timestamp, first] = /^t=(\d+),v1=([0-9a-f]{64})/.exec(during.signature!)!;
    expect(verifyCallbackSignature(newSecret, during.rawBody, `t=${timestamp},v1=${first}`, duringMs)).toBe(
      true,
    );

    // A day and an hour later the grace is over: only the new secret signs.
    const afterGrace = rotatedAt + 25 * HOUR_MS;
    const after = await deliverOneAt(afterGrace);
    expect(after.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyAsDocumented(after.rawBody, after.signature, newSecret, afterGrace)).toBe(true);
    expect(verifyAsDocumented(after.rawBody, after.signature, oldSecret, afterGrace)).toBe(false);
    expect(verifyCallbackSignature(oldSecret, after.rawBody, after.signature, afterGrace)).toBe(false);
  });

  it('with no grace, the old secret stops at once', async () => {
    const { rows } = await t.db.query<{ until: string | null }>(
      'SELECT previous_webhook_secret_until AS until FROM shops WHERE id = $1',
      [t.shop.id],
    );
    expect(rows[0]!.until).not.toBeNull();
    const rotation = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/shops/${t.shop.id}/webhook-secret`,
      headers: bearer(ADMIN_KEY),
      payload: { graceHours: 0 },
    });
    const { webhookSecret, previousSecretValidUntil } = json<RotateWebhookSecretResponse>(rotation);
    expect(previousSecretValidUntil).toBeNull();
    const now = Date.now();
    const received = await deliverOneAt(now);
    expect(received.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyAsDocumented(received.rawBody, received.signature, webhookSecret, now)).toBe(true);
  });
});
