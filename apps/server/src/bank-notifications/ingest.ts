import crypto from 'node:crypto';
import {
  NOTIFICATION_DUPLICATE_WINDOW_MINUTES,
  NOTIFICATION_SAME_MONEY_WINDOW_MINUTES,
  LATE_PAYMENT_HOURS,
  ORDER_MOVES,
  REQUISITE_FIELD_NAMES,
  REQUISITE_FIELDS,
  type AutoConfirmMode,
  type BankNotificationOutcome,
  type BankNotificationReviewReason,
  maskOneTimeCodes,
  type IngestBankNotificationRequest,
  type IngestBankNotificationResponse,
  type ParsedNotification,
} from '@payorder/contract';
import { sqlTextList, type Db, type Queryable } from '../db/db.ts';
import { validationFailed } from '../http/errors.ts';
import { applyMove } from '../orders/order-machine.ts';
import { applyPayoutMove } from '../payouts/payout-machine.ts';
import { payoutOfDebit } from './payout-debits.ts';
import { bankNotifications } from '../ops/metrics.ts';
import { getOrder, type OrderRow } from '../orders/order-row.ts';
import { sha256 } from '../security/crypto.ts';
import { recordMessageSeen } from './devices.ts';
import { timeOfStamp } from './forwarders.ts';
import { parseNotification } from './parse.ts';
import { parseRulesOf } from './rules-store.ts';

/** Orders a notification may match: the customer has the details and may have paid. */
/** The statuses a credit may confirm an order from: those the phone's move starts from. */
const MATCHABLE_STATUSES = ORDER_MOVES.deviceConfirm.from;
/**
 * Requisite fields whose digits a message's "last digits" may name: those money lands on (the contract's
 * REQUISITE_FIELDS), never a phone.
 */
const DIGIT_FIELDS = REQUISITE_FIELD_NAMES.filter((field) => REQUISITE_FIELDS[field].receivesMoney);
/** Candidates read at most: more than one is already ambiguous; these few are shown to attach by hand. */
const CANDIDATES_SHOWN = 10;

/**
 * Whether an order `o`'s bank fits the message's (`bank`, and `last4`, its last digits or null): the same
 * bank; or, when the message is a card network's (banks.is_card_network: Humo, Uzcard, ArCa write for every
 * bank's cards), any bank, if the message names the card's last digits, which then decide alone. A network's
 * message without them fits no order (decision 018).
 */
const bankFits = (bank: string, last4: string) =>
  `CASE WHEN EXISTS (SELECT 1 FROM banks b WHERE b.code = ${bank} AND b.is_card_network)
        THEN ${last4}::text IS NOT NULL ELSE o.requisites->>'bank' = ${bank} END`;

export interface IngestingDevice {
  id: string;
  trader_id: string;
}

/** Any constant: with the trader, currency and amount, names the lock under which a credit is matched. */
const SAME_MONEY_LOCK = 727_275;

/**
 * When the phone says it received the message (its own time: receivedAt, else receivedStamp, else
 * sentStamp), or null when it sent none.
 */
function phoneTimeOf(body: IngestBankNotificationRequest): Date | null {
  const stamp = body.receivedAt ?? body.receivedStamp ?? body.sentStamp;
  if (stamp === undefined) return null;
  const at = timeOfStamp(stamp);
  if (Number.isNaN(at.getTime()))
    throw validationFailed('receivedAt is not a time: send ISO-8601 or epoch seconds or milliseconds', {
      receivedAt: 'Invalid time',
    });
  return at;
}

/** The same text, however the phone spaced it. */
const textKey = (text: string) => `t:${sha256(text.replace(/[\s\u00a0\u202f]+/gu, ' ').trim())}`;

/**
 * Claims the notification's duplicate keys (`m:<messageId>` held for good, then `t:<text hash>` held
 * NOTIFICATION_DUPLICATE_WINDOW_MINUTES) in one statement; false when a live claim of another message
 * holds one. The text's key is claimed only when the message id's was (a duplicate claims no more).
 * Race-safe: the key's primary key decides; a concurrent claim waits for the first to commit and then
 * sees it (ON CONFLICT … WHERE expired).
 *
 * With `money` (a credit's trader, currency and amount), a claim that succeeded then takes the lock of
 * that money for the rest of the transaction (in the same statement, after the keys: a duplicate waiting
 * on a key never holds it), so two credits of one amount to one trader are matched one after the other
 * and the second sees the first's link.
 */
