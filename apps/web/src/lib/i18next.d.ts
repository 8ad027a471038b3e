import 'i18next';
import type common from '../../public/locales/en/common.json';
import type consoleTexts from '../../public/locales/en/console.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; console: typeof consoleTexts };
  }
}
