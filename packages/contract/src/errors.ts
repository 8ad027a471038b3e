import { z } from 'zod';
import { ZFieldErrors } from './field-errors.ts';

/** Machine-readable error codes. Every 4xx body is `{code, message, fields?, fieldErrors?}`. */
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
  /** Claiming a waiting order by hand: the trader is offline; go online first (routing's rule). */
  'trader_offline',
  /**
   * Claiming a waiting order by hand: every book entry of the trader for the order's method is paused or
   * at a limit (open orders, daily volume, amount range, an open order of the same amount).
   */
  'entry_limit_reached',
  /** The ledger: the move would take an account past MAX_BALANCE_MINOR; nothing was written. */
  'balance_limit_reached',
  /** Pairing a phone: the trader already has MAX_DEVICES_PER_TRADER paired; revoke one first. */
  'device_limit_reached',
  /**
   * Changing a trade method's payment type, currency or transfer fields while the trader's book has
   * entries filled in for it: remove those entries first, or add a new method.
   */
  'trade_method_in_use',
  /** Console accounts: the login is already in use. */
  'login_taken',
  /**
   * Console sign-in: the login, the password or (for an account with two-factor sign-in) the code is
   * wrong or missing; never says which, and an unknown login answers exactly like a known one.
   */
  'invalid_credentials',
  /**
   * Console sign-in: five failed sign-ins in a row locked this login (an unknown one too, alike);
   * `Retry-After` says when to try again. Too many failures from one address answer `rate_limited` first.
   */
  'account_locked',
  /**
   * No longer answered (issue 20): sign-in says `invalid_credentials` unless password and code are both
   * right, so it never tells that a password was right. Kept so that older clients still parse; an
   * account that must enrol two-factor sign-in meets `totp_enrolment_required` after signing in.
   */
  'totp_required',
  /** A state-changing call authenticated by the console cookie came without this site's Origin. */
  'csrf_failed',
  /** An operator's console session uses the admin API only once its account has TOTP enrolled. */
  'totp_enrolment_required',
  /** TOTP is already enrolled on this account. */
  'totp_already_enrolled',
  /** Resolving a dispute: the operator's note is missing or blank. */
  'note_required',
  /** Resolving a dispute: a corrected `paidAmount` comes with `completed` only (a cancelled order paid nothing). */
  'paid_amount_not_allowed',
  /** Branding: the default ('*', every other domain) cannot be removed, only changed. */
  'default_sci_domain',
  /** A test event needs a callback URL: none was given and the shop's orders have none. */
  'no_callback_url',
  /** The shop is disabled by the operator: its API key and console are refused. */
  'shop_disabled',
  /** The trader is disabled by the operator: no new orders; its API key and console are refused. */
  'trader_disabled',
  /** Console accounts: an operator cannot disable its own account (another operator can). */
  'cannot_disable_self',
  /** Console accounts: disabling this operator would leave no enabled operator to manage the platform. */
  'last_operator',
  /** Signed in with a one-time password: change it (`PUT /api/v1/console/password`) before anything else. */
  'password_change_required',
  /** Changing the console password: the current password given is wrong (`fields.currentPassword`). */
  'wrong_password',
  /**
   * Removing one's own two-factor sign-in: the password or the code given is wrong (not saying which);
   * counted on the account like a failed sign-in.
   */
  'reauthentication_failed',
  /**
   * An operator's session removing its own two-factor sign-in through the admin API: it must prove
   * itself again, with `POST /api/v1/console/totp/removal` (password and a current code).
   */
  'reauthentication_required',
  /**
   * Creating an order: this shop already has an order with this `externalId` (in the same mode, live or
   * test); the message and `fields.externalId` name that order's id. Read it back, or use another id.
   */
  'external_id_taken',
  /** Taking a payout that is not offered to this trader now (another took it, or its offer moved on). */
  'payout_not_offered',
  'internal_error',
  /** 503: the database cannot be reached just now (restarting, failing over); `Retry-After` says when to try again. */
  'service_unavailable',
]);
export type ErrorCode = z.infer<typeof ZErrorCode>;
export const ErrorCode = ZErrorCode.enum;

export const ZApiError = z.object({
  code: ZErrorCode,
  message: z.string(),
  /** Field path → message, for validation failures. */
  fields: z.record(z.string(), z.string()).optional(),
  /**
   * validation_failed: field path → what is wrong, as a code with its parameters (contract
   * FIELD_ERROR_CODES), for clients to say it in the reader's language. Same paths as `fields`, except
   * that an unknown key is named by its own path.
   */
  fieldErrors: ZFieldErrors.optional(),
});
export type ApiError = z.infer<typeof ZApiError>;
