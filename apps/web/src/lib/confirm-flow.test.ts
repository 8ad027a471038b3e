// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { confirmStateOf } from '../test/orders.ts';
import { currentConfirmView, isReceiptFirst, isLastSubStep, stepOfStatus } from './confirm-flow.ts';

const order = confirmStateOf;

describe('the customer_confirm flow (docs/decisions/001)', () => {
  it('before payment: form, then transfer; "Transferred" on the transfer finishes', () => {
    expect(currentConfirmView(order('before_payment'), true, false)).toBe('card');
    expect(currentConfirmView(order('before_payment'), true, true)).toBe('transfer');
    expect(currentConfirmView(order('before_payment', 'customer-payed'), true, true)).toBe('transfer');
    expect(isLastSubStep('card', 'before_payment', true)).toBe(false);
    expect(isLastSubStep('transfer', 'before_payment', true)).toBe(true);
  });

  it('after payment: transfer, then form; sending the form finishes', () => {
    expect(currentConfirmView(order('after_payment'), true, false)).toBe('transfer');
    expect(currentConfirmView(order('after_payment', 'customer-payed'), true, false)).toBe('card');
    expect(currentConfirmView(order('after_payment', 'customer-payed'), true, true)).toBe('card');
    expect(isLastSubStep('transfer', 'after_payment', true)).toBe(false);
    expect(isLastSubStep('card', 'after_payment', true)).toBe(true);
  });

  it('without a sender form: the transfer only, and it finishes', () => {
    for (const collection of ['before_payment', 'after_payment'] as const) {
      expect(currentConfirmView(order(collection, 'customer-payed'), false, false)).toBe('transfer');
      expect(isLastSubStep('transfer', collection, false)).toBe(true);
    }
  });

  it('finishes with the receipt dialog only when the shop collects receipts', () => {
    expect(isReceiptFirst({ collectCustomerReceipts: true })).toBe(true);
    expect(isReceiptFirst({ collectCustomerReceipts: false })).toBe(false);
  });

  it('numbers the sub-steps 3 and 4 in the order they come; a transfer without a form keeps its place', () => {
    expect(stepOfStatus('customer_confirm', 'card', 'before_payment')).toBe(3);
    expect(stepOfStatus('customer_confirm', 'transfer', 'before_payment')).toBe(4);
    expect(stepOfStatus('customer_confirm', 'transfer', 'after_payment')).toBe(3);
    expect(stepOfStatus('customer_confirm', 'card', 'after_payment')).toBe(4);
    expect(stepOfStatus('customer_confirm', null, 'before_payment')).toBe(3);
    expect(stepOfStatus('trader_confirm', null, 'after_payment')).toBe(4);
  });
});
