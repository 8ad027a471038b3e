/**
 * Money on the wire is a decimal string with at most two fraction digits (`ZAmount`); inside it is an
 * integer count of minor units (bigint), so no sum is ever a float.
 */
export const MINOR_UNITS_PER_MAJOR = 100n;

/** "1500.5" → 150050n. The string must already have passed `ZAmount` (or be "0"). */
export function toMinor(amount: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new RangeError(`Not a decimal amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const minor = BigInt(whole!) * MINOR_UNITS_PER_MAJOR + BigInt(fraction.padEnd(2, '0'));
  return sign ? -minor : minor;
}

/** 150050n → "1500.50". */
export function fromMinor(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  const fraction = (abs % MINOR_UNITS_PER_MAJOR).toString().padStart(2, '0');
  return `${sign}${abs / MINOR_UNITS_PER_MAJOR}.${fraction}`;
}

/** `percent` of `minor`, as a decimal string with two fraction digits ("1.50"), rounded half up. */
export function percentOf(minor: bigint, percent: string): bigint {
  const hundredths = toMinor(percent); // 1.50 % → 150 hundredths of a per cent
  return (minor * hundredths + 5_000n) / 10_000n;
}
