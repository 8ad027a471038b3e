import { LANGUAGES, type Language } from '@payorder/contract';
import type { i18n } from 'i18next';

/**
 * spec §1 names languages by product codes, several of which are not the ISO codes browsers and Intl
 * use (ua is not Ukrainian's code, am is Amharic's, kg is Kongo's). This table is the one place
 * that ties the two together.
 */
export const LANGUAGE_TAGS: Readonly<Record<Language, string>> = {
  en: 'en',
  ru: 'ru',
  am: 'hy',
  az: 'az',
  es: 'es',
  hi: 'hi',
  kg: 'ky',
  kz: 'kk',
  tj: 'tg',
  tr: 'tr',
  ua: 'uk',
  uz: 'uz',
};

const FROM_ISO: Readonly<Record<string, Language>> = Object.fromEntries(
  LANGUAGES.map((lng) => [LANGUAGE_TAGS[lng], lng]),
);

export function isLanguage(code: string | null | undefined): code is Language {
  return (LANGUAGES as readonly string[]).includes(code ?? '');
}

/** The BCP 47 tag of a product language, for <html lang>, lang attributes and Intl; other codes pass through. */
export function toBcp47(lng: string): string {
  return isLanguage(lng) ? LANGUAGE_TAGS[lng] : lng;
}

/**
 * A language as a browser, a cookie or a link reports it (uk, kk-KZ, hy_AM, uz-Latn-UZ, en-US, or the
 * product's own ua, kz…) turned into the product code. Product codes win where both readings exist
 * (am, kg), because the page writes them to local storage and links carry them. Anything unknown
 * passes through unchanged so i18next can still fall back.
 */
export function toProductLanguage(detected: string): string {
  const primary = detected.trim().replace(/_/g, '-').split('-')[0]!.toLowerCase();
  if (isLanguage(primary)) return primary;
  return FROM_ISO[primary] ?? detected;
}

type Format = (lng: string | undefined, options: Record<string, unknown>) => (value: unknown) => string;

/** i18next's built-in formats, with the language's BCP 47 tag instead of the product code. */
const INTL_FORMATS: Record<string, Format> = {
  number: (tag, options) => {
    const format = new Intl.NumberFormat(tag, options);
    return (value) => format.format(value as number);
  },
  currency: (tag, options) => {
    const format = new Intl.NumberFormat(tag, { ...options, style: 'currency' });
    return (value) => format.format(value as number);
  },
  datetime: (tag, options) => {
    const format = new Intl.DateTimeFormat(tag, options);
    return (value) => format.format(value as Date);
  },
  relativetime: (tag, options) => {
    const format = new Intl.RelativeTimeFormat(tag, options);
    const unit = (options.range as Intl.RelativeTimeFormatUnit | undefined) ?? 'day';
    return (value) => format.format(value as number, unit);
  },
  list: (tag, options) => {
    const format = new Intl.ListFormat(tag, options);
    return (value) => format.format(value as string[]);
  },
};

/**
 * i18next hands its language code to Intl for plural rules and {{value, number}}-style formats;
 * Intl would read ua, am, kg, kz, tj as other or unknown languages (Ukrainian would get English
 * plurals). This makes both use the real tag.
 */
export function adoptIntlTags(i18n: i18n): void {
  const { pluralResolver, formatter } = i18n.services;
  const getRule = (pluralResolver.getRule as (code: string, options?: object) => Intl.PluralRules).bind(
    pluralResolver,
  );
  pluralResolver.getRule = (code: string, options?: object) => getRule(toBcp47(code), options);
  pluralResolver.clearCache?.();
  for (const [name, format] of Object.entries(INTL_FORMATS)) {
    formatter?.addCached(name, (lng, options: Record<string, unknown>) =>
      format(lng && toBcp47(lng), options),
    );
  }
}
