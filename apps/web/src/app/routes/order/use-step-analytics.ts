import type { Order } from '@payorder/contract';
import { useEffect, useRef } from 'react';
import { track, type PaymentStep } from '../../../lib/analytics.ts';

/** spec §4 analytics: a start and an end (with its duration in seconds) for each payment step. */
export function useStepAnalytics(step: PaymentStep | null, order: Order | undefined) {
  const current = useRef<{ step: PaymentStep; startedAt: number } | null>(null);
  const hasCompleted = useRef(false);

  useEffect(() => {
    if (current.current?.step === step) return;
    if (current.current) {
      const duration = Math.round((Date.now() - current.current.startedAt) / 1000);
      track({ name: 'payment_step_end', step: current.current.step, duration });
    }
    current.current = step ? { step, startedAt: Date.now() } : null;
    if (step) track({ name: 'payment_step_start', step });
  }, [step]);

  useEffect(() => {
    if (order?.status === 'completed' && !hasCompleted.current) {
      hasCompleted.current = true;
      track({ name: 'payment_flow_complete', type: order.payment?.type ?? 'unknown' });
    }
  }, [order?.status, order?.payment?.type]);
}
