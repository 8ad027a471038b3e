import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type {
  ConsoleMe,
  ConsoleRole,
  ConsoleSessionRequest,
  CreateConsoleUserRequest,
} from '@payorder/contract';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, shopDisabled, traderDisabled, validationFailed } from '../http/errors.ts';
import { decrypt } from '../security/crypto.ts';
import {
  accountLocked,
  rememberSignInAddress,
  reserveAddressAttempt,
  reserveSignInAttempt,
  unknownLoginKey,
  returnAddressAttempt,
  type SignInAttempt,
} from './sign-in-limits.ts';
import { useRecoveryCode, verifyTotpCode } from './totp.ts';

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
  /**
   * Signed in with a one-time password (a new login's, or a reset's): it may only change it
   * (account-lifecycle.ts, createConsoleUser).
   */
  must_change_password: boolean;
}

export const toConsoleMe = (user: ConsoleUserRow): ConsoleMe => ({
  id: user.id,
  login: user.login,
  role: user.role,
  traderId: user.trader_id,
  shopId: user.shop_id,
  name: user.name,
  totpEnrolled: user.has_totp,
  mustChangePassword: user.must_change_password,
});

/**
 * argon2id with @node-rs/argon2's defaults (19 MiB, 2 passes: OWASP's minimum for argon2id). Memory-hard,
 * so a leaked table is slow to guess through even on GPUs; about 30 ms a hash here.
 */
export const hashPassword = (password: string) => hash(password);

/**
 * Compared against when the login is unknown, so that answer takes as long as a wrong password. Made as
 * the module loads: made on first use, the first unknown login after a start paid for two hashes.
 */
const dummyHash = hash(crypto.randomBytes(16).toString('hex'));

/** How long the password an operator chose for a new login can sign in, if it has not signed in yet. */
export const NEW_LOGIN_PASSWORD_DAYS = 7;

