import { z } from 'zod';
import { ZIsoDateTime } from './entities.ts';

/**
 * The audit log (`GET /api/v1/admin/audit`): every operator action, who did it, when, and the target
 * before and after. Append-only. Public contract: add actions, never rename one.
 */

/** What was done: `<target>.<verb>`. Each action is named here once and imported wherever it is recorded. */
export const ZAuditAction = z.enum([
  'shop.create',
  'shop.update',
  'shop.disable',
  'shop.enable',
  'shop.rotate_api_key',
  'shop.rotate_webhook_secret',
  'trader.create',
  'trader.update',
  'trader.disable',
  'trader.enable',
  'trader.deposit',
  /** An operator corrected a trader's working balance up or down in one currency, with a note saying why. */
  'trader.adjustment',
  'trader.create_trade_method',
  /** An operator changed a trader's trade method (before and after the whole method) or removed it. */
  'trader.update_trade_method',
  'trader.delete_trade_method',
  'requisite_entry.pause',
  'requisite_entry.resume',
  'sci_domain.update',
  /** An operator removed a payment domain's branding: the domain then shows the default ('*'). */
  'sci_domain.delete',
  'meta.update',
  'bank.update',
  'currency.update',
  'console_user.create',
  /** An operator disabled a console account (its sessions ended) or enabled it again. */
  'console_user.disable',
  'console_user.enable',
  /** An operator gave the account a one-time password (never logged); its sessions ended. */
  'console_user.reset_password',
  /** An operator removed the account's two-factor sign-in (it enrols again); its sessions ended. */
  'console_user.reset_totp',
  /** The account changed its own password; its other sessions ended. */
  'console_user.change_password',
  /** An operator resolved a disputed order (to completed or cancelled, with a note). */
  'order.resolve_dispute',
  /** An operator sent an order's latest callback again. */
  'order.resend_callback',
  /** An operator added, changed or deleted a rule that reads bank notifications. */
  'notification_rule.create',
  'notification_rule.update',
  'notification_rule.delete',
  /** An operator resolved an overdue or disputed payout (to completed or failed, with a note). */
  'payout.resolve',
  /** An operator changed a platform setting (target id: the settings' name, e.g. `phones`). */
  'settings.update',
]);
export type AuditAction = z.infer<typeof ZAuditAction>;
export const AuditAction = ZAuditAction.enum;

/** What the action was done to. */
export const ZAuditTargetType = z.enum([
  'shop',
  'trader',
  'requisite_entry',
  'sci_domain',
  'meta',
  'bank',
  'currency',
  'console_user',
  'order',
  'notification_rule',
  'payout',
  'settings',
]);
export type AuditTargetType = z.infer<typeof ZAuditTargetType>;
export const AuditTargetType = ZAuditTargetType.enum;

/**
 * Who did it: the holder of ADMIN_API_KEY, a signed-in console account (its id and login then), or a
 * release by itself (`release`: a new release's shipped notification rules applied at its start).
 */
export const ZAuditActor = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('admin_api_key') }),
  z.object({ kind: z.literal('console_user'), userId: z.uuid(), login: z.string() }),
  z.object({ kind: z.literal('release') }),
]);
export type AuditActor = z.infer<typeof ZAuditActor>;

/** The `actor` filter's value for the holder of ADMIN_API_KEY. */
export const AUDIT_API_KEY_ACTOR = 'admin_api_key';

/** Secrets never reach the log: a field holding one reads this. */
export const AUDIT_REDACTED = '[redacted]';

export const ZAuditEntry = z.object({
  id: z.string(),
  at: ZIsoDateTime,
  actor: ZAuditActor,
  action: ZAuditAction,
  targetType: ZAuditTargetType,
  targetId: z.string(),
  /** The target by name (a shop's or trader's name, a console account's login); null when it has none. */
  targetName: z.string().nullable().optional(),
  /** The target's state before the action (null: it did not exist), secrets redacted. */
  before: z.record(z.string(), z.unknown()).nullable(),
  /** … and after it. */
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The X-Request-Id of the call that did it (the server's logs carry the same id). */
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditListQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, 'a cursor from a previous page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  action: ZAuditAction.optional(),
  targetId: z.string().trim().min(1).max(253).optional(),
  /** Who acted: a console account's id, or `admin_api_key` for the holder of ADMIN_API_KEY. */
  actor: z.union([z.literal(AUDIT_API_KEY_ACTOR), z.uuid()]).optional(),
});
export type AuditListQuery = z.infer<typeof ZAuditListQuery>;

export const ZAuditListResponse = z.object({
  /** Newest first. */
  items: z.array(ZAuditEntry),
  /** Pass back as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type AuditListResponse = z.infer<typeof ZAuditListResponse>;
