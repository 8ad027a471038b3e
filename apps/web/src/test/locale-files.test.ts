import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_NAMESPACE,
  LANGUAGES,
  REQUISITE_FIELD_NAMES,
  REQUISITE_FIELDS,
  type Language,
  toBcp47,
  ZPaymentType,
} from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { BRAND_NAMES } from './brand-names.ts';
import { checkLocale, type CheckOptions, type Messages } from './locale-check.ts';

const localesDir = path.resolve(import.meta.dirname, '../../public/locales');

/** The page's texts (common) and the console's (console, issue 13): each checked the same way. */
const NAMESPACES = [DEFAULT_NAMESPACE, 'console'] as const;

function readLocale(lng: string, namespace: string = DEFAULT_NAMESPACE): Messages {
  return JSON.parse(fs.readFileSync(path.join(localesDir, lng, `${namespace}.json`), 'utf8')) as Messages;
}

/**
 * Brand, scheme and code names that read the same in every language, and the Android apps a trader
 * installs, named as their store page and launcher name them (a translated name could not be found).
 */
const SAME_AS_ENGLISH_VALUES = new Set<string>([
  ...BRAND_NAMES,
  'Incoming SMS to URL forwarder',
  'SmsForwarder',
  'SMS Gateway for Android',
]);

/** Words that are spelled as in English in that language (checked by hand, not copies). */
const COGNATES: Partial<Record<Language, string[]>> = {
  az: [
    'requisites.bank',
    'overview.by.bank',
    'countries.by',
    'history.status',
    'audit.targets.bank',
    'ops.actor.operator',
    'rules.bank',
    'audit.fields.bank',
    'audit.fields.status',
  ],
  uz: [
    'requisites.bank',
    'overview.by.bank',
    'countries.by',
    'sign_in.login',
    'audit.targets.bank',
    'ops.actor.operator',
    'rules.bank',
    'audit.fields.bank',
  ],
  tr: ['countries.by', 'ledger.account.platform'],
  // A Spanish-speaking shop developer says "callbacks" ("notificaciones" is the trader's bank messages).
  es: ['countries.am', 'status.error', 'nav.callbacks', 'ops.callbacks'],
};

function optionsFor(lng: Language): CheckOptions {
  return {
    pluralCategories: new Intl.PluralRules(toBcp47(lng)).resolvedOptions().pluralCategories,
    sameAsEnglishValues: SAME_AS_ENGLISH_VALUES,
    sameAsEnglishKeys: new Set(COGNATES[lng] ?? []),
    // The switcher names every language in its own language, identically in every file.
    sameAsEnglishPrefixes: ['languages.'],
  };
}

const en = readLocale('en');

describe('locale files', () => {
  it('exist for every language of docs/product/payment-page.md §1, and nothing else', () => {
    const folders = fs.readdirSync(localesDir).sort();
    expect(folders).toEqual([...LANGUAGES].sort());
  });

  it.each(
    NAMESPACES.flatMap((namespace) =>
      LANGUAGES.filter((lng) => lng !== 'en').map((lng) => [lng, namespace] as const),
    ),
  )('%s/%s has every key of en, no other, the same placeholders, and is translated', (lng, namespace) => {
    expect(checkLocale(readLocale('en', namespace), readLocale(lng, namespace), optionsFor(lng))).toEqual([]);
  });

  it('en names every language in its own language', () => {
    const names = en.languages as Record<string, string>;
    expect(Object.keys(names).sort()).toEqual([...LANGUAGES].sort());
  });

  it('en names every payment type and every requisite row the page shows (a new one is named before it ships)', () => {
    const common = readLocale('en') as {
      payment_types: Record<string, string>;
      requisites: Record<string, string>;
    };
    const console = readLocale('en', 'console') as { payment_type: Record<string, string> };
    for (const type of ZPaymentType.options) {
      expect(common.payment_types[type], `payment_types.${type} in en/common.json`).toBeTruthy();
      expect(console.payment_type[type], `payment_type.${type} in en/console.json`).toBeTruthy();
    }
    for (const field of REQUISITE_FIELD_NAMES.filter((name) => REQUISITE_FIELDS[name].isPageRow)) {
      expect(common.requisites[field], `requisites.${field} in en/common.json`).toBeTruthy();
    }
  });
});
