import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { batched } from '#console/lib/batched.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';
import { useOperatorEvents } from '#console/lib/use-operator-events.ts';

/** Events this close together make one read of the health figures (an order created and moved at once). */
export const HEALTH_BATCH_MS = 300;
/**
 * The period's numbers (funnel, money, speed) are read again at most this often while orders change:
 * each read covers the whole period, so a busy platform must not cost one per order.
 */
export const PERIOD_REFRESH_MS = 30_000;

/**
 * The operator's overview, live (issue 27: health "live, from the event stream"): the operator's event
 * stream makes the health figures be read again within HEALTH_BATCH_MS of an order or a trader changing,
 * and the rest of the overview within PERIOD_REFRESH_MS. Answers whether the stream
 * delivers: while it does not, the overview polls (OVERVIEW_POLL_MS) as before.
 */
export function useLiveOverview(enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const reads = useMemo(
    () => ({
      health: batched(
        () => void queryClient.invalidateQueries({ queryKey: consoleKeys.operator.overviewHealth() }),
        HEALTH_BATCH_MS,
      ),
      period: batched(
        () => void queryClient.invalidateQueries({ queryKey: consoleKeys.overview('operator') }),
        PERIOD_REFRESH_MS,
      ),
    }),
    [queryClient],
  );
  useEffect(
    () => () => {
      reads.health.cancel();
      reads.period.cancel();
    },
    [reads],
  );
  // Every event: the traders' table beside the period's numbers is "now" too (online, balances, holds).
  const isLive = useOperatorEvents(enabled, () => {
    reads.health.schedule();
    reads.period.schedule();
  });
  return isLive;
}
