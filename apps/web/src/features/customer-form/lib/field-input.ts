import {
  CUSTOMER_FIELD_TO_PAYMENT_KEY,
  FIRST_CARD_DIGITS,
  LAST_CARD_DIGITS,
  PHONE_DIGITS,
  maxLengthOf,
  normalizeCustomerField,
  validateCustomerField,
  visibleCustomerFields,
  type CustomerDetails,
  type CustomerField,
  type CustomerFieldError,
  type CustomerFieldName,
} from '@payorder/contract';

/**
 * What the input shows after the customer typed `raw` (docs/product/payment-page.md §5):
 * - last phone digits and UTR keep digits and #, extra input beyond the length is ignored;
 * - last card digits stop at 4 characters;
 * - IBAN is upper-cased and input longer than its maximum (spaces not counted) is rejected;
 * - the free-text fields stop at their maximum length.
 */
export function acceptInput(
  field: Pick<CustomerField, 'type' | 'maxLength'>,
  raw: string,
  previous: string,
): string {
  const max = maxLengthOf(field);
  switch (field.type) {
    case 'lastPhoneDigits':
    case 'utr':
      return raw.replace(/[^0-9#]/g, '').slice(0, max);
    case 'lastCardDigits':
    case 'firstCardDigits':
      return raw.replace(/\s/g, '').slice(0, max);
    case 'iban': {
      const upper = raw.toUpperCase();
      return normalizeCustomerField('iban', upper).length > max ? previous : upper;
    }
    default:
      return raw.slice(0, max);
  }
}

/**
 * The value the input reports to the form (docs/product/payment-page.md §5): first card digits only when all 6 are present,
 * last card digits when at least 4 are, last phone digits only when exactly 4; otherwise empty.
 */
export function reportedValue(field: Pick<CustomerField, 'type'>, shown: string): string {
  switch (field.type) {
    case 'firstCardDigits':
      return shown.length === FIRST_CARD_DIGITS ? shown : '';
    case 'lastCardDigits':
      return shown.length >= LAST_CARD_DIGITS ? shown : '';
    case 'lastPhoneDigits':
      return shown.length === PHONE_DIGITS ? shown : '';
    default:
      return shown;
  }
}

export type FormValues = Partial<Record<CustomerFieldName, string>>;

export function fieldErrors(
  fields: CustomerField[],
  values: FormValues,
): Partial<Record<CustomerFieldName, CustomerFieldError>> {
  const errors: Partial<Record<CustomerFieldName, CustomerFieldError>> = {};
  for (const field of visibleCustomerFields(fields)) {
    const shown = values[field.name] ?? '';
    const reported = reportedValue(field, shown);
    // Something typed that does not count yet (3 of 4 digits) is a filling error, not a missing value.
    const error = reported === '' && shown.trim() !== '' ? 'invalid' : validateCustomerField(field, reported);
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** docs/product/payment-page.md §5: the confirm button is disabled while any required visible field is empty. */
export function hasEmptyRequiredField(fields: CustomerField[], values: FormValues): boolean {
  return visibleCustomerFields(fields).some(
    (field) =>
      field.required &&
      normalizeCustomerField(field.type, reportedValue(field, values[field.name] ?? '')) === '',
  );
}

/** docs/product/payment-page.md §5: hidden fields excluded and empty values dropped before the details are sent. */
export function toCustomerDetails(fields: CustomerField[], values: FormValues): CustomerDetails {
  const details: CustomerDetails = {};
  for (const field of visibleCustomerFields(fields)) {
    const value = normalizeCustomerField(field.type, reportedValue(field, values[field.name] ?? ''));
    if (value !== '') details[CUSTOMER_FIELD_TO_PAYMENT_KEY[field.name]] = value;
  }
  return details;
}

/** The values already on the order, for a customer who comes back to the form. */
export function initialValuesOf(
  fields: CustomerField[],
  payment: Partial<Record<string, string | null>> | null,
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = payment?.[CUSTOMER_FIELD_TO_PAYMENT_KEY[field.name]];
    if (value) values[field.name] = value;
  }
  return values;
}
