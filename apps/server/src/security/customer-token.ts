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
