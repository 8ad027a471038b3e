import { REQUISITE_FIELD_NAMES, REQUISITE_FIELDS, type Requisites } from '@payorder/contract';

/** Kept as they are: the fields the contract lets a shop see, and the bank's name and the country's keys. */
const KEPT = new Set<string>([
  ...REQUISITE_FIELD_NAMES.filter((field) => REQUISITE_FIELDS[field].forShop === 'value'),
  'bankName',
  'countryCode',
  'countryNameEn',
]);
const MASKED_NUMBERS = new Set<string>(
  REQUISITE_FIELD_NAMES.filter((field) => REQUISITE_FIELDS[field].forShop === 'last4'),
);

/**
 * What a shop may know of the trader's requisites (issue 22: need to know, the last 4 digits at most):
 * the bank and country as they are, a number (card, account, IBAN, phone …) as its last 4 digits behind
 * "****", and nothing that names or reaches the trader (holder, expiry, links): the contract's
 * REQUISITE_FIELDS says which is which.
 */
export function requisitesForShop(requisites: Requisites | null): Requisites | null {
  if (!requisites) return null;
  const shown: Record<string, string> = {};
  for (const [key, value] of Object.entries(requisites)) {
    if (value === undefined) continue;
    if (KEPT.has(key)) shown[key] = value;
    else if (MASKED_NUMBERS.has(key)) {
      const last4 = value.replace(/\D/g, '').slice(-4);
      if (last4) shown[key] = `**** ${last4}`;
    }
  }
  return shown as Requisites;
}
