import type { Db } from '../db/db.ts';

import { withTimeout } from '../db/timeout.ts';

/** A load balancer probes often: a database slower than this counts as not reachable. */
export const READY_TIMEOUT_MS = 2000;

export type Readiness = { isReady: true } | { isReady: false; reason: string };

/**
 * Ready when the database answers within READY_TIMEOUT_MS and every migration file this build
 * carries is recorded in schema_migrations (a replica of a newer build waits for its migrations).
 */
export async function checkReadiness(db: Db, files: readonly string[]): Promise<Readiness> {
  let applied: Set<string>;
  try {
    const { rows } = await withTimeout(
      db.query<{ name: string }>('SELECT name FROM schema_migrations'),
      READY_TIMEOUT_MS,
    );
    applied = new Set(rows.map((row) => row.name));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { isReady: false, reason: `database not reachable: ${message}` };
  }
  const missing = files.filter((name) => !applied.has(name));
  if (missing.length > 0) return { isReady: false, reason: `migrations not applied: ${missing.join(', ')}` };
  return { isReady: true };
}
