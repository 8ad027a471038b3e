import type { OrderHistoryEntry } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { mergeHistory } from './merge-history.ts';

const entry = (move: string, at: string, change: Partial<OrderHistoryEntry> = {}): OrderHistoryEntry => ({
  move,
  fromStatus: 'customer_confirm',
  toStatus: 'customer_confirm',
  actorKind: 'customer',
  actorId: null,
  actorName: null,
  note: null,
  reason: null,
  at,
  ...change,
});

describe('mergeHistory', () => {
  it('merges the same move repeated in a row into one line with its count, first and last time', () => {
    const lines = mergeHistory([
      entry('submitRequisites', '2026-11-25T10:00:00.000Z', { actorKind: 'trader', actorName: 'Ivan' }),
      entry('setCustomerDetails', '2026-11-25T10:01:00.000Z'),
      entry('setCustomerDetails', '2026-11-25T10:01:10.000Z'),
      entry('setCustomerDetails', '2026-11-25T10:01:20.000Z'),
      entry('confirmPayment', '2026-11-25T10:02:00.000Z', { toStatus: 'trader_confirm' }),
    ]);
    expect(lines.map((line) => [line.move, line.count, line.at, line.lastAt])).toEqual([
      ['submitRequisites', 1, '2026-11-25T10:00:00.000Z', '2026-11-25T10:00:00.000Z'],
      ['setCustomerDetails', 3, '2026-11-25T10:01:00.000Z', '2026-11-25T10:01:20.000Z'],
      ['confirmPayment', 1, '2026-11-25T10:02:00.000Z', '2026-11-25T10:02:00.000Z'],
    ]);
  });

  it('keeps apart moves that differ in who, why or where they led, and repeats that are not neighbours', () => {
    const lines = mergeHistory([
      entry('setCustomerDetails', '2026-11-25T10:01:00.000Z'),
      entry('setCustomerDetails', '2026-11-25T10:01:10.000Z', { note: 'another' }),
      entry('traderDispute', '2026-11-25T10:02:00.000Z', { actorKind: 'trader', actorId: 'a' }),
      entry('traderDispute', '2026-11-25T10:02:01.000Z', { actorKind: 'trader', actorId: 'b' }),
      entry('setCustomerDetails', '2026-11-25T10:03:00.000Z'),
    ]);
    expect(lines.map((line) => line.count)).toEqual([1, 1, 1, 1, 1]);
  });
});
