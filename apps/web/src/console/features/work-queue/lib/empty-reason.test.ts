import { describe, expect, it } from 'vitest';
import { emptyQueueReason } from './empty-reason.ts';

describe('why the queue is empty', () => {
  it('says offline first, whatever the book holds', () => {
    expect(emptyQueueReason(false, [{ isActive: true }])).toBe('offline');
    expect(emptyQueueReason(false, [])).toBe('offline');
  });

  it('says the book is empty when no entry is active (none, or all paused)', () => {
    expect(emptyQueueReason(true, [])).toBe('empty_book');
    expect(emptyQueueReason(true, [{ isActive: false }])).toBe('empty_book');
  });

  it('says no orders yet when online with an active entry, or while either is still loading', () => {
    expect(emptyQueueReason(true, [{ isActive: false }, { isActive: true }])).toBe('no_orders');
    expect(emptyQueueReason(undefined, undefined)).toBe('no_orders');
  });
});
