import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, toBcp47, type Language } from '@payorder/contract';
import type { Page } from 'playwright-core';
import { BRAND_NAMES } from '#page/test/brand-names.ts';

export { LANGUAGES, toBcp47, type Language };

type Messages = { [key: string]: string | Messages };
const localesDir = path.resolve(import.meta.dirname, '../../public/locales');

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(dotted, value);
    else for (const [inner, text] of flatten(value, dotted)) flat.set(inner, text);
  }
  return flat;
}

const cache = new Map<string, Map<string, string>>();
/** The texts of one language, by dotted key, straight from public/locales. */
export function messagesOf(lng: Language): Map<string, string> {
  if (!cache.has(lng)) {
    const file = path.join(localesDir, lng, 'common.json');
    cache.set(lng, flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Messages));
  }
  return cache.get(lng)!;
}

/** A text of the language with its placeholders filled in, as the page shows it. */
export function text(lng: Language, key: string, values: Record<string, string | number> = {}): string {
  const template = messagesOf(lng).get(key);
  if (template === undefined) throw new Error(`${lng} has no ${key}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text of the language as a pattern, any placeholder matching anything. */
export function pattern(lng: Language, key: string): RegExp {
  const parts = messagesOf(lng)
    .get(key)!
    .split(/\{\{[^}]+\}\}/)
    .map(escapeRegExp);
  return new RegExp(`^${parts.join('.+')}$`, 'u');
}

/** Names the page shows as they are in every language: the brands, and the messenger of the support bot. */
// 'Halyk Bank': the tsbp scenario's recipient bank, shown by the name the banks table gives it.
const NAMES: readonly string[] = [...BRAND_NAMES, 'Telegram', 'Halyk Bank'];

/**
 * The English texts that must not show up on a page in `lng`: every English text, except language
 * names, brand and code names, and words the language spells the same (az "Bank", es "Armenia").
 */
function englishTextsFor(lng: Language): { key: string; pattern: RegExp }[] {
  const own = new Set(messagesOf(lng).values());
  const names = new Set(NAMES);
  return [...messagesOf('en')]
    .filter(([key, value]) => !key.startsWith('languages.') && /\p{L}/u.test(value))
    .filter(([, value]) => !names.has(value) && !own.has(value))
    .map(([key, value]) => {
      const body = value
        .split(/\{\{[^}]+\}\}/)
        .map(escapeRegExp)
        .join('[\\s\\S]+?');
      // Whole words only: "Pay" inside "SberPay" is not a leak.
      return { key, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'u') };
    });
}

/** Everything a customer reads or hears on the page, but the language switcher (endonyms by design). */
export async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const regions = [...document.querySelectorAll<HTMLElement>('.brand, main, footer, dialog[open]')];
    const attributes = regions.flatMap((region) =>
      [...region.querySelectorAll('[placeholder], [aria-label], [alt], [title]')].flatMap((element) =>
        ['placeholder', 'aria-label', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
      ),
    );
    return [...regions.map((region) => region.innerText), ...attributes, document.title].join('\n');
  });
}

/**
 * Latin words allowed on a page in a non-Latin script: test data (shop, cardholder, brand from the
 * settings, the bank name the server sends) and the names above.
 */
const LATIN_ALLOWED = new Set([
  ...NAMES.flatMap((name) => name.split(/[\s/-]/)),
  'Payorder',
  'Test',
  'Shop',
  'IVAN',
  'PDF',
  'Reference',
  'ID',
  'Halyk',
  'AIGERIM',
]);
const NON_LATIN: ReadonlySet<Language> = new Set(['ru', 'am', 'hi', 'kg', 'kz', 'tj', 'ua']);

/**
 * English left on a page in another language: English texts of the page, and, in Cyrillic, Armenian and
 * Devanagari pages, any Latin word. `data`: what the test itself typed in Latin letters (logins,
 * currency codes), not text of the page's.
 */
export async function englishLeaks(
  page: Page,
  lng: Language,
  data: readonly string[] = [],
): Promise<string[]> {
  if (lng === 'en') return [];
  // Brand and code names are not English even when they contain a word of it ("T-Bank").
  let shown = await visibleText(page);
  for (const name of [...NAMES, ...data]) shown = shown.replaceAll(name, ' ');
  const leaks = englishTextsFor(lng)
    .filter(({ pattern }) => pattern.test(shown))
    .map(({ key }) => `${key}: "${messagesOf('en').get(key)}"`);
  if (NON_LATIN.has(lng)) {
    const latinWords = shown.match(/\p{Script=Latin}{2,}/gu) ?? [];
    leaks.push(
      ...new Set(latinWords.filter((word) => !LATIN_ALLOWED.has(word)).map((word) => `latin word "${word}"`)),
    );
  }
  return leaks;
}
