import { describe, expect, it } from 'vitest';
import { fromMinor, percentOf, toMinor } from './money.ts';

describe('money', () => {
  it('turns decimal strings into minor units and back without floats', () => {
    expect(toMinor('1500')).toBe(150000n);
    expect(toMinor('1500.5')).toBe(150050n);
    expect(toMinor('0.10')).toBe(10n);
    expect(toMinor('123456789012.99')).toBe(12345678901299n);
    expect(fromMinor(12345678901299n)).toBe('123456789012.99');
    expect(fromMinor(5n)).toBe('0.05');
    expect(fromMinor(-150n)).toBe('-1.50');
    expect(() => toMinor('1.234')).toThrow(RangeError);
    expect(() => toMinor('1e3')).toThrow(RangeError);
  });

  it('takes a percentage rounded half up to the minor unit', () => {
    expect(percentOf(150000n, '2.50')).toBe(3750n);
    expect(percentOf(333n, '1')).toBe(3n); // 3.33 → 3
    expect(percentOf(350n, '1')).toBe(4n); // 3.5 → 4
    expect(percentOf(150000n, '0')).toBe(0n);
  });
});
