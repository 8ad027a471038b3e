import type { ConsoleSession } from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { randomSecret, sha256 } from '../security/crypto.ts';
import type { ConsoleUserRow } from './console-accounts.ts';

/** However often it is used, a session ends this long after sign-in. */
export const SESSION_MAX_DAYS = 7;
/** last_seen_at and the sliding expiry are written at most this often per session (not on every call). */
const TOUCH_EVERY_SECONDS = 60;

export interface ActiveSession {
  /** sha256 (hex) of the cookie's token. */
  id: string;
  user: ConsoleUserRow;
  /** Set when this lookup slid the expiry forward: the cookie's new lifetime, in seconds. */
  renewedForSeconds: number | null;
}

/** A session row (cs) of its account (u) that still opens the console. */
const IS_LIVE_SESSION = 'cs.revoked_at IS NULL AND cs.expires_at > now() AND u.disabled_at IS NULL';

const expiryAfterUse = `least(now() + $2 * interval '1 hour', created_at + interval '${SESSION_MAX_DAYS} days')`;

/** Opens a session; returns the cookie's token (only ever held by the browser) and its lifetime. */
export async function createSession(
  q: Queryable,
  userId: string,
  client: { userAgent: string | null; ip: string | null },
  idleHours: number,
): Promise<{ token: string; maxAgeSeconds: number }> {
  const token = randomSecret(32);
  await q.query(
    `INSERT INTO console_sessions (id, user_id, expires_at, user_agent, ip)
     VALUES ($1, $3, now() + $2 * interval '1 hour', $4, $5)`,
    [sha256(token), idleHours, userId, client.userAgent?.slice(0, 256) ?? null, client.ip],
  );
  return { token, maxAgeSeconds: Math.round(idleHours * 3600) };
}

/**
 * The live session a cookie's token opens (not revoked, not expired, its account not disabled), or
 * null. Use slides its expiry forward (at most once a minute, so reads stay reads).
 */
export async function findActiveSession(
  q: Queryable,
  token: string,
  idleHours: number,
): Promise<ActiveSession | null> {
  const id = sha256(token);
  const { rows } = await q.query<ConsoleUserRow & { stale: boolean }>(
    `SELECT u.id, u.login, u.role, u.trader_id, u.shop_id, coalesce(t.name, s.name, u.login) AS name,
            u.totp_secret_enc IS NOT NULL AS has_totp, u.must_change_password, cs.last_seen_at < now() - interval '${TOUCH_EVERY_SECONDS} seconds' AS stale
       FROM console_sessions cs
       JOIN console_users u ON u.id = cs.user_id
       LEFT JOIN traders t ON t.id = u.trader_id
       LEFT JOIN shops s ON s.id = u.shop_id
      WHERE cs.id = $1 AND ${IS_LIVE_SESSION}`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const { stale, ...user } = row;
  let renewedForSeconds: number | null = null;
  if (stale) {
    const touched = await q.query<{ seconds: number }>(
      `UPDATE console_sessions SET last_seen_at = now(), expires_at = ${expiryAfterUse}
        WHERE id = $1 AND revoked_at IS NULL
        RETURNING extract(epoch FROM expires_at - now())::float8 AS seconds`,
      [id, idleHours],
    );
    renewedForSeconds = touched.rows[0] ? Math.floor(touched.rows[0].seconds) : null;
  }
  return { id, user, renewedForSeconds };
}

/**
 * Which of `ids` are still live sessions whose trader or shop (if any) is not disabled: what an open
 * live stream re-checks (events/order-events.ts). Reads only; nothing slides.
 */
export async function liveSessionIds(q: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await q.query<{ id: string }>(
    `SELECT cs.id FROM console_sessions cs
       JOIN console_users u ON u.id = cs.user_id
       LEFT JOIN traders t ON t.id = u.trader_id
       LEFT JOIN shops s ON s.id = u.shop_id
      WHERE cs.id = ANY($1) AND ${IS_LIVE_SESSION} AND t.disabled_at IS NULL AND s.disabled_at IS NULL`,
    [ids],
  );
  return new Set(rows.map((row) => row.id));
}

/** Revokes one of the user's sessions; false when it is not theirs or already ended. */
export async function revokeSession(q: Queryable, userId: string, sessionId: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE console_sessions SET revoked_at = now()
      WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()`,
    [sessionId, userId],
  );
  return rowCount > 0;
}

/**
 * Ends every live session of the account at once (but `exceptId`, the caller's own, when given), the way
 * sign-out ends one: revoked_at is set, so its cookie answers 401 and its live streams close.
 */
export async function revokeAllSessions(q: Queryable, userId: string, exceptId?: string): Promise<void> {
  await q.query(
    `UPDATE console_sessions SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR id <> $2)`,
    [userId, exceptId ?? null],
  );
}

interface SessionRow {
  id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  user_agent: string | null;
  ip: string | null;
}

/** The user's live sessions, newest first. */
export async function listSessions(
  q: Queryable,
  userId: string,
  currentId: string,
): Promise<ConsoleSession[]> {
  const { rows } = await q.query<SessionRow>(
    `SELECT id, created_at, last_seen_at, expires_at, user_agent, ip FROM console_sessions
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC, id LIMIT 100`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    userAgent: row.user_agent,
    ip: row.ip,
    current: row.id === currentId,
  }));
}
