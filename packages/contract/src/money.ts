/**
 * Money on the wire is a decimal string with at most two fraction digits (`ZAmount`); inside it is an
 * integer count of minor units (bigint), so no sum is ever a float.
 */
export const MINOR_UNITS_PER_MAJOR = 100n;

/** The largest amount `ZAmount` lets through (15 whole digits): 999999999999999.99, in minor units. */
export const MAX_AMOUNT_MINOR = 99_999_999_999_999_999n;

/**
 * The largest balance a trader's or a shop's ledger account may hold: 10^16 whole units (ten max
 * amounts). A move past it is refused with 409 balance_limit_reached and writes nothing.
 */
export const MAX_BALANCE_MINOR = 1_000_000_000_000_000_000n;

/**
 * The largest balance, either way, of the accounts that carry a whole currency's sum: the outside world
 * (minus every deposit) and the platform. Just under PostgreSQL's bigint (9.22 × 10^18), so no balance
 * ever overflows; past it, 409 balance_limit_reached, while a full trader leaves room for the others.
 */
export const MAX_CURRENCY_TOTAL_MINOR = 9_000_000_000_000_000_000n;

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
