import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../lib/format.ts';

/** Time left until `until` (an order's statusTimeoutAt), ticking each second; nothing when there is no limit. */
export function Countdown({ until }: { until: string | null }) {
  const { t } = useTranslation('console');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (!until) return null;
  const seconds = (new Date(until).getTime() - now) / 1000;
  const isLow = seconds < 120;
  return (
    <span className={isLow ? 'countdown countdown--low' : 'countdown'}>
      {seconds > 0 ? t('order.time_left', { time: formatDuration(seconds) }) : t('order.time_up')}
    </span>
  );
}
