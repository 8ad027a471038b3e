import { COUNTDOWN_SECONDS, toBcp47 } from '@payorder/contract';

export type TimerPhase =
  { kind: 'hand' } | { kind: 'countdown'; secondsLeft: number } | { kind: 'expired' } | { kind: 'none' };

/**
 * docs/product/payment-page.md §4 timer: a hand image until the last 15 minutes, then a 900 s countdown, then (expired) a
 * refetch of the order. No timeout: no timer.
 */
export function timerPhase(statusTimeoutAt: string | null, now: number): TimerPhase {
  if (!statusTimeoutAt) return { kind: 'none' };
  const secondsLeft = Math.ceil((Date.parse(statusTimeoutAt) - now) / 1000);
  if (Number.isNaN(secondsLeft)) return { kind: 'none' };
  if (secondsLeft <= 0) return { kind: 'expired' };
  if (secondsLeft > COUNTDOWN_SECONDS) return { kind: 'hand' };
  return { kind: 'countdown', secondsLeft };
}

/** mm:ss */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/**
 * Languages whose clock is written in 12 hours (2:35 PM); the others in 24 (14:35). Not Hindi: its
 * 12-hour time is written with a Latin "pm" ("1:55 pm"), English in a Hindi sentence.
 */
const TWELVE_HOUR_LANGUAGES: ReadonlySet<string> = new Set(['en']);

/**
 * The clock time by which to pay, in the person's language and the browser's time zone ("14:35",
 * "2:35 PM"). The hour cycle is set, not left to the browser's locale data: some builds have none for
 * Kazakh or Armenian and would write an English 12-hour time in a Kazakh sentence.
 */
export function formatClockTime(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(toBcp47(language), {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: TWELVE_HOUR_LANGUAGES.has(language) ? 'h12' : 'h23',
    timeZone,
  }).format(new Date(iso));
}
