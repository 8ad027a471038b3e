import type { DataCollectionOrder, OrderStatus } from '@payorder/contract';

/** The two views of customer_confirm. */
export type ConfirmView = 'card' | 'transfer';

/**
 * spec §2 stepper: new=1, requisites=2, customer_confirm=3, trader_confirm=4, terminal=5. In
 * customer_confirm, a shop collecting data before payment has the card form at 3 and the transfer at
 * 4; otherwise the transfer is 3 and the card form 4.
 */
export function stepOf(
  status: OrderStatus,
  view: ConfirmView | null,
  collection: DataCollectionOrder,
): number {
  switch (status) {
    case 'new':
      return 1;
    case 'requisites':
      return 2;
    case 'customer_confirm':
      if (collection === 'before_payment') return view === 'transfer' ? 4 : 3;
      return view === 'card' ? 4 : 3;
    case 'trader_confirm':
      return 4;
    default:
      return 5;
  }
}
