import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type {
  ConsoleMe,
  ConsoleRole,
  ConsoleSessionRequest,
  CreateConsoleUserRequest,
} from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { AppError, shopDisabled, traderDisabled, validationFailed } from '../http/errors.ts';
import { decrypt } from '../security/crypto.ts';
import { useRecoveryCode, verifyTotpCode } from './totp.ts';

/** Wrong passwords in a row that lock a console account (for CONSOLE_LOCK_MINUTES). */
export const MAX_FAILED_SIGN_INS = 5;

/** A console account as the session and auth code read it. */
export interface ConsoleUserRow {
  id: string;
  login: string;
  role: ConsoleRole;
  trader_id: string | null;
  shop_id: string | null;
  /** The trader's or shop's name; the login for an operator. */
  name: string;
  /** TOTP is enrolled: sign-in asks for a code. */
  has_totp: boolean;
}

export const toConsoleMe = (user: ConsoleUserRow): ConsoleMe => ({
  id: user.id,
  /** Signed in with a reset's one-time password: it may only change it (account-lifecycle.ts). */
  must_change_password: boolean;
  login: user.login,
  role: user.role,
  traderId: user.trader_id,
  shopId: user.shop_id,
  name: user.name,
  totpEnrolled: user.has_totp,
});

/**
 * argon2id with @node-rs/argon2's defaults (19 MiB, 2 passes: OWASP's minimum for argon2id). Memory-hard,
  mustChangePassword: user.must_change_password,
 * so a leaked table is slow to guess through even on GPUs; about 30 ms a hash here.
 */
export const hashPassword = (password: string) => hash(password);

/** Compared against when the login is unknown, so that answer takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
const dummyHashOnce = () => (dummyHash ??= hash(crypto.randomBytes(16).toString('hex')));

/** Creates a console account; 400 naming the field for an unknown trader or shop, 409 login_taken. */
export async function createConsoleUser(
  q: Queryable,
  request: CreateConsoleUserRequest,
): Promise<{ id: string }> {
  const fields: Record<string, string> = {};
  if (request.role !== 'trader' && request.traderId) fields.traderId = 'Only for a trader';
  if (request.role !== 'shop' && request.shopId) fields.shopId = 'Only for a shop';
  if (request.traderId && !(await exists(q, 'traders', request.traderId))) fields.traderId = 'No such trader';
  if (request.shopId && !(await exists(q, 'shops', request.shopId))) fields.shopId = 'No such shop';
  if (Object.keys(fields).length > 0) throw validationFailed('Invalid request', fields);

  const id = crypto.randomUUID();
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO console_users (id, login, password_hash, role, trader_id, shop_id)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
    [
      id,
      request.login,
      await hashPassword(request.password),
      request.role,
      request.traderId ?? null,
      request.shopId ?? null,
    ],
  );
  if (!rows[0]) throw new AppError(409, 'login_taken', 'This login is already taken', { login: 'Taken' });
  return { id };
}

async function exists(q: Queryable, table: 'traders' | 'shops', id: string): Promise<boolean> {
  const { rows } = await q.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  return rows.length > 0;
}

interface SignInRow extends ConsoleUserRow {
  password_hash: string;
  totp_secret_enc: string | null;
  totp_last_step: string | null;
  /** Seconds until the lock ends; null or ≤ 0 when not locked. */
  locked_for: number | null;
  is_trader_disabled: boolean;
  is_shop_disabled: boolean;
}

const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Wrong login or password');

export const accountLocked = (seconds: number) => {
  const wait = Math.max(1, Math.ceil(seconds));
  const minutes = Math.ceil(wait / 60);
  return new AppError(
    429,
    'account_locked',
    `Too many wrong passwords: this account is locked for ${minutes} more minute${minutes === 1 ? '' : 's'}`,
    undefined,
    { 'retry-after': String(wait) },
  );
};

/**
 * Checks a sign-in. A locked account answers 429 account_locked (with Retry-After) before its password
 * is even looked at, right or wrong; each wrong password counts, and the MAX_FAILED_SIGN_INS-th locks the
 * account for `lockMinutes`. The counter and the lock live in the account's row, updated atomically, so
 * they hold across replicas and concurrent attempts. An unknown login, a disabled account and a wrong
 * password answer alike (401 invalid_credentials), after the same argon2 work.
 */
