/**
 * Every field a trader's details can have, and what each one is: the one table the checks, the shop's
 * view, the page's rows and the bank-notification matcher read (docs/checklists.md "Add a payment
 * method"). A field added here is checked, masked, shown and matched from this row alone; the compiler
 * asks for every property, and the locale test for its label in every language.
 */

/** What a trade method's field is, by its name: the check its value gets (field-kinds.ts). */
export type FieldKind = 'card_number' | 'phone' | 'iban' | 'upi_id' | 'account_number' | 'text';

export interface RequisiteFieldSpec {
  kind: FieldKind;
  /** What a shop may see of it: the value as it is, its last 4 digits behind "****", or nothing. */
  forShop: 'value' | 'last4' | 'nothing';
  /**
   * Money lands on it: the last digits a bank message names may be these. A phone's never are (a message
   * naming 5678 is no payment to the order whose phone ends in 5678).
   */
  receivesMoney: boolean;
  /** The page shows it as a row of its own (locale key `requisites.<name>`); else it is shown otherwise. */
  isPageRow: boolean;
  /** The customer copies it on the page (numbers, not names or banks). */
  isCopyable: boolean;
}

const number = (kind: FieldKind, receivesMoney: boolean): RequisiteFieldSpec => ({
  kind,
  forShop: 'last4',
  receivesMoney,
  isPageRow: true,
  isCopyable: true,
});
const name: RequisiteFieldSpec = {
  kind: 'text',
  forShop: 'nothing',
  receivesMoney: false,
  isPageRow: true,
  isCopyable: false,
};

/** In the order the page shows them. */
export const REQUISITE_FIELDS = {
  card_number: number('card_number', true),
  cardholder: name,
  expiration_date: name,
  phone: number('phone', false),
  account_number: number('account_number', true),
  iban: number('iban', true),
  holder: name,
  beneficiary_name: name,
  imps_account_number: number('account_number', true),
  ifsc: { ...name, forShop: 'value', isCopyable: true },
  upi_id: { kind: 'upi_id', forShop: 'nothing', receivesMoney: false, isPageRow: true, isCopyable: true },
  swift_bic: { ...name, forShop: 'value', isCopyable: true },
  id_card: number('text', false),
  erip: number('text', false),
  bank: { ...name, forShop: 'value' },
  country: { ...name, forShop: 'value' },
  /** Shown as the page's SberPay button, not as a row. */
  sberpay_url: { ...name, isPageRow: false },
} as const satisfies Record<string, RequisiteFieldSpec>;

export type RequisiteFieldName = keyof typeof REQUISITE_FIELDS;
export const REQUISITE_FIELD_NAMES = Object.keys(REQUISITE_FIELDS) as [
  RequisiteFieldName,
  ...RequisiteFieldName[],
];

const numberFields = REQUISITE_FIELD_NAMES.filter((field) => REQUISITE_FIELDS[field].forShop === 'last4');
/** The fields that name where the money goes, those money lands on first (card, account, IBAN), then the rest. */
export const REQUISITE_NUMBER_FIELDS: readonly RequisiteFieldName[] = [
  ...numberFields.filter((field) => REQUISITE_FIELDS[field].receivesMoney),
  ...numberFields.filter((field) => !REQUISITE_FIELDS[field].receivesMoney),
];

/** The last 4 digits of the number the details name (the card, account, IBAN, else the phone …), or null. */
export function requisitesLast4(
  requisites: Readonly<Record<string, string | undefined>> | null,
): string | null {
  if (!requisites) return null;
  const field = REQUISITE_NUMBER_FIELDS.find((candidate) => requisites[candidate]);
  const digits = field ? requisites[field]!.replace(/\D/g, '') : '';
  return digits.length >= 4 ? digits.slice(-4) : null;
}
