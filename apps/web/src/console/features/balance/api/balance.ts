import type { LedgerLine, TraderBalanceResponse } from '@payorder/contract';
import { queryOptions } from '@tanstack/react-query';
import { localDayStart } from '#console/lib/day-start.ts';
import { consoleRequest, queryString } from '#console/lib/http.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

/** GET /v1/trader/balance: balances per currency, each with today's completed orders. */
export const balanceQuery = queryOptions({
  queryKey: consoleKeys.trader.balance(),
  queryFn: ({ signal }) =>
    consoleRequest<TraderBalanceResponse>(`/v1/trader/balance${queryString({ dayStart: localDayStart() })}`, {
      signal,
    }),
});

/** GET /v1/trader/ledger: the newest lines on the trader's accounts. */
export const ledgerQuery = queryOptions({
  queryKey: consoleKeys.trader.ledger(),
  queryFn: ({ signal }) => consoleRequest<LedgerLine[]>('/v1/trader/ledger?limit=100', { signal }),
});
