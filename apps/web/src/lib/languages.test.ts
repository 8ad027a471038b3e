import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { LANGUAGES, LANGUAGE_TAGS, isLanguage, toBcp47, toProductLanguage } from '@payorder/contract';
import { adoptIntlTags } from './languages.ts';

describe('toProductLanguage', () => {
  it.each([
    ['uk', 'ua'],
    ['uk-UA', 'ua'],
    ['kk', 'kz'],
    ['kk-KZ', 'kz'],
    ['ky', 'kg'],
    ['ky-KG', 'kg'],
    ['tg', 'tj'],
    ['tg-TJ', 'tj'],
    ['hy', 'am'],
    ['hy_AM', 'am'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['ru-RU', 'ru'],
    ['uz-Latn', 'uz'],
    ['uz-Latn-UZ', 'uz'],
    ['az-Latn-AZ', 'az'],
    ['es-419', 'es'],
    ['hi-IN', 'hi'],
    ['tr-TR', 'tr'],
  ])('maps the browser code %s to %s', (detected, product) => {
    expect(toProductLanguage(detected)).toBe(product);
  });

  it('keeps product codes as they are (local storage, cookie and ?lng= carry them)', () => {
    for (const lng of LANGUAGES) expect(toProductLanguage(lng)).toBe(lng);
  });

  it('passes unknown languages through for i18next to fall back from', () => {
    expect(toProductLanguage('de-DE')).toBe('de-DE');
    expect(toProductLanguage('be')).toBe('be');
  });
});

describe('toBcp47', () => {
  it.each([
    ['ua', 'uk'],
    ['kz', 'kk'],
    ['kg', 'ky'],
    ['tj', 'tg'],
    ['am', 'hy'],
    ['az', 'az'],
    ['uz', 'uz'],
    ['hi', 'hi'],
    ['en', 'en'],
    ['ru', 'ru'],
  ])('gives %s the tag %s', (lng, tag) => {
    expect(toBcp47(lng)).toBe(tag);
  });

  it('round-trips every product language through its tag', () => {
    for (const lng of LANGUAGES) expect(toProductLanguage(toBcp47(lng))).toBe(lng);
  });

  it('gives tags Intl knows, so numbers and plurals follow the shown language', () => {
    for (const lng of LANGUAGES) {
      // Plural rules exist for all but Tajik, for which ICU has none (Intl then uses one/other).
      const [supported] = Intl.NumberFormat.supportedLocalesOf(LANGUAGE_TAGS[lng]);
      expect(supported, lng).toBe(LANGUAGE_TAGS[lng]);
    }
    expect(new Intl.PluralRules(toBcp47('ua')).select(3)).toBe('few');
    expect(new Intl.NumberFormat(toBcp47('ua')).format(1500.5)).toMatch(/^1\s500,5$/);
  });
});

describe('isLanguage', () => {
  it('knows the twelve product codes only', () => {
    expect(LANGUAGES.filter(isLanguage)).toHaveLength(12);
    expect(isLanguage('uk')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('adoptIntlTags', () => {
  async function i18nIn(lng: string) {
    const instance = i18next.createInstance();
    await instance.init({
      lng,
      resources: {
        [lng]: {
          common: {
            files_one: '{{count}} файл',
            files_few: '{{count}} файли',
            files_many: '{{count}} файлів',
            files_other: '{{count}} файлу',
            amount: '{{value, number(minimumFractionDigits: 2)}}',
          },
        },
      },
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
    adoptIntlTags(instance);
    // Keys made up for this test, not the typed ones of en/common.json.
    return instance.t as unknown as (key: string, options: object) => string;
  }

  it('gives Ukrainian (ua) its own plural forms', async () => {
    const t = await i18nIn('ua');
    expect([1, 3, 5, 21].map((count) => t('files', { count }))).toEqual([
      '1 файл',
      '3 файли',
      '5 файлів',
      '21 файл',
    ]);
  });

  it('formats numbers for the shown language, not for the product code', async () => {
    const t = await i18nIn('ua');
    expect(t('amount', { value: 1500 })).toMatch(/^1\s500,00$/);
    const armenian = await i18nIn('am');
    expect(armenian('amount', { value: 1500 })).toBe('1500,00');
  });
});
