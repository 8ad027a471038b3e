import { describe, expect, it } from 'vitest';
import { otherPaidAmount } from './paid-amount.ts';

describe('otherPaidAmount', () => {
  it('names the sum that arrived only when it is not the order’s', () => {
    expect(otherPaidAmount({ amount: '4800.00', paidAmount: '4500.00' })).toBe('4500.00');
    expect(otherPaidAmount({ amount: '4800.00', paidAmount: '5000.00' })).toBe('5000.00');
    // Completed in full: written either way, the same sum.
    expect(otherPaidAmount({ amount: '4800', paidAmount: '4800.00' })).toBeNull();
    // Not completed, or an answer older than the field.
    expect(otherPaidAmount({ amount: '4800.00', paidAmount: null })).toBeNull();
    expect(otherPaidAmount({ amount: '4800.00' })).toBeNull();
  });
});
