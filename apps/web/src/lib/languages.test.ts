import { LANGUAGES } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, isLanguage, toBcp47, toProductLanguage } from './languages.ts';

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
