import { describe, expect, it } from 'vitest';
import { mergeCustomerFields, validateCustomerField, type CustomerField } from './customer-fields.ts';
import { visibleCustomerFields } from './visible-fields.ts';

const field = (type: CustomerField['type'], extra: Partial<CustomerField> = {}) =>
  ({ name: 'utr', type, required: true, hidden: false, ...extra }) as CustomerField;

describe('customer field rules (docs/product/payment-page.md §5)', () => {
  it('reports required for an empty required field, nothing for an empty optional one', () => {
    expect(validateCustomerField(field('fullName'), '  ')).toBe('required');
    expect(validateCustomerField(field('fullName', { required: false }), '')).toBeNull();
    expect(validateCustomerField(field('fullName'), 'Ivan Petrov')).toBeNull();
  });

  it.each([
    ['firstCardDigits', '220220', null],
    ['firstCardDigits', '22022', 'invalid'],
    ['firstCardDigits', '22022a', 'invalid'],
    ['lastCardDigits', '1234', null],
    ['lastCardDigits', '123', 'invalid'],
    ['lastCardDigits', '12345', 'invalid'],
    ['lastPhoneDigits', '0042', null],
    ['lastPhoneDigits', '42#1', 'invalid'],
    ['utr', '123456789012', null],
    ['utr', '12345678901', 'invalid'],
    ['utr', '1234567890123', 'invalid'],
  ] as const)('%s %j → %s', (type, value, expected) => {
    expect(validateCustomerField(field(type), value)).toBe(expected);
  });

  it('checks IBAN against the default pattern ignoring spaces, with a 32-character maximum', () => {
    const iban = field('iban');
    expect(validateCustomerField(iban, 'DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(validateCustomerField(iban, 'de89370400440532013000')).toBe('invalid');
    expect(validateCustomerField(iban, 'DE12')).toBe('invalid');
    expect(validateCustomerField(iban, `DE${'1'.repeat(30)}`)).toBeNull();
    expect(validateCustomerField(iban, `DE${'1'.repeat(31)}`)).toBe('invalid');
  });

  it('uses a field-specific IBAN pattern and maxLength when the payment fields give one', () => {
    const [merged] = mergeCustomerFields(
      [{ name: 'customer_iban', type: 'iban', required: true, hidden: false }],
      [
        {
          name: 'customer_iban',
          pattern: '^KZ[0-9]{2}[A-Z0-9]{16}$',
          maxLength: 20,
          patternExample: 'KZ86 125K ZT50 0410 0100',
        },
      ],
    );
    expect(merged).toMatchObject({ maxLength: 20, patternExample: 'KZ86 125K ZT50 0410 0100' });
    expect(validateCustomerField(merged!, 'KZ86 125K ZT50 0410 0100')).toBeNull();
    expect(validateCustomerField(merged!, 'DE89 3704 0044 0532 0130 00')).toBe('invalid');
  });

  it('leaves hidden fields out of the visible ones', () => {
    const fields = [field('utr'), field('accountNumber', { name: 'account_number', hidden: true })];
    expect(visibleCustomerFields(fields).map((f) => f.type)).toEqual(['utr']);
  });
});
