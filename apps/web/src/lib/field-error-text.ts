import { FIELD_ERROR_CODES, type FieldError } from '@payorder/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Codes whose `min`/`max` are amounts (decimal strings), shown as money is in the shown language. */
const AMOUNT_CODES: ReadonlySet<FieldError['code']> = new Set([
  'above_max_amount',
  'below_min_amount',
  'min_above_max',
]);

/** The words (common.json `fieldError.*`) for a code; a phone with its country's prefix has its own sentence. */
export function fieldErrorKey(error: FieldError): `fieldError.${string}` {
  if (error.code === 'phone_invalid' && error.params?.prefix) return 'fieldError.phone_invalid_prefix';
  return `fieldError.${(FIELD_ERROR_CODES as readonly string[]).includes(error.code) ? error.code : 'invalid_format'}`;
}

/**
 * A field error said in the shown language: the page's and every console's one way from a code and its
 * parameters to words (never a path, a field name or a library's wording). `formatAmount` shows amount
 * parameters as money ("5 000,00 ₽"); without it they are shown as numbers in the language.
 */
export function fieldErrorText(
  t: TFunction<'common'>,
  error: FieldError,
  formatAmount?: (amount: string) => string,
): string {
  const params: Record<string, string | number> = { ...error.params };
  if (AMOUNT_CODES.has(error.code)) {
    for (const key of ['min', 'max'] as const) {
      const value = params[key];
      if (typeof value === 'string' && formatAmount) params[key] = formatAmount(value);
    }
  }
  return t(fieldErrorKey(error) as 'fieldError.required', { ...params, ns: 'common' });
}

/** `fieldErrorText` with the shown language's texts. */
export function useFieldErrorText(): (
  error: FieldError,
  formatAmount?: (amount: string) => string,
) => string {
  const { t } = useTranslation('common');
  return (error, formatAmount) => fieldErrorText(t, error, formatAmount);
}
