import {
  PHONE_SILENT_AFTER_MINUTES_DEFAULT,
  type PhoneSettings,
  type SilentPhone,
  type UnreadNotification,
} from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { LAST_HEARD_SQL } from './devices.ts';

/** The settings row that holds the operator's minutes after which a phone is silent. */
const SILENT_AFTER_KEY = 'phones.silent_after_minutes';

/** The operator's settings for the traders' phones (the settings table; the default until they set one). */
export async function getPhoneSettings(q: Queryable): Promise<PhoneSettings> {
  const { rows } = await q.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
    SILENT_AFTER_KEY,
  ]);
  const stored = Number(rows[0]?.value);
  return {
    silentAfterMinutes: Number.isInteger(stored) && stored > 0 ? stored : PHONE_SILENT_AFTER_MINUTES_DEFAULT,
  };
}

export async function setPhoneSettings(q: Queryable, settings: PhoneSettings): Promise<PhoneSettings> {
  await q.query(
    `INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [SILENT_AFTER_KEY, String(settings.silentAfterMinutes)],
  );
  return settings;
}

/**
 * The silent phones that matter (issue 36): those of enabled traders on auto-confirm (`after_customer` or
 * `on_arrival`) not heard from for longer than the operator's minutes, the longest silent first.
 */
export async function silentPhones(q: Queryable, silentAfterMinutes: number): Promise<SilentPhone[]> {
  const { rows } = await q.query<{
    trader_id: string;
    trader_name: string;
    device_id: string;
    device_name: string;
    last_heard_at: Date | null;
  }>(
    `SELECT t.id AS trader_id, t.name AS trader_name, d.id AS device_id, d.name AS device_name,
            ${LAST_HEARD_SQL} AS last_heard_at
       FROM bank_devices d JOIN traders t ON t.id = d.trader_id
      WHERE d.revoked_at IS NULL AND t.disabled_at IS NULL AND NOT t.is_test AND t.auto_confirm_mode <> 'off'
        AND coalesce(${LAST_HEARD_SQL}, d.created_at) < now() - make_interval(mins => $1::int)
      ORDER BY coalesce(${LAST_HEARD_SQL}, d.created_at), d.id
      LIMIT 50`,
    [silentAfterMinutes],
  );
  return rows.map((row) => ({
    traderId: row.trader_id,
    traderName: row.trader_name,
    deviceId: row.device_id,
    deviceName: row.device_name,
    lastHeardAt: row.last_heard_at ? new Date(row.last_heard_at).toISOString() : null,
  }));
}

/**
 * Messages from a bank's sender that no rule read (outcome `unparsed`, the sender one a rule lists, so
 * the text was kept), every trader's, newest first: what the operator teaches new rules from.
 */
export async function listUnread(q: Queryable, limit: number): Promise<UnreadNotification[]> {
  const { rows } = await q.query<{
    id: string;
    trader_id: string;
    trader_name: string;
    device_name: string;
    sender: string;
    text: string;
    received_at: Date;
  }>(
    `SELECT n.id, n.trader_id, t.name AS trader_name, d.name AS device_name, n.sender, n.text, n.received_at
       FROM bank_notifications n JOIN traders t ON t.id = n.trader_id JOIN bank_devices d ON d.id = n.device_id
      WHERE n.outcome = 'unparsed' AND n.kind = 'unparsed' AND n.text <> ''
      ORDER BY n.created_at DESC, n.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    traderId: row.trader_id,
    traderName: row.trader_name,
    deviceName: row.device_name,
    from: row.sender,
    text: row.text,
    receivedAt: new Date(row.received_at).toISOString(),
  }));
}
