import type { BankNotificationsResponse } from '@payorder/contract';
import { queryOptions } from '@tanstack/react-query';
import { consoleRequest, queryString } from '#console/lib/http.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

/**
 * GET /v1/trader/bank-notifications?orderId=: the bank messages linked to one order (matched, confirmed or
 * attached by hand), under the notifications' key so an attach reads them again.
 */
export const orderNotificationsQuery = (orderId: string) =>
  queryOptions({
    queryKey: consoleKeys.trader.bankNotificationsOfOrder(orderId),
    queryFn: ({ signal }) =>
      consoleRequest<BankNotificationsResponse>(
        `/v1/trader/bank-notifications${queryString({ orderId, limit: 20 })}`,
        { signal },
      ),
  });