async function claimKeys(tx: Queryable, deviceId: string, keys: string[], id: string, money: string | null) {
  const claim = (key: string, expiresAt: string, onlyAfter?: string) =>
    `INSERT INTO bank_notification_keys (device_id, key, notification_id, expires_at)
     SELECT $1::uuid, ${key}::text, $2::uuid, ${expiresAt}${onlyAfter ? ` WHERE EXISTS (SELECT 1 FROM ${onlyAfter})` : ''}
     ON CONFLICT (device_id, key) DO UPDATE SET notification_id = excluded.notification_id, expires_at = excluded.expires_at
      WHERE bank_notification_keys.expires_at <= now()
     RETURNING notification_id`;
  const textExpiresAt = `now() + make_interval(mins => ${NOTIFICATION_DUPLICATE_WINDOW_MINUTES})`;
  const [messageKey, textOnlyKey] = keys.length === 1 ? [undefined, keys[0]!] : [keys[0]!, keys[1]!];
  // Evaluated once `claimed` is known, that is once the keys' inserts are done.
  const lock = `CASE WHEN claimed AND $4::text IS NOT NULL THEN pg_advisory_xact_lock(${SAME_MONEY_LOCK}, hashtext($4)) END`;
  const { rows } = await tx.query<{ claimed: boolean }>(
    messageKey === undefined
      ? `WITH text AS (${claim('$3', textExpiresAt)}), done AS (SELECT EXISTS (SELECT 1 FROM text) AS claimed)
         SELECT claimed, ${lock} FROM done`
      : `WITH message AS (${claim('$5', `'infinity'::timestamptz`)}), text AS (${claim('$3', textExpiresAt, 'message')}),
              done AS (SELECT EXISTS (SELECT 1 FROM text) AS claimed)
         SELECT claimed, ${lock} FROM done`,
    [deviceId, id, textOnlyKey, money, ...(messageKey === undefined ? [] : [messageKey])],
  );
  return rows[0]!.claimed;
}

/** The first message a duplicate repeats (the holder of the key), and its order. */
async function originalOf(tx: Queryable, deviceId: string, keys: string[]) {
  const { rows } = await tx.query<{ id: string; order_id: string | null }>(
    `SELECT n.id, n.order_id FROM bank_notification_keys k JOIN bank_notifications n ON n.id = k.notification_id
      WHERE k.device_id = $1 AND k.key = ANY($2) ORDER BY n.created_at LIMIT 1`,
    [deviceId, keys],
  );
  return rows[0];
}

/** What the trader's open orders and notifications say of a credit (one statement: candidatesOf). */
interface CreditFit {
  /** The open orders it fits, oldest first (at most CANDIDATES_SHOWN). */
  ids: string[];
  mode: AutoConfirmMode;
  /** An earlier notification of the same money (amount, currency, last digits, the phone's time). */
  sameMoney: { id: string; order_id: string | null } | null;
  /** Why the one order it fits is not linked automatically; null when nothing holds it. */
  reason: BankNotificationReviewReason | null;
}

/**
 * The trader's open orders a credit fits (docs/architecture.md "Matching"): same currency, exactly the amount,
 * the message's bank the one of the details the customer was given (any bank for a card network's message:
 * bankFits), on a card or account ending in the message's last digits when it names them, with the same
 * UTR when both have one, whose details were given before the message was received, and not already
 * linked to another message. With them, in the same statement, what may make the credit money already
 * accounted for (issue 33):
 * - the same money already told (same amount, currency and last digits at the very same phone time):
 *   a duplicate, from whichever of the trader's phones;
 * - another notification of the same amount, within NOTIFICATION_SAME_MONEY_WINDOW_MINUTES of phone
 *   time, already linked to an order, unless both name last digits and they differ (the bank's push
 *   after its SMS, the same SMS from a second phone): `same_money_linked`;
 * - an order of the same amount on the same book entry that ended within that window (the new order may
 *   have the card a late payer of the ended one is paying to): `same_amount_ended`;
 * - no phone time at all (a replay cannot be told from new money): `no_phone_time`.
 */
