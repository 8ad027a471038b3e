import {
  CUSTOMER_FIELD_TO_PAYMENT_KEY,
  CUSTOMER_PAYED,
  visibleCustomerFields,
  type CustomerFieldSpec,
  type Order,
} from '@payorder/contract';

/** The two views of customer_confirm: the sender form ("card") and the transfer instructions. */
export type ConfirmView = 'card' | 'transfer';

/** Whether the order already holds the sender details its method asks for. */
export function hasSenderDetails(fields: CustomerFieldSpec[], payment: Order['payment']): boolean {
  const visible = visibleCustomerFields(fields);
  const valueOf = (field: CustomerFieldSpec) => payment?.[CUSTOMER_FIELD_TO_PAYMENT_KEY[field.name]];
  const required = visible.filter((field) => field.required);
  return required.length > 0
    ? required.every((field) => Boolean(valueOf(field)))
    : visible.some((field) => Boolean(valueOf(field)));
}

/**
 * docs/decisions/001: before payment, the sender form until the details are sent, then the transfer;
 * after payment, the transfer until "Transferred" set customer-payed, then the sender form. A method
 * with no visible customer fields has only the transfer view.
 */
export function confirmViewOf(
  order: Pick<Order, 'shop' | 'statusDetails'>,
  fields: CustomerFieldSpec[],
  isDetailsSent: boolean,
): ConfirmView {
  if (visibleCustomerFields(fields).length === 0) return 'transfer';
  if (order.shop.customerDataCollectionOrder === 'before_payment') return isDetailsSent ? 'transfer' : 'card';
  return order.statusDetails === CUSTOMER_PAYED ? 'card' : 'transfer';
}
