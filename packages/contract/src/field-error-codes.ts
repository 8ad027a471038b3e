/**
 * The closed set of field error codes and how a zod issue becomes one (field-errors.ts says what they
 * are for and holds their schemas). A module of its own, with no zod at run time: the consoles' first
 * screen checks its forms and reads the server's codes without loading the schema library up front.
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
  /** A percentage from 0 to 99.99 with at most two decimals (a fee, a commission). */
  'percent_invalid',
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
  /** A callback URL whose host (`host`) does not resolve (the server's check, callback-url.ts). */
  'callback_host_unresolved',
  /** A callback URL whose host (`host`) reaches a loopback, private or link-local address. */
  'callback_url_not_public',
  /** A three-letter currency code (ISO 4217). */
  'currency_invalid',
  /** The two passwords typed differ. */
  'passwords_differ',
  /** The new password is the current one. */
  'same_as_current',
  /** A rule's pattern the rule engine (RE2) cannot run: lookaround, back-references, too large a program. */
  'pattern_unsupported',
  /** A date outside the days a query may name: from `min` to `max` (YYYY-MM-DD, UTC). */
  'date_out_of_range',
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
/** Each code by its name: `FieldErrorCode.required`. */
export const FieldErrorCode = Object.fromEntries(FIELD_ERROR_CODES.map((code) => [code, code])) as {
  readonly [Code in FieldErrorCode]: Code;
};
/** The numbers or words a code's sentence needs ("at most {{max}} characters"). */
export type FieldErrorParams = Record<string, string | number>;
/** What is wrong with one field (field-errors.ts holds the schemas, checked against these types). */
export interface FieldError {
  code: FieldErrorCode;
  params?: FieldErrorParams;
}
/** Dotted field path ("details.card_number", "minAmount") → what is wrong with it. */
export type FieldErrors = Record<string, FieldError>;

/** A zod issue as zod gives it (`code`, `path` and the code's own keys: `minimum`, `origin`, `params` …). */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  [key: string]: unknown;
}

/** Regular expressions of the contract whose failure has a more telling code than `invalid_format`. */
const isFieldErrorCode = (value: unknown): value is FieldErrorCode =>
  (FIELD_ERROR_CODES as readonly unknown[]).includes(value);

const PATTERN_CODES: readonly { pattern: string; code: FieldErrorCode }[] = [
  { pattern: String(/^(0|[1-9]\d{0,14})(\.\d{1,2})?$/), code: 'amount_invalid' },
  { pattern: String(/^[A-Z]{3}$/), code: 'currency_invalid' },
  { pattern: String(/^\d{1,2}(\.\d{1,2})?$/), code: 'percent_invalid' },
];

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const numberParam = (value: unknown) => (typeof value === 'bigint' ? Number(value) : (value as number));

/**
 * One zod issue as a field error: zod's generic codes by what they mean to a person (a missing or empty
 * value is `required`, a long text `too_long` with its `max`), a custom refinement by the code it carries
 * in `params.fieldError`. `root` is the whole input, to tell a missing value from a wrong one.
 */
export function fieldErrorOfIssue(issue: IssueLike, root: unknown): FieldError {
  const value = valueAt(root, issue.path);
  const params = (issue.params ?? {}) as Record<string, unknown>;
  switch (issue.code) {
    case 'custom': {
      if (!isFieldErrorCode(params.fieldError)) return { code: 'invalid_format' };
      const rest = Object.fromEntries(
        Object.entries(params).filter(
          ([key, param]) => key !== 'fieldError' && (typeof param === 'string' || typeof param === 'number'),
        ),
      ) as Record<string, string | number>;
      return { code: params.fieldError, ...(Object.keys(rest).length > 0 && { params: rest }) };
    }
    case 'invalid_type':
      if (value === undefined || value === null || value === '') return { code: 'required' };
      if (issue.expected === 'int') return { code: 'not_an_integer' };
      if (issue.expected === 'number' || issue.expected === 'bigint') return { code: 'not_a_number' };
      return { code: 'invalid_format' };
    case 'too_small': {
      const min = numberParam(issue.minimum);
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') {
        return min <= 1 ? { code: 'required' } : { code: 'too_short', params: { min } };
      }
      return { code: 'too_small', params: { min } };
    }
    case 'too_big': {
      const max = numberParam(issue.maximum);
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') {
        return { code: 'too_long', params: { max } };
      }
      return { code: 'too_large', params: { max } };
    }
    case 'invalid_format': {
      if (issue.format === 'email') return { code: 'email_invalid' };
      if (issue.format === 'url') return { code: 'url_invalid' };
      if (value === '') return { code: 'required' };
      const known = PATTERN_CODES.find((entry) => entry.pattern === issue.pattern);
      return { code: known?.code ?? 'invalid_format' };
    }
    case 'invalid_value':
      return { code: 'invalid_choice' };
    case 'unrecognized_keys':
      return { code: 'unknown_field' };
    default:
      return { code: 'invalid_format' };
  }
}

/**
 * Every issue as `{dotted path: field error}` (the first per path; '(body)' for the whole input). An
 * unknown key is named by its own path ("details.nickname"), as the server's English `fields` do.
 */
export function fieldErrorsOfIssues(
  issues: readonly { code: string; path: readonly PropertyKey[] }[],
  root: unknown,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues as readonly IssueLike[]) {
    const paths =
      issue.code === 'unrecognized_keys' && Array.isArray(issue.keys)
        ? (issue.keys as string[]).map((key) => [...issue.path, key])
        : [issue.path];
    for (const path of paths)
      errors[path.map(String).join('.') || '(body)'] ??= fieldErrorOfIssue({ ...issue, path }, root);
  }
  return errors;
}
