import type { LoginRequest, LoginResponse } from '@payorder/contract';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, notFound } from '../http/errors.ts';
import { safeEqual, sha256 } from './crypto.ts';
import { issueCustomerToken } from './customer-token.ts';
import { RateLimiter } from './rate-limiter.ts';

/**
 * The customer's login (spec §6): the link's order id and token for a bearer token scoped to that
 * order. One instance per app, shared by the login call and the page's HTML (which logs the link in
 * for the first view), so both count against the same limits per address and per order.
 */
export class CustomerLogin {
  private readonly perIp: RateLimiter;
  private readonly perOrder: RateLimiter;

  constructor(
    private readonly db: Queryable,
    config: Pick<Config, 'LOGIN_RATE_LIMIT_PER_IP' | 'LOGIN_RATE_LIMIT_PER_ORDER'>,
    private readonly tokenSecret: string,
  ) {
    this.perIp = new RateLimiter(config.LOGIN_RATE_LIMIT_PER_IP);
    this.perOrder = new RateLimiter(config.LOGIN_RATE_LIMIT_PER_ORDER);
  }

  /** Throws 429 rate_limited, or 404 not_found for an unknown order and a wrong token alike. */
  async login(ip: string, { orderId, token }: LoginRequest): Promise<LoginResponse> {
    if (!this.perIp.hit(ip) || !this.perOrder.hit(orderId)) {
      throw new AppError(429, 'rate_limited', 'Too many login attempts; wait a minute and try again');
    }
    const { rows } = await this.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM orders WHERE id = $1',
      [orderId],
    );
    if (!rows[0] || !safeEqual(rows[0].token_hash, sha256(token))) throw notFound();
    return issueCustomerToken(this.tokenSecret, orderId);
  }
}
