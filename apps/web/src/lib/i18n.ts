import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, LANGUAGES } from '@payorder/contract';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { reportError } from './error-reporter.ts';

/** English is the typed source of keys (see i18next.d.ts); every language loads over HTTP on demand. */
export function initI18n() {
  i18next.on('failedLoading', (lng, ns, message) => {
    reportError(`Language ${lng}/${ns} failed to load: ${message}`, { context: { lng, ns } });
  });
  return i18next
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      load: 'languageOnly',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        caches: ['localStorage'],
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/** Keeps <html lang> in step with the interface language. */
export function syncHtmlLang(): void {
  const apply = (lng: string) => document.documentElement.setAttribute('lang', lng);
  if (i18next.resolvedLanguage) apply(i18next.resolvedLanguage);
  i18next.on('languageChanged', apply);
}
