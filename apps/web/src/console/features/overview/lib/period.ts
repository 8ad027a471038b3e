import { addDays, dayIn, startOfDay } from '@payorder/contract';

/** The overview's periods: today, the last 7 or 30 days, or days of one's own choosing, in a time zone. */
export type PeriodPreset = 'today' | '7d' | '30d' | 'custom';
export const PERIOD_PRESETS: PeriodPreset[] = ['today', '7d', '30d', 'custom'];

export interface Period {
  preset: PeriodPreset;
  /** The custom period's first and last day (YYYY-MM-DD, both included). */
  fromDay?: string;
  toDay?: string;
}

/** The browser's time zone: the operator's own (UTC where the browser gives none). */
export const ownTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

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
