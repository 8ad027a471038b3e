import { LANGUAGES, type Language } from './constants.ts';

/**
 * docs/product/payment-page.md §1 names languages by product codes, several of which are not the ISO codes browsers and Intl
 * use (ua is not Ukrainian's code, am is Amharic's, kg is Kongo's). This table is the one place
 * that ties the two together; the page and the server (which preloads the language file) read it.
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
