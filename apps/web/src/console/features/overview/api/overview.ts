import type { AdminOverview, AdminShop, MerchantOverview, TraderOverview } from '@payorder/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consoleRequest, queryString } from '#console/lib/http.ts';

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

/** The start of every overview query's key of a scope: invalidating it reads each period and filter again. */
export const overviewKey = <S extends OverviewScope>(scope: S) => ['console', scope, 'overview'] as const;

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
    queryKey: [...overviewKey(scope), query] as const,
    queryFn: ({ signal }) =>
      consoleRequest<OverviewData[S]>(`${PATHS[scope]}${queryString({ ...query })}`, { signal }),
    refetchInterval: OVERVIEW_POLL_MS,
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/admin/shops: the shops the operator can narrow the overview to. */
export const overviewShopsQuery = queryOptions({
  queryKey: ['console', 'operator', 'shops'] as const,
  queryFn: async ({ signal }) =>
    (await consoleRequest<{ items: AdminShop[] }>('/v1/admin/shops', { signal })).items,
});
