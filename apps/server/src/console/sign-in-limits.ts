import type { Queryable } from '../db/db.ts';
import { AppError, rateLimited } from '../http/errors.ts';
import { addressKey } from '../security/client-address.ts';
import { hmacSha256Hex } from '../security/crypto.ts';

/** Failed sign-ins in a row that lock a console account, or an unknown login (for CONSOLE_LOCK_MINUTES). */
export const MAX_FAILED_SIGN_INS = 5;
/** How long an address's failed sign-ins count (CONSOLE_SIGN_IN_FAILURES_PER_IP in this time); then pruned. */
export const ADDRESS_WINDOW_MINUTES = 60;
const ADDRESS_WINDOW = `${ADDRESS_WINDOW_MINUTES} * interval '1 minute'`;

/**
 * How long an address the account signed in from stays one of its known addresses (with a count of its
 * own, below); then pruned (jobs/retention.ts).
 */
export const KNOWN_ADDRESS_DAYS = 90;

/**
 * What counts a login's attempts: the account's row, or, for a login that is no account (or a
 * disabled one), its row in console_unknown_logins under `unknownLoginKey`. Both count alike, so their
 * answers are the same. With `address` (the client's), an address the account signed in from in the
 * last KNOWN_ADDRESS_DAYS is counted on its own row of console_known_addresses instead: a stranger's
 * failures from any number of other addresses lock the account for those only, never for its owner's
 * usual addresses (issue 33, finding 8), while a guess from anywhere is still counted somewhere.
 */
export type SignInCounter = { accountId: string; address?: string } | { unknownLoginKey: string };

/** Which count an attempt was taken on: the account's (or unknown login's), or a known address's. */
export type SignInAttempt = { lockedFor: number | null; isKnownAddress: boolean };

/**
 * The key of a login that is no account: HMAC-SHA256 of the lower-cased login under SECRETS_KEY. People
 * type passwords into the login field, so what they typed is never stored; the same login in any case
 * still meets the same row.
 */
export const unknownLoginKey = (secretsKey: Buffer, login: string) =>
  hmacSha256Hex(secretsKey, login.toLowerCase());

/**
 * One attempt taken on a counter row while it is not locked: a lock that has run out, or a last failure
 * longer ago than the lock lasts, starts the count again (so a row in that state holds nothing back and
 * retention.ts may delete it, for known and unknown logins alike); the MAX_FAILED_SIGN_INS-th attempt
 * locks the row at once, before its password is checked (a success lifts it again). `$2` is
 * MAX_FAILED_SIGN_INS, `$3` the lock's minutes.
 */
const takeAttempt = (row: string) => {
  const isStale = `${row}.locked_until <= now()
                   OR ${row}.last_attempt_at <= now() - $3 * interval '1 minute'`;
  const count = `CASE WHEN ${isStale} THEN 1 ELSE ${row}.failed_attempts + 1 END`;
  return `failed_attempts = ${count},
          locked_until = CASE WHEN ${count} >= $2 THEN now() + $3 * interval '1 minute' END,
          last_attempt_at = now()`;
};
const isOpen = (row: string) => `(${row}.locked_until IS NULL OR ${row}.locked_until <= now())`;
const lockedFor = (row: string) => `extract(epoch FROM ${row}.locked_until - now())::float8 AS locked_for`;

/**
 * Reserves one attempt on the login's counter before anything is verified: a single conditional
 * statement, so N parallel attempts take N attempts and none after the MAX_FAILED_SIGN_INS-th gets
 * through (security review, issue 20, finding 1). Throws 429 account_locked when the login is locked;
 * otherwise returns whether this very attempt locked it (how long for, in seconds), for its answer
 * when it fails.
 */
export async function reserveSignInAttempt(
  q: Queryable,
  counter: SignInCounter,
  lockMinutes: number,
): Promise<SignInAttempt> {
  if ('accountId' in counter && counter.address !== undefined) {
    const known = await reserveKnownAddressAttempt(q, counter.accountId, counter.address, lockMinutes);
    if (known) return { ...known, isKnownAddress: true };
  }
  const isAccount = 'accountId' in counter;
  const key = isAccount ? counter.accountId : counter.unknownLoginKey;
  const { rows } = await q.query<{ locked_for: number | null }>(
    isAccount
      ? `UPDATE console_users u SET ${takeAttempt('u')} WHERE u.id = $1 AND ${isOpen('u')}
          RETURNING ${lockedFor('u')}`
      : `INSERT INTO console_unknown_logins AS u (login_key, failed_attempts, locked_until, last_attempt_at)
         VALUES ($1, 1, CASE WHEN 1 >= $2 THEN now() + $3 * interval '1 minute' END, now())
         ON CONFLICT (login_key) DO UPDATE SET ${takeAttempt('u')} WHERE ${isOpen('u')}
         RETURNING ${lockedFor('u')}`,
    [key, MAX_FAILED_SIGN_INS, lockMinutes],
  );
  const taken = rows[0];
  if (taken) return { lockedFor: lockedForOf(taken), isKnownAddress: false };
  const { rows: locked } = await q.query<{ locked_for: number | null }>(
    isAccount
      ? `SELECT ${lockedFor('u')} FROM console_users u WHERE u.id = $1`
      : `SELECT ${lockedFor('u')} FROM console_unknown_logins u WHERE u.login_key = $1`,
    [key],
  );
  throw accountLocked(locked[0]?.locked_for ?? 0);
}

