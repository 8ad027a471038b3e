import { z } from 'zod';
import { ZAmount, ZBankCode, ZCurrencyCode, ZIsoDateTime, ZOrderId } from './entities.ts';

/**
 * Bank notifications and automatic confirmation (docs/architecture.md "Bank notifications and automatic confirmation"): a trader's phone posts
 * every SMS or push of its bank; the server reads it with rules kept as data, matches a credit to the
 * trader's open order and, as the trader's auto-confirm mode says, confirms it. Public contract: add,
 * never rename.
 */

// ── Devices ───────────────────────────────────────────────────────────────────────────────────

/** `POST /api/v1/trader/devices`. */
export const ZCreateBankDeviceRequest = z
  .object({ name: z.string().trim().min(1, 'a name for the phone').max(64) })
  .strict();
export type CreateBankDeviceRequest = z.infer<typeof ZCreateBankDeviceRequest>;

/** A paired phone as its trader sees it (never its key). */
export const ZBankDevice = z.object({
  id: z.uuid(),
  name: z.string(),
  /** First 8 hex digits of the SHA-256 of the key: tells keys apart without showing one. */
  keyFingerprint: z.string(),
  /** When the phone last posted a notification; null before its first. */
  lastSeenAt: ZIsoDateTime.nullable(),
  /** Notifications the phone has posted (duplicates not counted). */
  notifications: z.number().int(),
  createdAt: ZIsoDateTime,
  /**
   * When the phone was last heard from: any authenticated post, a forwarder's heartbeat (SMS Gateway's
   * `system:ping`) too; null before the first.
   */
  lastHeartbeatAt: ZIsoDateTime.nullable(),
  /** When the phone's last message was stored; null before the first. */
  lastMessageAt: ZIsoDateTime.nullable(),
  /**
   * Not heard from (no post, no heartbeat; a phone never heard from counts from its pairing) for longer
   * than the operator's `silentAfterMinutes` (phones.ts): Android may have put its app to sleep.
   */
  silent: z.boolean(),
});
export type BankDevice = z.infer<typeof ZBankDevice>;
/** `GET /api/v1/trader/devices`: the trader's paired (not revoked) phones, newest first. */
export const ZBankDevicesResponse = z.object({
  items: z.array(ZBankDevice),
  /** The operator's setting: a phone not heard from for longer is `silent`. */
  silentAfterMinutes: z.number().int(),
});
export type BankDevicesResponse = z.infer<typeof ZBankDevicesResponse>;

/** The answer to `POST /api/v1/trader/devices`: the key is shown this once (stored hashed). */
export const ZCreateBankDeviceResponse = ZBankDevice.extend({
  /** `Authorization: Bearer <key>` on the ingest URL; it can do nothing else. */
  key: z.string(),
  /** The absolute URL a phone posts to: `<PUBLIC_URL>/api/v1/ingest/bank-notifications`. */
  ingestUrl: z.string(),
  /**
   * The URL of this phone for an app that cannot send a header and signs its posts with the key
   * instead: `<PUBLIC_URL>/api/v1/ingest/bank-notifications/devices/<id>?v=1` (the query lets an app
   * that appends `&name=value` to the URL, as SmsForwarder's GET does, build a valid URL).
   */
  signedIngestUrl: z.string(),
  /**
   * The senders to forward (issue 38): those of the enabled rules of the banks of the trader's trade
   * methods (every bank's when it has none), by bank; never `*`, so no other SMS leaves the phone.
   */
  recommendedSenders: z.array(
    z.object({ bank: ZBankCode, bankName: z.string(), senders: z.array(z.string()) }),
  ),
});
export type CreateBankDeviceResponse = z.infer<typeof ZCreateBankDeviceResponse>;

/** The path a device key may post to, and the only one. */
export const BANK_NOTIFICATIONS_INGEST_PATH = '/api/v1/ingest/bank-notifications';
/** One phone's own URL for signed posts (apps that cannot send a header): the key never travels in it. */
export const bankNotificationsDeviceIngestPath = (deviceId: string) =>
  `${BANK_NOTIFICATIONS_INGEST_PATH}/devices/${deviceId}`;
/** How far a signed post's time may be from the server's: older (or later) signatures are refused. */
export const SIGNED_INGEST_MAX_SKEW_SECONDS = 3600;

/**
 * The JSON body the Android app "Incoming SMS to URL forwarder" is set up with: its placeholders
 * (`%from%` …) are replaced by the phone; the server accepts it unchanged.
 */
export const SMS_FORWARDER_JSON_TEMPLATE =
  '{"from":"%from%","text":"%text%","sentStamp":"%sentStamp%","receivedStamp":"%receivedStamp%","sim":"%sim%"}';

