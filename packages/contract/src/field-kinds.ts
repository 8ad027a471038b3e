import { z } from 'zod';
import type { FieldError } from './field-error-codes.ts';
import { REQUISITE_FIELDS, type FieldKind, type RequisiteFieldName } from './requisite-fields.ts';

/**
 * Transfer-detail fields checked by what they are, the same on the server (orders/requisites.ts) and in
 * the consoles' forms: a card number is 13–19 digits whose Luhn digit is right, a phone is E.164 with the
 * country's calling code, an IBAN passes mod-97, a UPI id is `name@handle`, an account number is digits.
 * Spaces and dashes people type between groups are allowed; the value is stored as typed (trimmed).
 */

const SEPARATORS = /[\s\u00a0\u202f\-–.()]/g;

/** The digits of a card number with the spaces and dashes people group it with removed. */
export const cardDigits = (value: string) => value.replace(/[\s\u00a0\u202f-]/g, '');

/** The Luhn (mod 10) check digit that completes `digits`. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) digit *= 2;
    if (digit > 9) digit -= 9;
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  if (!/^\d{13,19}$/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/** ISO 13616: two letters, two check digits, up to 30 letters or digits; moved and read as a number, mod 97 is 1. */
export function isIban(value: string): boolean {
  const iban = value.replace(/[\s\u00a0-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const number = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of number) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** `name@handle`: the name letters, digits, dot, dash or underscore; the handle the payment app's (okhdfc, ybl). */
export const isUpiId = (value: string) => /^[a-z0-9._-]{2,256}@[a-z][a-z0-9.-]{1,63}$/i.test(value.trim());

export const ACCOUNT_NUMBER_DIGITS = { min: 5, max: 34 } as const;
export const isAccountNumber = (value: string) =>
  new RegExp(`^\\d{${ACCOUNT_NUMBER_DIGITS.min},${ACCOUNT_NUMBER_DIGITS.max}}$`).test(
    value.replace(/[\s-]/g, ''),
  );

/**
 * The calling codes of the countries whose currency a trade method pays in; a method in another
 * currency (EUR, USD) takes any E.164 number.
 */
export const CALLING_CODES_BY_CURRENCY: Readonly<Record<string, readonly string[]>> = {
  RUB: ['7'],
  KZT: ['7'],
  BYN: ['375'],
  UAH: ['380'],
  UZS: ['998'],
  KGS: ['996'],
  TJS: ['992'],
  AZN: ['994'],
  AMD: ['374'],
  TRY: ['90'],
  INR: ['91'],
};

/** E.164: "+", the calling code and at most 15 digits in all (8 at least); spaces, dashes and brackets allowed. */
export function isPhone(value: string, currency?: string): boolean {
  const compact = value.trim().replace(SEPARATORS, '');
  if (!/^\+[1-9]\d{7,14}$/.test(compact)) return false;
  const codes = currency ? CALLING_CODES_BY_CURRENCY[currency] : undefined;
  return !codes || codes.some((code) => compact.startsWith(`+${code}`));
}

/** The check a trade method's field gets, by its name (requisite-fields.ts); a method's own field is text. */
export const fieldKindOf = (name: string): FieldKind =>
  Object.hasOwn(REQUISITE_FIELDS, name) ? REQUISITE_FIELDS[name as RequisiteFieldName].kind : 'text';

/**
 * What is wrong with a non-empty value of a trade method's field, by its kind, or null. `currency` is
 * the method's (a phone must carry its country's calling code).
 */
export function fieldKindError(name: string, value: string, currency?: string): FieldError | null {
  switch (fieldKindOf(name)) {
    case 'card_number':
      return isCardNumber(value) ? null : { code: 'card_number_invalid' };
    case 'phone': {
      if (isPhone(value, currency)) return null;
      const codes = currency ? CALLING_CODES_BY_CURRENCY[currency] : undefined;
      return { code: 'phone_invalid', ...(codes && { params: { prefix: `+${codes[0]}` } }) };
    }
    case 'iban':
      return isIban(value) ? null : { code: 'iban_invalid' };
    case 'upi_id':
      return isUpiId(value) ? null : { code: 'upi_id_invalid' };
    case 'account_number':
      return isAccountNumber(value)
        ? null
        : { code: 'account_number_invalid', params: { ...ACCOUNT_NUMBER_DIGITS } };
    case 'text':
      return null;
  }
}

/** The code a custom refinement carries in its issue's `params` (read by `fieldErrorOfIssue`). */
const coded = (code: FieldError['code']) => ({ params: { fieldError: code } });

export const ZCardNumber = z.string().refine(isCardNumber, {
  message: 'A card number: 13–19 digits with a valid check digit',
  ...coded('card_number_invalid'),
});
export const ZIban = z
  .string()
  .refine(isIban, { message: 'An IBAN whose check digits are right', ...coded('iban_invalid') });
export const ZUpiId = z
  .string()
  .refine(isUpiId, { message: 'A UPI id: name@handle', ...coded('upi_id_invalid') });

/**
 * A trade method's fields filled in, checked as the server checks them before it looks at the bank
 * catalogue: each declared field present and non-empty, each by its kind. `{"details.<field>": error}`.
 */
export function requisiteDetailsErrors(
  fields: readonly string[],
  details: Readonly<Record<string, string>>,
  currency?: string,
  prefix = 'details',
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const field of fields) {
    const value = (details[field] ?? '').trim();
    const error = value === '' ? { code: 'required' as const } : fieldKindError(field, value, currency);
    if (error) errors[`${prefix}.${field}`] = error;
  }
  return errors;
}
