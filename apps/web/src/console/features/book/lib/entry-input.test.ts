import { describe, expect, it } from 'vitest';
import { amountForEditing, groupCardNumber, parseLimits } from './entry-input.ts';

const typed = (
  limits: Partial<Record<'minAmount' | 'maxAmount' | 'dailyLimit' | 'maxOpenOrders', string>>,
) => ({
  minAmount: '',
  maxAmount: '',
  dailyLimit: '',
  maxOpenOrders: '',
  ...limits,
});

describe('a book entry’s limits as the trader types them', () => {
  it('reads amounts in the trader’s language; blank is no limit', () => {
    expect(
      parseLimits(
        typed({ minAmount: '1 000,5', dailyLimit: '50\u00a0000', maxOpenOrders: '3' }),
        'ru',
        'RUB',
      ),
    ).toEqual({
      values: { minAmount: '1000.50', maxAmount: null, dailyLimit: '50000.00', maxOpenOrders: 3 },
      errors: {},
    });
    expect(parseLimits(typed({ maxAmount: '1,000.50' }), 'en', 'USD').values.maxAmount).toBe('1000.50');
    // Three digits after a lone mark are thousands in Russian too, not "4,50".
    expect(parseLimits(typed({ maxAmount: '4.500' }), 'ru', 'RUB').values.maxAmount).toBe('4500.00');
  });

  it('says what is wrong with each at once', () => {
    expect(
      parseLimits(
        typed({ minAmount: '1 000', maxAmount: '500', dailyLimit: 'lots', maxOpenOrders: '2.5' }),
        'ru',
        'RUB',
      ).errors,
    ).toEqual({
      minAmount: { code: 'min_above_max', params: { max: '500.00' } },
      dailyLimit: { code: 'amount_invalid' },
      maxOpenOrders: { code: 'not_an_integer' },
    });
    expect(parseLimits(typed({ minAmount: '0' }), 'en', 'RUB').errors).toEqual({
      minAmount: { code: 'amount_not_positive' },
    });
    expect(parseLimits(typed({ maxAmount: '10,5555' }), 'ru', 'RUB').errors).toEqual({
      maxAmount: { code: 'too_many_decimals', params: { max: 2 } },
    });
  });

  it('shows a stored amount for editing as the trader writes numbers, and reads it back', () => {
    const shown = amountForEditing('150000.00', 'ru');
    expect(shown).toBe('150\u00a0000,00');
    expect(parseLimits(typed({ maxAmount: shown }), 'ru', 'RUB').values.maxAmount).toBe('150000.00');
    expect(
      parseLimits(typed({ maxAmount: amountForEditing('150000.00', 'hi') }), 'hi', 'INR').values.maxAmount,
    ).toBe('150000.00');
  });

  it('groups a card number by four as it is typed, and leaves other text alone', () => {
    expect(groupCardNumber('2202206312325678')).toBe('2202 2063 1232 5678');
    expect(groupCardNumber('2202 20631')).toBe('2202 2063 1');
    expect(groupCardNumber('abcd')).toBe('abcd');
  });
});
