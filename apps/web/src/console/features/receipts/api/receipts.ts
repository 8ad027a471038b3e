import type { Receipt } from '@payorder/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiUrl } from '../../../../lib/api-client.ts';
import { consoleRequest } from '../../../lib/http.ts';

/** GET /v1/trader/orders/{id}/receipts: what the customer uploaded (only the order's trader may read it). */
export const receiptsQuery = (orderId: string, receiptCount: number) =>
  queryOptions({
    // The count is part of the key: a new receipt (the stream brings the new count) fetches the list again.
    queryKey: ['console', 'trader', 'receipts', orderId, receiptCount],
    queryFn: ({ signal }) =>
      consoleRequest<Receipt[]>(`/v1/trader/orders/${encodeURIComponent(orderId)}/receipts`, { signal }),
  });

/** The receipt's file: shown inside the console (`inline`), or downloaded as an attachment. */
export const receiptFileUrl = (orderId: string, receiptId: string, inline: boolean) =>
  apiUrl(
    `/v1/trader/orders/${encodeURIComponent(orderId)}/receipts/${encodeURIComponent(receiptId)}/file${inline ? '?inline=1' : ''}`,
  );
