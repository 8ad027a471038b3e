/** The overview's periods: today, the last 7 or 30 days, or days of one's own choosing, in a time zone. */
export type PeriodPreset = 'today' | '7d' | '30d' | 'custom';
export const PERIOD_PRESETS: PeriodPreset[] = ['today', '7d', '30d', 'custom'];

export interface Period {
  preset: PeriodPreset;
  /** The custom period's first and last day (YYYY-MM-DD, both included). */
  fromDay?: string;
  toDay?: string;
}

const DAY_MS = 86_400_000;

/** The browser's time zone: the operator's own (UTC where the browser gives none). */
export const ownTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The calendar day (YYYY-MM-DD) an instant falls on in `tz`. */
export function dayIn(instant: number, tz: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How far `tz`'s wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, tz: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant `day` starts in `tz` (midnight there; a summer-time jump counted). */
export function startOfDay(day: string, tz: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  const guess = wall - offsetAt(wall, tz);
  return wall - offsetAt(guess, tz);
}

/**
 * The period as the API's `[from, to)`: from the start of its first day to the start of the day after its
 * last, in `tz`. Today, 7 and 30 days end with today; a custom period whose days are missing or reversed
 * is null (nothing to ask).
 */
export function periodRange(
  period: Period,
  tz: string,
  now: number = Date.now(),
): { from: string; to: string } | null {
  const today = dayIn(now, tz);
  let first: string;
  let last = today;
  if (period.preset === 'today') first = today;
  else if (period.preset === '7d') first = addDays(today, -6);
  else if (period.preset === '30d') first = addDays(today, -29);
  else {
    if (!period.fromDay || !period.toDay || period.toDay < period.fromDay) return null;
    first = period.fromDay;
    last = period.toDay;
  }
  return {
    from: new Date(startOfDay(first, tz)).toISOString(),
    to: new Date(startOfDay(addDays(last, 1), tz)).toISOString(),
  };
}
