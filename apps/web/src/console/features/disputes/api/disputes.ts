import type { DisputeQueueResponse, OrderTimeline, ResolveDisputeRequest } from '@payorder/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '../../../lib/http.ts';

const DISPUTES_KEY = ['console', 'operator', 'disputes'] as const;

/** GET /v1/admin/disputes: the longest waiting first; read again every 10 s while on screen. */
export const disputesQuery = queryOptions({
  queryKey: DISPUTES_KEY,
  queryFn: ({ signal }) => consoleRequest<DisputeQueueResponse>('/v1/admin/disputes', { signal }),
  refetchInterval: 10_000,
});

/** POST /v1/admin/orders/{id}/resolve; the queue and the order's timeline are read again after. */
export function useResolveDispute(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResolveDisputeRequest) =>
      consoleRequest<OrderTimeline>(`/v1/admin/orders/${encodeURIComponent(orderId)}/resolve`, {
        method: 'POST',
        body,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: DISPUTES_KEY });
      await queryClient.invalidateQueries({ queryKey: ['console', 'operator', 'timeline', orderId] });
    },
  });
}
