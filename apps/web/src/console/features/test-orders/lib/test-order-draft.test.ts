// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkTestOrderDraft } from './test-order-draft.ts';

const RETURN = 'http://127.0.0.1:3000/console/shop/orders';

describe('checkTestOrderDraft (the shop console’s "New test order")', () => {
  it('reads the amount as the shop writes it in its language and sends a decimal string', () => {
    expect(checkTestOrderDraft({ currency: 'RUB', amount: '1 500,5' }, 'ru', RETURN)).toEqual({
      request: { amount: '1500.50', currency: 'RUB', returnUrl: RETURN, expiresInSeconds: 1800 },
      found: {},
    });
    expect(checkTestOrderDraft({ currency: 'KZT', amount: '2,000.00' }, 'en', RETURN).request.amount).toBe(
      '2000.00',
    );
  });

  it('says what is wrong with the amount by its code: missing, not a number, zero', () => {
    const codeOf = (amount: string) =>
      checkTestOrderDraft({ currency: 'RUB', amount }, 'en', RETURN).found.amount?.code;
    expect(codeOf('')).toBe('required');
    expect(codeOf('12abc')).toBe('amount_invalid');
    expect(codeOf('0')).toBe('amount_not_positive');
    expect(codeOf('-5')).toBe('amount_not_positive');
  });
});
