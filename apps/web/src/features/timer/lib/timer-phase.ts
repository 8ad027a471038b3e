import { COUNTDOWN_SECONDS } from '@payorder/contract';

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
