import crypto from 'node:crypto';
import { EPOCH_MILLISECONDS_FROM, SIGNED_INGEST_MAX_SKEW_SECONDS } from '@payorder/contract';
import { hmacSha256Hex, safeEqual } from '../security/crypto.ts';

/**
 * What the forwarder apps traders use send, as they send it with their default settings (read from each
 * app's source; docs/architecture.md "Bank notifications from the phones traders have"), turned into the
 * ingest route's own body `{from, text, receivedAt?, app?, messageId?, sim?}`:
 * - SMS Gateway for Android (capcom6/android-sms-gateway): `{id, webhookId, event, deviceId, payload}`;
 *   `sms:received` carries `payload {messageId, message, sender, recipient?, simNumber?, receivedAt}`,
 *   every other event (`system:ping` above all) is a heartbeat: nothing to read;
 * - SmsForwarder (pppscn/SmsForwarder): form fields (or, by GET, the query) `from`, `content`,
 *   `timestamp`, `sign`, where `content` is its default template around the SMS (or the bare SMS);
 * - anything else is taken as the route's own body.
 */
export type ForwardedPost = { heartbeat: string } | { message: Record<string, unknown> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** SMS Gateway for Android names its app so in the notification list; SmsForwarder likewise. */
export const SMS_GATEWAY_APP = 'SMS Gateway for Android';
export const SMS_FORWARDER_APP = 'SmsForwarder';

/**
 * `body` as the route reads it: a parsed JSON or form body (undefined for a GET) with, for SmsForwarder's
 * GET, the fields it appends to the URL (`query`).
 */
export function readForwardedPost(body: unknown, query: unknown): ForwardedPost {
  if (isRecord(body) && typeof body.event === 'string' && isRecord(body.payload)) {
    if (body.event !== 'sms:received') return { heartbeat: body.event };
    const { payload } = body;
    return {
      message: {
        from: payload.sender,
        text: payload.message,
        receivedAt: payload.receivedAt,
        messageId: payload.messageId,
        ...(typeof payload.simNumber === 'number' && { sim: String(payload.simNumber) }),
        app: SMS_GATEWAY_APP,
      },
    };
  }
  const fields = { ...(isRecord(query) ? query : {}), ...(isRecord(body) ? body : {}) };
  if (typeof fields.content === 'string' && fields.text === undefined) {
    const from = typeof fields.from === 'string' ? fields.from : undefined;
    const sms = smsOfSmsForwarderContent(fields.content, from);
    return {
      message: { from: sms.from, text: sms.text, receivedAt: fields.timestamp, app: SMS_FORWARDER_APP },
    };
  }
  return { message: isRecord(body) ? body : {} };
}

/**
 * The SMS inside SmsForwarder's default content template (MsgInfo.getContentForSend): the sender, the
 * SMS (one line or more), the SIM slot, `SubId：<n>` (a full-width colon), the time received, the device
 * name (the last trimmed away when empty). A content without that shape is the bare SMS (the user's own
 * template `[org_content]`). Its GET sends no `from`: the template's first line is the sender then.
 */
export function smsOfSmsForwarderContent(content: string, from: string | undefined) {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  const subIdLine = lines.findLastIndex((line) => /^(SubId|UID)[：:]\s*-?\d+$/u.test(line.trim()));
  // At least the sender, one line of SMS and the SIM slot before it; and the sender the one named.
  if (subIdLine >= 3 && (from === undefined || lines[0]!.trim() === from.trim())) {
    return { from: lines[0]!.trim(), text: lines.slice(1, subIdLine - 1).join('\n') };
  }
  return { from, text: content };
}

/** A stamp's moment: epoch seconds or milliseconds (number or digits; EPOCH_MILLISECONDS_FROM) or ISO. */
export function timeOfStamp(stamp: string | number): Date {
  if (typeof stamp === 'number' || /^\d+$/.test(stamp)) {
    const value = Number(stamp);
    return new Date(value < EPOCH_MILLISECONDS_FROM ? value * 1000 : value);
  }
  return new Date(stamp);
}

const isFresh = (stamp: string, now: number) => {
  const at = timeOfStamp(stamp).getTime();
  return !Number.isNaN(at) && Math.abs(now - at) <= SIGNED_INGEST_MAX_SKEW_SECONDS * 1000;
};

/** A value URL-encoded once or twice (SmsForwarder form-encodes its already URL-encoded sign), decoded. */
function urlDecodedFully(value: string): string {
  let decoded = value;
  for (let round = 0; round < 3 && decoded.includes('%'); round += 1) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return decoded;
    }
  }
  return decoded;
}

export interface SignedPost {
  headers: Record<string, string | string[] | undefined>;
  /** The body's bytes as they came (for a JSON body), '' when none. */
  rawBody: string;
  /** The form body's and the query's fields (SmsForwarder puts `timestamp` and `sign` there). */
  fields: Record<string, unknown>;
}

const headerOf = (headers: SignedPost['headers'], name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Whether `key` (the device key) signed this post, within SIGNED_INGEST_MAX_SKEW_SECONDS of `now`:
 * - `X-Signature` = hex HMAC-SHA256(key, raw body + `X-Timestamp`), `X-Timestamp` epoch seconds (SMS
 *   Gateway for Android's PayloadSingingPlugin): the whole body is signed;
 * - `sign` = Base64 HMAC-SHA256(key, `<timestamp>\n<key>`), `timestamp` epoch milliseconds, in the body
 *   or the query (SmsForwarder's WebhookUtils, and the same for any app that cannot send a header): only
 *   the time is signed, so such a post is as safe as the TLS it travels in, for that time.
 */
export function isSignedBy(key: string, post: SignedPost, now = Date.now()): boolean {
  const signature = headerOf(post.headers, 'x-signature');
  const timestamp = headerOf(post.headers, 'x-timestamp');
  if (signature !== undefined && timestamp !== undefined) {
    return (
      /^\d{1,16}$/.test(timestamp) &&
      isFresh(timestamp, now) &&
      safeEqual(hmacSha256Hex(key, post.rawBody + timestamp), signature.trim().toLowerCase())
    );
  }
  const { sign, timestamp: stamp } = post.fields;
  if (typeof sign !== 'string' || (typeof stamp !== 'string' && typeof stamp !== 'number')) return false;
  const time = String(stamp);
  if (!/^\d{1,16}$/.test(time) || !isFresh(time, now)) return false;
  const expected = crypto.createHmac('sha256', key).update(`${time}\n${key}`).digest('base64');
  return safeEqual(expected, urlDecodedFully(sign).replace(/ /g, '+'));
}
