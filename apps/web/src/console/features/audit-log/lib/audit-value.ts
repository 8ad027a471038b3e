/** The words a value needs that are not its own: yes, no, empty (the console's texts, audit.value_*). */
export interface ValueWords {
  yes: string;
  no: string;
  empty: string;
}

/**
 * Every field the server writes into an entry's before or after (apps/server/src: the admin routes,
 * audit/, admin/, ledger/, routing/, callbacks/, console/account-lifecycle.ts), each named in the
 * operator's language by `audit.fields.<field>`: the name the console's own forms give it.
 */
export const AUDIT_FIELDS = [
  'amount',
  'apiKeyFingerprint',
  'autoConfirm',
  'balances',
  'bank',
  'bankName',
  'bookEntries',
  'callbackUrl',
  'callbackUrlStatus',
  'code',
  'collectCustomerReceipts',
  'commissionPercent',
  'copyright',
  'createdAt',
  'currency',
  'customerDataCollectionOrder',
  'customerFields',
  'dailyLimit',
  'details',
  'direction',
  'disabled',
  'disabledAt',
  'enabled',
  'eventId',
  'feePercent',
  'fiatCurrency',
  'fields',
  'graceHours',
  'id',
  'isActive',
  'isDemo',
  'key',
  'kind',
  'label',
  'lastSignInAt',
  'loader',
  'login',
  'logo',
  'maxAmount',
  'maxOpenOrders',
  'minAmount',
  'mode',
  'mustChangePassword',
  'name',
  'note',
  'online',
  'openOrders',
  'paidAmount',
  'pattern',
  'paymentType',
  'paymentTypeName',
  'paymentWindowMinutes',
  'payoutCommissionPercent',
  'payoutFeePercent',
  'previousWebhookSecretUntil',
  'priority',
  'role',
  'securityHold',
  'senders',
  'shopId',
  'status',
  'symbol',
  'testCallbackUrl',
  'theme',
  'title',
  'todayVolume',
  'totpEnrolled',
  'tradeMethodId',
  'traderId',
  'updatedAt',
  'value',
  'webhookSecretFingerprint',
] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];

const KNOWN_FIELDS: ReadonlySet<string> = new Set(AUDIT_FIELDS);
const isAuditField = (key: string): key is AuditField => KNOWN_FIELDS.has(key);

/**
 * A changed field as the operator reads it: its label (`text`, the console's audit.fields.<field>),
 * or the key as written for a field the console has no text for yet (a newer server's).
 */
export function auditFieldLabel(key: string, text: (field: AuditField) => string): string {
  return isAuditField(key) ? text(key) : key;
}

/** Shown where a field did not exist before or after the action. */
export const ABSENT = '—';

/**
 * A before or after value of the audit log as a person reads it, without JSON's quotes and braces:
 * `"Shop A"` → Shop A, `true` → yes, `null` → —, `["sbp","upi"]` → sbp; upi, an object → "key: value, …".
 */
export function auditValueText(value: unknown, words: ValueWords): string {
  if (value === undefined || value === null) return ABSENT;
  if (typeof value === 'string') return value === '' ? words.empty : value;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) {
    return value.length ? value.map((item) => auditValueText(item, words)).join('; ') : words.empty;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length
    ? entries.map(([key, item]) => `${key}: ${auditValueText(item, words)}`).join(', ')
    : words.empty;
}
