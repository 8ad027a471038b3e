import crypto from 'node:crypto';
import type { CreateBankDeviceResponse } from '@payorder/contract';
import { expect, it } from 'vitest';
import { bearer, json, useTestApp } from './helper.ts';
import { createBookTrader } from './routing-kit.ts';

/**
 * The ingest route's limits hold on a phone's own signed URL too (issue 36): INGEST_RATE_LIMIT_PER_DEVICE
 * posts a minute per device (counted by the id in the path and the address: the id is no secret, so a
 * stranger posting to it does not spend the phone's minute), other phones not held back; and
 * INGEST_AUTH_FAILURES_PER_IP wrong signatures a minute per address, then 429 before any key is looked up.
 */
const PER_DEVICE = 3;
const FAILURES = 2;
const t = useTestApp({
  INGEST_RATE_LIMIT_PER_DEVICE: String(PER_DEVICE),
  INGEST_AUTH_FAILURES_PER_IP: String(FAILURES),
});

async function pair(apiKey: string, name: string) {
  return json<CreateBankDeviceResponse>(
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/trader/devices',
      headers: bearer(apiKey),
      payload: { name },
    }),
  );
}

/** SMS Gateway for Android's heartbeat, signed as its PayloadSingingPlugin signs (with `key`). */
function ping(device: CreateBankDeviceResponse, key: string, remoteAddress: string) {
  const body = JSON.stringify({
    id: crypto.randomUUID(),
    webhookId: 'wh',
    event: 'system:ping',
    deviceId: 'phone',
    payload: { health: { status: 'pass' } },
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  return t.app.inject({
    method: 'POST',
    url: new URL(device.signedIngestUrl).pathname,
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': crypto
        .createHmac('sha256', key)
        .update(body + timestamp)
        .digest('hex'),
    },
    payload: body,
  });
}

it('a flood to one phone’s signed URL meets 429 with Retry-After; another phone, and the phone after a stranger’s posts, are not held back', async () => {
  const trader = await createBookTrader(t.app, { entries: 1 });
  const [phone, other] = [await pair(trader.apiKey, 'Phone'), await pair(trader.apiKey, 'Other')];
  // A stranger who learnt the phone's URL spends their own count, not the phone's.
  for (let index = 0; index < PER_DEVICE; index += 1)
    expect([401, 429]).toContain((await ping(phone, 'device_guess', '10.36.2.1')).statusCode);
  for (let index = 0; index < PER_DEVICE; index += 1)
    expect((await ping(phone, phone.key, '10.36.0.1')).statusCode).toBe(204);
  const refused = await ping(phone, phone.key, '10.36.0.1');
  expect(refused.statusCode).toBe(429);
  expect(json<{ code: string }>(refused).code).toBe('rate_limited');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await ping(other, other.key, '10.36.0.1')).statusCode).toBe(204);
});

it('wrong signatures from one address: 401 each, then 429 even with the right one', async () => {
  const trader = await createBookTrader(t.app, { entries: 1 });
  const phone = await pair(trader.apiKey, 'Phone');
  for (let index = 0; index < FAILURES; index += 1)
    expect((await ping(phone, `device_wrong${index}`, '10.36.1.1')).statusCode).toBe(401);
  const refused = await ping(phone, phone.key, '10.36.1.1');
  expect(refused.statusCode).toBe(429);
  expect(json<{ code: string }>(refused).code).toBe('rate_limited');
  // Another address is not held back.
  expect((await ping(phone, phone.key, '10.36.1.2')).statusCode).toBe(204);
});
