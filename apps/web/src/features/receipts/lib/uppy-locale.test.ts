import { LANGUAGES } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { loadUppyLocale, UPPY_LOCALE_BY_LANGUAGE, uppyLocaleNameOf } from './uppy-locale.ts';

describe('Uppy locale per page language (docs/product/payment-page.md §1)', () => {
  it('names a choice for every language of the page', () => {
    expect(Object.keys(UPPY_LOCALE_BY_LANGUAGE).sort()).toEqual([...LANGUAGES].sort());
  });

  it('gives ru, es, hi, tr, ua and uz their own widget text', async () => {
    const own = { ru: 'ru_RU', es: 'es_ES', hi: 'hi_IN', tr: 'tr_TR', ua: 'uk_UA', uz: 'uz_UZ' } as const;
    for (const [language, name] of Object.entries(own)) {
      expect(uppyLocaleNameOf(language)).toBe(name);
      const locale = await loadUppyLocale(language);
      // The §5 restriction messages and §8 texts exist in each pack (a string a pack lacks, such as
      // tr_TR's noCameraTitle, falls back to English inside Uppy).
      expect(locale?.strings.exceedsSize).toEqual(expect.any(String));
      expect(locale?.strings.youCanOnlyUploadFileTypes).toEqual(expect.any(String));
      expect(locale?.strings.allowAccessTitle).toEqual(expect.any(String));
      expect(locale?.strings.uploadFailed).toEqual(expect.any(String));
      expect(locale?.strings.exceedsSize).not.toBe('%{file} exceeds maximum allowed size of %{size}');
    }
  });

  it('shows English widget text for en, am, az, kg, kz and tj, and for anything unknown', async () => {
    for (const language of ['en', 'am', 'az', 'kg', 'kz', 'tj', 'xx', undefined]) {
      expect(await loadUppyLocale(language)).toBeUndefined();
    }
  });
});
