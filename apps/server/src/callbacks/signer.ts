import { hmacSha256Hex, safeEqual } from '../security/crypto.ts';

/** Signatures older (or further in the future) than this are refused: a captured callback cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/**
 * The `X-Payorder-Signature` value for one delivery (docs/architecture.md "Callbacks"):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(webhookSecret, "<t>.<raw body>")>`. Signed afresh on every attempt.
 * While a rotated secret is in its grace period, `secrets` is [new, previous] and the header carries a
 * `v1=` for each, the new one first (Stripe's scheme): a receiver accepts the callback when any matches.
 */
export function signCallback(
  secrets: string | readonly string[],
  rawBody: string,
  nowMs = Date.now(),
): string {
  const t = Math.floor(nowMs / 1000);
  const signatures = [secrets].flat().map((secret) => `v1=${hmacSha256Hex(secret, `${t}.${rawBody}`)}`);
  return [`t=${t}`, ...signatures].join(',');
}

/** The secrets a callback is signed with at `nowMs`: the shop's secret, and the previous one during its grace. */
export function signingSecrets(
  current: string,
  previous: { secret: string; until: Date } | null,
  nowMs: number,
): string[] {
  return previous && previous.until.getTime() > nowMs ? [current, previous.secret] : [current];
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
  const parts = String(header ?? '')
    .split(',')
    .map((part) => part.trim().split('=', 2));
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowMs / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = hmacSha256Hex(secret, `${t}.${rawBody}`);
  // Any v1= may be ours: during a secret's rotation the header carries one per secret.
  return parts.some(([key, value]) => {
    const given = String(value ?? '').toLowerCase();
    return key === 'v1' && /^[0-9a-f]{64}$/.test(given) && safeEqual(given, expected);
  });
}
