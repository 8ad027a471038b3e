import type { CustomerFieldSpec, PaymentField } from './entities.ts';
import type { CustomerFieldType } from './enums.ts';
import {
  FIRST_CARD_DIGITS,
  IBAN_MAX_LENGTH,
  LAST_CARD_DIGITS,
  PHONE_DIGITS,
  UTR_DIGITS,
} from './constants.ts';

/** docs/product/payment-page.md §5: the message key a field reports: errors.required or errors.invalid. */
export type CustomerFieldError = 'required' | 'invalid';

/** A customer field as the form shows it: the trade method's spec merged with the order's payment field. */
export type CustomerField = CustomerFieldSpec & Omit<PaymentField, 'name'>;

export const DEFAULT_IBAN_PATTERN = '^[A-Z]{2}[A-Z0-9]{4,30}$';
const FREE_TEXT_MAX_LENGTH = 256;

const FIXED_PATTERNS: Partial<Record<CustomerFieldType, RegExp>> = {
  firstCardDigits: new RegExp(`^[0-9]{${FIRST_CARD_DIGITS}}$`),
  lastCardDigits: new RegExp(`^[0-9]{${LAST_CARD_DIGITS}}$`),
  lastPhoneDigits: new RegExp(`^[0-9]{${PHONE_DIGITS}}$`),
  utr: new RegExp(`^[0-9]{${UTR_DIGITS}}$`),
};

/** docs/product/payment-page.md §3: payment fields are matched by name and merged into the customer fields. */
export function mergeCustomerFields(
  specs: CustomerFieldSpec[],
  paymentFields: PaymentField[],
): CustomerField[] {
  return specs.map((spec) => {
    const definition = paymentFields.find((field) => field.name === spec.name);
    if (!definition) return spec;
    const { name: _name, ...rest } = definition;
    return { ...spec, ...rest };
  });
}

/** The value as it is validated and sent: IBAN ignores spaces (docs/product/payment-page.md §5), free text is trimmed. */
export function normalizeCustomerField(type: CustomerFieldType, value: string): string {
  return type === 'iban' ? value.replace(/\s+/g, '') : value.trim();
}

export function maxLengthOf(field: Pick<CustomerField, 'type' | 'maxLength'>): number {
  if (field.maxLength) return field.maxLength;
  switch (field.type) {
    case 'firstCardDigits':
      return FIRST_CARD_DIGITS;
    case 'lastCardDigits':
      return LAST_CARD_DIGITS;
    case 'lastPhoneDigits':
      return PHONE_DIGITS;
    case 'utr':
      return UTR_DIGITS;
    case 'iban':
      return IBAN_MAX_LENGTH;
    default:
      return FREE_TEXT_MAX_LENGTH;
  }
}

function patternOf(field: Pick<CustomerField, 'type' | 'pattern'>): RegExp | null {
  const fixed = FIXED_PATTERNS[field.type];
  if (fixed) return fixed;
  if (field.pattern) return safeRegExp(field.pattern);
  return field.type === 'iban' ? new RegExp(DEFAULT_IBAN_PATTERN) : null;
}

function safeRegExp(source: string): RegExp | null {
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

/** docs/product/payment-page.md §5: validates one customer field; returns the error key, or null when the value is acceptable. */
export function validateCustomerField(
  field: Pick<CustomerField, 'type' | 'required' | 'pattern' | 'maxLength'>,
  rawValue: string | null | undefined,
): CustomerFieldError | null {
  const value = normalizeCustomerField(field.type, rawValue ?? '');
  if (value === '') return field.required ? 'required' : null;
  if (value.length > maxLengthOf(field)) return 'invalid';
  const pattern = patternOf(field);
  return pattern && !pattern.test(value) ? 'invalid' : null;
}
