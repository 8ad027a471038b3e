import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@payorder/contract';

interface AmountStyle {
  group: string;
  decimal: string;
  /** Integer digits from which groups are marked (CLDR's minimum grouping digits: 1500 but 15 000). */
  groupFrom: 4 | 5;
  /** Groups of two above the thousands (12,34,567), as in Hindi. */
  isIndian?: boolean;
}

const COMMA_DOT: AmountStyle = { group: ',', decimal: '.', groupFrom: 4 };
const SPACE_COMMA: AmountStyle = { group: '\u00a0', decimal: ',', groupFrom: 4 };
const DOT_COMMA: AmountStyle = { group: '.', decimal: ',', groupFrom: 4 };

/**
 * How each language writes an amount (CLDR's number patterns, as Intl.NumberFormat gives them with
 * full locale data). A table rather than Intl: browsers ship different locale data (some Chromium
 * builds have none for Kazakh or Armenian and write 1,500.00), and the server, which draws the first
 * view, must write exactly what the page then writes.
 */
const AMOUNT_STYLES: Readonly<Record<Language, AmountStyle>> = {
  en: COMMA_DOT,
  hi: { ...COMMA_DOT, isIndian: true },
  ru: SPACE_COMMA,
  ua: SPACE_COMMA,
  kz: SPACE_COMMA,
  kg: SPACE_COMMA,
  tj: SPACE_COMMA,
  uz: SPACE_COMMA,
  am: { ...SPACE_COMMA, groupFrom: 5 },
  az: DOT_COMMA,
  tr: DOT_COMMA,
  es: { ...DOT_COMMA, groupFrom: 5 },
};

function group(digits: string, style: AmountStyle): string {
  if (digits.length < style.groupFrom) return digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const size = style.isIndian ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size) groups.unshift(rest.slice(Math.max(0, end - size), end));
  return [...groups, last].join(style.group);
}

/**
 * Formats a decimal-string amount for display only; money is never computed on here. The fraction
 * digits are the amount's own (two, as the API sends money). `language` is a product language code;
 * any other falls back to ru's style.
 */
export function formatAmount(amount: string, language: string): string {
  const style = AMOUNT_STYLES[isLanguage(language) ? language : FALLBACK_LANGUAGE];
  const sign = amount.startsWith('-') ? '-' : '';
  const [whole = '0', fraction = ''] = amount.replace(/^[-+]/, '').split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  return `${sign}${group(digits, style)}${fraction ? `${style.decimal}${fraction.slice(0, 2)}` : ''}`;
}

/**
 * The one money format of the page and the consoles (issue 22): the amount as the language writes it
 * (formatAmount), then the currency's symbol from the currencies reference (`GET /v1/currencies/fiat`,
 * its code when unknown): "1,500.00 ₽" in English, "1 500,00 ₽" in Russian, "1.500,00 ₼" in Azerbaijani.
 * Not Intl's currency style: its symbol and its place change with the language and the browser's
 * locale data ("RUB 1,500.00" in English, "1 500,00 ₽" in Russian), the reference's do not. The symbol
 * follows the figure after a no-break space, as the groups are marked with one: a sum is one word, never
 * split across lines, in a sentence too ("Transfer exactly 1 500,00 ₽").
 */
export function formatMoney(amount: string, language: string, symbol: string): string {
  return `${formatAmount(amount, language)}\u00a0${symbol}`;
}
