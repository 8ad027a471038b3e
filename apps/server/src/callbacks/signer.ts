import { hmacSha256Hex, safeEqual } from '../security/crypto.ts';

/** Signatures older (or further in the future) than this are refused: a captured callback cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/**
 * The `X-Payorder-Signature` value for one delivery (ARCHITECTURE.md, callbacks):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(webhookSecret, "<t>.<raw body>")>`. Signed afresh on every attempt.
 */
export function signCallback(secret: string, rawBody: string, nowMs = Date.now()): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${hmacSha256Hex(secret, `${t}.${rawBody}`)}`;
}

/**
 * What a shop runs on receipt; the same logic as the example in docs/webhooks.md, which a test runs
 * against a real delivery. The raw body must be the exact bytes received, not re-serialised JSON.
 */
export function verifyCallbackSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowMs = Date.now(),
): boolean {
  const parts = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split('=', 2)),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowMs / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const given = String(parts.v1 ?? '').toLowerCase();
  return /^[0-9a-f]{64}$/.test(given) && safeEqual(given, hmacSha256Hex(secret, `${t}.${rawBody}`));
}
