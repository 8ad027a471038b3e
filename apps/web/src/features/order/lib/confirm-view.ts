import {
  CUSTOMER_FIELD_TO_PAYMENT_KEY,
  visibleCustomerFields,
  type CustomerFieldSpec,
  type Order,
} from '@payorder/contract';
import { currentConfirmView, type ConfirmView } from '#page/lib/confirm-flow.ts';

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
 * The view of customer_confirm the order is at (docs/decisions/001, lib/confirm-flow.ts): the sub-step
 * the customer has not done yet. A method with no visible customer fields has only the transfer view.
 */
export function confirmViewOf(
  order: Pick<Order, 'shop' | 'statusDetails'>,
  fields: CustomerFieldSpec[],
  isDetailsSent: boolean,
): ConfirmView {
  return currentConfirmView(order, visibleCustomerFields(fields).length > 0, isDetailsSent);
}
