import { describe, expect, it } from 'vitest';
import { fieldKindOf } from './field-kinds.ts';
import { REQUISITE_FIELD_NAMES, REQUISITE_FIELDS, requisitesLast4 } from './requisite-fields.ts';

describe('the requisite fields table', () => {
  it('never lets bank-message digits match a phone, a name or a link', () => {
    const matched = REQUISITE_FIELD_NAMES.filter((field) => REQUISITE_FIELDS[field].receivesMoney);
    expect(matched).toEqual(['card_number', 'account_number', 'iban', 'imps_account_number']);
  });

  it('shows a shop no name of the trader and no way to reach them', () => {
    for (const field of ['cardholder', 'holder', 'beneficiary_name', 'upi_id', 'sberpay_url'] as const) {
      expect(REQUISITE_FIELDS[field].forShop, field).toBe('nothing');
    }
  });

  it('checks each field by its kind, and a method’s own field as text', () => {
    expect(fieldKindOf('imps_account_number')).toBe('account_number');
    expect(fieldKindOf('card_number')).toBe('card_number');
    expect(fieldKindOf('tax_id')).toBe('text');
    expect(fieldKindOf('toString')).toBe('text');
  });

  it('reads the last 4 digits of where the money goes: the card or account before the phone', () => {
    expect(requisitesLast4({ phone: '+7 900 000 11 22', card_number: '2202 2063 1232 5678' })).toBe('5678');
    expect(requisitesLast4({ phone: '+7 900 000 11 22' })).toBe('1122');
    expect(requisitesLast4({ cardholder: 'IVAN' })).toBeNull();
    expect(requisitesLast4(null)).toBeNull();
  });
});
