import crypto from 'node:crypto';
import {
  BANK_NOTIFICATIONS_INGEST_PATH,
  bankNotificationsDeviceIngestPath,
  type BankDevice,
  type CreateBankDeviceResponse,
} from '@payorder/contract';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, notFound } from '../http/errors.ts';
import { decrypt, encrypt, randomSecret, sha256 } from '../security/crypto.ts';

/** Device keys start so: a person (and a secret scanner) tells one from a trader's or a shop's key. */
export const DEVICE_KEY_PREFIX = 'device_';

interface DeviceRow {
  id: string;
  name: string;
  key_hash: string;
  last_seen_at: Date | null;
  last_heartbeat_at: Date | null;
  last_message_at: Date | null;
  notifications: number;
  created_at: Date;
  silent: boolean;
}

const isoOrNull = (at: Date | null) => (at ? new Date(at).toISOString() : null);

const toDevice = (row: DeviceRow): BankDevice => ({
  id: row.id,
  name: row.name,
  keyFingerprint: row.key_hash.slice(0, 8),
  lastSeenAt: isoOrNull(row.last_seen_at),
  notifications: row.notifications,
  createdAt: new Date(row.created_at).toISOString(),
  lastHeartbeatAt: isoOrNull(row.last_heartbeat_at),
  lastMessageAt: isoOrNull(row.last_message_at),
  silent: row.silent,
});

/**
 * When a phone was last heard from (a message, a heartbeat, any post; its pairing before the first), as
 * SQL over `bank_devices d`: silent once this is older than the operator's minutes (phones.ts).
 */
export const LAST_HEARD_SQL = 'greatest(d.last_heartbeat_at, d.last_message_at, d.last_seen_at)';
const HEARD_OR_PAIRED_SQL = `coalesce(${LAST_HEARD_SQL}, d.created_at)`;

/** The columns of a device; `$2` is the operator's silentAfterMinutes. */
const DEVICE_SELECT = `
  SELECT d.id, d.name, d.key_hash, d.last_seen_at, d.last_heartbeat_at, d.last_message_at, d.created_at,
         ${HEARD_OR_PAIRED_SQL} < now() - make_interval(mins => $2::int) AS silent,
         (SELECT count(*)::int FROM bank_notifications n WHERE n.device_id = d.id AND n.outcome <> 'duplicate') AS notifications
    FROM bank_devices d`;

/**
 * Pairs a phone: a new key, shown this once (its SHA-256 is kept, and the key sealed with SECRETS_KEY to
 * check the signatures of apps that cannot send a header), and the URLs it posts to. A trader has
 * at most `maxDevices` paired at once (409 device_limit_reached), counted under the trader's row lock so
 * pairings at once cannot pass it together.
 */
export async function createDevice(
  db: Db,
  traderId: string,
  name: string,
  options: { publicUrl: string; maxDevices: number; secretsKey: Buffer },
): Promise<CreateBankDeviceResponse> {
  const key = `${DEVICE_KEY_PREFIX}${randomSecret(24)}`;
  const id = crypto.randomUUID();
  const row = await db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM traders WHERE id = $1 FOR NO KEY UPDATE', [traderId]);
    const { rows: counted } = await tx.query<{ paired: number }>(
      'SELECT count(*)::int AS paired FROM bank_devices WHERE trader_id = $1 AND revoked_at IS NULL',
      [traderId],
    );
    if (counted[0]!.paired >= options.maxDevices) {
      throw new AppError(
        409,
        'device_limit_reached',
        `A trader has at most ${options.maxDevices} phones paired; revoke one no longer in use first`,
      );
    }
    await tx.query(
      'INSERT INTO bank_devices (id, trader_id, name, key_hash, key_enc) VALUES ($1, $2, $3, $4, $5)',
      [id, traderId, name, sha256(key), encrypt(options.secretsKey, key)],
    );
    const { rows } = await tx.query<DeviceRow>(`${DEVICE_SELECT} WHERE d.id = $1`, [id, 1]);
    return rows[0]!;
  });
  return {
    ...toDevice(row),
    recommendedSenders: await recommendedSenders(db, traderId),
    key,
    ingestUrl: `${options.publicUrl}${BANK_NOTIFICATIONS_INGEST_PATH}`,
    // `?v=1`: SmsForwarder's GET appends `&content=…` to the URL as it is.
    signedIngestUrl: `${options.publicUrl}${bankNotificationsDeviceIngestPath(id)}?v=1`,
  };
}

/**
 * The senders a new phone should forward (issue 38): those of the enabled rules of the banks of the
 * trader's trade methods, and of the card networks (Humo, Uzcard, ArCa: decision 018) of their currencies,
 * by bank; every bank's rules when the book names none. Never `*`: an SMS from anyone else (a friend, a
 * doctor) has no business leaving the phone.
 */
