import { z } from 'zod';
import { ZIsoDateTime } from './entities.ts';

/**
 * The traders' phones that forward bank messages, beyond pairing (issues 36 and 38): whether each is
 * still heard from, the operator's setting for "silent", the messages no rule read (for the operator to
 * teach a rule), and what a message may keep of its text. Public contract: add, never rename.
 */

// ── Silent phones ─────────────────────────────────────────────────────────────────────────────

/** A phone not heard from for this many minutes is silent, until the operator says otherwise. */
export const PHONE_SILENT_AFTER_MINUTES_DEFAULT = 30;

/** `GET`/`PUT /api/v1/admin/settings/phones`: the operator's settings for the traders' phones. */
export const ZPhoneSettings = z
  .object({
    /**
     * A phone not heard from (no message, no heartbeat) for longer is silent: its trader, if on
     * auto-confirm, is told on every console screen, and the overview's health lists it.
     */
    silentAfterMinutes: z.number().int().min(5).max(10_080),
  })
  .strict();
export type PhoneSettings = z.infer<typeof ZPhoneSettings>;

/** A silent phone of a trader on auto-confirm, in the overview's health. */
export const ZSilentPhone = z.object({
  traderId: z.uuid(),
  traderName: z.string(),
  deviceId: z.uuid(),
  deviceName: z.string(),
  /** When it was last heard from; null: never since it was paired. */
  lastHeardAt: ZIsoDateTime.nullable(),
});
export type SilentPhone = z.infer<typeof ZSilentPhone>;

// ── Messages no rule read (operator) ──────────────────────────────────────────────────────────

/** `GET /api/v1/admin/bank-notifications/unread?limit=`: messages from a bank's sender no rule read, newest first. */
export const ZUnreadNotificationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZUnreadNotification = z.object({
  id: z.uuid(),
  traderId: z.uuid(),
  traderName: z.string(),
  deviceName: z.string(),
  from: z.string(),
  /** As stored: one-time codes masked (maskOneTimeCodes). */
  text: z.string(),
  receivedAt: ZIsoDateTime,
});
export type UnreadNotification = z.infer<typeof ZUnreadNotification>;
export const ZUnreadNotificationsResponse = z.object({ items: z.array(ZUnreadNotification) });
export type UnreadNotificationsResponse = z.infer<typeof ZUnreadNotificationsResponse>;

// ── What a message keeps ──────────────────────────────────────────────────────────────────────

/**
 * Words that make a message a one-time code or a password, in the languages of the banks the rules
 * read (Russian, Ukrainian, Kazakh, English as India's banks write, Turkish) and the console's others
 * (Uzbek, Azerbaijani, Kyrgyz, Tajik, Armenian, Hindi). Compared in lower case.
 */
const ONE_TIME_CODE_WORDS = [
  // Russian, Ukrainian, Kazakh, Kyrgyz, Tajik (Cyrillic)
  'код',
  'пароль',
  'никому не',
  'нікому не',
  'одноразов',
  'підтвердження',
  'подтверждени',
  'құпия',
  'рамз',
  // English
  'otp',
  'one time password',
  'one-time',
  'passcode',
  'password',
  'verification code',
  'security code',
  'code',
  'pin',
  // Turkish, Azerbaijani, Uzbek
  'şifre',
  'sifre',
  'şifrə',
  'parola',
  'doğrulama',
  'dogrulama',
  'kod',
  'parol',
  'tasdiq',
  // Armenian, Hindi
  'կոդ',
  'գաղտնաբառ',
  'ओटीपी',
  'पासवर्ड',
  'कोड',
];

/** Whether the word stands alone (not `pin` in `shopping`, not `code` in `barcode`). */
function hasWord(lower: string, word: string): boolean {
  let from = 0;
  for (;;) {
    const at = lower.indexOf(word, from);
    if (at < 0) return false;
    const before = at === 0 ? '' : lower[at - 1]!;
    const after = lower[at + word.length] ?? '';
    // A stem (`одноразов`, `подтверждени`) may go on; a whole word may not run into a letter before it.
    const stem = word.endsWith('ов') || word.endsWith('ени') || word.endsWith('ння');
    if (!/\p{L}/u.test(before) && (stem || !/\p{L}/u.test(after))) return true;
    from = at + 1;
  }
}

/** Whether a message gives a one-time code or a password (a word of ONE_TIME_CODE_WORDS and a run of digits). */
export function isOneTimeCodeMessage(text: string): boolean {
  const lower = text.toLowerCase();
  return (
    (/\d{4,}/.test(text) || PASSWORD.test(text)) && ONE_TIME_CODE_WORDS.some((word) => hasWord(lower, word))
  );
}

/** A password after its label: the label, then the password (letters and digits, 4 or more). */
const PASSWORD =
  /((?:пароль|password|passcode|şifre|sifre|şifrə|parola|parol|құпия сөз)\s*[:：-]?\s*)([\p{L}\p{N}]*\p{N}[\p{L}\p{N}]*)/iu;

/** What stands for each masked character. */
export const MASK_CHARACTER = '•';

/**
 * The text with its one-time codes and passwords masked, when it is such a message
 * (isOneTimeCodeMessage): every run of 4 or more digits becomes as many `•`, and so does a word of
 * letters with digits (a password) after `пароль:`/`password:`/`şifre:` and the like. Other texts come
 * back unchanged. Applied on arrival, before anything is stored.
 */
export function maskOneTimeCodes(text: string): string {
  if (!isOneTimeCodeMessage(text)) return text;
  return text
    .replace(new RegExp(PASSWORD.source, 'giu'), (_, label: string, secret: string) =>
      secret.length >= 4 ? label + MASK_CHARACTER.repeat(secret.length) : label + secret,
    )
    .replace(/\d{4,}/g, (digits) => MASK_CHARACTER.repeat(digits.length));
}

// ── Pairing ───────────────────────────────────────────────────────────────────────────────────

/** The forwarder apps the pairing screen sets up, each with its own steps (docs/product/bank-notifications.md). */
export const FORWARDER_APPS = ['incoming_sms', 'sms_forwarder', 'sms_gateway', 'any_app'] as const;
export type ForwarderApp = (typeof FORWARDER_APPS)[number];

/**
 * Whether a URL's host is this computer (`localhost`, `127.x.x.x`, `::1`, `0.0.0.0`): a phone posting
 * to it reaches itself, never the server. A URL that cannot be read is not called loopback.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '[::1]' ||
    host === '0.0.0.0'
  );
}
