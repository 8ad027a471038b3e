/**
 * The calendar day in a time zone, written once for the server's overview and the console's periods:
 * a day is `YYYY-MM-DD`; it starts at midnight of its zone (a summer-time jump counted).
 */

const DAY_MS = 86_400_000;

/** The two readings of an instant: its date (en-CA writes YYYY-MM-DD) and its wall clock. */
const FORMATS = {
  day: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
  wall: [
    'en-US',
    {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    },
  ],
} as const satisfies Record<string, [string, Intl.DateTimeFormatOptions]>;

/**
 * One formatter per reading and zone, made once: building an Intl.DateTimeFormat costs far more than
 * using it (a 30-day overview asks for some 120 day starts).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: keyof typeof FORMATS, tz: string): Intl.DateTimeFormat {
  const key = `${kind} ${tz}`;
  let found = formatters.get(key);
  if (!found) {
    const [locale, options] = FORMATS[kind];
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: tz });
    formatters.set(key, found);
  }
  return found;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `tz`. */
export function dayIn(instant: number, tz: string): string {
  return formatter('day', tz).format(instant);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How far `tz`'s wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, tz: string): number {
  const parts = formatter('wall', tz).formatToParts(instant);
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
