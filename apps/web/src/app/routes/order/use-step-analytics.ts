import type { Order } from '@payorder/contract';
import type { ConfirmView } from '#page/lib/confirm-flow.ts';
import { useEffect, useRef } from 'react';
import { track, type PaymentStep } from '#page/lib/analytics.ts';

/** docs/product/payment-page.md §4 analytics: a start and an end (with its duration in seconds) for each payment step. */
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

/** The analytics step of what the order page shows (docs/product/payment-page.md §4 analytics). */
export function analyticsStepOf(order: Order | undefined, view: ConfirmView | null): PaymentStep | null {
  switch (order?.status) {
    case 'new':
      return 'select_payment_type';
    case 'requisites':
      return 'requisites';
    case 'customer_confirm':
      return view === 'card' ? 'customer_confirm_details' : 'customer_confirm_transfer';
    case 'trader_confirm':
      return 'trader_confirm';
    default:
      return null;
  }
}
