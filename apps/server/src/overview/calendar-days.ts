/** The calendar day (YYYY-MM-DD) that instant `ms` falls on in time zone `tz`. */
export function dayIn(ms: number, tz: string): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms);
}

/** Every calendar day of `tz` that `[from, to)` touches, oldest first. */
export function calendarDays(from: string, to: string, tz: string): string[] {
  const first = dayIn(Date.parse(from), tz);
  const last = dayIn(Date.parse(to) - 1, tz);
  const days: string[] = [];
  for (let day = new Date(`${first}T00:00:00Z`); ; day.setUTCDate(day.getUTCDate() + 1)) {
    const text = day.toISOString().slice(0, 10);
    if (text > last) break;
    days.push(text);
  }
  return days;
}
