import type { Order } from '@payorder/contract';

/** An order's payment with the method chosen and no sender detail yet; `values` fills some in. */
export function paymentOf(
  type: NonNullable<Order['payment']>['type'] = 'card2card',
  values: Partial<NonNullable<Order['payment']>> = {},
): NonNullable<Order['payment']> {
  return {
    type,
    bank: 'sberbank',
    customerCardFirstDigits: null,
    customerCardLastDigits: null,
    customerName: null,
    customerBank: null,
    customerPhoneLastDigits: null,
    customerUtr: null,
    customerIBAN: null,
    customerAccountNumber: null,
    ...values,
  };
}

/** What the customer_confirm flow reads of an order: its shop's collection order and its status details. */
export function confirmStateOf(
  collection: Order['shop']['customerDataCollectionOrder'],
  statusDetails: Order['statusDetails'] = null,
): Pick<Order, 'shop' | 'statusDetails'> {
  return {
    shop: { name: 'Shop', customerDataCollectionOrder: collection, collectCustomerReceipts: false },
    statusDetails,
  };
}
