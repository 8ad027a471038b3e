/** Brand, scheme and code names the page shows as they are in every language. */
export const BRAND_NAMES = [
  'SBP',
  'SberPay',
  'Sberbank',
  'T-Bank',
  'IBAN',
  'SEPA',
  'UPI',
  'UPI ID',
  'IMPS',
  'IFSC',
  'UTR',
  'PhonePe',
  'ERIP',
  'SWIFT/BIC',
] as const;
