import type { Receipt } from '@payorder/contract';
import { queryOptions } from '@tanstack/react-query';

/**
 * How often an open order's receipts are read again while it is on screen: an upload does not (yet)
 * change the order, so the live stream does not bring it.
 */
export const RECEIPTS_POLL_MS = 5000;
import { apiUrl } from '#page/lib/api-client.ts';
import { consoleRequest } from '#console/lib/http.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

/** GET /v1/trader/orders/{id}/receipts: what the customer uploaded (only the order's trader may read it). */
export const receiptsQuery = (orderId: string) =>
  queryOptions({
    queryKey: consoleKeys.trader.receipts(orderId),
    queryFn: ({ signal }) =>
      consoleRequest<Receipt[]>(`/v1/trader/orders/${encodeURIComponent(orderId)}/receipts`, { signal }),
  });

/** The receipt's file: shown inside the console (`inline`), or downloaded as an attachment. */
export const receiptFileUrl = (orderId: string, receiptId: string, inline: boolean) =>
  apiUrl(
    `/v1/trader/orders/${encodeURIComponent(orderId)}/receipts/${encodeURIComponent(receiptId)}/file${inline ? '?inline=1' : ''}`,
  );
