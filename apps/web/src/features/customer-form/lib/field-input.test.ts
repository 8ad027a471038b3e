// @vitest-environment node
import type { CustomerField } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import {
  acceptInput,
  fieldErrors,
  hasEmptyRequiredField,
  reportedValue,
  toCustomerDetails,
} from './field-input.ts';

const field = (
  type: CustomerField['type'],
  name: CustomerField['name'],
  extra: Partial<CustomerField> = {},
): CustomerField => ({
  name,
  type,
  required: true,
  hidden: false,
  ...extra,
});

const FIRST = field('firstCardDigits', 'first_card_digits');
const LAST = field('lastCardDigits', 'last_card_digits');
const PHONE = field('lastPhoneDigits', 'last_phone_digits');
const UTR = field('utr', 'utr');
const IBAN = field('iban', 'customer_iban');
const ACCOUNT = field('accountNumber', 'account_number');
const BANK = field('bank', 'bank');
const NAME = field('fullName', 'full_name');

/** What the customer ends up with after typing `raw` into an empty input, and its error. */
function type(f: CustomerField, raw: string) {
  const shown = acceptInput(f, raw, '');
  return {
    shown,
    reported: reportedValue(f, shown),
    error: fieldErrors([f], { [f.name]: shown })[f.name] ?? null,
  };
}

describe('docs/product/payment-page.md §5: a required empty field', () => {
  it('reports errors.required', () => {
    for (const f of [FIRST, LAST, PHONE, UTR, IBAN, ACCOUNT, BANK, NAME])
      expect(type(f, '').error).toBe('required');
  });
  it('an optional empty field is fine', () => {
    expect(fieldErrors([{ ...NAME, required: false }], {})).toEqual({});
  });
});

describe('docs/product/payment-page.md §5: first card digits', () => {
  it('are reported only when all 6 are present', () => {
    expect(reportedValue(FIRST, '22022')).toBe('');
    expect(reportedValue(FIRST, '220220')).toBe('220220');
  });
  it('must be exactly 6 digits', () => {
    expect(fieldErrors([FIRST], { first_card_digits: '220220' })).toEqual({});
    expect(fieldErrors([FIRST], { first_card_digits: '22022a' })).toEqual({ first_card_digits: 'invalid' });
    expect(fieldErrors([FIRST], { first_card_digits: '22022' })).toEqual({ first_card_digits: 'invalid' });
  });
});

describe('docs/product/payment-page.md §5: last card digits', () => {
  it('are exactly 4 digits, else errors.invalid', () => {
    expect(type(LAST, '1234')).toEqual({ shown: '1234', reported: '1234', error: null });
    expect(type(LAST, '12a4').error).toBe('invalid');
  });
  it('are reported when at least 4 are present', () => {
    expect(type(LAST, '123').reported).toBe('');
    expect(type(LAST, '123').error).toBe('invalid');
    expect(type(LAST, '12345').shown).toBe('1234');
  });
});

describe('docs/product/payment-page.md §5: last phone digits', () => {
  it('take digits or #, and ignore input beyond 4', () => {
    expect(type(PHONE, '+7 (912) 34').shown).toBe('7912');
    expect(type(PHONE, '4567890').shown).toBe('4567');
    expect(type(PHONE, '12#4').shown).toBe('12#4');
  });
  it('report empty for anything other than 4 characters', () => {
    expect(type(PHONE, '123').reported).toBe('');
    expect(type(PHONE, '1234').reported).toBe('1234');
    expect(type(PHONE, '123').error).toBe('invalid');
  });
  it('match ^[0-9]{4}$, else errors.invalid', () => {
    expect(type(PHONE, '1234').error).toBeNull();
    expect(type(PHONE, '12#4').error).toBe('invalid');
  });
});

describe('docs/product/payment-page.md §5: UTR', () => {
  it('is exactly 12 digits (digits or # typed), else errors.invalid', () => {
    expect(type(UTR, '123456789012').error).toBeNull();
    expect(type(UTR, '12345678901').error).toBe('invalid');
    expect(type(UTR, '12345678901#').error).toBe('invalid');
    expect(type(UTR, '1234-5678-9012-34').shown).toBe('123456789012');
  });
});

describe('docs/product/payment-page.md §5: IBAN', () => {
  it('defaults to two capital letters then 4 to 30 capitals or digits', () => {
    expect(type(IBAN, 'GB33BUKB20201555555555').error).toBeNull();
    expect(type(IBAN, 'G133BUKB').error).toBe('invalid');
    expect(type(IBAN, 'GB12').error).toBe('invalid');
  });
  it('ignores spaces when validating and upper-cases what is typed', () => {
    expect(type(IBAN, 'gb33 bukb 2020 1555 5555 55')).toMatchObject({
      shown: 'GB33 BUKB 2020 1555 5555 55',
      error: null,
    });
  });
  it('rejects input longer than 32 (spaces not counted)', () => {
    const max = 'GB' + '1'.repeat(30);
    expect(acceptInput(IBAN, max, 'GB')).toBe(max);
    expect(acceptInput(IBAN, max + '2', max)).toBe(max);
    expect(acceptInput(IBAN, `${max.slice(0, 16)} ${max.slice(16)}`, '')).toContain(' ');
  });
  it('uses a field-specific pattern and maxLength from the payment fields', () => {
    const sepa = { ...IBAN, pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$', maxLength: 34 };
    expect(type(sepa, 'DE89 3704 0044 0532 0130 00').error).toBeNull();
    expect(type(sepa, 'DEXX370400440532013000').error).toBe('invalid');
    const long = 'DE' + '1'.repeat(32);
    expect(acceptInput(sepa, long, '')).toBe(long);
    expect(acceptInput(sepa, long + '1', long)).toBe(long);
  });
});

describe('docs/product/payment-page.md §5: account number, bank and full name', () => {
  it('are required only', () => {
    for (const f of [ACCOUNT, BANK, NAME]) {
      expect(type(f, 'anything at all 123').error).toBeNull();
      expect(type(f, '   ').error).toBe('required');
    }
  });
});

describe('docs/product/payment-page.md §5: the form', () => {
  const fields = [FIRST, LAST, { ...NAME, required: false }, { ...ACCOUNT, hidden: true }];

  it('keeps the confirm button disabled while a required visible field is empty; hidden ones do not count', () => {
    expect(hasEmptyRequiredField(fields, {})).toBe(true);
    expect(hasEmptyRequiredField(fields, { first_card_digits: '220220' })).toBe(true);
    expect(hasEmptyRequiredField(fields, { first_card_digits: '220220', last_card_digits: '1234' })).toBe(
      false,
    );
  });

  it('drops empty values and hidden fields before the details are sent', () => {
    expect(
      toCustomerDetails(fields, {
        first_card_digits: '220220',
        last_card_digits: '1234',
        full_name: '  ',
        account_number: '1',
      }),
    ).toEqual({ customerCardFirstDigits: '220220', customerCardLastDigits: '1234' });
    expect(toCustomerDetails([IBAN], { customer_iban: 'GB33 BUKB 2020 1555 5555 55' })).toEqual({
      customerIBAN: 'GB33BUKB20201555555555',
    });
  });
});
