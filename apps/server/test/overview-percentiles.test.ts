import { describe, expect, it } from 'vitest';
import { percentiles } from '../src/overview/overview-days.ts';

/** percentile_cont as PostgreSQL documents it: sort, then interpolate between the two nearest ranks. */
function byTheBook(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

/** A small deterministic generator, so a failure names the same samples every run. */
function samplesOf(seed: number, length: number, spread: number): number[] {
  let state = seed;
  return Array.from({ length }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % spread;
  });
}

describe("the overview's percentiles", () => {
  it('are null without samples and the sample itself with one', () => {
    expect(percentiles(new Float64Array(0), [0.5, 0.9])).toEqual([null, null]);
    expect(percentiles(Float64Array.of(1234), [0.5, 0.9])).toEqual([1234, 1234]);
  });

  it('interpolate between two samples as percentile_cont does', () => {
    expect(percentiles(Float64Array.of(3000, 1000), [0.5, 0.9])).toEqual([2000, 2800]);
  });

  it('match the sorted definition on unsorted samples, with and without repeats', () => {
    const ps = [0.5, 0.9];
    for (const [seed, length, spread] of [
      [1, 7, 1_000_000],
      [2, 1000, 5],
      [3, 1001, 60_000],
      [4, 20_000, 2],
      [5, 50_000, 3_600_000],
    ] as const) {
      const values = samplesOf(seed, length, spread);
      const expected = ps.map((p) => byTheBook(values, p));
      expect(percentiles(Float64Array.from(values), ps), `seed ${seed}`).toEqual(expected);
    }
  });

  it('match on samples already in order and in reverse order', () => {
    const ascending = Array.from({ length: 10_001 }, (_, i) => i * 3);
    expect(percentiles(Float64Array.from(ascending), [0.5, 0.9])).toEqual([15_000, 27_000]);
    expect(percentiles(Float64Array.from(ascending.reverse()), [0.5, 0.9])).toEqual([15_000, 27_000]);
  });
});
