import { type Receipt } from '@payorder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { receiptsQueryKey } from './get-receipts.ts';

/** spec §7: multipart form with the field `file`. */
export async function uploadReceipt(orderId: string, file: File): Promise<Receipt> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<Receipt>(`/v1/customer/orders/${encodeURIComponent(orderId)}/receipts`, {
    method: 'POST',
    body,
  });
}

/** spec §7: on success the receipts are refreshed. */
export function useUploadReceipt(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadReceipt(orderId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receiptsQueryKey(orderId) }),
  });
}
