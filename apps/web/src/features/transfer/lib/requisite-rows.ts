import {
  REQUISITE_FIELD_NAMES,
  REQUISITE_FIELDS,
  REQUISITE_NUMBER_FIELDS,
  type RequisiteFieldName,
  type Requisites,
} from '@payorder/contract';

/** The requisite fields the page shows as rows of their own (the contract's REQUISITE_FIELDS), in their order. */
type PageRowField = {
  [Field in RequisiteFieldName]: (typeof REQUISITE_FIELDS)[Field]['isPageRow'] extends true ? Field : never;
}[RequisiteFieldName];
/** docs/product/payment-page.md §2 requisite detail labels (locale keys `requisites.<label>`), in the order they are shown. */
export const REQUISITE_LABELS = REQUISITE_FIELD_NAMES.filter(
  (field): field is PageRowField => REQUISITE_FIELDS[field].isPageRow,
);
export type RequisiteLabel = PageRowField;

export interface RequisiteRow {
  /** The requisites key: a docs/product/payment-page.md §2 label, or a trade method's own field name. */
  key: string;
  /** The docs/product/payment-page.md §2 label for the key, or null for a field the locale files have no label for. */
  label: RequisiteLabel | null;
  /** As shown: a number's groups joined by no-break spaces (one word, never split across lines). */
  value: string;
  /** Card numbers, phones and account numbers are copied; names and banks are not. */
  isCopyable: boolean;
}

/** Names and banks are not copied; numbers, and a method's own fields, are. */
const NOT_COPYABLE = new Set<string>(
  REQUISITE_FIELD_NAMES.filter((field) => !REQUISITE_FIELDS[field].isCopyable),
);
/** Keys shown otherwise: bankName in the bank row, the country keys in the country row, SberPay as its button. */
const SHOWN_OTHERWISE = new Set<string>(['bankName', 'countryCode', 'countryNameEn', 'sberPayUrl']);
const KNOWN: ReadonlySet<string> = new Set(REQUISITE_LABELS);
const NUMBERS: ReadonlySet<string> = new Set(REQUISITE_NUMBER_FIELDS);
/** "0000 0000 0000 0000" stays on one line: a card, account, IBAN or phone is read as one thing. */
const unbroken = (key: string, value: string) => (NUMBERS.has(key) ? value.replace(/ /g, '\u00a0') : value);
const isLabel = (key: string): key is RequisiteLabel => KNOWN.has(key);

/**
 * Every transfer detail of an order's requisites (their canonical form, docs/architecture.md
 * "Requisites") as a row: docs/product/payment-page.md §2 labels first in their order, then any other field of the method.
 * The bank is shown by its catalogue name, the country by its code or English name (the view translates both).
 */
export function requisiteRows(requisites: Requisites): RequisiteRow[] {
  const values = new Map<string, string>();
  for (const [key, value] of Object.entries(requisites)) {
    if (!SHOWN_OTHERWISE.has(key) && typeof value === 'string' && value.trim() !== '') values.set(key, value);
  }
  if (values.has('bank')) values.set('bank', requisites.bankName || requisites.bank);
  const country = requisites.countryCode || requisites.countryNameEn;
  if (country) values.set('country', country);
  const known = REQUISITE_LABELS.filter((label) => values.has(label));
  const others = [...values.keys()].filter((key) => !KNOWN.has(key));
  return [...known, ...others].map((key) => ({
    key,
    label: isLabel(key) ? key : null,
    value: unbroken(key, values.get(key)!),
    isCopyable: !NOT_COPYABLE.has(key),
  }));
}

/** A label for a field the page has no translation for: its name as words ("tax_id" → "Tax id"). */
export function humanizeFieldName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
