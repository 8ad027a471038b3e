import { verify } from '@node-rs/argon2';
import {
  AuditAction,
  AuditTargetType,
  type ChangePasswordRequest,
  type ConsoleUser,
  type ConsoleUsersQuery,
  type PasswordResetResponse,
  type RemoveOwnTotpRequest,
} from '@payorder/contract';
import { recordAudit, type AuditContext } from '../audit/audit-log.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, notFound } from '../http/errors.ts';
import { randomSecret } from '../security/crypto.ts';
import { checkTotp, hashPassword } from './console-accounts.ts';
import { revokeAllSessions } from './console-sessions.ts';
import { accountLocked, clearSignInAttempts, reserveSignInAttempt } from './sign-in-limits.ts';
import { useRecoveryCode } from './totp.ts';

/**
 * A console account for its whole life (docs/architecture.md "Console accounts, for their whole life"): the
 * operator lists, disables and enables accounts, resets a password or two-factor sign-in; an account
 * changes its own password. Each operator action ends every session of the account at once (a leaked
 * credential is contained by it) and is written to the audit log with who did it.
 */

interface ConsoleUserListRow {
  id: string;
  login: string;
  role: ConsoleUser['role'];
  trader_id: string | null;
  shop_id: string | null;
  is_disabled: boolean;
  has_totp: boolean;
  must_change_password: boolean;
  last_sign_in_at: Date | string | null;
  created_at: Date | string;
}

const USER_SELECT = `
  SELECT u.id, u.login, u.role, u.trader_id, u.shop_id, u.disabled_at IS NOT NULL AS is_disabled,
         u.totp_secret_enc IS NOT NULL AS has_totp, u.must_change_password, u.created_at,
         (SELECT max(cs.created_at) FROM console_sessions cs WHERE cs.user_id = u.id) AS last_sign_in_at
    FROM console_users u`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toConsoleUser = (row: ConsoleUserListRow): ConsoleUser => ({
  id: row.id,
  login: row.login,
  role: row.role,
  traderId: row.trader_id,
  shopId: row.shop_id,
  disabled: row.is_disabled,
  totpEnrolled: row.has_totp,
  mustChangePassword: row.must_change_password,
  lastSignInAt: iso(row.last_sign_in_at),
  createdAt: iso(row.created_at)!,
});

/** The accounts matching every filter given, by login. */
export async function listConsoleUsers(q: Queryable, query: ConsoleUsersQuery): Promise<ConsoleUser[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.role) where.push(`u.role = $${params.push(query.role)}`);
  if (query.shopId) where.push(`u.shop_id = $${params.push(query.shopId)}`);
  if (query.traderId) where.push(`u.trader_id = $${params.push(query.traderId)}`);
  const { rows } = await q.query<ConsoleUserListRow>(
    `${USER_SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY lower(u.login), u.id`,
    params,
  );
  return rows.map(toConsoleUser);
}

/**
 * The account, its row locked for the change that follows (the audit log's before); 404 if none. With
 * `isWithOperators`, the enabled operators' rows too, all in one statement in id order: two operators
 * disabling each other at once then wait in turn instead of deadlocking. FOR NO KEY UPDATE, not FOR
 * UPDATE: rows referencing console_users (an audit entry naming its actor, a new session) take a key
 * share on it, which FOR UPDATE would block, so an operator's reset of a login writing its audit entry
 * would deadlock with another operator's disable that holds the first operator's row (40P01, a 500).
 */
async function lockConsoleUser(q: Queryable, id: string, isWithOperators = false): Promise<ConsoleUser> {
  await q.query(
    `SELECT 1 FROM console_users
      WHERE id = $1 ${isWithOperators ? "OR (role = 'operator' AND disabled_at IS NULL)" : ''}
      ORDER BY id FOR NO KEY UPDATE`,
    [id],
  );
  return getConsoleUser(q, id);
}

async function getConsoleUser(q: Queryable, id: string): Promise<ConsoleUser> {
  const { rows } = await q.query<ConsoleUserListRow>(`${USER_SELECT} WHERE u.id = $1`, [id]);
  if (!rows[0]) throw notFound('Console account');
  return toConsoleUser(rows[0]);
}

