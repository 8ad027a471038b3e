import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import consoleRu from '#locales/ru/console.json';
import { bankName } from './bank-names.ts';

/** The catalogue as the server gives it: names stored once, in English. */
const CATALOGUE = [
  { code: 'any_bank', name: 'Any bank' },
  { code: 'sberbank', name: 'Sberbank' },
  { code: 'kaspi', name: 'Kaspi Bank' },
  { code: 'bank_of_baku', name: 'Bank of Baku' },
];

let t: TFunction<'console'>;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'ru',
    ns: ['console'],
    defaultNS: 'console',
    resources: { ru: { console: consoleRu } },
  });
  t = i18n.getFixedT('ru', 'console') as TFunction<'console'>;
});

describe('bankName in a Russian console', () => {
  it('says "any bank" and the Russian banks in Russian, not as the catalogue stores them', () => {
    expect(bankName(t, 'any_bank', CATALOGUE)).toBe('Любой банк');
    expect(bankName(t, 'sberbank', CATALOGUE)).toBe('Сбербанк');
  });

  it('keeps a brand the console has no word for, and a bank the operator added, as the catalogue names it', () => {
    expect(bankName(t, 'kaspi', CATALOGUE)).toBe('Kaspi Bank');
    expect(bankName(t, 'bank_of_baku', CATALOGUE)).toBe('Bank of Baku');
  });

  it('falls back to the name the record carries, then to the code, while the catalogue is not loaded', () => {
    expect(bankName(t, 'bank_of_baku', undefined, 'Bank of Baku')).toBe('Bank of Baku');
    expect(bankName(t, 'bank_of_baku', undefined)).toBe('bank_of_baku');
  });
});
