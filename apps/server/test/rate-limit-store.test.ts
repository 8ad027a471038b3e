import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startTestApp, type TestApp } from './helper.ts';

/**
 * The rate limits' store (security/rate-limit.ts, decision 011): in Redis when REDIS_URL is set. Shared
 * across replicas is proven with two replicas in scale-out.test.ts; here, what one process does when
 * Redis cannot be reached.
 */

/** A loopback port nothing listens on: every connection to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const login = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/customer/auth/login',
    payload: { orderId: crypto.randomUUID(), token: 'x'.repeat(43) },
  });

describe('REDIS_URL', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('must be a redis:// or rediss:// URL', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal:6380/1' }).REDIS_URL).toBe(
      'rediss://cache.internal:6380/1',
    );
  });

  it('Redis unreachable: the server starts, logins are answered (limits fail open), nothing is a 500', async () => {
    t = await startTestApp({
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}/0`,
      LOGIN_RATE_LIMIT_PER_IP: '1',
    });
    // Past the per-address limit of 1, and still answered: not counted while Redis is away.
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(t)).statusCode).toBe(404);
  });
});
