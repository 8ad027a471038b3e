import type { LedgerLine, TraderBalanceResponse } from '@payorder/contract';
import { queryOptions } from '@tanstack/react-query';
import { consoleRequest } from '../../../lib/http.ts';

export const balanceQuery = queryOptions({
  queryKey: ['console', 'trader', 'balance'],
  queryFn: ({ signal }) => consoleRequest<TraderBalanceResponse>('/v1/trader/balance', { signal }),
});

/** GET /v1/trader/ledger: the newest lines on the trader's accounts. */
export const ledgerQuery = queryOptions({
  queryKey: ['console', 'trader', 'balance', 'ledger'],
  queryFn: ({ signal }) => consoleRequest<LedgerLine[]>('/v1/trader/ledger?limit=100', { signal }),
});