// ── Ingest ────────────────────────────────────────────────────────────────────────────────────

/**
 * A moment: ISO-8601 with an offset, or epoch seconds or milliseconds (a number or a string of digits;
 * below 100,000,000,000 it is seconds: that many milliseconds is 1973).
 */
export const ZNotificationStamp = z.union([
  ZIsoDateTime,
  z.number().int().min(0).max(8_640_000_000_000),
  z.string().regex(/^\d{1,16}$/, 'ISO-8601 or epoch seconds or milliseconds'),
]);
/** Epoch stamps below this are seconds, at or above it milliseconds. */
export const EPOCH_MILLISECONDS_FROM = 100_000_000_000;

/** Longest notification text kept (an SMS of several parts, a long push). */
export const NOTIFICATION_TEXT_MAX = 2000;

/**
 * `POST /api/v1/ingest/bank-notifications` (`Authorization: Bearer <device key>`). One shape for
 * both the plain body `{from, text, receivedAt?, app?, messageId?}` and the Android forwarder's
 * `{from, text, sentStamp?, receivedStamp?, sim?}`; other keys are ignored (an app may add its own).
 * `receivedAt` wins over `receivedStamp`, then `sentStamp`; none: the time it arrived.
 */
export const ZIngestBankNotificationRequest = z.object({
  /** SMS sender (`900`, `VM-HDFCBK`) or the app that showed the push (`Tinkoff`). */
  from: z.string().trim().min(1, 'the sender').max(64),
  text: z.string().trim().min(1, 'the message text').max(NOTIFICATION_TEXT_MAX),
  receivedAt: ZNotificationStamp.optional(),
  /** The app that forwarded it (free text, shown to the trader). */
  app: z.string().trim().max(64).optional(),
  /** The phone's own id of the message: the same id twice is one message. */
  messageId: z.string().trim().min(1).max(128).optional(),
  sentStamp: ZNotificationStamp.optional(),
  receivedStamp: ZNotificationStamp.optional(),
  sim: z.string().max(64).optional(),
});
export type IngestBankNotificationRequest = z.infer<typeof ZIngestBankNotificationRequest>;

/**
 * What became of a notification:
 * - `confirmed`: it matched one order and confirmed it (auto-confirm);
 * - `matched`: it matched one order, which waits for the mode (`after_customer`) or the trader (`off`);
 * - `unmatched`: a credit no open order fits;
 * - `ambiguous`: a credit more than one order fits, or one that may be money already accounted for
 *   (`reviewReason`): nothing automatic, the trader attaches it by hand;
 * - `ignored`: not a credit (a purchase, a code, an advert);
 * - `unparsed`: no rule reads it, or its sender is not the bank's (`kind` `unknown_sender`);
 * - `duplicate`: the same messageId, or the same text from the same device within 10 minutes, or the
 *   same money from any of the trader's phones (amount, currency, last digits and the phone's own time).
 */
export const ZBankNotificationOutcome = z.enum([
  'confirmed',
  'matched',
  'unmatched',
  'ambiguous',
  'ignored',
  'unparsed',
  'duplicate',
]);
export type BankNotificationOutcome = z.infer<typeof ZBankNotificationOutcome>;

/** `202` answer of the ingest route. */
export const ZIngestBankNotificationResponse = z.object({
  id: z.uuid(),
  outcome: ZBankNotificationOutcome,
  /** The order it matched or confirmed (for `duplicate`: the first message's order, if any). */
  orderId: ZOrderId.optional(),
  /** A debit that proved (`matched`) or completed (`confirmed`) the trader's taken payout. */
  payoutId: z.uuid().optional(),
});
export type IngestBankNotificationResponse = z.infer<typeof ZIngestBankNotificationResponse>;

/** The window in which the same text from the same device counts as one message. */
export const NOTIFICATION_DUPLICATE_WINDOW_MINUTES = 10;

/**
 * How near, by the phones' time, a credit is to money already accounted for when it is held for the
 * trader instead of linked automatically: another notification of the same amount already linked to an
 * order (the bank's push after its SMS, the same SMS from a second phone), or an order of the same amount
 * on the same card or account that ended (a late payer of it).
 */
export const NOTIFICATION_SAME_MONEY_WINDOW_MINUTES = 30;

/**
 * Why a credit one order fits was not linked (nor confirmed) automatically, left to the trader to attach
 * by hand (outcome `ambiguous`):
 * - `no_phone_time`: the phone sent no time of its own (receivedAt, receivedStamp or sentStamp), so a
 *   replay cannot be told from new money;
 * - `same_money_linked`: a notification of the same amount, not naming other last digits, is already
 *   linked to an order within NOTIFICATION_SAME_MONEY_WINDOW_MINUTES;
 * - `same_amount_ended`: an order of the same amount on the same card or account ended within
 *   NOTIFICATION_SAME_MONEY_WINDOW_MINUTES (its customer may be paying late).
 */
