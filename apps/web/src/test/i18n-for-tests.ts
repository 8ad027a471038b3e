import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '#locales/en/common.json';
import { pageI18n } from '../lib/page-i18n.tsx';

/** Components under test read the real English texts, synchronously: the page's (lib/page-i18n.tsx) and the console's. */
pageI18n.adopt('en', en, true);
void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common: en } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
