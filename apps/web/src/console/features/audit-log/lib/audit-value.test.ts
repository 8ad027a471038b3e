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

describe('auditValueText by field (issue 38: the audit log entirely in words)', () => {
  const full = {
    ...words,
    time: (iso: string) => `time(${iso})`,
    money: (amount: string, currency: string | null) => `${amount} ${currency ?? '?'}`,
    percent: (value: string) => `${value} %`,
    nameOf: (kind: 'shop' | 'trader', id: string) => (id === SHOP ? 'Coffee shop' : undefined),
    code: (kind: string, value: string) => (value === 'dispute' ? `${kind}:${value}` : undefined),
    label: (key: string) => `<${key}>`,
  };
  const SHOP = '5b7c1e2a-9d3f-4c1b-8a2e-0f1d2c3b4a59';
  const inWords = (field: string, value: unknown, context: object = {}) =>
    auditValueText(value, full, { field, ...context });

  it('writes instants in the person’s locale, by field and wherever an ISO time appears', () => {
    expect(inWords('createdAt', '2026-11-29T10:00:00.000Z')).toBe('time(2026-11-29T10:00:00.000Z)');
    expect(inWords('note', '2026-11-29T10:00:00Z')).toBe('time(2026-11-29T10:00:00Z)');
  });

  it('writes sums with the entry’s currency and percentages as percentages', () => {
    expect(inWords('amount', '1500.00', { currency: 'RUB' })).toBe('1500.00 RUB');
    expect(inWords('securityHold', '100.00')).toBe('100.00 ?');
    expect(inWords('feePercent', '2.50')).toBe('2.50 %');
  });

  it('names a shop by its name, any other id by its first characters, never the whole UUID', () => {
    expect(inWords('shopId', SHOP)).toBe('Coffee shop');
    expect(inWords('traderId', SHOP.replace('5b', '6c'))).toBe('#6c7c1e2a');
    expect(inWords('id', SHOP)).toBe('#5b7c1e2a');
    expect(inWords('note', SHOP)).toBe('#5b7c1e2a');
  });

  it('says a code by its words, an order’s and a payout’s status apart', () => {
    expect(inWords('status', 'dispute')).toBe('order_status:dispute');
    expect(inWords('status', 'dispute', { isPayout: true })).toBe('payout_status:dispute');
    // A code the console has no words for stays as it is rather than vanish.
    expect(inWords('paymentType', 'card2card')).toBe('card2card');
  });

  it('labels an object’s keys and writes its sums in its own currency', () => {
    expect(inWords('balances', [{ currency: 'KZT', working: '10.00' }])).toBe(
      '<currency>: KZT, <working>: 10.00 KZT',
    );
  });
});
