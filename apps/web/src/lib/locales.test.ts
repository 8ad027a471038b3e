// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const localesDir = path.resolve(import.meta.dirname, '../../public/locales');
const load = (lng: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, lng, 'common.json'), 'utf8')) as object;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

/** English is the typed source of keys; every language shipped must have each of them. */
describe('locales', () => {
  const english = keysOf(load('en')).sort();
  const shipped = fs
    .readdirSync(localesDir)
    .filter((lng) => lng !== 'en' && fs.existsSync(path.join(localesDir, lng, 'common.json')));

  it('ships Russian, the fallback language', () => {
    expect(shipped).toContain('ru');
  });

  for (const lng of shipped) {
    it(`${lng} has exactly the English keys`, () => {
      expect(keysOf(load(lng)).sort()).toEqual(english);
    });
  }
});
