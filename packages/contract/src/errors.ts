import { z } from 'zod';

/** Machine-readable error codes. Every 4xx body is `{code, message, fields?}`. */
export const ZErrorCode = z.enum([
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'invalid_transition',
  'idempotency_conflict',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_files',
  'callback_url_forbidden',
  'no_callback_event',
  /** The trader's working balance cannot cover the order (less the security hold). */
  'insufficient_balance',
  /** The trader is offline, disabled, or has no method for the order. */
  'trader_unavailable',
  /** Console accounts: the login is already in use. */
  'login_taken',
  /** Console sign-in: the login or password is wrong (the same answer for an unknown login). */
  'invalid_credentials',
  /** Console sign-in: too many wrong passwords for this login; `Retry-After` says when to try again. */
  'account_locked',
  /** Console sign-in: this account needs its authenticator's 6-digit code (`totp`), or the code was wrong. */
  'totp_required',
  /** A state-changing call authenticated by the console cookie came without this site's Origin. */
  'csrf_failed',
  'internal_error',
]);
export type ErrorCode = z.infer<typeof ZErrorCode>;
export const ErrorCode = ZErrorCode.enum;

export const ZApiError = z.object({
  code: ZErrorCode,
  message: z.string(),
  /** Field path → message, for validation failures. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ZApiError>;
