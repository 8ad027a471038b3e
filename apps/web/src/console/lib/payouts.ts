import { ZPayoutStatus, type PayoutStatus } from '@payorder/contract';
import { keepPreviousData } from '@tanstack/react-query';

/** Every payout status, in the order a payout lives through them (the contract's). */
export const PAYOUT_STATUSES: readonly PayoutStatus[] = ZPayoutStatus.options;

/** How many payouts one page of a list reads. */
export const PAYOUTS_PAGE_SIZE = 50;

/** Payout lists are read again every 10 s on screen, an open payout every 5 s (no stream for them). */
export const PAYOUT_LIST_POLL_MS = 10_000;
export const PAYOUT_DETAIL_POLL_MS = 5_000;

/** The paging of a payouts list ("More"); the previous page stays on screen while filters change. */
export const payoutPages = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor ?? undefined,
  placeholderData: keepPreviousData,
};

/**
 * A payout status drawn with the colour of the order status that means the same to the person reading
 * (console.css has the order's): waiting, in someone's hands, late, done, ended without money, argued.
 */
export const PAYOUT_BADGE: Record<PayoutStatus, string> = {
  new: 'new',
  taken: 'customer_confirm',
  overdue: 'trader_confirm',
  completed: 'completed',
  cancelled: 'cancelled',
  failed: 'error',
  dispute: 'dispute',
};
