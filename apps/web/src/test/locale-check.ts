/**
 * Compares a translation with the English source of keys: a key missing from any language fails a unit
 * test (locale-files.test.ts), not a screen. Used by the unit tests only; kept apart from them so it can
 * be tested on broken copies.
 */
export type Messages = { [key: string]: unknown };

export type LocaleProblemKind =
  | 'missing_key'
  | 'extra_key'
  | 'not_a_string'
  | 'empty'
  | 'missing_placeholder'
  | 'unknown_placeholder'
  | 'untranslated';

export interface LocaleProblem {
  key: string;
  kind: LocaleProblemKind;
  detail?: string;
}

export interface CheckOptions {
  /** The CLDR plural categories of the language (Intl.PluralRules(...).resolvedOptions().pluralCategories). */
  pluralCategories: readonly string[];
  /** Values that may stay as in English in every language: brand names, scheme names, codes. */
  sameAsEnglishValues?: ReadonlySet<string>;
  /** Keys whose English text is also the right word in this language (a cognate, not a copy). */
  sameAsEnglishKeys?: ReadonlySet<string>;
  /** Key prefixes exempt from the copy check (e.g. language endonyms, the same in every locale). */
  sameAsEnglishPrefixes?: readonly string[];
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Nested messages as dotted keys; a non-string leaf is kept so it can be reported. */
export function flattenMessages(messages: Messages, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of flattenMessages(value as Messages, path)) flat.set(inner, innerValue);
    } else {
      flat.set(path, value);
    }
  }
  return flat;
}

/** i18next interpolations ({{name}}, {{value, number}}) and nestings ($t(key)) a text uses. */
export function placeholdersOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g))
    found.add(`{{${match[1]!.split(',')[0]!.trim()}}}`);
  for (const match of text.matchAll(/\$t\(([^)]+)\)/g)) found.add(`$t(${match[1]!.trim()})`);
  // A stray brace is a broken placeholder: it would be shown to the customer as is.
  const rest = text.replace(/\{\{\s*[^{}]+?\s*\}\}/g, '');
  if (/[{}]/.test(rest)) found.add('<stray brace>');
  return found;
}

/**
 * The keys a language must have: every English key, except that an English plural family
 * (key_one + key_other) becomes one key per plural category of the language (Ukrainian needs
 * _one, _few, _many and _other; Turkish only _one and _other).
 */
function expectedKeys(english: Map<string, unknown>, categories: readonly string[]): Map<string, string> {
  const expected = new Map<string, string>();
  for (const key of english.keys()) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base !== key && english.has(`${base}_other`)) {
      for (const category of categories) expected.set(`${base}_${category}`, `${base}_other`);
    } else {
      expected.set(key, key);
    }
  }
  return expected;
}

export function checkLocale(en: Messages, translation: Messages, options: CheckOptions): LocaleProblem[] {
  const english = flattenMessages(en);
  const translated = flattenMessages(translation);
  const expected = expectedKeys(english, options.pluralCategories);
  const problems: LocaleProblem[] = [];

  for (const [key, sourceKey] of expected) {
    if (!translated.has(key)) {
      problems.push({ key, kind: 'missing_key' });
      continue;
    }
    const value = translated.get(key);
    const source = english.get(sourceKey);
    if (typeof value !== 'string' || typeof source !== 'string') {
      problems.push({ key, kind: 'not_a_string' });
      continue;
    }
    if (source.trim() !== '' && value.trim() === '') {
      problems.push({ key, kind: 'empty' });
      continue;
    }
    const want = placeholdersOf(source);
    const have = placeholdersOf(value);
    const isPluralForm = sourceKey !== key || PLURAL_SUFFIX.test(key);
    for (const placeholder of want) {
      // A singular form may say "one file" instead of "{{count}} file".
      if (!have.has(placeholder) && !(isPluralForm && placeholder === '{{count}}')) {
        problems.push({ key, kind: 'missing_placeholder', detail: placeholder });
      }
    }
    for (const placeholder of have) {
      if (!want.has(placeholder)) problems.push({ key, kind: 'unknown_placeholder', detail: placeholder });
    }
    const isCopy = value === source && /\p{L}/u.test(source);
    const isAllowedCopy =
      options.sameAsEnglishValues?.has(source) ||
      options.sameAsEnglishKeys?.has(key) ||
      options.sameAsEnglishPrefixes?.some((prefix) => key.startsWith(prefix));
    if (isCopy && !isAllowedCopy) problems.push({ key, kind: 'untranslated', detail: value });
  }
  for (const key of translated.keys()) {
    if (!expected.has(key)) problems.push({ key, kind: 'extra_key' });
  }
  return problems;
}
