import {
  AUDIT_API_KEY_ACTOR,
  AUDIT_REDACTED,
  type AuditAction,
  type AuditActor,
  type AuditEntry,
  type AuditListQuery,
  type AuditListResponse,
  type AuditTargetType,
} from '@payorder/contract';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/db.ts';
import { isSecretField, redactDeep } from '../logging.ts';

/** Who acted and in which request: taken from the request once its auth hook has run. */
export interface AuditContext {
  actor: AuditActor;
  requestId: string | null;
}

export interface AuditRecord extends AuditContext {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** The target before the action; null when it did not exist. Secrets are redacted here. */
  before: object | null;
  after: object | null;
}

/**
 * The console account when the console's session authenticated the request (auth/auth.ts sets
 * request.console), otherwise the admin API key (the only other way into the admin API).
 */
export function auditContextOf(request: FastifyRequest): AuditContext {
  const user = request.console?.user;
  return {
    actor: user ? { kind: 'console_user', userId: user.id, login: user.login } : { kind: 'admin_api_key' },
    requestId: request.id ?? null,
  };
}

/** A copy with every credential replaced: by field name, and by shape inside any string (shop_…, whsec_…). */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        // Field names whose value is a credential: the same list the logs redact.
        isSecretField(key) && item != null ? AUDIT_REDACTED : redactSecrets(item),
      ]),
    );
  }
  return redactDeep(value);
}

/**
 * Appends one row to the audit log. Call it with the transaction's handle (`q`) of the change it
 * describes, so the row exists exactly when the change does.
 */
export async function recordAudit(q: Queryable, entry: AuditRecord): Promise<void> {
  const actor = entry.actor;
  await q.query(
    `INSERT INTO audit_log (actor_kind, actor_user_id, actor_login, action, target_type, target_id, before, after, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
    [
      actor.kind,
      actor.kind === 'console_user' ? actor.userId : null,
      actor.kind === 'console_user' ? actor.login : null,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.before === null ? null : JSON.stringify(redactSecrets(entry.before)),
      entry.after === null ? null : JSON.stringify(redactSecrets(entry.after)),
      entry.requestId,
    ],
  );
}

/**
 * One audited change of a target that may already exist, in one transaction: `read` takes the target
 * as it is (locking its row where there is one), `change` makes the change and returns the target as
 * it is after; both go into the audit log inside the change's transaction.
 */
export function auditedChange<T extends object>(
  db: Db,
  context: AuditContext,
  target: Pick<AuditRecord, 'action' | 'targetType' | 'targetId'>,
  read: (tx: Queryable) => Promise<object | null>,
  change: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const before = await read(tx);
    const after = await change(tx);
    await recordAudit(tx, { ...context, ...target, before, after });
    return after;
  });
}

interface AuditRow {
  id: string;
  at: Date | string;
  actor_kind: 'admin_api_key' | 'console_user' | 'release';
  actor_user_id: string | null;
  actor_login: string | null;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request_id: string | null;
  target_name: string | null;
}

/** The target's name by its type: a shop's or trader's name, a console account's login. */
const TARGET_NAME = `CASE a.target_type
    WHEN 'shop' THEN (SELECT name FROM shops WHERE id::text = a.target_id)
    WHEN 'trader' THEN (SELECT name FROM traders WHERE id::text = a.target_id)
    WHEN 'console_user' THEN (SELECT login FROM console_users WHERE id::text = a.target_id)
  END`;

/** The log newest first, a page at a time (keyset on id: the cursor is the last row's id). */
export async function listAudit(q: Queryable, query: AuditListQuery): Promise<AuditListResponse> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.cursor) where.push(`a.id < $${params.push(query.cursor)}::bigint`);
  if (query.action) where.push(`a.action = $${params.push(query.action)}`);
  if (query.targetId) where.push(`a.target_id = $${params.push(query.targetId)}`);
  if (query.actor === AUDIT_API_KEY_ACTOR) where.push(`a.actor_kind = 'admin_api_key'`);
  else if (query.actor) where.push(`a.actor_user_id = $${params.push(query.actor)}::uuid`);
  const { rows } = await q.query<AuditRow>(
    `SELECT a.id::text, a.at, a.actor_kind, a.actor_user_id, a.actor_login, a.action, a.target_type, a.target_id,
            a.before, a.after, a.request_id, ${TARGET_NAME} AS target_name
       FROM audit_log a ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY a.id DESC LIMIT $${params.push(query.limit + 1)}`,
    params,
  );
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(toEntry),
    nextCursor: rows.length > query.limit ? page.at(-1)!.id : null,
  };
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor:
      row.actor_kind === 'console_user'
        ? { kind: 'console_user', userId: row.actor_user_id!, login: row.actor_login! }
        : { kind: row.actor_kind },
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetName: row.target_name,
    before: row.before,
    after: row.after,
    requestId: row.request_id,
  };
}
