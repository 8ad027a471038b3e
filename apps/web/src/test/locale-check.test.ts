import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLocale, placeholdersOf, type CheckOptions, type Messages } from './locale-check.ts';

const localesDir = path.resolve(import.meta.dirname, '../../public/locales');
const read = (lng: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, lng, 'common.json'), 'utf8')) as Messages;

const en = read('en');
const ru = read('ru');
const ruOptions: CheckOptions = {
  pluralCategories: ['one', 'few', 'many', 'other'],
  sameAsEnglishValues: new Set([
    'IBAN',
    'SEPA',
    'UPI',
    'UPI ID',
    'IMPS',
    'IFSC',
    'UTR',
    'PhonePe',
    'SberPay',
    'SWIFT/BIC',
  ]),
  sameAsEnglishPrefixes: ['languages.'],
};

/** A deep copy of the Russian file with one change made by `edit`. */
function brokenRu(edit: (copy: Record<string, Record<string, unknown>>) => void): Messages {
  const copy = structuredClone(ru) as Record<string, Record<string, unknown>>;
  edit(copy);
  return copy;
}

describe('checkLocale on deliberately broken copies', () => {
  it('passes the real Russian file', () => {
    expect(checkLocale(en, ru, ruOptions)).toEqual([]);
  });

  it('fails on a missing key', () => {
    const broken = brokenRu((copy) => delete copy.actions!.cancel);
    expect(checkLocale(en, broken, ruOptions)).toEqual([{ key: 'actions.cancel', kind: 'missing_key' }]);
  });

  it('fails on a key en lacks', () => {
    const broken = brokenRu((copy) => (copy.actions!.teleport = 'Телепорт'));
    expect(checkLocale(en, broken, ruOptions)).toEqual([{ key: 'actions.teleport', kind: 'extra_key' }]);
  });

  it('fails on a left-out placeholder', () => {
    const broken = brokenRu((copy) => (copy.order!.top_up = 'Пополнение баланса'));
    expect(checkLocale(en, broken, ruOptions)).toEqual([
      { key: 'order.top_up', kind: 'missing_placeholder', detail: '{{shop}}' },
    ]);
  });

  it('fails on a translated placeholder name, which i18next would not fill in', () => {
    const broken = brokenRu((copy) => (copy.order!.top_up = 'Пополнение баланса в {{магазин}}'));
    expect(checkLocale(en, broken, ruOptions)).toEqual([
      { key: 'order.top_up', kind: 'missing_placeholder', detail: '{{shop}}' },
      { key: 'order.top_up', kind: 'unknown_placeholder', detail: '{{магазин}}' },
    ]);
  });

  it('fails on a placeholder with a lost brace', () => {
    const broken = brokenRu((copy) => (copy.order!.top_up = 'Пополнение баланса в {{shop}'));
    expect(checkLocale(en, broken, ruOptions).map((problem) => problem.kind)).toEqual([
      'missing_placeholder',
      'unknown_placeholder',
    ]);
  });

  it('fails on English copied across, but not on brand names and codes', () => {
    const broken = brokenRu((copy) => (copy.actions!.cancel = 'Cancel'));
    expect(checkLocale(en, broken, ruOptions)).toEqual([
      { key: 'actions.cancel', kind: 'untranslated', detail: 'Cancel' },
    ]);
  });

  it('fails on an emptied text and on a non-string', () => {
    const broken = brokenRu((copy) => {
      copy.actions!.cancel = ' ';
      copy.actions!.close = ['Закрыть'];
    });
    expect(checkLocale(en, broken, ruOptions)).toEqual([
      { key: 'actions.cancel', kind: 'empty' },
      { key: 'actions.close', kind: 'not_a_string' },
    ]);
  });
});

describe('checkLocale with plurals', () => {
  const english = { files_one: 'One file', files_other: '{{count}} files' };
  const options = (pluralCategories: string[]): CheckOptions => ({ pluralCategories });

  it('asks each language for its own CLDR plural forms (Ukrainian: one, few, many, other)', () => {
    const ua = { files_one: '{{count}} файл', files_few: '{{count}} файли', files_other: '{{count}} файлу' };
    expect(checkLocale(english, ua, options(['one', 'few', 'many', 'other']))).toEqual([
      { key: 'files_many', kind: 'missing_key' },
    ]);
  });

  it('rejects forms the language does not have (Turkish: one, other)', () => {
    const tr = { files_one: '{{count}} dosya', files_few: '{{count}} dosya', files_other: '{{count}} dosya' };
    expect(checkLocale(english, tr, options(['one', 'other']))).toEqual([
      { key: 'files_few', kind: 'extra_key' },
    ]);
  });

  it('lets a singular form leave out {{count}} but not any other placeholder', () => {
    const es = { files_one: 'Un archivo', files_other: 'archivos' };
    expect(checkLocale(english, es, options(['one', 'many', 'other']))).toEqual([
      { key: 'files_many', kind: 'missing_key' },
    ]);
  });
});

describe('placeholdersOf', () => {
  it('reads interpolations with formats and nestings', () => {
    expect([...placeholdersOf('{{ amount }} {{date, datetime}} $t(actions.cancel)')]).toEqual([
      '{{amount}}',
      '{{date}}',
      '$t(actions.cancel)',
    ]);
  });
});
