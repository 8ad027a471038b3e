import { LANGUAGES, toBcp47 } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from './money.ts';

describe('formatAmount', () => {
  it('formats for the shown language, product codes included', () => {
    expect(formatAmount('1500.00', 'en')).toBe('1,500.00');
    expect(formatAmount('1500.00', 'ua')).toBe('1\u00a0500,00');
    expect(formatAmount('1500.00', 'kz')).toBe('1\u00a0500,00');
    // am is Armenian here, not Amharic (which would group as 1,500.00).
    expect(formatAmount('1500.00', 'am')).toBe('1500,00');
    expect(formatAmount('1500.00', 'az')).toBe('1.500,00');
    expect(formatAmount('250.5', 'es')).toBe('250,5');
    expect(formatAmount('1234567.50', 'hi')).toBe('12,34,567.50');
    expect(formatAmount('123456789012.99', 'ru')).toBe('123\u00a0456\u00a0789\u00a0012,99');
  });

  // Node carries full locale data: its Intl is the reference the table was written from.
  it.each(LANGUAGES)('writes %s as CLDR does (Intl with full locale data)', (lng) => {
    for (const amount of [
      '0.10',
      '7.00',
      '999.99',
      '1500.00',
      '15000.50',
      '123456.78',
      '1234567.00',
      '98765432.10',
    ]) {
      const intl = new Intl.NumberFormat(toBcp47(lng), { minimumFractionDigits: 2 }).format(Number(amount));
      expect(formatAmount(amount, lng), `${lng} ${amount}`).toBe(intl);
    }
  });
});

describe('formatMoney', () => {
  // A line may break at any ordinary space: the figure and its symbol are joined by no-break ones only.
  it.each(LANGUAGES)('%s: a sum is one unbreakable word, its symbol included', (lng) => {
    const money = formatMoney('1234567.89', lng, '₽');
    expect(money.endsWith('\u00a0₽')).toBe(true);
    expect(money).not.toMatch(/[ \t\n]/);
  });
});
