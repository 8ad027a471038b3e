import { describe, expect, it } from 'vitest';
import { countUnclaimed } from './unclaimed.ts';

const now = Date.parse('2026-11-29T12:00:00Z');
const at = (hoursAgo: number) => new Date(now - hoursAgo * 3600_000).toISOString();

describe('money nobody claimed', () => {
  it('counts the credits of the last day that matched no order or wait to be attached by hand', () => {
    expect(
      countUnclaimed(
        [
          { outcome: 'unmatched', createdAt: at(1) },
          { outcome: 'ambiguous', createdAt: at(23) },
          { outcome: 'matched', createdAt: at(1) },
          { outcome: 'confirmed', createdAt: at(1) },
          { outcome: 'ignored', createdAt: at(1) },
          { outcome: 'unmatched', createdAt: at(25) },
        ],
        now,
      ),
    ).toBe(2);
  });

  it('counts none when every credit found its order', () => {
    expect(countUnclaimed([{ outcome: 'matched', createdAt: at(0) }], now)).toBe(0);
  });
});
