import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { ZOrderStatus } from './enums.ts';
import { ZTraderOrder } from './api.ts';
import { ZCurrencyCode, ZIsoDateTime, ZOrderId, ZQueryDateTime, ZReceipt } from './entities.ts';
import { ZMoney } from './routing.ts';

/**
 * The console (docs/architecture.md "Console"): accounts, sessions and the role-scoped calls the console app
 * makes with its session cookie. Public contract: add, never rename.
 */

export const ZConsoleRole = z.enum(['trader', 'operator', 'shop']);
export type ConsoleRole = z.infer<typeof ZConsoleRole>;

/** The session cookie's name (httpOnly, SameSite=Strict, Secure over https). */
export const CONSOLE_SESSION_COOKIE = 'payorder_console';
/** Where the console app lives on the server. */
export const CONSOLE_BASE_PATH = '/console';

/** What every new password must be (a new account's, a changed one's). */
export const ZConsolePassword = z.string().min(10, 'at least 10 characters').max(256);

export const ZCreateConsoleUserRequest = z
  .object({
    login: z
      .string()
      .trim()
      .min(3)
      .max(64)
      .regex(/^[a-zA-Z0-9._@-]+$/, 'letters, digits and . _ @ -'),
    password: ZConsolePassword,
    role: ZConsoleRole,
    traderId: z.uuid().optional(),
    shopId: z.uuid().optional(),
  })
  .strict()
  .refine((user) => user.role !== 'trader' || user.traderId, {
    path: ['traderId'],
    message: 'Required for a trader',
  })
  .refine((user) => user.role !== 'shop' || user.shopId, {
    path: ['shopId'],
    message: 'Required for a shop',
  });
export type CreateConsoleUserRequest = z.infer<typeof ZCreateConsoleUserRequest>;
export const ZCreateConsoleUserResponse = z.object({ id: z.uuid() });

export const ZConsoleSessionRequest = z
  .object({
    login: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(256),
    totp: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
    /** Instead of `totp`: one of the account's recovery codes (each signs in once). */
    recoveryCode: z.string().trim().min(10).max(32).optional(),
  })
  .strict();
export type ConsoleSessionRequest = z.infer<typeof ZConsoleSessionRequest>;

export const ZConsoleMe = z.object({
  id: z.uuid(),
  login: z.string(),
  role: ZConsoleRole,
  traderId: z.uuid().nullable(),
  shopId: z.uuid().nullable(),
  /** The trader's or shop's display name. */
  name: z.string(),
  /** Whether sign-in asks for a TOTP code; an operator must enrol before using the admin API. */
  totpEnrolled: z.boolean(),
  /**
   * Signed in with a one-time password from a reset: until `PUT /api/v1/console/password`, every other
   * call answers 403 password_change_required (the console shows the change-password screen).
   */
  mustChangePassword: z.boolean(),
});
export type ConsoleMe = z.infer<typeof ZConsoleMe>;

/** One of the signed-in user's sessions (`GET /api/v1/console/sessions`), newest first. */
export const ZConsoleSession = z.object({
  /** Revoke with `DELETE /api/v1/console/sessions/{id}`. */
  id: z.string(),
  createdAt: ZIsoDateTime,
  lastSeenAt: ZIsoDateTime,
  expiresAt: ZIsoDateTime,
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type ConsoleSession = z.infer<typeof ZConsoleSession>;
export const ZConsoleSessionsResponse = z.array(ZConsoleSession);
export const ZConsoleSessionIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/) });

// ── Two-factor sign-in (TOTP, RFC 6238) ───────────────────────────────────────────────────────

