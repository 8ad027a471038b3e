import { describe, expect, it } from 'vitest';
import { fieldErrorsOfIssues } from './field-error-codes.ts';
import {
  fieldKindError,
  isAccountNumber,
  isCardNumber,
  isIban,
  isPhone,
  isUpiId,
  luhnCheckDigit,
  requisiteDetailsErrors,
} from './field-kinds.ts';
import { ZCreateRequisiteEntryRequest } from './routing.ts';

describe('field kinds', () => {
  it('card numbers: 13–19 digits, spaces and dashes allowed, the Luhn check digit right', () => {
    for (const valid of [
      '4111 1111 1111 1111', // Visa test card
      '5555555555554444', // Mastercard test card
      '2200-7001-2345-6781',
      '4222222222222', // 13 digits
      '6759649826438453', // Maestro
      '2202 2063 1232 5678',
    ]) {
      expect(isCardNumber(valid), valid).toBe(true);
    }
    for (const invalid of [
      'abcd',
      '4111 1111 1111 1112', // one digit off
      '2202 2063 1234 5678', // the Luhn digit wrong
      '411111111111', // 12 digits
      '41111111111111111111', // 20 digits
      '4111 1111 1111 111a',
      '',
    ]) {
      expect(isCardNumber(invalid), invalid).toBe(false);
    }
    expect(luhnCheckDigit('411111111111111')).toBe(1);
  });

  it('IBANs of several countries pass mod-97; a changed digit or a wrong length fails', () => {
    for (const valid of [
      'DE89 3704 0044 0532 0130 00',
      'GB82 WEST 1234 5698 7654 32',
      'FR14 2004 1010 0505 0001 3M02 606',
      'KZ86 125K ZT50 0410 0100',
      'TR33 0006 1005 1978 6457 8413 26',
      'AZ21 NABZ 0000 0000 1370 1000 1944',
      'ua21 3223 1300 0002 6007 2335 6600 1', // lower case as typed
    ]) {
      expect(isIban(valid), valid).toBe(true);
    }
    for (const invalid of [
      'DE88 3704 0044 0532 0130 00',
      'GB82 WEST 1234 5698 7654 33',
      'DE89',
      'KZ86-125K',
      '1234567890123456',
    ]) {
      expect(isIban(invalid), invalid).toBe(false);
    }
  });

  it('phones in E.164, with the calling code of the method’s country', () => {
    expect(isPhone('+7 912 345-67-89', 'RUB')).toBe(true);
    expect(isPhone('+7 (701) 123 45 67', 'KZT')).toBe(true);
    expect(isPhone('+998 90 123 45 67', 'UZS')).toBe(true);
    expect(isPhone('+91 98765 43210', 'INR')).toBe(true);
    expect(isPhone('+49 30 1234567', 'EUR')).toBe(true); // a currency of many countries: any country code
    expect(isPhone('+998 90 123 45 67', 'RUB')).toBe(false);
    expect(isPhone('8 912 345 67 89', 'RUB')).toBe(false); // the national form, not international
    expect(isPhone('+7 912', 'RUB')).toBe(false);
    expect(isPhone('+7 912 345 67 89 12 34 56', 'RUB')).toBe(false); // past 15 digits
    expect(isPhone('phone', undefined)).toBe(false);
    expect(fieldKindError('phone', '+1 555 010 9999', 'KZT')).toEqual({
      code: 'phone_invalid',
      params: { prefix: '+7' },
    });
  });

  it('UPI ids are name@handle; account numbers are digits', () => {
    expect(isUpiId('rahul@okhdfc')).toBe(true);
    expect(isUpiId('rahul.sharma-1@ybl')).toBe(true);
    expect(isUpiId('rahul')).toBe(false);
    expect(isUpiId('rahul@')).toBe(false);
    expect(isUpiId('@okhdfc')).toBe(false);
    expect(isUpiId('ra hul@okhdfc')).toBe(false);
    expect(isAccountNumber('40817810099910004312')).toBe(true);
    expect(isAccountNumber('5010 0012 3456 78')).toBe(true);
    expect(isAccountNumber('1234')).toBe(false);
    expect(isAccountNumber('KZ000123')).toBe(false);
  });

  it('checks a method’s details all at once, each under its path with its code', () => {
    expect(
      requisiteDetailsErrors(
        ['card_number', 'cardholder', 'bank'],
        { card_number: 'abcd', cardholder: ' ' },
        'RUB',
      ),
    ).toEqual({
      'details.card_number': { code: 'card_number_invalid' },
      'details.cardholder': { code: 'required' },
      'details.bank': { code: 'required' },
    });
    expect(requisiteDetailsErrors(['upi_id'], { upi_id: 'rahul@okhdfc' }, 'INR')).toEqual({});
  });
});

describe('zod issues as field error codes', () => {
  it('maps what a schema refuses to codes a person can be told, every field at once', () => {
    const input = {
      tradeMethodId: 'nope',
      details: { card_number: 'x'.repeat(300) },
      label: 'y'.repeat(65),
      minAmount: '1.234',
      maxOpenOrders: 1.5,
      dailyLimit: 5,
      colour: 'red',
    };
    const result = ZCreateRequisiteEntryRequest.safeParse(input);
    expect(result.success).toBe(false);
    expect(fieldErrorsOfIssues(result.error!.issues, input)).toEqual({
      tradeMethodId: { code: 'invalid_format' },
      'details.card_number': { code: 'too_long', params: { max: 256 } },
      label: { code: 'too_long', params: { max: 64 } },
      minAmount: { code: 'amount_invalid' },
      maxOpenOrders: { code: 'not_an_integer' },
      dailyLimit: { code: 'invalid_format' },
      colour: { code: 'unknown_field' },
    });
    const missing = ZCreateRequisiteEntryRequest.safeParse({});
    expect(fieldErrorsOfIssues(missing.error!.issues, {})).toEqual({
      tradeMethodId: { code: 'required' },
      details: { code: 'required' },
    });
  });
});
