import { describe, expect, it } from 'vitest';
import { customerStateOf } from './customer-state.ts';

const order = (change: Partial<Parameters<typeof customerStateOf>[0]>) =>
  customerStateOf({
    status: 'customer_confirm',
    statusDetails: null,
    receiptCount: 0,
    collectCustomerReceipts: false,
    ...change,
  });

describe('customerStateOf: where the customer is, for the trader', () => {
  it('waits for the trader’s details, then for the customer to pay', () => {
    expect(order({ status: 'requisites' })).toBe('details_needed');
    expect(order({})).toBe('waiting_payment');
  });

  it('says the customer paid, and that the receipt is awaited when the shop asks for one and none came', () => {
    expect(order({ statusDetails: 'customer-payed' })).toBe('paid');
    expect(order({ statusDetails: 'customer-payed', collectCustomerReceipts: true })).toBe(
      'paid_receipt_awaited',
    );
    expect(order({ statusDetails: 'customer-payed', collectCustomerReceipts: true, receiptCount: 1 })).toBe(
      'paid',
    );
  });

  it('asks the trader to check the bank once the customer confirmed; nothing once the order ended', () => {
    expect(order({ status: 'trader_confirm', statusDetails: 'customer-payed' })).toBe('check_bank');
    expect(order({ status: 'dispute' })).toBe('disputed');
    expect(order({ status: 'completed' })).toBeNull();
    expect(order({ status: 'cancelled' })).toBeNull();
  });
});