/** `POST /api/v1/console/totp/enrolment`: a new secret to add to an authenticator app. */
export const ZTotpEnrolment = z.object({
  /** Base32, for typing in by hand. */
  secret: z.string(),
  /** otpauth://totp/… : what the QR code holds. */
  otpauthUrl: z.string(),
  /** The QR code of otpauthUrl as an SVG document. */
  qrSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof ZTotpEnrolment>;

/** `POST /api/v1/console/totp/enrolment/confirm`: a code from the new secret switches TOTP on. */
export const ZConfirmTotpRequest = z.object({ code: z.string().regex(/^\d{6}$/) }).strict();
/** Shown once: each signs in once in place of a code (the phone lost). Only their hashes are kept. */
export const ZTotpRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TotpRecoveryCodes = z.infer<typeof ZTotpRecoveryCodes>;

// ── Trader: order history ─────────────────────────────────────────────────────────────────────

/**
 * `GET /api/v1/trader/orders/search`: the trader's own orders, newest first. `q` matches an order id,
 * the shop's external id, the amount (as shown in the console, in the language `lng`), the customer's
 * card digits, phone digits, name or UTR.
 */
export const ZTraderOrderSearchQuery = z.object({
  q: z.string().trim().max(64).optional(),
  /**
   * The language `q` was typed in: an amount is read as people write it there (parseMoneyInput:
   * "4,800.00" in English, "4 800,00" in Russian), with a currency code at either end ("BYN 4,800.00").
   */
  lng: z.enum(LANGUAGES).optional(),
  status: ZOrderStatus.optional(),
  createdFrom: ZQueryDateTime.optional(),
  createdTo: ZQueryDateTime.optional(),
  cursor: z.string().max(128).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type TraderOrderSearchQuery = z.infer<typeof ZTraderOrderSearchQuery>;

export const ZTraderOrderSearchResponse = z.object({
  items: z.array(ZTraderOrder),
  /** Pass back as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type TraderOrderSearchResponse = z.infer<typeof ZTraderOrderSearchResponse>;

/** The filter of the trader's history without its page: what the totals and the CSV export cover. */
export const ZTraderOrderFilterQuery = ZTraderOrderSearchQuery.omit({ cursor: true, limit: true });
export type TraderOrderFilterQuery = z.infer<typeof ZTraderOrderFilterQuery>;

/**
 * `GET /api/v1/trader/orders/totals`: over every order the filter finds (not a page of them): how many,
 * and per currency how many, how many completed, their volume and the commission they earned
 * (completed orders only: money moves on completion). Amounts are decimal strings.
 */
export const ZTraderOrderTotals = z.object({
  count: z.number().int(),
  byCurrency: z.array(
    z.object({
      currency: ZCurrencyCode,
      count: z.number().int(),
      completed: z.number().int(),
      volume: ZMoney,
      commission: ZMoney,
    }),
  ),
});
export type TraderOrderTotals = z.infer<typeof ZTraderOrderTotals>;

/**
 * `GET /api/v1/trader/orders/export`: every order the filter finds as CSV (RFC 4180, UTF-8, a header
 * row of these columns, newest first), streamed whatever its size. Amounts are decimal strings.
 */
export const TRADER_ORDER_CSV_COLUMNS = [
  'id',
  'created_at',
  'status',
  'amount',
  'currency',
  'commission',
  'payment_type',
  'bank',
  'entry_last4',
  'sender_card_first',
  'sender_card_last',
  'sender_name',
  'sender_utr',
  'sender_phone_last',
  'sender_iban',
  'sender_account',
] as const;

export const ZTraderReceiptsResponse = z.array(ZReceipt);
export const ZTraderReceiptParams = z.object({ id: ZOrderId, receiptId: z.uuid() });
export type TraderReceiptParams = z.infer<typeof ZTraderReceiptParams>;
/** `?inline=1`: `Content-Disposition: inline`, for showing the receipt inside the console (img / iframe). */
export const ZTraderReceiptFileQuery = z.object({ inline: z.enum(['0', '1']).optional() });
export type TraderReceiptFileQuery = z.infer<typeof ZTraderReceiptFileQuery>;

// ── Account lifecycle (docs/architecture.md "Console accounts, for their whole life") ─────────────

/** A console account as the operator manages it (`GET /api/v1/admin/console-users`); never a secret. */
export const ZConsoleUser = z.object({
  id: z.uuid(),
  login: z.string(),
  role: ZConsoleRole,
  traderId: z.uuid().nullable(),
  shopId: z.uuid().nullable(),
  /** Disabled by an operator: it cannot sign in and has no live session. */
  disabled: z.boolean(),
  totpEnrolled: z.boolean(),
  /** A password reset is pending: the next sign-in must choose a new password. */
  mustChangePassword: z.boolean(),
  /** When a session of it last began; null if it never signed in. */
  lastSignInAt: ZIsoDateTime.nullable(),
  createdAt: ZIsoDateTime,
});
export type ConsoleUser = z.infer<typeof ZConsoleUser>;

export const ZConsoleUsersQuery = z.object({
  role: ZConsoleRole.optional(),
  shopId: z.uuid().optional(),
  traderId: z.uuid().optional(),
});
export type ConsoleUsersQuery = z.infer<typeof ZConsoleUsersQuery>;
export const ZConsoleUsersResponse = z.object({ items: z.array(ZConsoleUser) });
export type ConsoleUsersResponse = z.infer<typeof ZConsoleUsersResponse>;

/** `PATCH /api/v1/admin/console-users/{id}`: disable (ends its sessions) or enable the account. */
export const ZPatchConsoleUserRequest = z.object({ disabled: z.boolean() }).strict();
export type PatchConsoleUserRequest = z.infer<typeof ZPatchConsoleUserRequest>;

/** `POST /api/v1/admin/console-users/{id}/password-reset`: shown once; good for one sign-in and a change. */
export const ZPasswordResetResponse = z.object({ temporaryPassword: z.string() });
export type PasswordResetResponse = z.infer<typeof ZPasswordResetResponse>;

/** `PUT /api/v1/console/password`: ends every other session of the account. */
export const ZChangePasswordRequest = z
  .object({
    currentPassword: z.string().min(1).max(256),
    newPassword: ZConsolePassword,
  })
  .strict()
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: 'must differ from the current password',
    params: { fieldError: 'same_as_current' },
  });
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/**
 * `POST /api/v1/console/totp/removal`: the signed-in account removes its own two-factor sign-in, proving
 * itself again first (a session alone is not enough: it may be someone else's hands on it): its password
 * and a current code from the authenticator app, or one of its recovery codes (the phone is lost).
 */
export const ZRemoveOwnTotpRequest = z
  .object({
    currentPassword: z.string().min(1).max(256),
    totp: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
    recoveryCode: z.string().trim().min(10).max(32).optional(),
  })
  .strict()
  .refine((body) => body.totp !== undefined || body.recoveryCode !== undefined, {
    path: ['totp'],
    message: 'A current code from the authenticator app, or a recovery code',
    params: { fieldError: 'required' },
  });
export type RemoveOwnTotpRequest = z.infer<typeof ZRemoveOwnTotpRequest>;
