import {
  REQUISITE_FIELD_STANDARD_KEY,
  STANDARD_REQUISITE_KEYS,
  fieldKindError,
  type Requisites,
  type TradeMethod,
} from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { validationFailed, type FieldProblem } from '../http/errors.ts';

/**
 * What canonicalisation needs of a trade method: its bank (the default), its declared fields and its
 * currency (a phone carries that country's calling code).
 */
export type RequisitesMethod = Pick<TradeMethod, 'bank' | 'fields'> &
  Partial<Pick<TradeMethod, 'fiatCurrency'>>;

/** English for API developers beside each field kind's code. */
const KIND_MESSAGES: Readonly<Record<string, string>> = {
  card_number_invalid: 'A card number: 13–19 digits with a valid check digit (Luhn)',
  phone_invalid: "A phone number in international form: + and the country's calling code",
  iban_invalid: 'An IBAN whose check digits are right',
  upi_id_invalid: 'A UPI id: name@handle',
  account_number_invalid: 'An account number: 5 to 34 digits',
};

const STANDARD_KEYS: ReadonlySet<string> = new Set(STANDARD_REQUISITE_KEYS);
const STANDARD_KEY_OF_FIELD: Readonly<Record<string, string>> = REQUISITE_FIELD_STANDARD_KEY;
const COUNTRY_CODE = /^[a-z]{2}$/;

/**
 * THE way transfer details become an order's requisites: a trader's hand-sent details now, and a
 * requisites-book entry's details when one is assigned. Checks `sent` against the trade method and
 * returns the one form orders store (contract `Requisites`), or throws `400 validation_failed` with
 * every problem at once, each under `requisites.<key as sent>`.
 *
 * Rules (docs/architecture.md "Requisites"):
 * - every field the method declares is present, a string, non-empty once trimmed;
 * - besides them only the standard keys `bank`, `countryCode`, `countryNameEn`, `sberPayUrl`;
 *   anything else is refused, never dropped;
 * - the declared fields `country` and `sberpay_url` may come under their own name or their standard
 *   key and are stored under the standard one (`countryCode`, `sberPayUrl`): one key per meaning;
 * - `bank` is a bank code from the banks reference and defaults to the method's bank; `countryCode`
 *   is two letters (stored lower-case); `sberPayUrl` is an http(s) URL;
 * - fields are checked by what they are (contract field-kinds.ts): a card number passes Luhn, a phone
 *   is E.164 with the method's country code, an IBAN passes mod-97, a UPI id is name@handle, an
 *   account number is digits. Each problem carries its code (`fieldErrors`) beside the words.
 *
 * Stored: `{ bank, <declared field>: value …, countryCode?, countryNameEn?, sberPayUrl? }`, values
 * trimmed. Responses add `bankName` (order-row.ts), which is never stored.
 */
export async function canonicalRequisites(
  q: Queryable,
  method: RequisitesMethod,
  sent: Readonly<Record<string, unknown>>,
  /** Where the details sit in the request, for the field names of errors (a book entry's `details`). */
  fieldPrefix = 'requisites',
  /** Problems of the same request found elsewhere (a book entry's limits), answered together with these. */
  alsoWrong: Readonly<Record<string, FieldProblem>> = {},
): Promise<Requisites> {
  const declared = new Set(method.fields.map((field) => field.name as string));
  const errors: Record<string, FieldProblem> = {};
  const values = new Map<string, { value: string; sentAs: string }>();

  for (const [key, raw] of Object.entries(sent)) {
    const storedKey = STANDARD_KEY_OF_FIELD[key] ?? key;
    const isAllowed = declared.has(key) || STANDARD_KEYS.has(key);
    if (!isAllowed) {
      errors[`${fieldPrefix}.${key}`] = {
        code: 'unknown_field',
        message: 'Not a field of this trade method',
      };
      continue;
    }
    const trimmed = typeof raw === 'string' ? raw.trim() : '';
    const value = storedKey === 'countryCode' ? trimmed.toLowerCase() : trimmed;
    const kindError = value === '' ? null : fieldKindError(key, value, method.fiatCurrency);
    if (typeof raw !== 'string')
      errors[`${fieldPrefix}.${key}`] = { code: 'invalid_format', message: 'Must be a string' };
    else if (value === '')
      errors[`${fieldPrefix}.${key}`] = { code: 'required', message: 'Must not be empty' };
    else if (kindError)
      errors[`${fieldPrefix}.${key}`] = { ...kindError, message: KIND_MESSAGES[kindError.code]! };
    else {
      const other = values.get(storedKey);
      if (other && other.value !== value) {
        errors[`${fieldPrefix}.${key}`] = {
          code: 'invalid_format',
          message: `Conflicts with ${other.sentAs}`,
        };
      } else values.set(storedKey, { value, sentAs: key });
    }
  }

  for (const name of declared) {
    const storedKey = STANDARD_KEY_OF_FIELD[name] ?? name;
    // The bank has a default; a field sent but refused above already has its error.
    if (storedKey === 'bank' || values.has(storedKey) || errors[`${fieldPrefix}.${name}`]) continue;
    if (storedKey !== name && errors[`${fieldPrefix}.${storedKey}`]) continue;
    errors[`${fieldPrefix}.${name}`] = {
      code: 'required',
      message:
        storedKey === name
          ? 'Required by the trade method'
          : `Required by the trade method (or ${storedKey})`,
    };
  }

  const country = values.get('countryCode');
  if (country && !COUNTRY_CODE.test(country.value)) {
    errors[`${fieldPrefix}.${country.sentAs}`] = {
      code: 'invalid_format',
      message: 'A two-letter country code',
    };
  }
  const sberPayUrl = values.get('sberPayUrl');
  if (sberPayUrl && !isHttpUrl(sberPayUrl.value))
    errors[`${fieldPrefix}.${sberPayUrl.sentAs}`] = { code: 'url_invalid', message: 'An http(s) URL' };
  const bank = values.get('bank');
  if (bank && !(await isBankCode(q, bank.value))) {
    errors[`${fieldPrefix}.${bank.sentAs}`] = {
      code: 'not_a_bank',
      message: 'A bank code from GET /api/v1/banks',
    };
  }

  if (Object.keys(errors).length > 0) {
    throw validationFailed('Some requisites are missing, unknown or invalid', { ...alsoWrong, ...errors });
  }
  const requisites: Requisites = { bank: method.bank };
  for (const [key, { value }] of values) requisites[key] = value;
  return requisites;
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

async function isBankCode(q: Queryable, code: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM banks WHERE code = $1', [code]);
  return rows.length > 0;
}
