// @vitest-environment node
import { COUNTDOWN_SECONDS } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { formatClockTime, formatCountdown, timerPhase } from './timer-phase.ts';

const NOW = Date.parse('2026-01-01T12:00:00Z');
const inSeconds = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

describe('timerPhase (docs/product/payment-page.md §4 timer)', () => {
  it('shows the hand image until the last 15 minutes', () => {
    expect(timerPhase(inSeconds(30 * 60), NOW)).toEqual({ kind: 'hand' });
    expect(timerPhase(inSeconds(COUNTDOWN_SECONDS + 1), NOW)).toEqual({ kind: 'hand' });
  });

  it('counts down the last 900 seconds', () => {
    expect(timerPhase(inSeconds(COUNTDOWN_SECONDS), NOW)).toEqual({ kind: 'countdown', secondsLeft: 900 });
    expect(timerPhase(inSeconds(61), NOW)).toEqual({ kind: 'countdown', secondsLeft: 61 });
    expect(timerPhase(inSeconds(1), NOW)).toEqual({ kind: 'countdown', secondsLeft: 1 });
  });

  it('is expired at and after the timeout (the order is then refetched)', () => {
    expect(timerPhase(inSeconds(0), NOW)).toEqual({ kind: 'expired' });
    expect(timerPhase(inSeconds(-5), NOW)).toEqual({ kind: 'expired' });
  });

  it('shows nothing without a timeout', () => {
    expect(timerPhase(null, NOW)).toEqual({ kind: 'none' });
    expect(timerPhase('not a date', NOW)).toEqual({ kind: 'none' });
  });

  it('formats mm:ss', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });
});

describe('formatClockTime (the time by which to pay)', () => {
  const at = '2026-01-01T11:05:00Z';
  it('writes a 24-hour clock in Russian and Kazakh, a 12-hour one in English, in the given time zone', () => {
    expect(formatClockTime(at, 'ru', 'Europe/Moscow')).toBe('14:05');
    expect(formatClockTime(at, 'kz', 'Asia/Almaty')).toBe('16:05');
    expect(formatClockTime(at, 'en', 'UTC').replace(/\s/g, ' ')).toBe('11:05 AM');
    expect(formatClockTime('2026-01-01T21:30:00Z', 'en', 'UTC').replace(/\s/g, ' ')).toBe('9:30 PM');
  });
});
