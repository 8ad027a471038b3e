import type { OverviewHealth } from '@payorder/contract';
import { queryOptions } from '@tanstack/react-query';
import { consoleRequest, queryString } from '#console/lib/http.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

/**
 * GET /v1/admin/overview/health: the platform's health now, alone. Read when the operator's event
 * stream opens and again after its events (lib/use-live-overview.ts), never on a timer: while the stream
 * is down the overview's own poll carries the health instead. No placeholder: another shop's figures
 * must not stand in while the chosen shop's load (the overview's own health shows meanwhile).
 */
export const overviewHealthQuery = (shopId: string | undefined) =>
  queryOptions({
    queryKey: consoleKeys.operator.overviewHealthOf(shopId),
    queryFn: ({ signal }) =>
      consoleRequest<OverviewHealth>(`/v1/admin/overview/health${queryString({ shopId })}`, { signal }),
  });
