import { describe, expect, it } from 'vitest';
import { csvField } from './csv.ts';

describe('csvField (the server’s exports and the console’s downloads)', () => {
  it('writes text a spreadsheet would run as a formula as text', () => {
    for (const formula of ['=HYPERLINK("http://x")', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvField(formula).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
  });

  it('quotes commas, quotes, line breaks and edge white space; leaves a number or an amount as it is', () => {
    expect(csvField('Books, "Corner"')).toBe('"Books, ""Corner"""');
    expect(csvField('Two\nlines')).toBe('"Two\nlines"');
    expect(csvField(' padded ')).toBe('" padded "');
    expect(csvField('-5.00', false)).toBe('-5.00');
    expect(csvField(-5, false)).toBe('-5');
    expect(csvField(null)).toBe('');
  });
});
