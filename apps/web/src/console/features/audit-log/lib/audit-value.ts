/** The codes a value may be, each said by the console's own words for it. */
export type CodeKind =
  | 'order_status'
  | 'payout_status'
  | 'payment_type'
  | 'data_order'
  | 'auto_confirm_mode'
  | 'direction'
  | 'role'
  | 'callback_status';

/**
 * The words a value needs that are not its own: yes, no, empty (the console's texts, audit.value_*), and,
 * for the values that are not words at all, the person's way of writing them: an instant in their locale,
 * a sum with its currency, a shop or trader by its name, a code by its words (undefined: none known).
 */
export interface ValueWords {
  yes: string;
  no: string;
  empty: string;
  time?: (iso: string) => string;
  money?: (amount: string, currency: string | null) => string;
  percent?: (value: string) => string;
  nameOf?: (kind: 'shop' | 'trader', id: string) => string | undefined;
  code?: (kind: CodeKind, value: string) => string | undefined;
  /** A nested field's label (an object's keys), as auditFieldLabel gives it. */
  label?: (key: string) => string;
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
  'silentAfterMinutes',
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

/** How a field's value is written when it is not plain words. */
type ValueKind = 'time' | 'money' | 'percent' | 'id' | 'shop' | 'trader' | CodeKind;

const FIELD_KINDS: Partial<Record<AuditField, ValueKind>> = {
  createdAt: 'time',
  updatedAt: 'time',
  disabledAt: 'time',
  lastSignInAt: 'time',
  previousWebhookSecretUntil: 'time',
  amount: 'money',
  paidAmount: 'money',
  minAmount: 'money',
  maxAmount: 'money',
  dailyLimit: 'money',
  securityHold: 'money',
  todayVolume: 'money',
  feePercent: 'percent',
  commissionPercent: 'percent',
  payoutFeePercent: 'percent',
  payoutCommissionPercent: 'percent',
  id: 'id',
  eventId: 'id',
  tradeMethodId: 'id',
  shopId: 'shop',
  traderId: 'trader',
  paymentType: 'payment_type',
  customerDataCollectionOrder: 'data_order',
  mode: 'auto_confirm_mode',
  direction: 'direction',
  role: 'role',
  callbackUrlStatus: 'callback_status',
};
/** Every field a balance or ledger line carries that is a sum (the nested objects' keys). */
const MONEY_KEYS = new Set(['working', 'held', 'available', 'balance', 'commission', 'frozen', 'volume']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** An id as the console shows one: its first characters ("#1a2b3c4d"), never the whole UUID. */
export const shortRef = (id: string) => `#${id.slice(0, 8)}`;

/** Where a value sits: its field (for how to write it), the currency of its sums, a payout's statuses. */
export interface ValueContext {
  field?: string | undefined;
  currency?: string | null | undefined;
  isPayout?: boolean | undefined;
}

function kindOf(context: ValueContext): ValueKind | undefined {
  const { field } = context;
  if (!field) return undefined;
  if (field === 'status') return context.isPayout ? 'payout_status' : 'order_status';
  if (MONEY_KEYS.has(field)) return 'money';
  return isAuditField(field) ? FIELD_KINDS[field] : undefined;
}

function stringText(value: string, words: ValueWords, context: ValueContext): string {
  if (value === '') return words.empty;
  const kind = kindOf(context);
  if (kind === 'time' || (!kind && ISO_INSTANT.test(value))) return words.time?.(value) ?? value;
  if (kind === 'money') return words.money?.(value, context.currency ?? null) ?? value;
  if (kind === 'percent') return words.percent?.(value) ?? value;
  if (kind === 'shop' || kind === 'trader') return words.nameOf?.(kind, value) ?? shortRef(value);
  if (kind === 'id' || UUID.test(value)) return shortRef(value);
  if (kind) return words.code?.(kind, value) ?? value;
  return value;
}

/**
 * A before or after value of the audit log as a person reads it, without JSON's quotes and braces and
 * without what only a machine reads: `"Shop A"` → Shop A, `true` → yes, `null` → —, a list → "a; b", an
 * object → "label: value, …"; by its field (`context`) an instant in the person's locale, a sum with its
 * currency, a percentage, a shop or trader by its name, a code (a status, a payment type) by its words, an
 * id by its first characters.
 */
export function auditValueText(value: unknown, words: ValueWords, context: ValueContext = {}): string {
  if (value === undefined || value === null) return ABSENT;
  if (typeof value === 'string') return stringText(value, words, context);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number' || typeof value === 'bigint') {
    const kind = kindOf(context);
    return kind === 'money' || kind === 'percent' ? stringText(String(value), words, context) : String(value);
  }
  if (Array.isArray(value)) {
    return value.length ? value.map((item) => auditValueText(item, words, context)).join('; ') : words.empty;
  }
  const object = value as Record<string, unknown>;
  const currency = typeof object.currency === 'string' ? object.currency : context.currency;
  const entries = Object.entries(object);
  return entries.length
    ? entries
        .map(
          ([key, item]) =>
            `${words.label?.(key) ?? key}: ${auditValueText(item, words, { ...context, field: key, currency })}`,
        )
        .join(', ')
    : words.empty;
}
