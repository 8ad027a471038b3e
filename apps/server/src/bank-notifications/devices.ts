import crypto from 'node:crypto';
import {
  BANK_NOTIFICATIONS_INGEST_PATH,
  type BankDevice,
  type CreateBankDeviceResponse,
} from '@payorder/contract';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, notFound } from '../http/errors.ts';
import { randomSecret, sha256 } from '../security/crypto.ts';

/** Device keys start so: a person (and a secret scanner) tells one from a trader's or a shop's key. */
export const DEVICE_KEY_PREFIX = 'device_';

interface DeviceRow {
  id: string;
  name: string;
  key_hash: string;
  last_seen_at: Date | null;
  notifications: number;
  created_at: Date;
}

const toDevice = (row: DeviceRow): BankDevice => ({
  id: row.id,
  name: row.name,
  keyFingerprint: row.key_hash.slice(0, 8),
  lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
  notifications: row.notifications,
  createdAt: new Date(row.created_at).toISOString(),
});

const DEVICE_SELECT = `
  SELECT d.id, d.name, d.key_hash, d.last_seen_at, d.created_at,
         (SELECT count(*)::int FROM bank_notifications n WHERE n.device_id = d.id AND n.outcome <> 'duplicate') AS notifications
    FROM bank_devices d`;

/**
 * Pairs a phone: a new key, shown this once (its SHA-256 is kept), and the URL it posts to. A trader has
 * at most `maxDevices` paired at once (409 device_limit_reached), counted under the trader's row lock so
 * pairings at once cannot pass it together.
 */
export async function createDevice(
  db: Db,
  traderId: string,
  name: string,
  options: { publicUrl: string; maxDevices: number },
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
    await tx.query('INSERT INTO bank_devices (id, trader_id, name, key_hash) VALUES ($1, $2, $3, $4)', [
      id,
      traderId,
      name,
      sha256(key),
    ]);
    const { rows } = await tx.query<DeviceRow>(`${DEVICE_SELECT} WHERE d.id = $1`, [id]);
    return rows[0]!;
  });
  return { ...toDevice(row), key, ingestUrl: `${options.publicUrl}${BANK_NOTIFICATIONS_INGEST_PATH}` };
}

/** The trader's paired phones (revoked ones are gone from the list), newest first. */
export async function listDevices(q: Queryable, traderId: string): Promise<BankDevice[]> {
  const { rows } = await q.query<DeviceRow>(
    `${DEVICE_SELECT} WHERE d.trader_id = $1 AND d.revoked_at IS NULL ORDER BY d.created_at DESC, d.id`,
    [traderId],
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
