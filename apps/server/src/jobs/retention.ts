import type { Config } from '../config.ts';
import { ADDRESS_WINDOW_MINUTES, KNOWN_ADDRESS_DAYS } from '../console/sign-in-limits.ts';
import type { Queryable } from '../db/db.ts';

/** Rows per DELETE: each batch is its own short statement, so pruning never holds many locks for long. */
export const PRUNE_BATCH_SIZE = 1000;

type RetentionConfig = Pick<
  Config,
  | 'CLIENT_ERROR_RETENTION_DAYS'
  | 'IDEMPOTENCY_KEY_RETENTION_DAYS'
  | 'CALLBACK_ATTEMPT_RETENTION_DAYS'
  | 'CONSOLE_LOCK_MINUTES'
>;

const MINUTES_PER_DAY = 24 * 60;

/**
 * What is kept only for a while, each as "the keys of up to $2 rows older than $1 days". The rows are
 * locked with SKIP LOCKED: replicas pruning at the same moment take different rows instead of
 * waiting on each other, and a row deleted twice is simply not found the second time.
 */
const TARGETS = [
  {
    table: 'client_errors',
    days: (config: RetentionConfig) => config.CLIENT_ERROR_RETENTION_DAYS,
    sql: `DELETE FROM client_errors WHERE id IN (
            SELECT id FROM client_errors WHERE created_at < now() - $1 * interval '1 day'
             LIMIT $2 FOR UPDATE SKIP LOCKED)`,
  },
  {
    table: 'idempotency_keys',
    days: (config: RetentionConfig) => config.IDEMPOTENCY_KEY_RETENTION_DAYS,
    sql: `DELETE FROM idempotency_keys WHERE (shop_id, key) IN (
            SELECT shop_id, key FROM idempotency_keys WHERE created_at < now() - $1 * interval '1 day'
             LIMIT $2 FOR UPDATE SKIP LOCKED)`,
  },
  {
    // Only events that are finished: a pending event's history says why it is still being retried.
    table: 'callback_attempts',
    days: (config: RetentionConfig) => config.CALLBACK_ATTEMPT_RETENTION_DAYS,
    sql: `DELETE FROM callback_attempts WHERE id IN (
            SELECT a.id FROM callback_attempts a JOIN callback_outbox o ON o.event_id = a.event_id
             WHERE a.attempted_at < now() - $1 * interval '1 day' AND o.state <> 'pending'
             LIMIT $2 FOR UPDATE OF a SKIP LOCKED)`,
  },
  {
    // Counts of logins that are no account, once they hold nothing back: the lock has ended (or never
    // began) and the last attempt is older than the lock lasts, so the next attempt would count 1 anyway
    // (console/sign-in-limits.ts): deleting the row changes no answer, and a stranger typing made-up
    // logins cannot grow the table without bound.
    table: 'console_unknown_logins',
    days: (config: RetentionConfig) => config.CONSOLE_LOCK_MINUTES / MINUTES_PER_DAY,
    sql: `DELETE FROM console_unknown_logins WHERE login_key IN (
            SELECT login_key FROM console_unknown_logins
             WHERE last_attempt_at < now() - $1 * interval '1 day'
               AND (locked_until IS NULL OR locked_until <= now())
             LIMIT $2 FOR UPDATE SKIP LOCKED)`,
  },
  {
    // An address's failed sign-ins once their hour is over: its next failure starts a new window anyway.
    table: 'console_sign_in_addresses',
    days: () => ADDRESS_WINDOW_MINUTES / MINUTES_PER_DAY,
    sql: `DELETE FROM console_sign_in_addresses WHERE address IN (
            SELECT address FROM console_sign_in_addresses WHERE window_start <= now() - $1 * interval '1 day'
             LIMIT $2 FOR UPDATE SKIP LOCKED)`,
  },
  {
    // An address an account has not signed in from for KNOWN_ADDRESS_DAYS is no longer a known one
    // (console/sign-in-limits.ts): its row, and any lock on it, hold nothing back.
    table: 'console_known_addresses',
    days: () => KNOWN_ADDRESS_DAYS,
    sql: `DELETE FROM console_known_addresses WHERE (user_id, address) IN (
            SELECT user_id, address FROM console_known_addresses
             WHERE last_success_at <= now() - $1 * interval '1 day'
             LIMIT $2 FOR UPDATE SKIP LOCKED)`,
  },
  {
    // A bank message's text-duplicate claim once its window is over (bank-notifications/ingest.ts): a
    // claim past expires_at is taken over by the next message anyway; messageId claims never expire.
    table: 'bank_notification_keys',
    days: () => 0,
    sql: `DELETE FROM bank_notification_keys WHERE (device_id, key) IN (
            SELECT device_id, key FROM bank_notification_keys WHERE expires_at < now() - $1 * interval '1 day'
             LIMIT $2 FOR UPDATE SKIP LOCKED)`,
  },
] as const;

/** Deletes the rows past their retention, batch by batch; returns how many went per table. */
export async function pruneExpiredRows(
  db: Queryable,
  config: RetentionConfig,
  batchSize = PRUNE_BATCH_SIZE,
): Promise<Record<(typeof TARGETS)[number]['table'], number>> {
  const deleted = {
    client_errors: 0,
    idempotency_keys: 0,
    callback_attempts: 0,
    console_unknown_logins: 0,
    console_sign_in_addresses: 0,
    console_known_addresses: 0,
    bank_notification_keys: 0,
  };
  for (const target of TARGETS) {
    for (;;) {
      const { rowCount } = await db.query(target.sql, [target.days(config), batchSize]);
      deleted[target.table] += rowCount;
      if (rowCount < batchSize) break;
    }
  }
  return deleted;
}
