import { dayIn } from '@payorder/contract';

const DAY_MS = 86_400_000;

/**
 * Every calendar day of `tz` that `[from, to)` touches, oldest first. Counted on numbers (ms of each
 * day's UTC midnight), never by comparing the texts: after year 9999 they sort wrongly (issue 33).
 */
export function calendarDays(from: string, to: string, tz: string): string[] {
  const first = Date.parse(`${dayIn(Date.parse(from), tz)}T00:00:00Z`);
  const last = Date.parse(`${dayIn(Date.parse(to) - 1, tz)}T00:00:00Z`);
  const days: string[] = [];
  for (let day = first; day <= last; day += DAY_MS) days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}