/**
 * Creates a console account; 400 naming the field for an unknown trader or shop, 409 login_taken. The
 * password is the operator's choice, so the account is made as a reset leaves one (account-lifecycle.ts
 * resetConsolePassword): it signs in once, within NEW_LOGIN_PASSWORD_DAYS, and that session can do
 * nothing but choose the account's own password (auth/auth.ts: 403 password_change_required). The demo's
 * accounts are written by the demo seed (demo/demo.ts), not here, and sign in as they are.
 */
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
    `INSERT INTO console_users
       (id, login, password_hash, role, trader_id, shop_id, must_change_password, temporary_password_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, true, now() + $7 * interval '1 day')
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      id,
      request.login,
      await hashPassword(request.password),
      request.role,
      request.traderId ?? null,
      request.shopId ?? null,
      NEW_LOGIN_PASSWORD_DAYS,
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
  is_trader_disabled: boolean;
  is_shop_disabled: boolean;
}

/** Every failed sign-in's answer: it never says which factor was wrong, nor whether the login exists. */
const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Wrong login, password or code');

/**
 * Signs in and opens the session with `openSession` (security review, issue 20, findings 1 and 7). First
 * the client address takes one of its CONSOLE_SIGN_IN_FAILURES_PER_IP failed sign-ins an hour (429 rate_limited past them, before any
 * login's count moves); then the login takes one of its MAX_FAILED_SIGN_INS attempts (429 account_locked
 * once locked), both by one conditional statement before anything is verified, so a parallel burst is
 * limited like the same guesses one after another. Only then are the password and, for an account
 * with TOTP, its code (`totp`, or a `recoveryCode`) checked. An unknown login, a disabled account, a
 * wrong password and a right password with a missing or wrong code all answer alike (401
 * invalid_credentials, then 429 account_locked at the same count), after the same argon2 work; so does a
 * one-time password (a new login's or a reset's) once it has signed in or expired. A success starts the login's count again
 * and gives the address its attempt back. From an address the account signed in from before, the
 * login's attempt is counted for that address alone (sign-in-limits.ts SignInCounter): a stranger's
 * failures elsewhere never lock the owner out of its usual addresses, and the owner's success there
 * leaves the stranger's count running. Each success makes its address a known one.
 *
 * The session opens in one transaction with `confirmSignIn`: an account action that committed while
 * the password was being checked (a password change, a TOTP reset, a disable: each ends the sessions
 * that exist then) makes the sign-in fail like a wrong password instead of opening a session after it.
 */
export async function signIn<T>(
  db: Db,
  options: { secretsKey: Buffer; lockMinutes: number; address: string; failuresPerAddress: number },
  { login, password, totp, recoveryCode }: ConsoleSessionRequest,
  openSession: (tx: Queryable, user: ConsoleUserRow) => Promise<T>,
): Promise<{ user: ConsoleUserRow; session: T }> {
  const addressAttempt = await reserveAddressAttempt(db, options.address, options.failuresPerAddress);
  const { rows } = await db.query<SignInRow>(
    `SELECT u.id, u.login, u.role, u.trader_id, u.shop_id, coalesce(t.name, s.name, u.login) AS name,
            u.totp_secret_enc IS NOT NULL AS has_totp, u.must_change_password, u.password_hash, u.totp_secret_enc, u.totp_last_step::text AS totp_last_step,
            t.disabled_at IS NOT NULL AS is_trader_disabled, s.disabled_at IS NOT NULL AS is_shop_disabled
       FROM console_users u
       LEFT JOIN traders t ON t.id = u.trader_id
       LEFT JOIN shops s ON s.id = u.shop_id
      WHERE lower(u.login) = lower($1) AND u.disabled_at IS NULL`,
    [login],
  );
  const user = rows[0];
  let attempt: SignInAttempt;
  try {
    attempt = await reserveSignInAttempt(
      db,
      user
        ? { accountId: user.id, address: options.address }
        : { unknownLoginKey: unknownLoginKey(options.secretsKey, login) },
      options.lockMinutes,
    );
  } catch (error) {
    // Locked: nothing was guessed, so the address keeps its attempt.
    await returnAddressAttempt(db, addressAttempt);
    throw error;
  }
  const isPasswordOk = await verify(user?.password_hash ?? (await dummyHash), password);
  // The second factor only after the password: a wrong password never spends a code.
  const isSignedIn =
    user !== undefined &&
    isPasswordOk &&
    (!user.totp_secret_enc ||
      (recoveryCode
        ? // A recovery code stands in for the authenticator's code (the phone is lost); each works once.
          await useRecoveryCode(db, user.id, recoveryCode)
        : await checkTotp(db, options.secretsKey, user, totp)));
  const failed = () => (attempt.lockedFor ? accountLocked(attempt.lockedFor) : invalidCredentials());
  if (!isSignedIn) throw failed();

  const isHeldBack = user.is_trader_disabled || user.is_shop_disabled;
  const session = await db.transaction(async (tx) => {
    // Nothing was written yet: throwing here rolls back nothing, and the attempt stays counted.
    const isConfirmed = await confirmSignIn(tx, user, {
      isOpeningSession: !isHeldBack,
      isClearingAccountCount: !attempt.isKnownAddress,
    });
    if (!isConfirmed) throw failed();
    await rememberSignInAddress(tx, user.id, options.address);
    return isHeldBack ? undefined : openSession(tx, user);
  });
  await returnAddressAttempt(db, addressAttempt);
  // Said only to whoever knows the password: the operator disabled the account's trader or shop.
  if (user.is_trader_disabled) throw traderDisabled();
  if (user.is_shop_disabled) throw shopDisabled();
  return { user, session: session as T };
}

/**
 * Makes good a sign-in whose password and code were right, in the transaction that opens its session:
 * the account's count (`isClearingAccountCount`: not when the attempt was a known address's, whose own
 * count rememberSignInAddress starts again) starts again only while its row is as it was read (same password hash and TOTP
 * secret, not disabled; an account action changing it holds its lock, and the row it committed is what
 * is checked) and, for a one-time password (a new login's or a reset's), before its first sign-in and its expiry. Opening a
 * session spends the one-time password (account-lifecycle.ts resetConsolePassword). False, touching
 * nothing, when the row is no longer as it was read: the sign-in fails like a wrong password.
 */
async function confirmSignIn(
  tx: Queryable,
  user: SignInRow,
  {
    isOpeningSession,
    isClearingAccountCount,
  }: { isOpeningSession: boolean; isClearingAccountCount: boolean },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE console_users
        SET failed_attempts = CASE WHEN $5 THEN 0 ELSE failed_attempts END,
            locked_until = CASE WHEN $5 THEN NULL ELSE locked_until END,
            temporary_password_expires_at = CASE WHEN $4 THEN NULL ELSE temporary_password_expires_at END
      WHERE id = $1 AND password_hash = $2 AND totp_secret_enc IS NOT DISTINCT FROM $3 AND disabled_at IS NULL
        AND (NOT must_change_password OR temporary_password_expires_at > now())`,
    [user.id, user.password_hash, user.totp_secret_enc, isOpeningSession, isClearingAccountCount],
  );
  return rowCount > 0;
}

/**
 * RFC 6238, 30-second steps, one step of clock drift either way. A code is accepted once: the step it
 * matched is kept and later codes must be newer (a code seen over a shoulder cannot be replayed).
 * A missing or wrong code fails the sign-in like a wrong password: the pair was not right. Also what
 * removing one's own two-factor sign-in asks (account-lifecycle.ts removeOwnTotp).
 */
export async function checkTotp(
  q: Queryable,
  secretsKey: Buffer,
  user: Pick<SignInRow, 'id' | 'totp_secret_enc' | 'totp_last_step'>,
  code: string | undefined,
): Promise<boolean> {
  if (!code) return false;
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