async function candidatesOf(
  tx: Queryable,
  traderId: string,
  parsed: ParsedNotification,
  receivedAt: Date,
  phoneTime: Date | null,
): Promise<CreditFit> {
  // The trader's auto-confirm mode comes with them (one round trip), read without locking the trader's row.
  const { rows } = await tx.query<{
    ids: string[];
    mode: AutoConfirmMode;
    same_money: { id: string; order_id: string | null } | null;
    same_money_linked: boolean;
    same_amount_ended: boolean;
  }>(
    `WITH candidates AS (
       SELECT o.id, o.created_at, o.requisite_entry_id FROM orders o
        WHERE o.trader_id = $1 AND o.status IN ${sqlTextList(MATCHABLE_STATUSES)} AND o.currency = $2 AND o.amount = $3::numeric
          AND o.requisites_at IS NOT NULL AND o.requisites_at <= $4 AND ${bankFits('$8', '$5')}
          AND ($5::text IS NULL OR EXISTS (
                SELECT 1 FROM jsonb_each_text(coalesce(o.requisites, '{}'::jsonb)) r
                 WHERE r.key = ANY($6) AND right(regexp_replace(r.value, '\\D', '', 'g'), length($5)) = $5))
          AND ($7::text IS NULL OR coalesce(o.payment_details->>'customerUtr', '') IN ('', $7))
          AND NOT EXISTS (SELECT 1 FROM bank_notifications n WHERE n.order_id = o.id)
        ORDER BY o.created_at, o.id LIMIT ${CANDIDATES_SHOWN}
     ),
     credits AS (
       SELECT n.id, n.order_id, n.last4, n.phone_time, n.received_at, n.outcome, n.created_at
         FROM bank_notifications n
        WHERE n.trader_id = $1 AND n.kind = 'credit' AND n.amount = $3::numeric AND n.currency = $2
          AND n.received_at BETWEEN $4::timestamptz - make_interval(mins => $10)
                                AND $4::timestamptz + make_interval(mins => $10)
     )
     SELECT (SELECT t.auto_confirm_mode FROM traders t WHERE t.id = $1) AS mode,
            array(SELECT c.id FROM candidates c ORDER BY c.created_at, c.id) AS ids,
            (SELECT json_build_object('id', n.id, 'order_id', n.order_id) FROM credits n
              WHERE $9::timestamptz IS NOT NULL AND n.phone_time = $9 AND n.last4 IS NOT DISTINCT FROM $5
                AND n.outcome <> 'duplicate'
              ORDER BY n.created_at LIMIT 1) AS same_money,
            EXISTS (SELECT 1 FROM credits n
                     WHERE n.order_id IS NOT NULL
                       AND ($5::text IS NULL OR n.last4 IS NULL
                            OR right(n.last4, least(length(n.last4), length($5))) = right($5, least(length(n.last4), length($5)))))
              AS same_money_linked,
            EXISTS (SELECT 1 FROM candidates c JOIN orders e
                        ON e.requisite_entry_id = c.requisite_entry_id AND e.id <> c.id
                     WHERE e.amount = $3::numeric AND e.finished_at >= $4::timestamptz - make_interval(mins => $10))
              AS same_amount_ended`,
    [
      traderId,
      parsed.currency,
      parsed.amount,
      receivedAt,
      parsed.last4,
      DIGIT_FIELDS,
      parsed.reference,
      parsed.bank,
      phoneTime,
      NOTIFICATION_SAME_MONEY_WINDOW_MINUTES,
    ],
  );
  const row = rows[0]!;
  const reason: BankNotificationReviewReason | null = row.same_money_linked
    ? 'same_money_linked'
    : row.same_amount_ended
      ? 'same_amount_ended'
      : phoneTime === null
        ? 'no_phone_time'
        : null;
  return { ids: row.ids, mode: row.mode ?? 'off', sameMoney: row.same_money, reason };
}

/**
 * A credit no open order fits, seen beside the order it may belong to (issue 36, "money that does not fit
 * an order"); nothing is confirmed by it. Both need the message to name the card's last digits (else
 * no order is singled out): `paid_late`, an order of exactly this amount and currency on that card,
 * cancelled within LATE_PAYMENT_HOURS (the newest); else `amount_differs`, an open order on that card of
 * another sum (the oldest).
 */
