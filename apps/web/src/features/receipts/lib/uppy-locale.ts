import type { Language } from '@payorder/contract';
import type { Locale } from '@uppy/core/utils';

/** The Uppy locale packs the page uses, by their file name under @uppy/locales/lib. */
export type UppyLocaleName = 'ru_RU' | 'es_ES' | 'hi_IN' | 'tr_TR' | 'uk_UA' | 'uz_UZ';

/**
 * docs/product/payment-page.md §1: the upload widget has its own text for English, Russian, Spanish, Hindi, Turkish,
 * Ukrainian and Uzbek; Armenian, Azerbaijani, Kyrgyz, Kazakh and Tajik show English widget text.
 * null is Uppy's built-in English.
 */
export const UPPY_LOCALE_BY_LANGUAGE: Readonly<Record<Language, UppyLocaleName | null>> = {
  en: null,
  ru: 'ru_RU',
  es: 'es_ES',
  hi: 'hi_IN',
  tr: 'tr_TR',
  ua: 'uk_UA',
  uz: 'uz_UZ',
  am: null,
  az: null,
  kg: null,
  kz: null,
  tj: null,
};

// One chunk per pack, fetched only for the language in use (the packages have no exports map).
const LOADERS: Record<UppyLocaleName, () => Promise<{ default: Locale }>> = {
  ru_RU: () => import('@uppy/locales/lib/ru_RU'),
  es_ES: () => import('@uppy/locales/lib/es_ES'),
  hi_IN: () => import('@uppy/locales/lib/hi_IN'),
  tr_TR: () => import('@uppy/locales/lib/tr_TR'),
  uk_UA: () => import('@uppy/locales/lib/uk_UA'),
  uz_UZ: () => import('@uppy/locales/lib/uz_UZ'),
};

export function uppyLocaleNameOf(language: string | undefined): UppyLocaleName | null {
  return UPPY_LOCALE_BY_LANGUAGE[language as Language] ?? null;
}

/** The widget's locale for a page language; undefined means Uppy's own English. */
export async function loadUppyLocale(language: string | undefined): Promise<Locale | undefined> {
  const name = uppyLocaleNameOf(language);
  return name ? (await LOADERS[name]()).default : undefined;
}
