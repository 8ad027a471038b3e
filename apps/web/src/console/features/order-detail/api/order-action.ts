import type { TraderAction, TraderDisputeRequest, TraderOrder } from '@payorder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '#console/lib/http.ts';
import { upsertQueueOrder } from '#console/lib/queries.ts';
import { consoleKeys, orderActionKey } from '#console/lib/query-keys.ts';

interface ActionInput {
  action: TraderAction;
  requisites?: Record<string, string>;
  /** A dispute's reason, and for `other` the trader's words. */
  dispute?: TraderDisputeRequest;
}

/**
 * POST /v1/trader/orders/{id}/{confirm|dispute|cancel|requisites} (a dispute with its reason). The answer (the order's new state)
 * goes straight into the queue, then `onMoved` runs; a failure refetches the queue, as the order may have
 * moved meanwhile (409).
 */
export function useOrderAction(orderId: string, options: { onMoved?: (order: TraderOrder) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: orderActionKey(orderId),
    mutationFn: ({ action, requisites, dispute }: ActionInput) =>
      consoleRequest<TraderOrder>(`/v1/trader/orders/${encodeURIComponent(orderId)}/${action}`, {
        method: 'POST',
        body: action === 'requisites' ? { requisites } : action === 'dispute' ? dispute : {},
      }),
    onSuccess: (order) => {
      upsertQueueOrder(queryClient, order);
      // Here, not in mutate()'s callbacks: an order that left the queue unmounts its detail meanwhile.
      options.onMoved?.(order);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.trader.history() });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.trader.historyTotals() });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.trader.balance() });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: consoleKeys.trader.queue() }),
  });
}
