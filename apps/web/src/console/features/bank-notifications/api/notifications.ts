import type {
  BankNotification,
  BankNotificationOutcome,
  BankNotificationsResponse,
} from '@payorder/contract';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest, queryString } from '#console/lib/http.ts';
import { cursorPages } from '#console/lib/order-search.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

/** Every outcome, in the order the filter offers them (a literal list: zod stays out of the bundle). */
export const OUTCOMES: BankNotificationOutcome[] = [
  'confirmed',
  'matched',
  'unmatched',
  'ambiguous',
  'unparsed',
  'ignored',
  'duplicate',
];

/** Read again every 5 s while on screen: a phone posts within seconds of the bank. */
export const NOTIFICATIONS_POLL_MS = 5_000;

/** GET /v1/trader/bank-notifications?outcome=, newest first; "Load more" follows the cursor. */
export const notificationsQuery = (outcome: BankNotificationOutcome | '') =>
  infiniteQueryOptions({
    queryKey: consoleKeys.trader.bankNotificationsOf(outcome),
    queryFn: ({ signal, pageParam }) =>
      consoleRequest<BankNotificationsResponse>(
        `/v1/trader/bank-notifications${queryString({ outcome, cursor: pageParam, limit: 50 })}`,
        { signal },
      ),
    ...cursorPages,
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });

/** POST /v1/trader/bank-notifications/{id}/attach {orderId}: the trader then confirms the order as usual. */
export function useAttachNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, orderId }: { id: string; orderId: string }) =>
      consoleRequest<BankNotification>(`/v1/trader/bank-notifications/${encodeURIComponent(id)}/attach`, {
        method: 'POST',
        body: { orderId },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.trader.bankNotifications() }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.trader.queue() }),
      ]),
  });
}
