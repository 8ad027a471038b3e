// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { ZPaymentType } from '@payorder/contract';
import { describe, expect, it } from 'vitest';

const publicDir = path.resolve(import.meta.dirname, '../../../public');
const migrationsDir = path.resolve(import.meta.dirname, '../../../../server/src/db/migrations');

/** The bank codes the server's migrations seed (what every deployment and the demo start with). */
function seededBanks(): string[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .flatMap((file) => {
      const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
      return [...sql.matchAll(/INSERT INTO banks \(code, name\) VALUES([\s\S]*?);/g)].flatMap((insert) =>
        [...insert[1]!.matchAll(/\('([^']+)',/g)].map((row) => row[1]!),
      );
    });
}

/** An SVG an <img> shows at a size of its own (a missing width/height would make it 0 wide). */
function expectShowableSvg(file: string) {
  expect(fs.existsSync(file), `${path.relative(publicDir, file)} is missing`).toBe(true);
  const svg = fs.readFileSync(file, 'utf8');
  expect(svg).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[^"]+" width="\d+" height="\d+">/,
  );
  expect(svg.length).toBeLessThan(2000);
}

describe('logos (docs/product/payment-page.md §2: each card shows its bank logo and payment-type image)', () => {
  it('exist for every bank the migrations seed', () => {
    const banks = seededBanks();
    expect(banks).toContain('revolut');
    for (const bank of banks) expectShowableSvg(path.join(publicDir, 'banks', `${bank}.svg`));
  });

  it('exist for every payment type', () => {
    for (const type of ZPaymentType.options)
      expectShowableSvg(path.join(publicDir, 'payment-types', `${type}.svg`));
  });

  it('have their fallbacks', () => {
    expectShowableSvg(path.join(publicDir, 'banks', 'default.svg'));
    expectShowableSvg(path.join(publicDir, 'payment-types', 'default.svg'));
  });
});
