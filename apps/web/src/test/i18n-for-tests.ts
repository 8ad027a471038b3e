import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/locales/en/common.json';

/** Components under test read the real English texts, synchronously. */
void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common: en } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
