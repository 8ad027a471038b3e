import { describe, expect, it } from 'vitest';
import { parseMoneyInput } from './money-input.ts';

const minor = (text: string, language: string, currency = 'RUB') => {
  const result = parseMoneyInput(text, language, currency);
  return result.ok ? result.minor : result.code;
};

describe('parseMoneyInput', () => {
  it('reads amounts as English speakers type them', () => {
    expect(minor('1000', 'en')).toBe(100000n);
    expect(minor('1,000', 'en')).toBe(100000n);
    expect(minor('1,000.50', 'en')).toBe(100050n);
    expect(minor('4,800.00', 'en')).toBe(480000n);
    expect(minor('1,234,567.8', 'en')).toBe(123456780n);
    expect(minor('0.05', 'en')).toBe(5n);
    expect(minor(' 12.5 ', 'en')).toBe(1250n);
    expect(minor('1,5', 'en')).toBe(150n); // a lone comma before one or two digits is a decimal comma
  });

  it('reads amounts as Russian, Ukrainian and Kazakh speakers type them, with every kind of space', () => {
    expect(minor('1 000', 'ru')).toBe(100000n);
    expect(minor('1\u00a0000,50', 'ru')).toBe(100050n);
    expect(minor('1\u202f000\u202f000,5', 'ua')).toBe(100000050n);
    expect(minor('1000,5', 'kz')).toBe(100050n);
    expect(minor('1500.5', 'ru')).toBe(150050n); // a dot typed on a Russian keyboard's number row
    expect(minor('1,000', 'ru')).toBe(100000n); // three digits after a lone mark group thousands here too
    expect(minor('4.500', 'ru')).toBe(450000n);
    expect(minor('4.500', 'kz')).toBe(450000n);
    expect(minor('1,5', 'ru')).toBe(150n);
    expect(minor('1.000.000', 'ru')).toBe(100000000n);
    expect(minor('4 800,00 ₽', 'ru')).toBe(480000n);
    expect(minor('4800 RUB', 'ru')).toBe(480000n);
  });

  it('reads Spanish, Turkish and Azerbaijani dots as groups and commas as decimals', () => {
    expect(minor('1.000,50', 'es', 'EUR')).toBe(100050n);
    expect(minor('1.000', 'tr', 'TRY')).toBe(100000n);
    expect(minor('12.345.678,9', 'az', 'AZN')).toBe(1234567890n);
    expect(minor('2,5', 'tr', 'TRY')).toBe(250n);
  });

  it('reads Indian grouping in Hindi', () => {
    expect(minor('1,00,000.50', 'hi', 'INR')).toBe(10000050n);
    expect(minor('₹ 1,00,00,000', 'hi', 'INR')).toBe(1000000000n);
    expect(minor('1,00,000', 'en', 'INR')).toBe('amount_invalid');
  });

  it('keeps to the currency’s fraction digits', () => {
    expect(minor('1.234', 'en', 'USD')).toBe(123400n); // three digits after a lone mark: a group, not cents
    expect(minor('1.2345', 'en', 'USD')).toBe('too_many_decimals');
    expect(minor('1.000,500', 'ru')).toBe(100050n); // trailing zeros past two digits change nothing
    expect(minor('1.000,505', 'ru')).toBe('too_many_decimals');
    expect(minor('100.5', 'en', 'JPY')).toBe('too_many_decimals');
    expect(minor('1,000', 'en', 'JPY')).toBe(100000n);
    expect(parseMoneyInput('100.5', 'en', 'JPY')).toEqual({
      ok: false,
      code: 'too_many_decimals',
      params: { max: 0 },
    });
  });

  it('gives the wire’s decimal string', () => {
    expect(parseMoneyInput('1 000,5', 'ru', 'RUB')).toEqual({ ok: true, minor: 100050n, amount: '1000.50' });
  });

  it('refuses what is not an amount, saying why', () => {
    expect(minor('', 'en')).toBe('required');
    expect(minor('   ', 'ru')).toBe('required');
    expect(minor('-5', 'en')).toBe('amount_not_positive');
    expect(minor('abc', 'en')).toBe('amount_invalid');
    expect(minor('1e3', 'en')).toBe('amount_invalid');
    expect(minor('1..0', 'en')).toBe('amount_invalid');
    expect(minor('1.', 'en')).toBe('amount_invalid');
    expect(minor('.5', 'en')).toBe('amount_invalid');
    expect(minor('1,00', 'en')).toBe(100n); // one and no hundredths: two digits after a lone comma are decimal
    expect(minor('1,0000', 'en')).toBe(100n);
    expect(minor('12,34,567', 'en')).toBe('amount_invalid');
    expect(minor('1.000,5.0', 'es', 'EUR')).toBe('amount_invalid');
    expect(minor('1 0 0', 'ru')).toBe('amount_invalid');
    expect(minor('1,000.5 0', 'en')).toBe('amount_invalid');
    expect(minor('1234567890123456', 'en')).toBe('above_max_amount');
    expect(minor('999999999999999.99', 'en')).toBe(99999999999999999n);
  });
});
