import crypto from 'node:crypto';
import type { TotpEnrolment } from '@payorder/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, invalidTransition, validationFailed } from '../http/errors.ts';
import { decrypt, encrypt, sha256 } from '../security/crypto.ts';

/**
 * RFC 6238 as every authenticator app reads an otpauth:// URL without parameters: HMAC-SHA1, 6 digits,
 * 30-second steps. One step of clock drift either way is accepted. The sign-in, the enrolment and the
 * tests (RFC 6238 Appendix B vectors) all verify through verifyTotpCode with these.
 */
export const TOTP_OPTIONS = { algorithm: 'sha1', digits: 6, period: 30 } as const;
const DRIFT_SECONDS = 30;
/** The name an authenticator app shows above the account. */
export const TOTP_ISSUER = 'Payorder';
/** Recovery codes given at enrolment; each signs in once instead of a TOTP code. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * The time step a code matched, or null. `afterTimeStep`: only a newer step counts (a code is good
 * once). `options` and `epoch` exist for the RFC's test vectors (8 digits, fixed times).
 */
export async function verifyTotpCode(input: {
  secret: string | Uint8Array;
  code: string;
  afterTimeStep?: number;
  epoch?: number;
  options?: { algorithm: 'sha1' | 'sha256' | 'sha512'; digits: 6 | 7 | 8; period: number };
}): Promise<number | null> {
  const result = await verify({
    ...(input.options ?? TOTP_OPTIONS),
    secret: input.secret,
    token: input.code,
    epochTolerance: DRIFT_SECONDS,
    ...(input.epoch !== undefined && { epoch: input.epoch }),
    ...(input.afterTimeStep !== undefined && { afterTimeStep: input.afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Starts (or restarts) enrolment: a new secret, kept encrypted as pending until a code from it is
 * confirmed; its otpauth:// URL and that URL as a QR code (SVG, drawn here so the secret never
 * leaves for a third-party service). 409 when TOTP is already enrolled.
 */
export async function beginTotpEnrolment(
  q: Queryable,
  secretsKey: Buffer,
  user: { id: string; login: string },
): Promise<TotpEnrolment> {
  const secret = generateSecret();
  const { rowCount } = await q.query(
    `UPDATE console_users SET totp_pending_secret_enc = $2 WHERE id = $1 AND totp_secret_enc IS NULL`,
    [user.id, encrypt(secretsKey, secret)],
  );
  if (rowCount === 0) {
    throw new AppError(409, 'totp_already_enrolled', 'Two-factor sign-in is already set up for this account');
  }
  const otpauthUrl = totpUrl(user.login, secret);
  return { secret, otpauthUrl, qrSvg: await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 }) };
}

export const totpUrl = (login: string, secret: string) =>
  generateURI({ ...TOTP_OPTIONS, issuer: TOTP_ISSUER, label: login, secret });

/**
 * Confirms enrolment with a code from the pending secret: TOTP is on from now (sign-in asks for a code)
 * and ten recovery codes replace any earlier ones. They are returned this once; only their hashes stay.
 */
export async function confirmTotpEnrolment(
  db: Db,
  secretsKey: Buffer,
  userId: string,
  code: string,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ pending: string | null; enrolled: boolean }>(
      `SELECT totp_pending_secret_enc AS pending, totp_secret_enc IS NOT NULL AS enrolled
         FROM console_users WHERE id = $1 FOR NO KEY UPDATE`,
      [userId],
    );
    const user = rows[0]!;
    if (user.enrolled) {
      throw new AppError(
        409,
        'totp_already_enrolled',
        'Two-factor sign-in is already set up for this account',
      );
    }
    if (!user.pending) throw invalidTransition('Start the set-up first: no secret is waiting for a code');
    const step = await verifyTotpCode({ secret: decrypt(secretsKey, user.pending), code });
    if (step === null) {
      throw validationFailed('The code is wrong; check the app and try the next one', { code: 'Wrong code' });
    }
    await tx.query(
      `UPDATE console_users SET totp_secret_enc = totp_pending_secret_enc, totp_pending_secret_enc = NULL,
              totp_last_step = $2 WHERE id = $1`,
      [userId, step],
    );
    await tx.query('DELETE FROM console_recovery_codes WHERE user_id = $1', [userId]);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    for (const recoveryCode of codes) {
      await tx.query('INSERT INTO console_recovery_codes (user_id, code_hash) VALUES ($1, $2)', [
        userId,
        recoveryCodeHash(recoveryCode),
      ]);
    }
    return codes;
  });
}

/** Lower-case letters and digits without look-alikes (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 10 characters (about 49 bits), shown as xxxxx-xxxxx. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** As typed: case, spaces and dashes do not matter. */
const recoveryCodeHash = (code: string) => sha256(code.toLowerCase().replace(/[^a-z0-9]/g, ''));

/** Spends one of the user's recovery codes; false when it is not one or was used already. */
export async function useRecoveryCode(q: Queryable, userId: string, code: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE console_recovery_codes SET used_at = now()
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
    [userId, recoveryCodeHash(code)],
  );
  return rowCount > 0;
}
