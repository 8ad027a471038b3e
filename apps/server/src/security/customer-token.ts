import { CUSTOMER_ACCESS_TOKEN_TTL_SECONDS } from '@payorder/contract';
import { hmacSha256Hex, safeEqual } from './crypto.ts';

/** A bearer token scoped to one order: `<payload>.<hmac>`, stateless so any replica can check it. */
export function issueCustomerToken(secret: string, orderId: string, now = Date.now()) {
  const expiresAt = new Date(now + CUSTOMER_ACCESS_TOKEN_TTL_SECONDS * 1000);
  const payload = Buffer.from(JSON.stringify({ o: orderId, e: expiresAt.getTime() })).toString('base64url');
  return { accessToken: `${payload}.${hmacSha256Hex(secret, payload)}`, expiresAt: expiresAt.toISOString() };
}

/** The order id the token grants, or null when it is forged, malformed or expired. */
export function verifyCustomerToken(secret: string, token: string, now = Date.now()): string | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!safeEqual(signature, hmacSha256Hex(secret, payload))) return null;
  try {
    const { o, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      o: unknown;
      e: unknown;
    };
    return typeof o === 'string' && typeof e === 'number' && e > now ? o : null;
  } catch {
    return null;
  }
}

/** What a customer token opens: one order, until its expiry (epoch milliseconds). */
export interface CustomerGrant {
  orderId: string;
  expiresAt: number;
}

/** Tokens a process remembers as verified; past it the oldest is forgotten (verified again when used). */
export const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Verifies customer tokens, each one's signature once: an open payment page sends the same token
 * with every 3 s poll, and an HMAC per call was a tenth of the poll's time. Only tokens that verified
 * are remembered (forged ones cannot fill it), with their expiry, which is checked at every use.
 */
export class CustomerTokenVerifier {
  private readonly verified = new Map<string, CustomerGrant>();

  constructor(
    private readonly secret: string,
    private readonly maxEntries = VERIFIED_TOKENS_MAX,
  ) {}

  /** The order id the token grants, or null when it is forged, malformed or expired. */
  verify(token: string, now = Date.now()): string | null {
    return this.grantOf(token, now)?.orderId ?? null;
  }

  /** The order the token grants and until when (epoch ms), or null when it is forged, malformed or expired. */
  grantOf(token: string, now = Date.now()): CustomerGrant | null {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > now) return known;
      this.verified.delete(token);
      return null;
    }
    const orderId = verifyCustomerToken(this.secret, token, now);
    if (orderId === null) return null;
    if (this.verified.size >= this.maxEntries) this.verified.delete(this.verified.keys().next().value!);
    const grant = { orderId, expiresAt: expiryOf(token) };
    this.verified.set(token, grant);
    return grant;
  }
}

/** The expiry of a token that verified (its payload is then known to be well formed). */
function expiryOf(token: string): number {
  const payload = token.slice(0, token.indexOf('.'));
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { e: number }).e;
}