export const ZBankNotificationReviewReason = z.enum([
  'no_phone_time',
  'same_money_linked',
  'same_amount_ended',
  /**
   * No open order fits, but an order of this amount on the card the message names was cancelled (it
   * expired, or its customer gave up) within LATE_PAYMENT_HOURS: its customer may have paid late. Its
   * id is the candidate; nothing is confirmed by itself.
   */
  'paid_late',
  /** No open order fits, but an open one on the card the message names is of another sum: the candidate. */
  'amount_differs',
]);
/** Hours after an order was cancelled in which money of its amount on its card is shown as paid late. */
export const LATE_PAYMENT_HOURS = 6;
export type BankNotificationReviewReason = z.infer<typeof ZBankNotificationReviewReason>;

// ── Parsing ───────────────────────────────────────────────────────────────────────────────────

/** What a rule says a message is. */
export const ZNotificationRuleKind = z.enum(['credit', 'debit', 'other']);
export type NotificationRuleKind = z.infer<typeof ZNotificationRuleKind>;

/** What the parser read: a rule's kind, `unknown_sender` (a bank's text from another sender) or `unparsed`. */
export const ZParsedNotificationKind = z.enum(['credit', 'debit', 'other', 'unknown_sender', 'unparsed']);
export type ParsedNotificationKind = z.infer<typeof ZParsedNotificationKind>;

/** The fields read from a message (null when the message or the rule does not name them). */
export const ZParsedNotification = z.object({
  kind: ZParsedNotificationKind,
  /** The bank code of the rule that read it (for `unknown_sender`: the bank whose text it looks like). */
  bank: ZBankCode.nullable(),
  ruleId: z.uuid().nullable(),
  amount: ZAmount.nullable(),
  currency: ZCurrencyCode.nullable(),
  /** Last digits of the card or account the money reached. */
  last4: z.string().nullable(),
  payer: z.string().nullable(),
  /** A reference the customer also knows (UPI's 12-digit UTR). */
  reference: z.string().nullable(),
});
export type ParsedNotification = z.infer<typeof ZParsedNotification>;

/** A notification as its trader (and the operator, in an order's timeline) sees it. */
export const ZBankNotification = ZParsedNotification.extend({
  id: z.uuid(),
  deviceId: z.uuid(),
  deviceName: z.string(),
  from: z.string(),
  text: z.string(),
  app: z.string().nullable(),
  /** When the phone received it (as the phone says), else when it arrived. */
  receivedAt: ZIsoDateTime,
  /** When the server stored it. */
  createdAt: ZIsoDateTime,
  outcome: ZBankNotificationOutcome,
  /** The order it is linked to: matched, confirmed or attached by hand. */
  orderId: ZOrderId.nullable(),
  /** How it got its order: `auto` by matching, `hand` attached by the trader; null without one. */
  linkedBy: z.enum(['auto', 'hand']).nullable(),
  /** For `ambiguous`: the orders it fits, to attach one by hand. */
  candidateOrderIds: z.array(ZOrderId),
  /** Why a credit one order fits was left to the trader (`ambiguous`); null otherwise. */
  reviewReason: ZBankNotificationReviewReason.nullable(),
});
export type BankNotification = z.infer<typeof ZBankNotification>;

