import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { bearerTokenOf } from '../http/bearer-token.ts';
import type { Config } from '../config.ts';
import { rateLimited } from '../http/errors.ts';
import { addressKey } from './client-address.ts';
import { sha256 } from './crypto.ts';

/** How long a starting replica waits for Redis before it serves (counting in memory of nothing meanwhile). */
const REDIS_CONNECT_TIMEOUT_MS = 2000;

/**
 * @fastify/rate-limit for the limits routes and CustomerLogin ask for (every 429 is `rate_limited`
 * with Retry-After). Counters live in memory, per process, unless REDIS_URL is set: then in Redis,
 * shared by every replica, so a limit holds for the deployment rather than for each replica
 * (docs/decisions/011-shared-rate-limits.md). Redis unreachable: the limits let requests through and
 * each failure is logged (fail open: the customer's login and the console's account lock do not
 * depend on it).
 */
export async function registerRateLimit(app: FastifyInstance, config: Pick<Config, 'REDIS_URL'>) {
  const redis = config.REDIS_URL ? await connectRedis(app, config.REDIS_URL) : null;
  await app.register(rateLimit, {
    global: false,
    // Every limit that does not name its own key counts per client: an IPv6 client by its /64.
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
    ...(redis && { redis, nameSpace: 'payorder-rate-limit:', skipOnError: true }),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
}

/** A route's `config.rateLimit`: `max` requests per client address (TRUST_PROXY decides it; an IPv6 /64 is one) a minute, then 429 rate_limited saying `message`. */
export const limitPerAddressPerMinute = (max: number, message: string) => ({
  max,
  timeWindow: 60_000,
  errorResponseBuilder: (_request: unknown, context: { ttl: number }) => rateLimited(context.ttl, message),
});

/**
 * A route's `config.rateLimit` for a paired phone's posts: `max` a minute per device key (counted by its
 * SHA-256, the key never stored), a signed post to a phone's own URL per the device id in its path and
 * the client address, a request with neither per client address; then 429 rate_limited saying `message`. Checked as the
 * request arrives, before the key is looked up or the body read, so a flood costs the database nothing.
 */
export const limitPerDevicePerMinute = (max: number, message: string) => ({
  ...limitPerAddressPerMinute(max, message),
  keyGenerator: (request: FastifyRequest) => {
    const key = bearerTokenOf(request);
    if (key) return `device:${sha256(key)}`;
    // The id is no secret: counted with the address too, so a stranger posting to a phone's URL spends
    // only their own count, never the phone's.
    const { deviceId } = (request.params ?? {}) as { deviceId?: unknown };
    return typeof deviceId === 'string'
      ? `device-id:${deviceId}:${addressKey(request.ip)}`
      : addressKey(request.ip);
  },
});

/**
 * Failed authentications per client address (an IPv6 /64 is one): `max` a minute, counted in the same
 * store as every other limit (Redis when REDIS_URL is set). `refuseIfSpent` runs before a credential is
 * looked up and answers 429 rate_limited with Retry-After once the address has failed `max` times this
 * minute; `countFailure` counts one after a credential was wrong. `name` keeps each credential's count
 * apart.
 */
export function failedAuthLimit(app: FastifyInstance, name: string, max: number, message: string) {
  const check = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => `${name}:${addressKey(request.ip)}`,
  });
  return {
    async refuseIfSpent(request: FastifyRequest): Promise<void> {
      const status = await check(request, { increment: false });
      if (!status.isAllowed && status.remaining === 0 && status.ttl > 0)
        throw rateLimited(status.ttl, message);
    },
    async countFailure(request: FastifyRequest): Promise<void> {
      await check(request);
    },
  };
}

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    // A command while disconnected fails at once (the limit is skipped) rather than queueing the request.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  });
  let lastError = '';
  redis.on('error', (error: Error) => {
    // ioredis reconnects by itself; say so once per kind of failure, not on every retry.
    if (error.message === lastError) return;
    lastError = error.message;
    app.log.warn({ err: error }, 'rate limits: Redis unreachable; limits are not counted until it is back');
  });
  redis.on('ready', () => {
    if (lastError) app.log.info('rate limits: Redis reachable again');
    lastError = '';
  });
  const ready = new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    setTimeout(resolve, REDIS_CONNECT_TIMEOUT_MS).unref();
  });
  await ready;
  return redis;
}