/** One operator action on an account: locked, changed, its sessions ended and audited, all in one transaction. */
async function changeAccount<T>(
  db: Db,
  id: string,
  audit: AuditContext,
  action: AuditAction,
  change: (tx: Queryable, before: ConsoleUser) => Promise<T>,
  { isWithOperators = false } = {},
): Promise<{ after: ConsoleUser; result: T }> {
  return db.transaction(async (tx) => {
    const before = await lockConsoleUser(tx, id, isWithOperators);
    const result = await change(tx, before);
    await revokeAllSessions(tx, id);
    const after = await getConsoleUser(tx, id);
    await recordAudit(tx, {
      ...audit,
      action,
      targetType: AuditTargetType.console_user,
      targetId: id,
      before,
      after,
    });
    return { after, result };
  });
}

/**
 * Disables the account (it cannot sign in; every session ends) or enables it again. An operator cannot
 * disable itself (409 cannot_disable_self), and the last enabled operator stays (409 last_operator):
 * someone must remain who can manage the platform from the console.
 */
export async function setConsoleUserDisabled(
  db: Db,
  id: string,
  isDisabled: boolean,
  audit: AuditContext,
): Promise<ConsoleUser> {
  const action = isDisabled ? AuditAction['console_user.disable'] : AuditAction['console_user.enable'];
  const { after } = await changeAccount(
    db,
    id,
    audit,
    action,
    async (tx, before) => {
      if (isDisabled && audit.actor.kind === 'console_user' && audit.actor.userId === id) {
        throw new AppError(
          409,
          'cannot_disable_self',
          'You cannot disable your own account; ask another operator',
        );
      }
      if (isDisabled && before.role === 'operator' && !before.disabled) {
        // Their rows are locked (lockConsoleUser): two operators disabling each other cannot both succeed.
        const { rows } = await tx.query<{ enabled: number }>(
          `SELECT count(*)::int AS enabled FROM console_users WHERE role = 'operator' AND disabled_at IS NULL`,
        );
        if (rows[0]!.enabled <= 1) {
          throw new AppError(
            409,
            'last_operator',
            'This is the last enabled operator account; create or enable another operator first',
          );
        }
      }
      await tx.query(
        'UPDATE console_users SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) END WHERE id = $1',
        [id, isDisabled],
      );
    },
    { isWithOperators: isDisabled },
  );
  return after;
}

/** How long a reset's one-time password can sign in, if it has not signed in yet. */
export const TEMPORARY_PASSWORD_HOURS = 24;

/**
 * A new one-time password for the account, returned this once (only its hash is kept): it signs in once,
 * within TEMPORARY_PASSWORD_HOURS, and that session must change it (console-accounts.ts signIn);
 * after that sign-in, or that time, it answers like a wrong password. Every session ends; a lock from
 * wrong passwords is lifted.
 */
export async function resetConsolePassword(
  db: Db,
  id: string,
  audit: AuditContext,
): Promise<PasswordResetResponse> {
  const temporaryPassword = randomSecret(12);
  const passwordHash = await hashPassword(temporaryPassword);
  await changeAccount(db, id, audit, AuditAction['console_user.reset_password'], (tx) =>
    tx.query(
      `UPDATE console_users SET password_hash = $2, must_change_password = true, failed_attempts = 0,
              locked_until = NULL, temporary_password_expires_at = now() + $3 * interval '1 hour'
        WHERE id = $1`,
      [id, passwordHash, TEMPORARY_PASSWORD_HOURS],
    ),
  );
  return { temporaryPassword };
}

/**
 * Removes the account's two-factor sign-in and its recovery codes (the phone is lost, or the secret
 * leaked): the next sign-in takes the password alone and the account enrols again (an operator must,
 * before the admin API answers it). Every session ends.
 */
export async function resetConsoleTotp(db: Db, id: string, audit: AuditContext): Promise<void> {
  // One's own second factor is removed only by proving oneself again (removeOwnTotp): an operator's
  // session in someone else's hands must not be enough to strip it (issue 33, finding 8).
  if (audit.actor.kind === 'console_user' && audit.actor.userId === id) {
    throw new AppError(
      403,
      'reauthentication_required',
      'To remove your own two-factor sign-in, confirm it with your password and a current code: ' +
        'POST /api/v1/console/totp/removal',
    );
  }
  await changeAccount(db, id, audit, AuditAction['console_user.reset_totp'], (tx) => removeTotp(tx, id));
}

async function removeTotp(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `UPDATE console_users SET totp_secret_enc = NULL, totp_pending_secret_enc = NULL, totp_last_step = NULL
      WHERE id = $1`,
    [id],
  );
  await tx.query('DELETE FROM console_recovery_codes WHERE user_id = $1', [id]);
}

