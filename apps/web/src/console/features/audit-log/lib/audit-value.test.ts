import { describe, expect, it } from 'vitest';
import consoleEn from '#locales/en/console.json';
import consoleRu from '#locales/ru/console.json';
import { ABSENT, AUDIT_FIELDS, auditFieldLabel, auditValueText } from './audit-value.ts';

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

describe('auditFieldLabel', () => {
  const russian = (key: string) => auditFieldLabel(key, (field) => consoleRu.audit.fields[field]);

  it('names a field as the console’s forms name it, in the operator’s language', () => {
    expect(russian('feePercent')).toBe(consoleRu.shops.fee);
    expect(russian('securityHold')).toBe('Страховой резерв');
    expect(russian('customerDataCollectionOrder')).toBe(consoleRu.shops.data_order);
  });

  it('shows the key as written for a field the console has no text for', () => {
    expect(russian('someNewerField')).toBe('someNewerField');
  });

  it('has a text for exactly the fields it knows', () => {
    expect(Object.keys(consoleEn.audit.fields).sort()).toEqual([...AUDIT_FIELDS].sort());
  });
});
