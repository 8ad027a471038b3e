import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { reportError } from './error-reporter.ts';
import { FetchBackend } from './i18n-fetch-backend.ts';
import { LanguageDetector, type LanguageDetectorOptions } from './language-detector.ts';
import {
  DEFAULT_NAMESPACE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  LOCALE_FILE_PATH,
  toBcp47,
  toProductLanguage,
} from '@payorder/contract';
import { adoptIntlTags } from './languages.ts';

/** How the page's texts are set up, in the browser and on the server (entry-server.tsx). */
export const I18N_OPTIONS = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  ns: [DEFAULT_NAMESPACE],
  defaultNS: DEFAULT_NAMESPACE,
  load: 'languageOnly',
  interpolation: { escapeValue: false },
} satisfies InitOptions;

const DETECTION: LanguageDetectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: LANGUAGE_QUERY_PARAM,
  lookupCookie: LANGUAGE_COOKIE,
  caches: ['localStorage'],
  // Browsers say uk, kk, ky, tg, hy, en-US…; the product's codes are ua, kz, kg, tj, am, en…
  convertDetectedLanguage: toProductLanguage,
};

/**
 * English is the typed source of keys (see i18next.d.ts); every language loads over HTTP on demand.
 * `namespace`: the app's one file of texts (the page's `common`; the console's `console`).
 */
export function initI18n(namespace: string = DEFAULT_NAMESPACE) {
  i18next.on('failedLoading', (lng, ns, message) => {
    reportError(`Language ${lng}/${ns} failed to load: ${message}`, { context: { lng, ns } });
  });
  const ready = i18next
    .use(FetchBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      // A console also loads the page's `common`: the words for field errors (fieldError.*) live there once.
      ns: namespace === DEFAULT_NAMESPACE ? [namespace] : [namespace, DEFAULT_NAMESPACE],
      defaultNS: namespace,
      backend: { loadPath: LOCALE_FILE_PATH },
      // The page stays blank while a language retries: two retries (≈1 s, not 11 s) before it shows ru.
      maxRetries: 2,
      detection: DETECTION,
      react: { useSuspense: true },
    });
  adoptIntlTags(i18next);
  return ready;
}

/** Keeps <html lang> in step with the language shown (ru when tr failed to load), as a BCP 47 tag (ua → uk). */
export function syncHtmlLang(): void {
  const apply = (lng: string) =>
    document.documentElement.setAttribute('lang', toBcp47(i18next.resolvedLanguage ?? lng));
  if (i18next.resolvedLanguage) apply(i18next.resolvedLanguage);
  i18next.on('languageChanged', apply);
}
