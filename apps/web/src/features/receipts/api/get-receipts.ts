import { type Receipt } from '@payorder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#page/lib/api-client.ts';

export const receiptsQueryKey = (orderId: string) => ['order_receipts', orderId] as const;

export const getReceipts = (orderId: string): Promise<Receipt[]> =>
  apiRequest<Receipt[]>(`/v1/customer/orders/${encodeURIComponent(orderId)}/receipts`);

export const receiptsQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: receiptsQueryKey(orderId), queryFn: () => getReceipts(orderId), retry: false });

export const useReceipts = (orderId: string, enabled: boolean) =>
  useQuery({ ...receiptsQueryOptions(orderId), enabled });
