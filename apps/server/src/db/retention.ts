import type { Config } from '../config.ts';
import type { Queryable } from './db.ts';

/** Rows per DELETE: each batch is its own short statement, so pruning never holds many locks for long. */
export const PRUNE_BATCH_SIZE = 1000;

type RetentionConfig = Pick<
  Config,
  'CLIENT_ERROR_RETENTION_DAYS' | 'IDEMPOTENCY_KEY_RETENTION_DAYS' | 'CALLBACK_ATTEMPT_RETENTION_DAYS'
>;

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
] as const;

/** Deletes the rows past their retention, batch by batch; returns how many went per table. */
export async function pruneExpiredRows(
  db: Queryable,
  config: RetentionConfig,
  batchSize = PRUNE_BATCH_SIZE,
): Promise<Record<(typeof TARGETS)[number]['table'], number>> {
  const deleted = { client_errors: 0, idempotency_keys: 0, callback_attempts: 0 };
  for (const target of TARGETS) {
    for (;;) {
      const { rowCount } = await db.query(target.sql, [target.days(config), batchSize]);
      deleted[target.table] += rowCount;
      if (rowCount < batchSize) break;
    }
  }
  return deleted;
}
