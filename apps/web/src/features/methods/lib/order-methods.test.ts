// @vitest-environment node
import type { PaymentType, TradeMethod } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { orderMethods } from './order-methods.ts';

const NAMES: Partial<Record<PaymentType, string>> = {
  card2card: 'Card to card',
  sbp: 'SBP',
  tsbp: 'Cross-border SBP',
  upi: 'UPI',
  account_number: 'Account number',
};

let next = 0;
function method(paymentType: PaymentType, bank: string, bankName: string): TradeMethod {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    paymentType,
    paymentTypeName: NAMES[paymentType]!,
    bank,
    bankName,
    fiatCurrency: 'RUB',
    fields: [],
    customerFields: [],
  };
}

const label = (option: { paymentTypeName: string; bankName: string | null }) =>
  option.bankName ? `${option.paymentTypeName} · ${option.bankName}` : option.paymentTypeName;

describe('orderMethods (docs/product/payment-page.md §2 method selection)', () => {
  it("puts methods whose bank code starts with 'any' first", () => {
    const options = orderMethods([
      method('card2card', 'sberbank', 'Sberbank'),
      method('upi', 'any_upi', 'Any UPI app'),
      method('account_number', 'alfabank', 'Alfa-Bank'),
      method('card2card', 'any_bank', 'Any bank'),
    ]);
    expect(options.map(label)).toEqual([
      'Card to card · Any bank',
      'UPI · Any UPI app',
      'Account number · Alfa-Bank',
      'Card to card · Sberbank',
    ]);
  });

  it('collapses sbp and tsbp into one card per type with no bank', () => {
    const options = orderMethods([
      method('sbp', 'alfabank', 'Alfa-Bank'),
      method('sbp', 'vtb', 'VTB'),
      method('tsbp', 'vtb', 'VTB'),
      method('tsbp', 'sberbank', 'Sberbank'),
    ]);
    expect(options).toHaveLength(2);
    expect(options.map((option) => [option.paymentType, option.bank, option.bankName])).toEqual([
      ['tsbp', null, null],
      ['sbp', null, null],
    ]);
  });

  it('sorts the rest by payment type name, then bank name', () => {
    const options = orderMethods([
      method('upi', 'sbi', 'State Bank of India'),
      method('card2card', 'tinkoff', 'T-Bank'),
      method('sbp', 'vtb', 'VTB'),
      method('card2card', 'alfabank', 'Alfa-Bank'),
      method('account_number', 'vtb', 'VTB'),
    ]);
    expect(options.map(label)).toEqual([
      'Account number · VTB',
      'Card to card · Alfa-Bank',
      'Card to card · T-Bank',
      'SBP',
      'UPI · State Bank of India',
    ]);
  });

  it('offers the same type and bank once, and nothing for no methods', () => {
    expect(orderMethods([method('card2card', 'vtb', 'VTB'), method('card2card', 'vtb', 'VTB')])).toHaveLength(
      1,
    );
    expect(orderMethods([])).toEqual([]);
  });
});
