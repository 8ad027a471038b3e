import { parseMoneyInput, toBcp47, toMinor, type FieldErrors } from '@payorder/contract';

export const LIMITS = ['minAmount', 'maxAmount', 'dailyLimit', 'maxOpenOrders'] as const;
export type Limit = (typeof LIMITS)[number];
export const AMOUNT_LIMITS = ['minAmount', 'maxAmount', 'dailyLimit'] as const;

/** Limits as typed: blank is "no limit"; amounts in the reader's way of writing numbers. */
export type LimitTexts = Record<Limit, string>;

export interface ParsedLimits {
  values: {
    minAmount: string | null;
    maxAmount: string | null;
    dailyLimit: string | null;
    maxOpenOrders: number | null;
  };
  errors: FieldErrors;
}

/**
 * Typed limits → the wire's decimal strings and count, or what is wrong with each ("1 000,50" in Russian
 * is 1000.50; "abc" is amount_invalid; the smallest order above the largest is min_above_max).
 */
export function parseLimits(texts: LimitTexts, language: string, currency: string): ParsedLimits {
  const errors: FieldErrors = {};
  const amounts: Record<(typeof AMOUNT_LIMITS)[number], string | null> = {
    minAmount: null,
    maxAmount: null,
    dailyLimit: null,
  };
  for (const limit of AMOUNT_LIMITS) {
    if (!texts[limit].trim()) continue;
    const parsed = parseMoneyInput(texts[limit], language, currency);
    if (!parsed.ok) errors[limit] = { code: parsed.code, ...(parsed.params && { params: parsed.params }) };
    else if (parsed.minor === 0n) errors[limit] = { code: 'amount_not_positive' };
    else amounts[limit] = parsed.amount;
  }
  if (amounts.minAmount && amounts.maxAmount && toMinor(amounts.minAmount) > toMinor(amounts.maxAmount)) {
    errors.minAmount = { code: 'min_above_max', params: { max: amounts.maxAmount } };
  }
  const count = texts.maxOpenOrders.trim();
  let maxOpenOrders: number | null = null;
  if (count && !/^\d+$/.test(count)) errors.maxOpenOrders = { code: 'not_an_integer' };
  else if (count) maxOpenOrders = Number(count);
  return { values: { ...amounts, maxOpenOrders }, errors };
}

/** A stored amount ("5000.00") as the reader writes numbers ("5 000,00"), for editing. */
export function amountForEditing(amount: string | null, language: string): string {
  if (!amount) return '';
  return new Intl.NumberFormat(toBcp47(language), { minimumFractionDigits: 2 }).format(amount as `${number}`);
}

export { groupCardNumber, inputPropsOf } from '#console/lib/field-input.ts';
