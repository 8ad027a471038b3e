import { type PaymentField } from '@payorder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#page/lib/api-client.ts';

export const getPaymentFields = (orderId: string): Promise<PaymentField[]> =>
  apiRequest<PaymentField[]>(`/v1/customer/orders/${encodeURIComponent(orderId)}/payment-fields`);

/** docs/product/payment-page.md §7: only while the order is in customer_confirm; no retry, no refetch on focus. */
export const paymentFieldsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['order_payment_fields', orderId],
    queryFn: () => getPaymentFields(orderId),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

export const usePaymentFields = (orderId: string, isCustomerConfirm: boolean) =>
  useQuery({ ...paymentFieldsQueryOptions(orderId), enabled: isCustomerConfirm });
