import { toBcp47 } from './languages.ts';
import { MAX_AMOUNT_MINOR, MINOR_UNITS_PER_MAJOR, fromMinor } from './money.ts';
import type { FieldError } from './field-error-codes.ts';

/** What `parseMoneyInput` makes of a typed amount: minor units and the wire's decimal string, or why not. */
export type MoneyInput = { ok: true; minor: bigint; amount: string } | ({ ok: false } & FieldError);

/** Every kind of space people (and Intl) put between digit groups: space, no-break, narrow no-break, thin, figure. */
const SPACES = /[\s\u00a0\u202f\u2009\u2007\u2008\u200a]+/g;
/** Apostrophes some people group with ("1'000"). */
const APOSTROPHES = /['\u2019\u02bc]/g;
const SYSTEM_FRACTION_DIGITS = MINOR_UNITS_PER_MAJOR.toString().length - 1;

/** How many fraction digits the currency has (JPY 0, RUB 2), capped at the system's two. */
function fractionDigitsOf(currency: string): number {
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
    return Math.min(digits ?? SYSTEM_FRACTION_DIGITS, SYSTEM_FRACTION_DIGITS);
  } catch {
    return SYSTEM_FRACTION_DIGITS;
  }
}

/** "RUB", "₽", "$"… at either end of what was typed. */
function stripCurrency(text: string, currency: string, language: string): string {
  const marks = new Set([currency.toUpperCase()]);
  for (const display of ['symbol', 'narrowSymbol'] as const) {
    try {
      const parts = new Intl.NumberFormat(toBcp47(language), {
        style: 'currency',
        currency,
        currencyDisplay: display,
      }).formatToParts(1);
      for (const part of parts) if (part.type === 'currency') marks.add(part.value.toUpperCase());
    } catch {
      // not a currency Intl knows: only its code is stripped
    }
  }
  let rest = text;
  for (const mark of [...marks].sort((a, b) => b.length - a.length)) {
    const upper = rest.toUpperCase();
    if (upper.startsWith(mark)) rest = rest.slice(mark.length).trim();
    else if (upper.endsWith(mark)) rest = rest.slice(0, rest.length - mark.length).trim();
  }
  return rest;
}

/** Whole part's groups: the first 1–3 digits, the rest 3 each (Hindi also groups by 2 before the last 3: 1,00,000). */
function groupsAreRegular(groups: string[], language: string): boolean {
  if (groups.length === 1) return true;
  const [first, ...rest] = groups;
  if (!/^\d{1,3}$/.test(first!)) return false;
  const last = rest.pop()!;
  if (!/^\d{3}$/.test(last)) return false;
  const middle = language === 'hi' ? /^\d{2,3}$/ : /^\d{3}$/;
  return rest.every((group) => middle.test(group));
}

/**
 * An amount as a person types it in their language → integer minor units (hundredths) and the wire's
 * decimal string, or a field error code. Reads "1 000", "1,000.50", "1.000,50", "1'000", no-break and
 * narrow no-break spaces, Indian grouping ("1,00,000.50"), a currency code or symbol at either end.
 * A lone separator followed by exactly three digits groups thousands in every language ("4.500" and
 * "1,000" typed in Russian are four thousand five hundred and a thousand, as in English: no currency we
 * serve has three fraction digits, and a person who types three digits after a mark means thousands);
 * any other lone separator is decimal ("1500.5" in Russian is fifteen hundred and a half, "1,5" in English
 * one and a half). The currency's fraction digits (at most two) bound the fraction; trailing zeros past
 * them are allowed after a decimal mark ("1,000.500" → 1000.50). Zero is a valid amount here; a field
 * that needs more than zero says so itself.
 */
export function parseMoneyInput(text: string, language: string, currency: string): MoneyInput {
  const trimmed = text.replace(SPACES, ' ').trim();
  if (!trimmed) return { ok: false, code: 'required' };
  const bare = stripCurrency(trimmed, currency, language).replace(APOSTROPHES, ' ').replace(/ +/g, ' ');
  if (/^[-−‒–]/.test(bare)) return { ok: false, code: 'amount_not_positive' };
  if (!/^\d(?:[\d.,]|(?<=\d) (?=\d))*$/.test(bare)) return { ok: false, code: 'amount_invalid' };
  if (/[.,]{2}|[.,]$/.test(bare)) return { ok: false, code: 'amount_invalid' };

  const dots = bare.split('.').length - 1;
  const commas = bare.split(',').length - 1;
  let decimal: string | null = null;
  if (dots && commas) {
    decimal = bare.lastIndexOf('.') > bare.lastIndexOf(',') ? '.' : ',';
    if ((decimal === '.' ? dots : commas) > 1) return { ok: false, code: 'amount_invalid' };
  } else if (dots + commas === 1) {
    const mark = dots ? '.' : ',';
    const digitsAfter = bare.length - bare.indexOf(mark) - 1;
    decimal = digitsAfter === 3 ? null : mark;
  }
  if (decimal && bare.slice(bare.indexOf(decimal) + 1).includes(' '))
    return { ok: false, code: 'amount_invalid' };

  const [wholeText, fractionText = ''] = decimal ? bare.split(decimal) : [bare];
  const groups = wholeText!.split(/[ .,]/);
  if (!groupsAreRegular(groups, language)) return { ok: false, code: 'amount_invalid' };
  const whole = groups.join('').replace(/^0+(?=\d)/, '');

  const allowed = fractionDigitsOf(currency);
  const fraction = fractionText.replace(/0+$/, '');
  if (fraction.length > allowed) return { ok: false, code: 'too_many_decimals', params: { max: allowed } };
  if (whole.length > 15)
    return { ok: false, code: 'above_max_amount', params: { max: fromMinor(MAX_AMOUNT_MINOR) } };
  const minor =
    BigInt(whole) * MINOR_UNITS_PER_MAJOR + BigInt(fraction.padEnd(SYSTEM_FRACTION_DIGITS, '0') || '0');
  return { ok: true, minor, amount: fromMinor(minor) };
}
