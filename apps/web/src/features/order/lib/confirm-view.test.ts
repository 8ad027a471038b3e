// @vitest-environment node
import type { CustomerFieldSpec } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { confirmStateOf, paymentOf } from '#page/test/orders.ts';
import { confirmViewOf, hasSenderDetails } from './confirm-view.ts';

const FIELDS: CustomerFieldSpec[] = [
  { name: 'first_card_digits', type: 'firstCardDigits', required: true, hidden: false },
  { name: 'full_name', type: 'fullName', required: false, hidden: false },
];
const HIDDEN_ONLY: CustomerFieldSpec[] = [
  { name: 'account_number', type: 'accountNumber', required: true, hidden: true },
];

const order = confirmStateOf;

describe('confirmViewOf (docs/decisions/001)', () => {
  it('before payment: the sender form until the details are sent, then the transfer', () => {
    expect(confirmViewOf(order('before_payment'), FIELDS, false)).toBe('card');
    expect(confirmViewOf(order('before_payment'), FIELDS, true)).toBe('transfer');
  });

  it('after payment: the transfer until customer-payed, then the sender form', () => {
    expect(confirmViewOf(order('after_payment'), FIELDS, false)).toBe('transfer');
    expect(confirmViewOf(order('after_payment', 'customer-payed'), FIELDS, false)).toBe('card');
  });

  it('skips the sender form when the method has no visible customer fields', () => {
    expect(confirmViewOf(order('before_payment'), [], false)).toBe('transfer');
    expect(confirmViewOf(order('after_payment', 'customer-payed'), HIDDEN_ONLY, false)).toBe('transfer');
  });
});

describe('hasSenderDetails', () => {
  it('needs every required visible field', () => {
    expect(hasSenderDetails(FIELDS, paymentOf('card2card', {}))).toBe(false);
    expect(hasSenderDetails(FIELDS, paymentOf('card2card', { customerName: 'Ivan' }))).toBe(false);
    expect(hasSenderDetails(FIELDS, paymentOf('card2card', { customerCardFirstDigits: '220220' }))).toBe(
      true,
    );
  });
});
