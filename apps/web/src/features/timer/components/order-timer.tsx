import { COUNTDOWN_SECONDS, TIMER_CIRCLE_SIZE } from '@payorder/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#page/lib/page-i18n.tsx';
import { formatClockTime, formatCountdown, timerPhase } from '../lib/timer-phase.ts';

export interface OrderTimerProps {
  statusTimeoutAt: string | null;
  /** Called once when the time is up: the order is refetched (docs/product/payment-page.md §4). */
  onExpired: () => void;
}

const STROKE = 6;

/**
 * The clock time by which to pay, said beside the timer (the countdown alone leaves the person to do
 * the sum). The browser's time zone, so the server's first drawing may differ: React keeps the browser's.
 */
function PayBy({ statusTimeoutAt }: { statusTimeoutAt: string }) {
  const { t, i18n } = useTranslation();
  const time = formatClockTime(statusTimeoutAt, i18n.resolvedLanguage ?? i18n.language);
  return (
    <span className="timer__pay-by" data-testid="pay-by" suppressHydrationWarning>
      {t('timer.pay_by', { time })}
    </span>
  );
}

export function OrderTimer({ statusTimeoutAt, onExpired }: OrderTimerProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const hasFired = useRef(false);
  const phase = timerPhase(statusTimeoutAt, now);

  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  useEffect(() => {
    if (phase.kind === 'expired' && !hasFired.current) {
      hasFired.current = true;
      onExpired();
    }
  }, [phase.kind, onExpired]);

  if (phase.kind === 'none' || !statusTimeoutAt) return null;
  if (phase.kind === 'hand') {
    return (
      <div className="timer timer--hand">
        <img src="/icons/hand.svg" alt="" width={48} height={48} />
        <span>
          {t('timer.take_your_time')} <PayBy statusTimeoutAt={statusTimeoutAt} />
        </span>
      </div>
    );
  }
  const secondsLeft = phase.kind === 'countdown' ? phase.secondsLeft : 0;
  const radius = (TIMER_CIRCLE_SIZE - STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  const progress = secondsLeft / COUNTDOWN_SECONDS;
  return (
    <div
      className="timer timer--countdown"
      // Drawn by the server a moment before the browser takes over: the seconds may differ by one
      // until the next tick; React keeps the server's and does not count it as a mismatch.
      suppressHydrationWarning
      role="timer"
      aria-label={t('timer.time_left', { time: formatCountdown(secondsLeft) })}
    >
      <svg
        width={TIMER_CIRCLE_SIZE}
        height={TIMER_CIRCLE_SIZE}
        viewBox={`0 0 ${TIMER_CIRCLE_SIZE} ${TIMER_CIRCLE_SIZE}`}
        aria-hidden="true"
      >
        <circle className="timer__track" cx="50%" cy="50%" r={radius} strokeWidth={STROKE} fill="none" />
        <circle
          className="timer__progress"
          cx="50%"
          cy="50%"
          r={radius}
          strokeWidth={STROKE}
          fill="none"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - progress)}
          suppressHydrationWarning
          transform={`rotate(-90 ${TIMER_CIRCLE_SIZE / 2} ${TIMER_CIRCLE_SIZE / 2})`}
        />
        <text
          x="50%"
          y="50%"
          dominantBaseline="central"
          textAnchor="middle"
          className="timer__text"
          suppressHydrationWarning
        >
          {formatCountdown(secondsLeft)}
        </text>
      </svg>
      <PayBy statusTimeoutAt={statusTimeoutAt} />
    </div>
  );
}
