import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { liveSessionIds } from '../console/console-sessions.ts';
import type { Queryable } from '../db/db.ts';
import { parseNotification } from '../orders/order-changes.ts';

/**
 * The PostgreSQL channel on which a console session revoked or deleted, a console account disabled or a
 * trader disabled is notified, by triggers on those rows (migration 011): whatever code path changed the
 * row, every replica hears it when the change commits.
 */
export const STREAM_ACCESS_ENDED_CHANNEL = 'stream_access_ended';

/** What one notification on STREAM_ACCESS_ENDED_CHANNEL ended: one of a session, an account, a trader. */
export type AccessEnded = z.infer<typeof ZAccessEnded>;
const ZAccessEnded = z.union([
  z.object({ sessionId: z.string() }),
  z.object({ userId: z.string() }),
  z.object({ traderId: z.string() }),
]);

export const parseAccessEnded = (payload: string): AccessEnded | null =>
  parseNotification(ZAccessEnded, payload);

/** Who opened a stream, and so what must stay true for it to stay open. */
export type StreamAccess = {
  /** The client's address (request.ip): streams are counted per address. */
  address: string;
} & (
  | {
      kind: 'customer';
      orderId: string;
      /** When the customer's token expires (epoch ms): the stream ends then. */
      expiresAt: number;
    }
  | {
      kind: 'trader';
      traderId: string;
      /** The console session that opened it; null when the trader's API key did. */
      session: { id: string; userId: string } | null;
    }
  | {
      kind: 'operator';
      /** The operator's console session that opened it; null when ADMIN_API_KEY did (a key of the
       * configuration: it holds as long as the process runs). */
      session: { id: string; userId: string } | null;
    }
);

/** The console session a request came with, as a stream's access keeps it; null for an API key. */
export const streamSessionOf = (request: FastifyRequest): { id: string; userId: string } | null =>
  request.console ? { id: request.console.sessionId, userId: request.console.user.id } : null;

/** Whether the notified end of access takes this stream's with it. */
export function isEndedBy(access: StreamAccess, ended: AccessEnded): boolean {
  if (access.kind === 'customer') return false;
  if ('traderId' in ended) return access.kind === 'trader' && access.traderId === ended.traderId;
  if ('sessionId' in ended) return access.session?.id === ended.sessionId;
  return access.session?.userId === ended.userId;
}

/**
 * Of the given streams' accesses, those no longer allowed: a console session revoked, expired or of a
 * disabled account, trader or shop; a trader disabled; a customer's token expired (the admin key's
 * streams are never ended here). Two queries whatever
 * the number of streams: the heartbeat re-check of every open stream of the process.
 */
export async function endedAccesses<T extends StreamAccess>(
  q: Queryable,
  accesses: readonly T[],
  now = Date.now(),
): Promise<T[]> {
  const sessionIds = new Set<string>();
  const keyTraderIds = new Set<string>();
  for (const access of accesses) {
    if (access.kind === 'customer') continue;
    if (access.session) sessionIds.add(access.session.id);
    else if (access.kind === 'trader') keyTraderIds.add(access.traderId);
  }
  const [liveSessions, enabledTraders] = await Promise.all([
    liveSessionIds(q, [...sessionIds]),
    enabledTraderIds(q, [...keyTraderIds]),
  ]);
  return accesses.filter((access) => {
    if (access.kind === 'customer') return access.expiresAt <= now;
    if (access.session) return !liveSessions.has(access.session.id);
    return access.kind === 'trader' && !enabledTraders.has(access.traderId);
  });
}

async function enabledTraderIds(q: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await q.query<{ id: string }>(
    'SELECT id FROM traders WHERE id = ANY($1) AND disabled_at IS NULL',
    [ids],
  );
  return new Set(rows.map((row) => row.id));
}
