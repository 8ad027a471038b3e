import type { LoginRequest, LoginResponse } from '@payorder/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import { notFound, rateLimited } from '../http/errors.ts';
import { safeEqual, sha256 } from './crypto.ts';
import { issueCustomerToken } from './customer-token.ts';

const LOGIN_WINDOW_MS = 60_000;

/**
 * The customer's login (docs/product/payment-page.md §6): the link's order id and token for a bearer token scoped to that
 * order. One instance per app, shared by the login call and the page's HTML (which logs the link in
 * for the first view), so both count against the same limits per address and per order.
 *
 * The limits are @fastify/rate-limit's (`createRateLimit`): in memory per process, or in Redis shared
 * by every replica when REDIS_URL is set (security/rate-limit.ts). The tokens are 256-bit, so they
 * guard against abuse rather than brute force.
 */
export class CustomerLogin {
  private readonly perIp: ReturnType<FastifyInstance['createRateLimit']>;
  private readonly perOrder: ReturnType<FastifyInstance['createRateLimit']>;
  /** The order a request is logging in to, for the per-order limiter's key (the body or the page's path). */
  private readonly orderOf = new WeakMap<FastifyRequest, string>();

  constructor(
    app: FastifyInstance,
    private readonly db: Queryable,
    config: Pick<Config, 'LOGIN_RATE_LIMIT_PER_IP' | 'LOGIN_RATE_LIMIT_PER_ORDER'>,
    private readonly tokenSecret: string,
  ) {
    // The default key is the client address (addressKey(request.ip): TRUST_PROXY decides it, an IPv6 /64 is one).
    this.perIp = app.createRateLimit({ max: config.LOGIN_RATE_LIMIT_PER_IP, timeWindow: LOGIN_WINDOW_MS });
    this.perOrder = app.createRateLimit({
      max: config.LOGIN_RATE_LIMIT_PER_ORDER,
      timeWindow: LOGIN_WINDOW_MS,
      // Prefixed: in Redis both limiters' keys share one namespace, and must never meet.
      keyGenerator: (request) => `order:${this.orderOf.get(request) ?? ''}`,
    });
  }

  /** Throws 429 rate_limited (with Retry-After), or 404 not_found for an unknown order and a wrong token alike. */
  async login(request: FastifyRequest, { orderId, token }: LoginRequest): Promise<LoginResponse> {
    const byIp = await this.perIp(request);
    if (!byIp.isAllowed && byIp.isExceeded) throw tooManyLogins(byIp.ttl);
    this.orderOf.set(request, orderId);
    const byOrder = await this.perOrder(request);
    if (!byOrder.isAllowed && byOrder.isExceeded) throw tooManyLogins(byOrder.ttl);

    const { rows } = await this.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM orders WHERE id = $1',
      [orderId],
    );
    if (!rows[0] || !safeEqual(rows[0].token_hash, sha256(token))) throw notFound();
    return issueCustomerToken(this.tokenSecret, orderId);
  }
}

const tooManyLogins = (ttlMs: number) =>
  rateLimited(ttlMs, 'Too many login attempts; wait a minute and try again');
