import {
  parseMoneyInput,
  toBcp47,
  ZPayoutSettings,
  type FieldErrors,
  type PaymentType,
  type PayoutSettings,
} from '@payorder/contract';
import { schemaErrors } from '#console/lib/use-form-check.ts';

/** The settings as the form holds them: the amount and the count as typed, in the reader's way of writing. */
export interface SettingsTexts {
  enabled: boolean;
  currencies: string[];
  paymentTypes: PaymentType[];
  /** Blank: any amount. */
  maxAmount: string;
  maxInProgress: string;
}

/** A stored amount ("50000.00") as the reader writes numbers ("50 000" in Russian), for editing. */
function amountForEditing(amount: string | null | undefined, language: string): string {
  if (!amount) return '';
  return new Intl.NumberFormat(toBcp47(language), { maximumFractionDigits: 2 }).format(amount as `${number}`);
}

export const textsOf = (settings: PayoutSettings, language: string): SettingsTexts => ({
  enabled: settings.enabled,
  currencies: settings.currencies,
  paymentTypes: settings.paymentTypes,
  maxAmount: amountForEditing(settings.maxAmount, language),
  maxInProgress: String(settings.maxInProgress),
});

/**
 * Typed settings → the wire's, or what is wrong with each field (the contract's money input rules and
 * ZPayoutSettings): "50 000" in Russian is 50000.00; "abc" is amount_invalid; "0" or "101" at once is
 * out of range. Taking payouts with no currency or payment type chosen would never be offered one: said
 * as `required` on that choice.
 */
export function parseSettings(
  texts: SettingsTexts,
  language: string,
): { values: PayoutSettings; errors: FieldErrors } {
  const errors: FieldErrors = {};
  let maxAmount: string | null = null;
  if (texts.maxAmount.trim()) {
    // The largest amount holds in each currency: its fraction digits are the widest (two).
    const parsed = parseMoneyInput(texts.maxAmount, language, texts.currencies[0] ?? 'USD');
    if (!parsed.ok) errors.maxAmount = { code: parsed.code, ...(parsed.params && { params: parsed.params }) };
    else if (parsed.minor === 0n) errors.maxAmount = { code: 'amount_not_positive' };
    else maxAmount = parsed.amount;
  }
  const count = texts.maxInProgress.trim();
  const maxInProgress = /^\d+$/.test(count) ? Number(count) : NaN;
  if (!count) errors.maxInProgress = { code: 'required' };
  else if (Number.isNaN(maxInProgress)) errors.maxInProgress = { code: 'not_an_integer' };
  const values: PayoutSettings = {
    enabled: texts.enabled,
    currencies: texts.currencies,
    paymentTypes: texts.paymentTypes,
    maxAmount,
    maxInProgress,
  };
  if (texts.enabled && texts.currencies.length === 0) errors.currencies = { code: 'required' };
  if (texts.enabled && texts.paymentTypes.length === 0) errors.paymentTypes = { code: 'required' };
  return { values, errors: { ...schemaErrors(ZPayoutSettings, values), ...errors } };
}