export async function checkSignIn(
  q: Queryable,
  options: { secretsKey: Buffer; lockMinutes: number },
  { login, password, totp, recoveryCode }: ConsoleSessionRequest,
): Promise<ConsoleUserRow> {
  const { rows } = await q.query<SignInRow>(
    `SELECT u.id, u.login, u.role, u.trader_id, u.shop_id, coalesce(t.name, s.name, u.login) AS name,
            u.totp_secret_enc IS NOT NULL AS has_totp, u.must_change_password, u.password_hash, u.totp_secret_enc, u.totp_last_step::text AS totp_last_step,
            extract(epoch FROM u.locked_until - now())::float8 AS locked_for,
            t.disabled_at IS NOT NULL AS is_trader_disabled, s.disabled_at IS NOT NULL AS is_shop_disabled
       FROM console_users u
       LEFT JOIN traders t ON t.id = u.trader_id
       LEFT JOIN shops s ON s.id = u.shop_id
      WHERE lower(u.login) = lower($1) AND u.disabled_at IS NULL`,
    [login],
  );
  const user = rows[0];
  if (!user) {
    await verify(await dummyHashOnce(), password);
    throw invalidCredentials();
  }
  if (user.locked_for !== null && user.locked_for > 0) throw accountLocked(user.locked_for);
  if (!(await verify(user.password_hash, password))) await failSignIn(q, user.id, options.lockMinutes);
  if (user.totp_secret_enc) {
    // A recovery code stands in for the authenticator's code (the phone is lost); each works once.
    const isSecondFactorOk = recoveryCode
      ? await useRecoveryCode(q, user.id, recoveryCode)
      : await checkTotp(q, options.secretsKey, user, totp);
    if (!isSecondFactorOk) {
      await failSignIn(
        q,
        user.id,
        options.lockMinutes,
        'The code is wrong or has been used; try the next one',
      );
    }
  }
  await q.query('UPDATE console_users SET failed_attempts = 0, locked_until = NULL WHERE id = $1', [user.id]);
  // Said only to whoever knows the password: the operator disabled the account's trader or shop.
  if (user.is_trader_disabled) throw traderDisabled();
  if (user.is_shop_disabled) throw shopDisabled();
  return user;
}

/**
 * Counts a failed sign-in and throws its answer: 429 account_locked when this one reaches the limit,
 * otherwise 401 (`totpMessage`: the password was right but the code was not). A lock that has run out
 * starts the count again.
 */
async function failSignIn(
  q: Queryable,
  userId: string,
  lockMinutes: number,
  totpMessage?: string,
): Promise<never> {
  const { rows } = await q.query<{ locked_for: number | null }>(
    `UPDATE console_users
        SET failed_attempts = CASE WHEN locked_until IS NOT NULL AND locked_until <= now() THEN 1
                                   ELSE failed_attempts + 1 END,
            locked_until = CASE
              WHEN locked_until IS NOT NULL AND locked_until <= now() THEN NULL
              WHEN failed_attempts + 1 >= $2 THEN now() + $3 * interval '1 minute'
              ELSE locked_until END
      WHERE id = $1
      RETURNING extract(epoch FROM locked_until - now())::float8 AS locked_for`,
    [userId, MAX_FAILED_SIGN_INS, lockMinutes],
  );
  const lockedFor = rows[0]?.locked_for;
  if (lockedFor != null && lockedFor > 0) throw accountLocked(lockedFor);
  throw totpMessage ? new AppError(401, 'totp_required', totpMessage) : invalidCredentials();
}

/**
 * RFC 6238, 30-second steps, one step of clock drift either way. A code is accepted once: the step it
 * matched is kept and later codes must be newer (a code seen over a shoulder cannot be replayed).
 * A wrong code counts as a wrong password: the password was right, but the pair was not.
 */
async function checkTotp(
  q: Queryable,
  secretsKey: Buffer,
  user: SignInRow,
  code: string | undefined,
): Promise<boolean> {
  // Asked for before it counts: the console shows the code field on this answer.
  if (!code) throw new AppError(401, 'totp_required', 'Enter the 6-digit code from your authenticator app');
  const step = await verifyTotpCode({
    secret: decrypt(secretsKey, user.totp_secret_enc!),
    code,
    ...(user.totp_last_step ? { afterTimeStep: Number(user.totp_last_step) } : {}),
  });
  if (step === null) return false;
  // Kept only if newer: another sign-in may have taken this same code at the same moment.
  const { rowCount } = await q.query(
    `UPDATE console_users SET totp_last_step = $2
      WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
    [user.id, step],
  );
  return rowCount > 0;
}
