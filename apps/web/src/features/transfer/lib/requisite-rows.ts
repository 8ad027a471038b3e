import type { Requisites } from '@payorder/contract';

/** spec §2 requisite detail labels, in the order they are shown. */
export const REQUISITE_LABELS = [
  'card_number',
  'cardholder',
  'expiration_date',
  'phone',
  'account_number',
  'iban',
  'holder',
  'beneficiary_name',
  'imps_account_number',
  'ifsc',
  'upi_id',
  'swift_bic',
  'id_card',
  'erip',
  'bank',
  'country',
] as const;
export type RequisiteLabel = (typeof REQUISITE_LABELS)[number];

export interface RequisiteRow {
  label: RequisiteLabel | string;
  value: string;
  /** Card numbers, phones and account numbers are copied; names and banks are not. */
  isCopyable: boolean;
}

const NOT_COPYABLE = new Set([
  'cardholder',
  'holder',
  'beneficiary_name',
  'bank',
  'country',
  'expiration_date',
]);
const NOT_SHOWN = new Set([
  'cardInfo',
  'countryCode',
  'countryNameEn',
  'sberPayUrl',
  'sberpay_url',
  'card_number',
]);

/** The transfer details to show, named by their label keys (card number from cardInfo, country from its name). */
export function requisiteRows(requisites: Requisites): RequisiteRow[] {
  const values = new Map<string, string>();
  if (requisites.cardInfo) values.set('card_number', requisites.cardInfo);
  const country = requisites.countryNameEn ?? requisites.countryCode;
  if (country) values.set('country', country);
  for (const [key, value] of Object.entries(requisites)) {
    if (!NOT_SHOWN.has(key) && typeof value === 'string' && value !== '') values.set(key, value);
  }
  const known = REQUISITE_LABELS.filter((label) => values.has(label));
  const unknown = [...values.keys()].filter((key) => !(REQUISITE_LABELS as readonly string[]).includes(key));
  return [...known, ...unknown].map((label) => ({
    label,
    value: values.get(label)!,
    isCopyable: !NOT_COPYABLE.has(label),
  }));
}