/**
 * The signed-in account removes its own two-factor sign-in, proving itself again: its password and a
 * current code from the authenticator (or a recovery code), both right or 400 reauthentication_failed
 * (not saying which). Each try takes an attempt on the account's sign-in count first, committed on its
 * own as in changeOwnPassword, so a stolen session cannot guess faster than sign-in allows (429
 * account_locked at the lock); a right one starts the count again. Every other session of the account
 * ends; this one stays (an operator's then meets totp_enrolment_required and enrols again). Audited
 * like an operator's reset. 409 invalid_transition when no two-factor sign-in is set up.
 */
export async function removeOwnTotp(
  db: Db,
  secretsKey: Buffer,
  session: { userId: string; sessionId: string },
  request: RemoveOwnTotpRequest,
  audit: AuditContext,
  { lockMinutes }: { lockMinutes: number },
): Promise<void> {
  const { lockedFor } = await reserveSignInAttempt(db, { accountId: session.userId }, lockMinutes);
  await db.transaction(async (tx) => {
    const before = await lockConsoleUser(tx, session.userId);
    const { rows } = await tx.query<{
      id: string;
      password_hash: string;
      totp_secret_enc: string | null;
      totp_last_step: string | null;
    }>(
      `SELECT id, password_hash, totp_secret_enc, totp_last_step::text AS totp_last_step
         FROM console_users WHERE id = $1`,
      [session.userId],
    );
    const user = rows[0]!;
    if (!user.totp_secret_enc) {
      throw new AppError(409, 'invalid_transition', 'Two-factor sign-in is not set up for this account');
    }
    // The code only after the password, as at sign-in: a wrong password never spends a code.
    const isProven =
      (await verify(user.password_hash, request.currentPassword)) &&
      (request.recoveryCode
        ? await useRecoveryCode(tx, user.id, request.recoveryCode)
        : await checkTotp(tx, secretsKey, user, request.totp));
    if (!isProven) {
      if (lockedFor !== null) throw accountLocked(lockedFor);
      throw new AppError(400, 'reauthentication_failed', 'The password or the code is wrong', {
        currentPassword: 'Wrong password or code',
        [request.recoveryCode ? 'recoveryCode' : 'totp']: 'Wrong password or code',
      });
    }
    await clearSignInAttempts(tx, user.id);
    await removeTotp(tx, user.id);
    await revokeAllSessions(tx, user.id, session.sessionId);
    await recordAudit(tx, {
      ...audit,
      action: AuditAction['console_user.reset_totp'],
      targetType: AuditTargetType.console_user,
      targetId: user.id,
      before,
      after: await getConsoleUser(tx, user.id),
    });
  });
}

/**
 * The signed-in account changes its own password (also how a reset's one-time password is replaced):
 * the current one must be right (400 wrong_password); every other session of the account ends. Each
 * try takes an attempt on the account's sign-in count first (committed on its own, so a wrong one
 * stays counted): whoever holds a stolen session cannot guess the password faster than sign-in allows
 * (the lock's try answers 429 account_locked, as at sign-in); a right one starts the count again.
 */
export async function changeOwnPassword(
  db: Db,
  session: { userId: string; sessionId: string },
  request: ChangePasswordRequest,
  audit: AuditContext,
  { lockMinutes }: { lockMinutes: number },
): Promise<void> {
  const { lockedFor } = await reserveSignInAttempt(db, { accountId: session.userId }, lockMinutes);
  const newHash = await hashPassword(request.newPassword);
  await db.transaction(async (tx) => {
    const before = await lockConsoleUser(tx, session.userId);
    // Checked under the row's lock: an operator's reset at the same moment is not silently undone.
    const { rows } = await tx.query<{ password_hash: string }>(
      'SELECT password_hash FROM console_users WHERE id = $1',
      [session.userId],
    );
    if (!(await verify(rows[0]!.password_hash, request.currentPassword))) {
      if (lockedFor !== null) throw accountLocked(lockedFor);
      throw new AppError(400, 'wrong_password', 'The current password is wrong', {
        currentPassword: 'Wrong password',
      });
    }
    await clearSignInAttempts(tx, session.userId);
    await tx.query(
      `UPDATE console_users SET password_hash = $2, must_change_password = false,
              temporary_password_expires_at = NULL WHERE id = $1`,
      [session.userId, newHash],
    );
    await revokeAllSessions(tx, session.userId, session.sessionId);
    await recordAudit(tx, {
      ...audit,
      action: AuditAction['console_user.change_password'],
      targetType: AuditTargetType.console_user,
      targetId: session.userId,
      before,
      after: await getConsoleUser(tx, session.userId),
    });
  });
}