async function nearMissOf(
  tx: Queryable,
  traderId: string,
  parsed: ParsedNotification,
): Promise<{ orderId: string; reason: BankNotificationReviewReason } | null> {
  if (!parsed.last4 || !parsed.amount || !parsed.currency) return null;
  const { rows } = await tx.query<{ id: string; late: boolean }>(
    `SELECT o.id, o.status = 'cancelled' AS late FROM orders o
      WHERE o.trader_id = $1 AND o.status IN ${sqlTextList(['cancelled', ...MATCHABLE_STATUSES])}
        AND o.currency = $2 AND ${bankFits('$3', '$4')}
        AND EXISTS (SELECT 1 FROM jsonb_each_text(coalesce(o.requisites, '{}'::jsonb)) r
                     WHERE r.key = ANY($5) AND right(regexp_replace(r.value, '\\D', '', 'g'), length($4)) = $4)
        AND ((o.status = 'cancelled' AND o.amount = $6::numeric AND o.requisites_at IS NOT NULL
              AND o.updated_at >= now() - make_interval(hours => $7))
          OR (o.status IN ${sqlTextList(MATCHABLE_STATUSES)} AND o.amount <> $6::numeric
              AND NOT EXISTS (SELECT 1 FROM bank_notifications n WHERE n.order_id = o.id)))
      ORDER BY o.status = 'cancelled' DESC,
               CASE WHEN o.status = 'cancelled' THEN -extract(epoch FROM o.updated_at) ELSE extract(epoch FROM o.created_at) END
      LIMIT 1`,
    [traderId, parsed.currency, parsed.bank, parsed.last4, DIGIT_FIELDS, parsed.amount, LATE_PAYMENT_HOURS],
  );
  const near = rows[0];
  return near ? { orderId: near.id, reason: near.late ? 'paid_late' : 'amount_differs' } : null;
}

/**
 * Whether the trader's mode confirms this matched order now: `on_arrival` always, `after_customer` once
 * the customer said they paid (trader_confirm).
 */
const confirmsNow = (mode: AutoConfirmMode, order: OrderRow) =>
  mode === 'on_arrival' || (mode === 'after_customer' && order.status === 'trader_confirm');

/**
 * The automatic confirmation: the phone's confirm move (applyMove: ledger, callback, history), its actor
 * the phone, the message's text its note. The table allows it from customer_confirm too (`on_arrival`:
 * the money is there before the customer pressed "I paid").
 */
export function confirmByDevice(tx: Queryable, order: OrderRow, device: { id: string; text: string }) {
  return applyMove(tx, order, 'deviceConfirm', { kind: 'device', id: device.id, note: device.text });
}

/**
 * What is kept of a message's text (issue 38): nothing from a sender no rule lists (a friend's SMS is not
 * the platform's business: its sender, time and "unknown sender" are kept); a credit as it came (it is the
 * note of the order it confirms); anything else with its one-time codes and passwords masked.
 */
function keptText(parsed: { kind: string; senderKnown: boolean }, text: string): string {
  if (!parsed.senderKnown) return '';
  return parsed.kind === 'credit' ? text : maskOneTimeCodes(text);
}

/**
 * Stores one message from a phone and acts on it, all in one transaction: a duplicate has no other
 * effect; a credit is matched to the trader's open orders and, as its auto-confirm mode says, confirms
 * the one it fits, unless it may be money already accounted for (candidatesOf): then it waits for the
 * trader to attach it by hand. Every message is stored, read or not.
 */
