import type { CreateBankDeviceResponse } from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, startTestApp, type TestApp } from './helper.ts';
import { createBookTrader } from './routing-kit.ts';

/**
 * Pairing phones (issue 33, finding 8): the answer that shows a device key once is never cached, a
 * trader pairs at most MAX_DEVICES_PER_TRADER phones, and wrong device keys are limited per client
 * address (INGEST_AUTH_FAILURES_PER_IP a minute) before any key is looked up.
 */
const MAX_DEVICES = 3;
const AUTH_FAILURES = 3;
const INGEST = '/api/v1/ingest/bank-notifications';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    MAX_DEVICES_PER_TRADER: String(MAX_DEVICES),
    INGEST_AUTH_FAILURES_PER_IP: String(AUTH_FAILURES),
  });
});
afterAll(() => t.close());

const pair = (apiKey: string, name: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/trader/devices', headers: bearer(apiKey), payload: { name } });

describe('pairing a phone', () => {
  it('answers its key with Cache-Control: no-store', async () => {
    const trader = await createBookTrader(t.app);
    const response = await pair(trader.apiKey, 'Phone');
    expect(response.statusCode, response.body).toBe(201);
    expect(json<CreateBankDeviceResponse>(response).key).toMatch(/^device_/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a phone past MAX_DEVICES_PER_TRADER with 409 device_limit_reached, and pairs one again once one is revoked', async () => {
    const trader = await createBookTrader(t.app);
    const paired: CreateBankDeviceResponse[] = [];
    for (let index = 0; index < MAX_DEVICES; index += 1) {
      const response = await pair(trader.apiKey, `Phone ${index}`);
      expect(response.statusCode, response.body).toBe(201);
      paired.push(json<CreateBankDeviceResponse>(response));
    }
    const refused = await pair(trader.apiKey, 'One too many');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'device_limit_reached',
      message: expect.stringContaining(String(MAX_DEVICES)),
    });
    const listed = await t.app.inject({ url: '/api/v1/trader/devices', headers: bearer(trader.apiKey) });
    expect(listed.json().items).toHaveLength(MAX_DEVICES);

    // Another trader's phones are their own.
    const other = await createBookTrader(t.app);
    expect((await pair(other.apiKey, 'Phone')).statusCode).toBe(201);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/trader/devices/${paired[0]!.id}`,
      headers: bearer(trader.apiKey),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await pair(trader.apiKey, 'Replacement')).statusCode).toBe(201);
  });

  it('pairs at most MAX_DEVICES_PER_TRADER phones when asked at once', async () => {
    const trader = await createBookTrader(t.app);
    const answers = await Promise.all(
      Array.from({ length: MAX_DEVICES + 3 }, (_, index) => pair(trader.apiKey, `Phone ${index}`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(MAX_DEVICES);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(3);
  });
});

describe('wrong device keys', () => {
  const post = (key: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: INGEST,
      headers: bearer(key),
      remoteAddress,
      payload: { from: '900', text: 'Код 1234 для входа' },
    });

  it('are limited per client address: 429 rate_limited with Retry-After before any key is looked up', async () => {
    const trader = await createBookTrader(t.app);
    const phone = json<CreateBankDeviceResponse>(await pair(trader.apiKey, 'Phone'));
    const guesser = '203.0.113.7';
    for (let index = 0; index < AUTH_FAILURES; index += 1) {
      const wrong = await post(`device_guess${index}${'x'.repeat(24)}`, guesser);
      expect(wrong.statusCode).toBe(401);
    }
    const refused = await post('device_another-guess-xxxxxxxxxxxxxxxxx', guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited', message: expect.any(String) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Refused before the lookup: from that address even a right key waits.
    expect((await post(phone.key, guesser)).statusCode).toBe(429);
    // Another address is not held back; an IPv6 guesser's whole /64 is one address.
    expect((await post(phone.key, '198.51.100.8')).statusCode).toBe(202);
    for (let index = 0; index < AUTH_FAILURES; index += 1)
      expect((await post(`device_wrong${'y'.repeat(28)}`, `2001:db8:7::${index + 1}`)).statusCode).toBe(401);
    expect((await post(phone.key, '2001:db8:7::ffff')).statusCode).toBe(429);
  });

  it('right keys do not count against the address', async () => {
    const trader = await createBookTrader(t.app);
    const phone = json<CreateBankDeviceResponse>(await pair(trader.apiKey, 'Phone'));
    for (let index = 0; index < AUTH_FAILURES + 2; index += 1)
      expect((await post(phone.key, '198.51.100.9')).statusCode).toBe(202);
  });
});
