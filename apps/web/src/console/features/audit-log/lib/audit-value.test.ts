import { describe, expect, it } from 'vitest';
import { ABSENT, auditValueText } from './audit-value.ts';

const words = { yes: 'yes', no: 'no', empty: '(empty)' };
const text = (value: unknown) => auditValueText(value, words);

describe('auditValueText', () => {
  it('writes strings, numbers and booleans as words, never JSON', () => {
    expect(text('Shop "A"')).toBe('Shop "A"');
    expect(text('1.50')).toBe('1.50');
    expect(text(42)).toBe('42');
    expect(text(true)).toBe('yes');
    expect(text(false)).toBe('no');
    expect(text('')).toBe('(empty)');
  });

  it('says a missing value with a dash, and lists and objects as readable lines', () => {
    expect(text(null)).toBe(ABSENT);
    expect(text(undefined)).toBe(ABSENT);
    expect(text(['sbp', 'upi'])).toBe('sbp; upi');
    expect(text([])).toBe('(empty)');
    expect(text({ name: 'card_number', required: true })).toBe('name: card_number, required: yes');
    expect(text([{ name: 'phone', type: 'string' }, { name: 'iban' }])).toBe(
      'name: phone, type: string; name: iban',
    );
  });
});
