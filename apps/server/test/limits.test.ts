import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeConfig } from '../src/config.ts';
import { json, startTestApp, type TestApp } from './helper.ts';

const PER_IP = 3;
const PAGE_ORIGIN = 'https://pay.example';

function expectRateLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(json<{ code: string; message: string }>(response)).toEqual({
    code: 'rate_limited',
    message: expect.any(String),
  });
}

/** A login to an order that does not exist: 404 while under the limits, and no per-order limit is shared. */
const login = (t: TestApp, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/customer/auth/login',
    headers,
    remoteAddress,
    payload: { orderId: crypto.randomUUID(), token: 'x'.repeat(43) },
  });

const forwardedFor = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });

describe('the client address and the login limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT_PER_IP: String(PER_IP) });
  });
  afterAll(() => t.close());

  it('without TRUST_PROXY, a new X-Forwarded-For per attempt does not buy a new budget', async () => {
    for (let i = 0; i < PER_IP; i++) expect((await login(t, forwardedFor(i))).statusCode).toBe(404);
    expectRateLimited(await login(t, forwardedFor(PER_IP)));
    // Another connection's address still has its own budget.
    expect((await login(t, {}, '198.51.100.7')).statusCode).toBe(404);
  });
});

describe.each(['127.0.0.1', '1', 'loopback, 10.0.0.0/8'])('with TRUST_PROXY=%s', (trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT_PER_IP: String(PER_IP), TRUST_PROXY: trustProxy });
  });
  afterAll(() => t.close());

  it("counts each forwarded client on its own, and a forwarded client's budget runs out", async () => {
    for (let i = 0; i < PER_IP + 2; i++) expect((await login(t, forwardedFor(i))).statusCode).toBe(404);
    for (let i = 1; i < PER_IP; i++) expect((await login(t, forwardedFor(0))).statusCode).toBe(404);
    expectRateLimited(await login(t, forwardedFor(0)));
  });
});

describe('TRUST_PROXY and CORS_ORIGINS settings', () => {
  it('refuses values Fastify would not understand, naming the variable', () => {
    expect(() => makeConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(() => makeConfig({ TRUST_PROXY: '10.0.0.0/abc' })).toThrow(/TRUST_PROXY/);
    expect(() => makeConfig({ CORS_ORIGINS: 'https://pay.example/path' })).toThrow(/CORS_ORIGINS/);
    expect(makeConfig().TRUST_PROXY).toBe(false);
    expect(makeConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(makeConfig({ CORS_ORIGINS: 'https://a.example, http://127.0.0.1:5173' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'http://127.0.0.1:5173',
    ]);
  });
});

describe('POST /api/v1/client-errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CLIENT_ERRORS_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  const report = (payload: unknown, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/client-errors', payload: payload as object, remoteAddress });

  /** What the page's error reporter sends at most: message, stack and component stack of 2000 each. */
  const fullReport = {
    fatal: true,
    message: 'E'.repeat(2000),
    context: { url: '/order/abc/…', stack: 's'.repeat(2000), componentStack: 'c'.repeat(2000) },
  };

  it('is limited per client address, with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await report(fullReport, '192.0.2.1')).statusCode).toBe(204);
    expectRateLimited(await report(fullReport, '192.0.2.1'));
    expect((await report(fullReport, '192.0.2.2')).statusCode).toBe(204);
  });

  it('refuses a too long message, a too deep or too large context', async () => {
    const tooLong = await report({ ...fullReport, message: 'E'.repeat(2001) }, '192.0.2.10');
    expect(tooLong.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(tooLong).fields).toHaveProperty('message');

    const deep = await report(
      { fatal: false, message: 'x', context: { a: { b: { c: { d: { e: 1 } } } } } },
      '192.0.2.11',
    );
    expect(deep.statusCode).toBe(400);
    expect(json<{ code: string; fields: Record<string, string> }>(deep)).toMatchObject({
      code: 'validation_failed',
      fields: { context: expect.stringMatching(/levels deep/) },
    });

    const large = await report(
      { fatal: false, message: 'x', context: { blob: 'b'.repeat(9000) } },
      '192.0.2.12',
    );
    expect(large.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(large).fields.context).toMatch(/bytes/);

    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM client_errors WHERE message = 'x' OR length(message) > 2000",
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps a report without the credentials it quotes', async () => {
    const secretToken = crypto.randomBytes(32).toString('base64url');
    const response = await report(
      {
        fatal: false,
        message: `fetch failed for https://pay.test/order/1b2c/${secretToken}`,
        context: { headers: 'Authorization: Bearer abc.def', note: 'shop_ABCDEFGHIJKLMNOP whsec_QRSTUVWXYZ' },
      },
      '192.0.2.20',
    );
    expect(response.statusCode).toBe(204);
    const { rows } = await t.db.query<{ message: string; context: unknown }>(
      'SELECT message, context FROM client_errors ORDER BY id DESC LIMIT 1',
    );
    const stored = JSON.stringify(rows[0]);
    expect(stored).toContain('/order/1b2c/[redacted]');
    for (const secret of [secretToken, 'abc.def', 'ABCDEFGHIJKLMNOP', 'QRSTUVWXYZ']) {
      expect(stored).not.toContain(secret);
    }
  });
});

describe('CORS_ORIGINS', () => {
  let withOrigins: TestApp;
  let withoutOrigins: TestApp;
  beforeAll(async () => {
    withOrigins = await startTestApp({ CORS_ORIGINS: `${PAGE_ORIGIN},https://other.example` });
    withoutOrigins = await startTestApp();
  });
  afterAll(async () => {
    await withOrigins.close();
    await withoutOrigins.close();
  });

  const preflight = (t: TestApp, origin: string, method: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: `/api/v1/customer/orders/${crypto.randomUUID()}`,
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it("answers a listed page origin's preflight for the customer API", async () => {
    for (const method of ['GET', 'POST', 'PATCH']) {
      const response = await preflight(withOrigins, PAGE_ORIGIN, method);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(PAGE_ORIGIN);
      expect(String(response.headers['access-control-allow-methods'])).toContain(method);
      expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'authorization',
      );
      expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'content-type',
      );
    }
    const read = await withOrigins.app.inject({
      method: 'GET',
      url: '/api/v1/meta',
      headers: { origin: PAGE_ORIGIN },
    });
    expect(read.headers['access-control-allow-origin']).toBe(PAGE_ORIGIN);
  });

  it('gives an origin not listed, and every origin by default, no CORS headers', async () => {
    for (const t of [withOrigins, withoutOrigins]) {
      const origin = t === withOrigins ? 'https://evil.example' : PAGE_ORIGIN;
      const response = await preflight(t, origin, 'PATCH');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const read = await t.app.inject({ method: 'GET', url: '/api/v1/meta', headers: { origin } });
      expect(read.statusCode).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
