import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '#locales/en/common.json';
import consoleEn from '#locales/en/console.json';
import commonRu from '#locales/ru/common.json';
import consoleRu from '#locales/ru/console.json';
import { pageI18n } from '../lib/page-i18n.tsx';

/**
 * Components under test read the real texts, synchronously: the page's in English (lib/page-i18n.tsx),
 * the console's in English and Russian (a test that reads Russian switches to it, and back after).
 */
pageI18n.adopt('en', en, true);
void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common: en, console: consoleEn }, ru: { common: commonRu, console: consoleRu } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
