// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stepOf } from './step-of.ts';

describe('stepOf (docs/product/payment-page.md §2 stepper)', () => {
  it('numbers the statuses new=1, requisites=2, trader_confirm=4 and the terminal ones 5', () => {
    expect(stepOf('new', null, 'after_payment')).toBe(1);
    expect(stepOf('requisites', null, 'after_payment')).toBe(2);
    expect(stepOf('trader_confirm', null, 'before_payment')).toBe(4);
    for (const status of ['completed', 'cancelled', 'dispute', 'error'] as const) {
      expect(stepOf(status, null, 'after_payment')).toBe(5);
    }
  });

  it('before payment: the card form is step 3 and the transfer step 4', () => {
    expect(stepOf('customer_confirm', 'card', 'before_payment')).toBe(3);
    expect(stepOf('customer_confirm', 'transfer', 'before_payment')).toBe(4);
  });

  it('after payment: the transfer is step 3 and the card form step 4', () => {
    expect(stepOf('customer_confirm', 'transfer', 'after_payment')).toBe(3);
    expect(stepOf('customer_confirm', 'card', 'after_payment')).toBe(4);
  });
});
