// @vitest-environment node
import type { Order } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { pollInterval, shouldPoll } from './should-poll.ts';

const order = (
  status: Order['status'],
  extra: {
    requisites?: Order['requisites'];
    callbackUrlStatus?: Order['integration']['callbackUrlStatus'];
  } = {},
) => ({
  status,
  requisites: extra.requisites ?? null,
  integration: { returnUrl: 'https://shop.example', callbackUrlStatus: extra.callbackUrlStatus ?? null },
});

describe('shouldPoll (docs/product/payment-page.md §4 polling)', () => {
  it('polls while requisites are awaited, and stops once they arrived', () => {
    expect(shouldPoll(order('requisites'))).toBe(true);
    expect(shouldPoll(order('requisites', { requisites: { bank: 'X' } }))).toBe(false);
  });

  it('polls in customer_confirm, trader_confirm and dispute', () => {
    for (const status of ['customer_confirm', 'trader_confirm', 'dispute'] as const) {
      expect(shouldPoll(order(status))).toBe(true);
    }
  });

  it('polls completed and cancelled orders only while the shop callback is in progress', () => {
    expect(shouldPoll(order('completed', { callbackUrlStatus: 'in_progress' }))).toBe(true);
    expect(shouldPoll(order('cancelled', { callbackUrlStatus: 'in_progress' }))).toBe(true);
    expect(shouldPoll(order('completed', { callbackUrlStatus: 'success' }))).toBe(false);
    expect(shouldPoll(order('cancelled', { callbackUrlStatus: 'error_delay' }))).toBe(false);
    expect(shouldPoll(order('completed'))).toBe(false);
  });

  it('does not poll new, error, or nothing', () => {
    expect(shouldPoll(order('new'))).toBe(false);
    expect(shouldPoll(order('error'))).toBe(false);
    expect(shouldPoll(undefined)).toBe(false);
  });

  it('polls every 3000 ms', () => {
    expect(pollInterval(order('trader_confirm'))).toBe(3000);
    expect(pollInterval(order('new'))).toBe(false);
  });
});