export async function ingestNotification(
  db: Db,
  device: IngestingDevice,
  body: IngestBankNotificationRequest,
): Promise<IngestBankNotificationResponse> {
  const phoneTime = phoneTimeOf(body);
  const receivedAt = phoneTime ?? new Date();
  const id = crypto.randomUUID();
  const parsed = parseNotification(await parseRulesOf(db), body.from, body.text);
  const result = await db.transaction(async (tx) => {
    const text = keptText(parsed, body.text);
    // A code's own hash is not kept either: its masked text stands for it.
    const keys = [
      ...(body.messageId ? [`m:${body.messageId}`] : []),
      textKey(text === '' ? body.text : text),
    ];
    const row = {
      id,
      device_id: device.id,
      trader_id: device.trader_id,
      sender: body.from,
      text,
      app: body.app ?? null,
      message_id: body.messageId ?? null,
      sim: body.sim ?? null,
      received_at: receivedAt,
      phone_time: phoneTime,
    };
    const money = parsed.kind === 'credit' ? `${device.trader_id}:${parsed.currency}:${parsed.amount}` : null;
    if (!(await claimKeys(tx, device.id, keys, id, money))) {
      const original = await originalOf(tx, device.id, keys);
      await insertNotification(tx, row, parsedNothing, 'duplicate', {
        duplicateOf: original?.id ?? null,
      });
      return { outcome: 'duplicate' as const, orderId: original?.order_id ?? null, confirmed: false };
    }

    const proven = await provePayout(tx, device, row, parsed);
    if (proven) return proven;
    if (parsed.kind !== 'credit') {
      const outcome: BankNotificationOutcome =
        parsed.kind === 'debit' || parsed.kind === 'other' ? 'ignored' : 'unparsed';
      await insertNotification(tx, row, parsed, outcome);
      return { outcome, orderId: null, confirmed: false };
    }
    const fit = await candidatesOf(tx, device.trader_id, parsed, receivedAt, phoneTime);
    if (fit.sameMoney) {
      // The same money told again (another phone, or the same text past the text's window): one effect.
      await insertNotification(tx, row, parsed, 'duplicate', { duplicateOf: fit.sameMoney.id });
      return { outcome: 'duplicate' as const, orderId: fit.sameMoney.order_id, confirmed: false };
    }
    const candidates = fit.ids;
    if (candidates.length === 0) {
      // Nothing fits: money for an order that ended, or another sum for an open one, is shown beside it.
      const near = await nearMissOf(tx, device.trader_id, parsed);
      await insertNotification(tx, row, parsed, 'unmatched', {
        candidates: near ? [near.orderId] : [],
        reviewReason: near?.reason ?? null,
      });
      return { outcome: 'unmatched' as const, orderId: null, confirmed: false };
    }
    if (candidates.length !== 1 || fit.reason) {
      const outcome: BankNotificationOutcome = candidates.length === 0 ? 'unmatched' : 'ambiguous';
      await insertNotification(tx, row, parsed, outcome, {
        candidates: candidates.length > 1 || fit.reason ? candidates : [],
        reviewReason: candidates.length === 1 ? fit.reason : null,
      });
      return { outcome, orderId: null, confirmed: false };
    }
    // Locked, then looked at again: a concurrent message may have taken the order meanwhile (its status
    // moved on, or its link is there: the insert's ON CONFLICT finds it once the lock is ours).
    const order = await getOrder(tx, candidates[0]!, { lock: true });
    const confirmed = confirmsNow(fit.mode, order);
    const linked =
      (MATCHABLE_STATUSES as readonly string[]).includes(order.status) &&
      (await insertNotification(tx, row, parsed, confirmed ? 'confirmed' : 'matched', { orderId: order.id }));
    if (!linked) {
      await insertNotification(tx, row, parsed, 'unmatched');
      return { outcome: 'unmatched' as const, orderId: null, confirmed: false };
    }
    if (confirmed) await confirmByDevice(tx, order, { id: device.id, text });
    return {
      outcome: confirmed ? ('confirmed' as const) : ('matched' as const),
      orderId: order.id,
      confirmed,
    };
  });
  await recordMessageSeen(db, device.id);
  bankNotifications.inc({ outcome: result.outcome });
  return {
    id,
    outcome: result.outcome,
    ...(result.orderId ? { orderId: result.orderId } : {}),
    ...('payoutId' in result && result.payoutId ? { payoutId: result.payoutId } : {}),
  };
}

/**
 * A debit that pays the trader's taken payout (payout-debits.ts): the message is its proof, and completes
 * it unless auto-confirm is off. Null when it pays none.
 */
