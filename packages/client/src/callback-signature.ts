import crypto from 'node:crypto';

/** The header a callback's signature comes in (docs/webhooks.md). */
export const SIGNATURE_HEADER = 'x-payorder-signature';
/** Signatures older or newer than this are refused, so a captured callback cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/**
 * Whether a callback's `X-Payorder-Signature` (`t=<unix seconds>,v1=<hex>[,v1=<hex>…]`) is a valid
 * HMAC-SHA256 of `"<t>.<raw body>"` under one of `secrets`, with `t` within five minutes of now. Any
 * `v1=` may match: while the shop's webhook secret is being rotated a callback carries one signature
 * per secret, and a shop may likewise hold its old and new secret for a while.
 */
export function verifyCallbackSignature(
  rawBody: string | Uint8Array,
  header: string | null | undefined,
  secrets: string | readonly string[],
  nowMs = Date.now(),
): boolean {
  const fields = String(header ?? '')
    .split(',')
    .map((part) => part.trim().split('=', 2) as [string, string | undefined]);
  const timestamps = fields.filter(([key]) => key === 't').map(([, value]) => value);
  const t = Number(timestamps[0]);
  if (timestamps.length !== 1 || !/^\d+$/.test(timestamps[0] ?? '') || !Number.isSafeInteger(t)) return false;
  if (Math.abs(nowMs / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const given = fields
    .filter(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/i.test(value ?? ''))
    .map(([, value]) => Buffer.from(value!, 'hex'));
  return [secrets].flat().some((secret) => {
    const expected = crypto.createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
    return given.some((signature) => crypto.timingSafeEqual(signature, expected));
  });
}

/** A signature header as Payorder sends it: for tests of a shop's own endpoint. */
export function signCallback(
  rawBody: string,
  secrets: string | readonly string[],
  nowMs = Date.now(),
): string {
  const t = Math.floor(nowMs / 1000);
  const signatures = [secrets]
    .flat()
    .map((secret) => `v1=${crypto.createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`);
  return [`t=${t}`, ...signatures].join(',');
}
