import { z } from 'zod';

/**
 * What is wrong with one field, as data (docs/architecture.md, "Validation everyone understands"):
 * the server answers `fieldErrors: {"<dotted path>": {code, params?}}` beside the English `fields`, and
 * the page and the consoles turn each code into words in the reader's language (`fieldError.<code>`).
 * The set is closed: a code added here needs its words in all 12 languages (a web test checks it).
 */
export const FIELD_ERROR_CODES = [
  /** Empty or missing. */
  'required',
  /** Text longer than `max` characters. */
  'too_long',
  /** Text shorter than `min` characters. */
  'too_short',
  /** A number below `min`. */
  'too_small',
  /** A number above `max`. */
  'too_large',
  /** A whole number is expected. */
  'not_an_integer',
  /** A number is expected. */
  'not_a_number',
  /** Not one of the offered choices. */
  'invalid_choice',
  /** Not the expected shape (a code, an id, a date). */
  'invalid_format',
  /** A field the form does not have. */
  'unknown_field',
  /** The bank is not in the catalogue (GET /api/v1/banks). */
  'not_a_bank',
  /** An amount above `max` (a decimal string). */
  'above_max_amount',
  /** An amount below `min` (a decimal string). */
  'below_min_amount',
  /** The smallest amount is above the largest. */
  'min_above_max',
  /** Not an amount: letters, misplaced separators, a minus sign. */
  'amount_invalid',
  /** An amount must be more than zero. */
  'amount_not_positive',
  /** More digits after the decimal separator than the currency has (`max`). */
  'too_many_decimals',
  /** A card number: 13–19 digits whose Luhn check digit is right. */
  'card_number_invalid',
  /** A phone number in international form (+ and the country's code; `country` when the method has one). */
  'phone_invalid',
  /** A UPI id: `name@handle`. */
  'upi_id_invalid',
  /** An IBAN: country, check digits and account whose mod-97 check holds. */
  'iban_invalid',
  /** A bank account number: digits only, `min`–`max` of them. */
  'account_number_invalid',
  /** An e-mail address. */
  'email_invalid',
  /** A web address (https://…). */
  'url_invalid',
  /** A three-letter currency code (ISO 4217). */
  'currency_invalid',
  /** The two passwords typed differ. */
  'passwords_differ',
] as const;

export const ZFieldErrorCode = z.enum(FIELD_ERROR_CODES);
export type FieldErrorCode = z.infer<typeof ZFieldErrorCode>;
export const FieldErrorCode = ZFieldErrorCode.enum;

/** The numbers or words a code's sentence needs ("at most {{max}} characters"). */
export const ZFieldErrorParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type FieldErrorParams = z.infer<typeof ZFieldErrorParams>;

export const ZFieldError = z.object({ code: ZFieldErrorCode, params: ZFieldErrorParams.optional() });
export type FieldError = z.infer<typeof ZFieldError>;

/** Dotted field path ("details.card_number", "minAmount") → what is wrong with it. */
export const ZFieldErrors = z.record(z.string(), ZFieldError);
export type FieldErrors = z.infer<typeof ZFieldErrors>;
