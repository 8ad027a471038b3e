// @vitest-environment node
import type { Order } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { hasReceiptsBlock, outcomeOf, resolutionOf, resultMessageKey, supportBotLink } from './outcome.ts';

describe('outcomeOf (docs/product/payment-page.md §4 final screen)', () => {
  it('maps the statuses to outcomes', () => {
    expect(outcomeOf('completed', false)).toBe('success');
    expect(outcomeOf('cancelled', false)).toBe('cancel');
    expect(outcomeOf('cancelled', true)).toBe('cancel');
    expect(outcomeOf('dispute', false)).toBe('dispute');
    expect(outcomeOf('dispute', true)).toBe('processing');
    expect(outcomeOf('error', false)).toBe('dispute');
  });

  it('says a cancellation after a receipt will be checked, until an operator resolves it', () => {
    const order = (status: Order['status'], hasResolvedDispute = false) => ({ status, hasResolvedDispute });
    expect(resultMessageKey(order('cancelled'), true)).toBe('result.cancel.after_receipt');
    expect(resultMessageKey(order('cancelled'), false)).toBe('result.cancel.message');
    expect(resultMessageKey(order('cancelled', true), true)).toBe('result.cancel.message');
    expect(resultMessageKey(order('dispute'), true)).toBe('result.processing.message');
    expect(resultMessageKey(order('completed'), true)).toBe('result.success.message');
  });

  it('shows the receipts block for cancelled and dispute orders only', () => {
    expect(hasReceiptsBlock('cancelled')).toBe(true);
    expect(hasReceiptsBlock('dispute')).toBe(true);
    expect(hasReceiptsBlock('completed')).toBe(false);
  });

  it('builds support bot links with their start parameter', () => {
    expect(supportBotLink('https://t.me/bot', 'order_1')).toBe('https://t.me/bot?start=order_1');
    expect(supportBotLink('https://t.me/bot?x=1', 'receipt')).toBe('https://t.me/bot?x=1&start=receipt');
  });

  it('says how a resolved dispute ended, and nothing for an order that was never disputed', () => {
    expect(resolutionOf({ status: 'cancelled', hasResolvedDispute: true })).toBe('cancelled');
    expect(resolutionOf({ status: 'completed', hasResolvedDispute: true })).toBe('completed');
    expect(resolutionOf({ status: 'cancelled', hasResolvedDispute: false })).toBeNull();
    expect(resolutionOf({ status: 'cancelled' })).toBeNull();
    expect(resolutionOf({ status: 'dispute', hasResolvedDispute: true })).toBeNull();
  });
});