async function provePayout(
  tx: Queryable,
  device: IngestingDevice,
  row: NotificationRow,
  parsed: ParsedNotification,
) {
  const payout = await payoutOfDebit(tx, device.trader_id, parsed);
  if (!payout) return null;
  const completes = (await autoConfirmModeOf(tx, device.trader_id)) !== 'off';
  await insertNotification(tx, row, parsed, completes ? 'confirmed' : 'matched', { payoutId: payout.id });
  if (completes) {
    await applyPayoutMove(tx, payout, 'deviceComplete', { kind: 'device', id: device.id, note: row.text });
  }
  return {
    outcome: completes ? ('confirmed' as const) : ('matched' as const),
    orderId: null,
    payoutId: payout.id,
    confirmed: false,
  };
}

async function autoConfirmModeOf(tx: Queryable, traderId: string): Promise<AutoConfirmMode> {
  const { rows } = await tx.query<{ mode: AutoConfirmMode }>(
    'SELECT auto_confirm_mode AS mode FROM traders WHERE id = $1',
    [traderId],
  );
  return rows[0]?.mode ?? 'off';
}

const parsedNothing: ParsedNotification = {
  kind: 'unparsed',
  bank: null,
  ruleId: null,
  amount: null,
  currency: null,
  last4: null,
  payer: null,
  reference: null,
};

/** A message as it is stored. */
interface NotificationRow {
  id: string;
  device_id: string;
  trader_id: string;
  sender: string;
  text: string;
  app: string | null;
  message_id: string | null;
  sim: string | null;
  received_at: Date;
  phone_time: Date | null;
}

async function insertNotification(
  tx: Queryable,
  row: NotificationRow,
  parsed: ParsedNotification,
  outcome: BankNotificationOutcome,
  links: {
    orderId?: string;
    payoutId?: string;
    candidates?: string[];
    duplicateOf?: string | null;
    reviewReason?: BankNotificationReviewReason | null;
  } = {},
): Promise<boolean> {
  // One message per order (a unique index): a link another message holds already inserts nothing.
  const { rowCount } = await tx.query(
    `INSERT INTO bank_notifications (id, device_id, trader_id, sender, text, app, message_id, sim, received_at,
       kind, bank, rule_id, amount, currency, last4, payer, reference, outcome, order_id, linked_by,
       candidate_order_ids, duplicate_of, phone_time, review_reason, payout_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
             $23, $24, $25)
     ON CONFLICT (order_id) WHERE order_id IS NOT NULL DO NOTHING`,
    [
      row.id,
      row.device_id,
      row.trader_id,
      row.sender,
      row.text,
      row.app,
      row.message_id,
      row.sim,
      row.received_at,
      parsed.kind,
      parsed.bank,
      parsed.ruleId,
      parsed.amount,
      parsed.currency,
      parsed.last4,
      parsed.payer,
      parsed.reference,
      outcome,
      links.orderId ?? null,
      links.orderId ? 'auto' : null,
      links.candidates ?? [],
      links.duplicateOf ?? null,
      row.phone_time,
      links.reviewReason ?? null,
      links.payoutId ?? null,
    ],
  );
  return rowCount > 0;
}

/**
 * `after_customer`: the customer just said they paid (the order entered trader_confirm in `tx`); a
 * notification already matched to it confirms it now, in the same transaction. Returns the order as
 * the confirmation left it, or null when nothing was confirmed.
 */
export async function confirmIfNotified(order: OrderRow, tx: Queryable): Promise<OrderRow | null> {
  if (order.status !== 'trader_confirm' || !order.trader_id || !order.has_matched_notification) return null;
  const { rows } = await tx.query<{ id: string; device_id: string; text: string; mode: AutoConfirmMode }>(
    `SELECT n.id, n.device_id, n.text, t.auto_confirm_mode AS mode
       FROM bank_notifications n JOIN traders t ON t.id = n.trader_id
      WHERE n.order_id = $1 AND n.outcome = 'matched' AND n.linked_by = 'auto' AND n.trader_id = $2`,
    [order.id, order.trader_id],
  );
  const matched = rows[0];
  if (!matched || matched.mode === 'off') return null;
  await tx.query(`UPDATE bank_notifications SET outcome = 'confirmed' WHERE id = $1`, [matched.id]);
  return confirmByDevice(tx, order, { id: matched.device_id, text: matched.text });
}
