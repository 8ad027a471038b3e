import type {
  DisputeQueueQuery,
  DisputeQueueResponse,
  OrderTimeline,
  ResolveDisputeRequest,
} from '@payorder/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { batched } from '#console/lib/batched.ts';
import { consoleRequest, queryString } from '#console/lib/http.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';
import { useOperatorEvents } from '#console/lib/use-operator-events.ts';

/** How often the queue is read again while the operator's event stream is down. */
export const DISPUTES_POLL_MS = 10_000;
/** Events this close together make one read of the queue. */
const DISPUTES_BATCH_MS = 500;

/** GET /v1/admin/disputes: the newest dispute first, of one filter, with how many match it. */
export const disputesQuery = (filters: DisputeQueueQuery = {}) =>
  queryOptions({
    queryKey: consoleKeys.operator.disputesOf(filters),
    queryFn: ({ signal }) =>
      consoleRequest<DisputeQueueResponse>(`/v1/admin/disputes${queryString({ ...filters })}`, { signal }),
  });

/**
 * The dispute list of a filter, live: read again when the operator's event stream says an order entered a
 * dispute or one of the listed orders moved (resolved), polled every DISPUTES_POLL_MS only while the
 * stream is down. `enabled` false: nothing read, nothing followed (not the operator).
 */
export function useLiveDisputes(filters: DisputeQueueQuery = {}, enabled = true) {
  const queryClient = useQueryClient();
  const query = disputesQuery(filters);
  const refresh = useMemo(
    () =>
      batched(
        () => void queryClient.invalidateQueries({ queryKey: consoleKeys.operator.disputes() }),
        DISPUTES_BATCH_MS,
      ),
    [queryClient],
  );
  useEffect(() => refresh.cancel, [refresh]);
  const isLive = useOperatorEvents(enabled, (event) => {
    if (event.name === 'trader') return;
    const listed = queryClient.getQueryData(query.queryKey)?.items ?? [];
    if (
      event.name === 'resync' ||
      event.order.status === 'dispute' ||
      listed.some((order) => order.id === event.order.id)
    )
      refresh.schedule();
  });
  return useQuery({ ...query, enabled, refetchInterval: isLive || !enabled ? false : DISPUTES_POLL_MS });
}

/** How many orders are in dispute now, live (the navigation's count); undefined until known. */
export function useDisputeCount(enabled: boolean): number | undefined {
  return useLiveDisputes({}, enabled).data?.total;
}

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
      await queryClient.invalidateQueries({ queryKey: consoleKeys.operator.disputes() });
      await queryClient.invalidateQueries({ queryKey: consoleKeys.timeline('operator', orderId) });
    },
  });
}
