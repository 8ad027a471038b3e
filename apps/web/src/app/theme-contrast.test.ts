import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The design tokens of each theme as tokens.css declares them (docs/product/payment-page.md §1: themes light, payforu, sci;
 * the console's dark theme shares payforu's block).
 */
const css = fs.readFileSync(path.resolve(import.meta.dirname, 'tokens.css'), 'utf8');
const THEMES = ['light', 'payforu', 'sci', 'dark'] as const;

function tokensOf(theme: string): Map<string, string> {
  const block = new RegExp(`\\[data-theme='${theme}'\\][^{]*\\{([^}]*)\\}`).exec(css)?.[1];
  if (!block) throw new Error(`tokens.css has no [data-theme='${theme}'] block`);
  return new Map(
    [...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text colours on the backgrounds styles.css puts them on (WCAG AA 1.4.3: 4.5:1). */
const TEXT_PAIRS: [string, string][] = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surface-muted'],
  ['text-muted', 'bg'],
  ['text-muted', 'surface'],
  ['text-muted', 'surface-muted'],
  ['primary', 'bg'],
  ['primary', 'surface'],
  ['primary', 'surface-muted'],
  ['on-primary', 'primary'],
  ['on-primary', 'primary-hover'],
  ['success', 'surface'],
  ['danger', 'surface'],
  ['danger', 'bg'],
  ['warning-text', 'warning-bg'],
];

/** Boundaries of inputs, buttons, stepper dots, the focus ring (WCAG AA 1.4.11: 3:1 to what is next to them). */
const UI_PAIRS: [string, string][] = [
  ['border', 'bg'],
  ['border', 'surface'],
  ['border', 'surface-muted'],
  ['primary', 'surface'],
  ['danger', 'surface'],
  ['focus', 'bg'],
  ['focus', 'surface'],
];

describe('theme tokens', () => {
  const light = tokensOf('light');

  it.each(THEMES)('%s is a complete set of tokens, not a few overrides of light', (theme) => {
    expect([...tokensOf(theme).keys()].sort()).toEqual([...light.keys()].sort());
  });

  describe.each(THEMES)('%s', (theme) => {
    const tokens = tokensOf(theme);
    const color = (name: string) => tokens.get(`--color-${name}`)!;

    it.each(TEXT_PAIRS)('text %s on %s reaches 4.5:1', (fg, bg) => {
      expect(contrastRatio(color(fg), color(bg))).toBeGreaterThanOrEqual(4.5);
    });

    it.each(UI_PAIRS)('%s next to %s reaches 3:1', (fg, bg) => {
      expect(contrastRatio(color(fg), color(bg))).toBeGreaterThanOrEqual(3);
    });
  });

  it('computes the WCAG ratio (black on white is 21:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
