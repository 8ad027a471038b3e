import type { TraderBalanceResponse } from '@payorder/contract';
import { queryOptions } from '@tanstack/react-query';
import { consoleRequest } from '../../../lib/http.ts';

/** One ledger line as GET /v1/trader/ledger sends it (contract ZLedgerLine). */
export interface LedgerLine {
  transactionId: string;
  kind: 'deposit' | 'hold' | 'settle' | 'release';
  orderId: string | null;
  account: string;
  amount: string;
  currency: string;
  note: string | null;
  createdAt: string;
}

export const balanceQuery = queryOptions({
  queryKey: ['console', 'trader', 'balance'],
  queryFn: ({ signal }) => consoleRequest<TraderBalanceResponse>('/v1/trader/balance', { signal }),
});

export const ledgerQuery = queryOptions({
  queryKey: ['console', 'trader', 'balance', 'ledger'],
  queryFn: ({ signal }) => consoleRequest<LedgerLine[]>('/v1/trader/ledger?limit=100', { signal }),
});