/** `GET /api/v1/trader/bank-notifications?outcome=&cursor=&limit=`: newest first, a page at a time. */
export const ZBankNotificationsQuery = z.object({
  outcome: ZBankNotificationOutcome.optional(),
  deviceId: z.uuid().optional(),
  /** Only those linked to this order of the trader's (matched, confirmed or attached by hand). */
  orderId: ZOrderId.optional(),
  cursor: z.string().max(128).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type BankNotificationsQuery = z.infer<typeof ZBankNotificationsQuery>;
export const ZBankNotificationsResponse = z.object({
  items: z.array(ZBankNotification),
  /** Pass back as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type BankNotificationsResponse = z.infer<typeof ZBankNotificationsResponse>;

/**
 * `POST /api/v1/trader/bank-notifications/{id}/attach`: links an unmatched or ambiguous credit to one
 * of the trader's orders (then the trader confirms as usual). Answers the notification.
 */
export const ZAttachBankNotificationRequest = z.object({ orderId: ZOrderId }).strict();
export type AttachBankNotificationRequest = z.infer<typeof ZAttachBankNotificationRequest>;

// ── Rules (admin) ─────────────────────────────────────────────────────────────────────────────

/** Longest rule pattern (a guard against patterns that take long: see docs/architecture.md). */
export const NOTIFICATION_PATTERN_MAX = 1000;
/** The named groups a pattern may use. */
export const NOTIFICATION_PATTERN_GROUPS = ['amount', 'currency', 'last4', 'payer', 'reference'] as const;

const ruleFields = {
  /** The catalogue's bank code. */
  bank: ZBankCode,
  /** A short name for the operator (`Sberbank 900: transfer in`). */
  name: z.string().trim().min(1).max(128),
  /**
   * SMS senders or app names, compared ignoring case; `HDFCBK` also matches India's operator
   * prefixes (`VM-HDFCBK`, `AD-HDFCBK`).
   */
  senders: z.array(z.string().trim().min(1).max(64)).min(1).max(20),
  kind: ZNotificationRuleKind,
  /**
   * A JavaScript regular expression (flags `iu`), searched in the text. For a credit, named groups
   * `amount` (required), `currency`, `last4`, `payer`, `reference`.
   */
  pattern: z.string().min(1).max(NOTIFICATION_PATTERN_MAX),
  /** The currency when the pattern has no `currency` group or it reads nothing. */
  currency: ZCurrencyCode.nullable(),
  /** Lower first; among equals the older rule first. */
  priority: z.number().int().min(0).max(1000),
  enabled: z.boolean(),
};

export const ZNotificationRule = z.object({
  id: z.uuid(),
  ...ruleFields,
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type NotificationRule = z.infer<typeof ZNotificationRule>;
/** `GET /api/v1/admin/notification-rules?bank=`: by bank, then priority. */
export const ZNotificationRulesResponse = z.object({ items: z.array(ZNotificationRule) });
export type NotificationRulesResponse = z.infer<typeof ZNotificationRulesResponse>;
export const ZNotificationRulesQuery = z.object({ bank: ZBankCode.optional() });

/** `POST /api/v1/admin/notification-rules`. */
export const ZCreateNotificationRuleRequest = z
  .object({
    ...ruleFields,
    currency: ruleFields.currency.default(null),
    priority: ruleFields.priority.default(100),
    enabled: ruleFields.enabled.default(true),
  })
  .strict();
export type CreateNotificationRuleRequest = z.infer<typeof ZCreateNotificationRuleRequest>;
/** `PATCH /api/v1/admin/notification-rules/{id}`. */
export const ZPatchNotificationRuleRequest = z.object(ruleFields).partial().strict();
export type PatchNotificationRuleRequest = z.infer<typeof ZPatchNotificationRuleRequest>;

/**
 * `POST /api/v1/admin/notification-rules/test {from, text, rule?}`: what the saved rules read from a
 * message; with `rule` (an unsaved draft), what that one rule reads (its senders ignored).
 */
export const ZTestNotificationRuleRequest = z
  .object({
    from: z.string().trim().min(1).max(64),
    text: z.string().trim().min(1).max(NOTIFICATION_TEXT_MAX),
    rule: z
      .object({
        kind: ruleFields.kind,
        pattern: ruleFields.pattern,
        currency: ruleFields.currency.default(null),
        bank: ruleFields.bank.optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type TestNotificationRuleRequest = z.infer<typeof ZTestNotificationRuleRequest>;
export const ZTestNotificationRuleResponse = ZParsedNotification.extend({
  /** The name of the rule that read it; null when none did (or for a draft). */
  ruleName: z.string().nullable(),
  /** Whether some enabled rule lists the sender. */
  senderKnown: z.boolean(),
});
export type TestNotificationRuleResponse = z.infer<typeof ZTestNotificationRuleResponse>;

// ── Policy ────────────────────────────────────────────────────────────────────────────────────

/**
 * `off`: nothing automatic (default); `after_customer`: a matched order is confirmed when it is, or
 * once it becomes, `trader_confirm` (the customer said they paid); `on_arrival`: at once.
 */
export const ZAutoConfirmMode = z.enum(['off', 'after_customer', 'on_arrival']);
export type AutoConfirmMode = z.infer<typeof ZAutoConfirmMode>;
/** `PUT /api/v1/trader/auto-confirm` body and `GET` answer. */
export const ZAutoConfirmSettings = z.object({ mode: ZAutoConfirmMode }).strict();
export type AutoConfirmSettings = z.infer<typeof ZAutoConfirmSettings>;

/**
 * Per trader, in `GET /api/v1/admin/traders` (`autoConfirm`): the mode and, of the orders completed in
 * the last 30 days, how many a notification confirmed.
 */
export const ZTraderAutoConfirmShare = z.object({
  mode: ZAutoConfirmMode,
  completed: z.number().int(),
  autoConfirmed: z.number().int(),
});
export type TraderAutoConfirmShare = z.infer<typeof ZTraderAutoConfirmShare>;
