import type { Requisites } from '@payorder/contract';

/**
 * What a shop may know of the trader's requisites (issue 22: need to know, the last 4 digits at most):
 * the bank and country as they are, a number (card, account, IBAN, phone …) as its last 4 digits behind
 * "****", and nothing that names or reaches the trader (holder, expiry, links).
 */
const KEPT = new Set(['bank', 'bankName', 'countryCode', 'countryNameEn', 'country', 'swift_bic', 'ifsc']);
const MASKED_NUMBERS = new Set([
  'card_number',
  'phone',
  'account_number',
  'iban',
  'imps_account_number',
  'id_card',
  'erip',
]);

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
