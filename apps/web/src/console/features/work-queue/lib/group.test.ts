import type { TraderOrder } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { groupQueue, needsTrader } from './group.ts';

const order = (id: string, status: TraderOrder['status'], statusTimeoutAt: string | null = null) =>
  ({ id, status, statusTimeoutAt, createdAt: `2026-01-01T00:00:0${id}Z` }) as TraderOrder;

describe('groupQueue', () => {
  it('puts "check the money" first, then the customer, then details, disputes last; nearest timeout first', () => {
    const groups = groupQueue([
      order('1', 'requisites', '2026-01-01T00:10:00Z'),
      order('2', 'customer_confirm', '2026-01-01T00:20:00Z'),
      order('3', 'dispute'),
      order('4', 'trader_confirm'),
      order('5', 'customer_confirm', '2026-01-01T00:05:00Z'),
    ]);
    expect(groups.map((group) => [group.id, group.orders.map((o) => o.id)])).toEqual([
      ['check', ['4']],
      ['customer', ['5', '2']],
      ['details', ['1']],
      ['dispute', ['3']],
    ]);
  });

  it('counts the orders waiting on the trader (not those waiting on the customer or the operator)', () => {
    expect(
      needsTrader([
        order('1', 'requisites'),
        order('2', 'customer_confirm'),
        order('3', 'trader_confirm'),
        order('4', 'dispute'),
      ]),
    ).toBe(2);
  });
});
