import 'i18next';
import type common from '#locales/en/common.json';
import type consoleTexts from '#locales/en/console.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; console: typeof consoleTexts };
  }
}
