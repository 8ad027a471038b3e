import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@payorder/contract';
import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { formatMoney as pageMoney } from '#page/lib/money.ts';
import { setCurrencySymbols } from './currency-symbols.ts';
import { formatAge, formatMoney } from './format.ts';

const localesDir = path.resolve(import.meta.dirname, '../../../public/locales');
const read = (lng: string, namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, lng, `${namespace}.json`), 'utf8')) as Record<
    string,
    Record<string, string>
  >;

// The reference as the server seeds it (migration 002): the page shows these symbols.
setCurrencySymbols([
  { code: 'RUB', symbol: '₽' },
  { code: 'AZN', symbol: '₼' },
  { code: 'INR', symbol: '₹' },
  { code: 'UZS', symbol: 'soʻm' },
]);

describe('one money format on the page and in the consoles', () => {
  afterAll(() => i18next.changeLanguage('en'));

  it.each(LANGUAGES)('%s: the console writes an amount exactly as the page does', async (lng) => {
    await i18next.changeLanguage(lng);
    for (const [amount, currency, symbol] of [
      ['1500.00', 'RUB', '₽'],
      ['1234567.5', 'INR', '₹'],
      ['-250.00', 'AZN', '₼'],
      ['0.10', 'UZS', 'soʻm'],
    ] as const) {
      const wire = amount.includes('.') && amount.split('.')[1]!.length === 1 ? `${amount}0` : amount;
      expect(formatMoney(amount, currency)).toBe(pageMoney(wire, lng, symbol));
    }
  });

  it('writes each language’s separators, and the code of a currency the reference lacks', async () => {
    await i18next.changeLanguage('en');
    expect(formatMoney('4800', 'RUB')).toBe('4,800.00\u00a0₽');
    expect(formatMoney('4800.00', 'XYZ')).toBe('4,800.00\u00a0XYZ');
    await i18next.changeLanguage('ru');
    expect(formatMoney('4800.5', 'RUB')).toBe('4\u00a0800,50\u00a0₽');
    await i18next.changeLanguage('hi');
    expect(formatMoney('1234567.50', 'INR')).toBe('12,34,567.50\u00a0₹');
  });
});

describe('one name per payment method', () => {
  it.each(LANGUAGES)('%s: the console names each method as the payment page does', (lng) => {
    const page = read(lng, 'common').payment_types!;
    const console = read(lng, 'console').payment_type!;
    for (const [type, name] of Object.entries(console)) {
      if (type in page) expect(name, `${lng} ${type}`).toBe(page[type]);
    }
    expect(console.transfer_via_id_card).toBe(page.transfer_via_id_card);
  });
});

describe('how long something has waited', () => {
  afterAll(() => i18next.changeLanguage('en'));

  it('is minutes and seconds under a day, days and hours from a day on, in the language', async () => {
    await i18next.changeLanguage('en');
    expect(formatAge(125)).toBe('2:05');
    expect(formatAge(3725)).toBe('1:02:05');
    expect(formatAge(501 * 3600 + 20 * 60 + 42)).toMatch(/^20\s?d 21\s?h$/); // ICU's narrow units
    await i18next.changeLanguage('ru');
    expect(formatAge(501 * 3600)).toMatch(/^20\s?д\.? 21\s?ч$/);
  });
});
