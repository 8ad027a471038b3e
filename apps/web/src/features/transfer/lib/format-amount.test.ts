import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount.ts';

describe('formatAmount', () => {
  it('formats for the shown language, product codes included', () => {
    expect(formatAmount('1500.00', 'en')).toBe('1,500.00');
    expect(formatAmount('1500.00', 'ua')).toMatch(/^1\s500,00$/);
    expect(formatAmount('1500.00', 'kz')).toMatch(/^1\s500,00$/);
    // am is Armenian here, not Amharic (which would group as 1,500.00).
    expect(formatAmount('1500.00', 'am')).toBe('1500,00');
    expect(formatAmount('1500.00', 'az')).toBe('1.500,00');
    expect(formatAmount('250.5', 'es')).toBe('250,5');
  });
});