async function recommendedSenders(q: Queryable, traderId: string) {
  const { rows } = await q.query<{ bank: string; bank_name: string; senders: string[] }>(
    `WITH own AS (SELECT DISTINCT m.bank, m.fiat_currency FROM trade_methods m WHERE m.trader_id = $1 AND m.is_active)
     SELECT r.bank, b.name AS bank_name, array_agg(DISTINCT s ORDER BY s) AS senders
       FROM notification_rules r JOIN banks b ON b.code = r.bank, unnest(r.senders) AS s
      WHERE r.enabled
        AND (NOT EXISTS (SELECT 1 FROM own) OR r.bank IN (SELECT bank FROM own)
             OR (b.is_card_network AND r.currency IN (SELECT fiat_currency FROM own)))
      GROUP BY r.bank, b.name ORDER BY b.name`,
    [traderId],
  );
  return rows.map((row) => ({ bank: row.bank, bankName: row.bank_name, senders: row.senders }));
}

/**
 * The trader's paired phones (revoked ones are gone from the list), newest first, each `silent` when not
 * heard from for longer than `silentAfterMinutes`.
 */
export async function listDevices(
  q: Queryable,
  traderId: string,
  silentAfterMinutes: number,
): Promise<BankDevice[]> {
  const { rows } = await q.query<DeviceRow>(
    `${DEVICE_SELECT} WHERE d.trader_id = $1 AND d.revoked_at IS NULL ORDER BY d.created_at DESC, d.id`,
    [traderId, silentAfterMinutes],
  );
  return rows.map(toDevice);
}

/** Revokes a phone: its key answers 401 from now on. Its notifications stay. Another's phone: 404. */
export async function revokeDevice(q: Queryable, traderId: string, id: string): Promise<void> {
  const { rowCount } = await q.query(
    'UPDATE bank_devices SET revoked_at = now() WHERE id = $1 AND trader_id = $2 AND revoked_at IS NULL',
    [id, traderId],
  );
  if (rowCount === 0) throw notFound('Device');
}

/** The live phone a key belongs to, with its trader (and whether the trader is disabled), or undefined. */
export async function findDeviceByKey(
  q: Queryable,
  key: string,
): Promise<{ id: string; trader_id: string; name: string; trader_disabled: boolean } | undefined> {
  const { rows } = await q.query<{ id: string; trader_id: string; name: string; trader_disabled: boolean }>(
    `SELECT d.id, d.trader_id, d.name, t.disabled_at IS NOT NULL AS trader_disabled
       FROM bank_devices d JOIN traders t ON t.id = d.trader_id
      WHERE d.key_hash = $1 AND d.revoked_at IS NULL`,
    [sha256(key)],
  );
  return rows[0];
}

/** An ingesting phone as the ingest route's auth finds it. */
export interface FoundDevice {
  id: string;
  trader_id: string;
  name: string;
  trader_disabled: boolean;
}

/**
 * The live phone of this id and its key (opened from its seal), for a signed post; undefined when there is
 * none (or it was revoked). `key` is null for a phone paired before keys were sealed: it cannot sign.
 */
export async function findDeviceById(
  q: Queryable,
  id: string,
  secretsKey: Buffer,
): Promise<(FoundDevice & { key: string | null; key_hash: string }) | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const { rows } = await q.query<FoundDevice & { key_enc: string | null; key_hash: string }>(
    `SELECT d.id, d.trader_id, d.name, d.key_hash, d.key_enc, t.disabled_at IS NOT NULL AS trader_disabled
       FROM bank_devices d JOIN traders t ON t.id = d.trader_id
      WHERE d.id = $1 AND d.revoked_at IS NULL`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { key_enc, ...device } = row;
  return { ...device, key: key_enc ? decrypt(secretsKey, key_enc) : null };
}

/** A phone's heartbeat (a forwarder's ping): when it was last heard from, written at most once a second. */
export async function recordHeartbeat(q: Queryable, deviceId: string): Promise<void> {
  await q.query(
    `UPDATE bank_devices SET last_heartbeat_at = now()
      WHERE id = $1 AND (last_heartbeat_at IS NULL OR last_heartbeat_at < now() - interval '1 second')`,
    [deviceId],
  );
}

/** When this process last wrote each phone's last message, in ms (recordMessageSeen). */
const messageSeenWritten = new Map<string, number>();
const MESSAGE_SEEN_EVERY_MS = 1000;

/**
 * A phone's message (its last message, its last heartbeat): written after the message's transaction
 * (the phone's row would serialize its messages) and, like the heartbeat, at most once a second: a
 * burst writes it once, and a process that wrote it less than a second ago does not even ask (one
 * statement less per message under load). The console shows these times to the minute (a silent phone
 * is one of minutes).
 */
export async function recordMessageSeen(q: Queryable, deviceId: string) {
  const now = Date.now();
  if (now - (messageSeenWritten.get(deviceId) ?? 0) < MESSAGE_SEEN_EVERY_MS) return;
  if (messageSeenWritten.size >= 10_000) {
    for (const [id, at] of messageSeenWritten)
      if (now - at >= MESSAGE_SEEN_EVERY_MS) messageSeenWritten.delete(id);
  }
  messageSeenWritten.set(deviceId, now);
  await q.query(
    `UPDATE bank_devices SET last_seen_at = now(), last_message_at = now(), last_heartbeat_at = now()
      WHERE id = $1 AND (last_message_at IS NULL OR last_message_at < now() - interval '1 second')`,
    [deviceId],
  );
}
