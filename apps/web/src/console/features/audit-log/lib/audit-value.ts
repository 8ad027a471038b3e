/** The words a value needs that are not its own: yes, no, empty (the console's texts, audit.value_*). */
export interface ValueWords {
  yes: string;
  no: string;
  empty: string;
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
