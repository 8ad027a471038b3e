import { ZPayoutStatus } from '@payorder/contract';
import { z } from 'zod';
import { notify, type Queryable } from '../db/db.ts';
import { parseNotification } from '../orders/order-changes.ts';
import type { PayoutRow } from './payout-row.ts';

/**
 * The PostgreSQL channel every move of a payout is notified on, in the transaction that made it: every
 * replica hears it when (and only if) that commits. The live streams (events/) tell the traders it
 * concerns (docs/architecture.md "Live events").
 */
export const PAYOUT_CHANGED_CHANNEL = 'payout_changed';

const ZPayoutChange = z.object({
  id: z.string(),
  shopId: z.string(),
  /** The trader who took it (null while it is offered or waits). */
  traderId: z.string().nullable(),
  /** The trader it is offered to now (null once taken or ended, or while nobody can take it). */
  offeredTraderId: z.string().nullable(),
  /** The trader it was offered to before this move, when that was another (or it is no longer offered). */
  previousOfferedTraderId: z.string().nullable(),
  status: ZPayoutStatus,
  amount: z.string(),
  currency: z.string(),
  test: z.boolean(),
});
/** What one notification on PAYOUT_CHANGED_CHANNEL says. */
export type PayoutChange = z.infer<typeof ZPayoutChange>;

export const parsePayoutChange = (payload: string): PayoutChange | null =>
  parseNotification(ZPayoutChange, payload);

/** Whether a change concerns the trader: a payout offered to it now, until a moment ago, or its own. */
export const concernsTrader = (change: PayoutChange, traderId: string): boolean =>
  change.traderId === traderId ||
  change.offeredTraderId === traderId ||
  change.previousOfferedTraderId === traderId;

/** Notifies the move from `before` to `moved` once the transaction that made it commits (db.ts `notify`). */
export async function notifyPayoutChanged(tx: Queryable, before: PayoutRow, moved: PayoutRow): Promise<void> {
  const change: PayoutChange = {
    id: moved.id,
    shopId: moved.shop_id,
    traderId: moved.trader_id,
    offeredTraderId: moved.offered_trader_id,
    previousOfferedTraderId:
      before.offered_trader_id !== moved.offered_trader_id ? before.offered_trader_id : null,
    status: moved.status,
    amount: moved.amount,
    currency: moved.currency,
    test: moved.is_test,
  };
  await notify(tx, PAYOUT_CHANGED_CHANNEL, [JSON.stringify(change)]);
}