const lockedForOf = (taken: { locked_for: number | null }) =>
  taken.locked_for !== null && taken.locked_for > 0 ? taken.locked_for : null;

/**
 * One attempt on the account's count for this address, when the account signed in from it in the last
 * KNOWN_ADDRESS_DAYS: counted and locked like the account's own count (MAX_FAILED_SIGN_INS), for this
 * address only; 429 account_locked while that lock runs. Null when the address is not a known one.
 */
async function reserveKnownAddressAttempt(
  q: Queryable,
  accountId: string,
  ip: string,
  lockMinutes: number,
): Promise<{ lockedFor: number | null } | null> {
  const address = addressKey(ip);
  const isKnown = (address: string, days: string) =>
    `k.user_id = $1 AND k.address = ${address} AND k.last_success_at > now() - ${days} * interval '1 day'`;
  const { rows } = await q.query<{ locked_for: number | null }>(
    `UPDATE console_known_addresses k SET ${takeAttempt('k')}
      WHERE ${isKnown('$4', '$5')} AND ${isOpen('k')}
     RETURNING ${lockedFor('k')}`,
    [accountId, MAX_FAILED_SIGN_INS, lockMinutes, address, KNOWN_ADDRESS_DAYS],
  );
  if (rows[0]) return { lockedFor: lockedForOf(rows[0]) };
  const { rows: locked } = await q.query<{ locked_for: number | null }>(
    `SELECT ${lockedFor('k')} FROM console_known_addresses k WHERE ${isKnown('$2', '$3')}`,
    [accountId, address, KNOWN_ADDRESS_DAYS],
  );
  if (locked[0]) throw accountLocked(locked[0].locked_for ?? 0);
  return null;
}

/**
 * A sign-in that knew the password (and code) from `ip`: the address is one of the account's known
 * addresses from now on, its count started again.
 */
export async function rememberSignInAddress(q: Queryable, accountId: string, ip: string): Promise<void> {
  await q.query(
    `INSERT INTO console_known_addresses AS k (user_id, address, last_success_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id, address) DO UPDATE
       SET last_success_at = now(), failed_attempts = 0, locked_until = NULL`,
    [accountId, addressKey(ip)],
  );
}

/** A sign-in that knew the password (and code): its login's count starts again. */
export async function clearSignInAttempts(q: Queryable, accountId: string): Promise<void> {
  await q.query('UPDATE console_users SET failed_attempts = 0, locked_until = NULL WHERE id = $1', [
    accountId,
  ]);
}

export const accountLocked = (seconds: number) => {
  const wait = Math.max(1, Math.ceil(seconds));
  const minutes = Math.ceil(wait / 60);
  return new AppError(
    429,
    'account_locked',
    `Too many failed sign-ins: this account is locked for ${minutes} more minute${minutes === 1 ? '' : 's'}`,
    undefined,
    { 'retry-after': String(wait) },
  );
};

/**
 * Reserves one failed sign-in for the client address, ahead of any login's counter: past
 * `failuresPerAddress` in the hour the address is refused (429 rate_limited with Retry-After) before
 * any account's count moves, so a stranger's one address cannot lock an operator out (issue 20,
 * finding 7). An address is counted by `addressKey`: an IPv6 client by its /64. Atomic like the
 * account's count. Returns the reservation, to give back with `returnAddressAttempt` when the attempt
 * turns out not to be a failed guess.
 */
export async function reserveAddressAttempt(
  q: Queryable,
  ip: string,
  failuresPerAddress: number,
): Promise<{ address: string; windowStart: string }> {
  const address = addressKey(ip);
  const isOver = `a.window_start <= now() - ${ADDRESS_WINDOW}`;
  const { rows } = await q.query<{ window_start: string }>(
    `INSERT INTO console_sign_in_addresses AS a (address, failed_attempts, window_start) VALUES ($1, 1, now())
     ON CONFLICT (address) DO UPDATE
       SET failed_attempts = CASE WHEN ${isOver} THEN 1 ELSE a.failed_attempts + 1 END,
           window_start = CASE WHEN ${isOver} THEN now() ELSE a.window_start END
       WHERE ${isOver} OR a.failed_attempts < $2
     RETURNING window_start::text`,
    [address, failuresPerAddress],
  );
  if (rows[0]) return { address, windowStart: rows[0].window_start };
  const { rows: held } = await q.query<{ seconds: number }>(
    `SELECT extract(epoch FROM window_start + ${ADDRESS_WINDOW} - now())::float8 AS seconds
       FROM console_sign_in_addresses WHERE address = $1`,
    [address],
  );
  throw rateLimited(
    (held[0]?.seconds ?? 0) * 1000,
    'Too many failed sign-ins from this address; wait and try again later',
  );
}

/** Gives back an address's reserved attempt (a success, or a locked login that was never checked). */
export async function returnAddressAttempt(
  q: Queryable,
  reservation: { address: string; windowStart: string },
): Promise<void> {
  await q.query(
    `UPDATE console_sign_in_addresses SET failed_attempts = failed_attempts - 1
      WHERE address = $1 AND window_start = $2::timestamptz AND failed_attempts > 0`,
    [reservation.address, reservation.windowStart],
  );
}
