import type { Order, TraderOrder } from '@payorder/contract';

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

/** A trader's order waiting for details (800 RUB by card, no entry chosen yet). */
export const WAITING_TRADER_ORDER: TraderOrder = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'requisites',
  amount: '800.00',
  currency: 'RUB',
  paymentType: 'card2card',
  bank: 'sberbank',
  tradeMethodId: '00000000-0000-4000-8000-000000000002',
  requisiteEntryId: null,
  commission: '0.00',
  statusDetails: null,
  statusTimeoutAt: null,
  requisites: null,
  payment: paymentOf('card2card'),
  receiptCount: 0,
  collectCustomerReceipts: false,
  createdAt: '2026-01-01T10:00:00.000Z',
};
