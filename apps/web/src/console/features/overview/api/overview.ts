import type { AdminOverview, MerchantOverview, TraderOverview } from '@payorder/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consoleRequest, queryString } from '#console/lib/http.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

export type OverviewScope = 'operator' | 'trader' | 'shop';
export interface OverviewData {
  operator: AdminOverview;
  trader: TraderOverview;
  shop: MerchantOverview;
}

export interface OverviewParams {
  from: string;
  to: string;
  tz: string;
  currency?: string | undefined;
  /** The operator's filter by shop. */
  shopId?: string | undefined;
}

const PATHS: Record<OverviewScope, string> = {
  operator: '/v1/admin/overview',
  trader: '/v1/trader/overview',
  shop: '/v1/merchant/overview',
};

/** How often the overview is read again while on screen and not kept fresh by the operator's stream. */
export const OVERVIEW_POLL_MS = 10_000;

/**
 * GET /v1/{admin,trader,merchant}/overview for a period. Read again every OVERVIEW_POLL_MS while on
 * screen; the operator's page turns the poll off while its event stream delivers (lib/use-live-overview.ts
 * reads it after events instead). The previous numbers stay on screen while another period loads.
 */
export function overviewQuery<S extends OverviewScope>(scope: S, params: OverviewParams) {
  const query = scope === 'operator' ? params : { ...params, shopId: undefined };
  return queryOptions({
    queryKey: consoleKeys.overviewOf(scope, query),
    queryFn: ({ signal }) =>
      consoleRequest<OverviewData[S]>(`${PATHS[scope]}${queryString({ ...query })}`, { signal }),
    refetchInterval: OVERVIEW_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
