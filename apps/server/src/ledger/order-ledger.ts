import { fromMinor, toMinor } from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { PLATFORM, post, shopAccount, traderAccount } from './ledger.ts';

/** What the ledger needs of an order. */
export interface LedgerOrder {
  id: string;
  shop_id: string;
  trader_id: string | null;
  amount: string;
  currency: string;
  fee: string;
  trader_commission: string;
  /** The sum that arrived when an operator corrected it (fee and commission are then of it). */
  paid_amount?: string | null;
}

/**
 * Assignment puts the order's amount at stake: it moves from the trader's working balance to a hold
 * (TigerBeetle's pending transfer). Refused with 409 insufficient_balance when the working balance
 * cannot cover it.
 */
export function holdOrder(tx: Queryable, order: LedgerOrder & { trader_id: string }) {
  return post(
    tx,
    {
      kind: 'hold',
      currency: order.currency,
      orderId: order.id,
      traderId: order.trader_id,
      shopId: order.shop_id,
    },
    [
      {
        from: traderAccount('trader_working', order.trader_id),
        to: traderAccount('trader_hold', order.trader_id),
        amount: toMinor(order.amount),
      },
    ],
  );
}

/**
 * Completion posts the hold: the shop gets the amount less its fee, the platform the fee, out of which it
 * pays the trader's commission. The trader received the customer's money in the bank, so the held
 * working balance is what the trader now owes and gives up. When the customer paid another sum (a
 * dispute resolved with a corrected amount) the settlement is of that sum: what the hold held beyond it
 * goes back to the trader's working balance, and a larger sum takes the difference from it; in one
 * transaction, so the hold is emptied exactly and the entries still sum to zero.
 */
export async function settleOrder(tx: Queryable, order: LedgerOrder) {
  if (!order.trader_id) return;
  const held = toMinor(order.amount);
  const paid = toMinor(order.paid_amount ?? order.amount);
  const fee = toMinor(order.fee);
  const hold = traderAccount('trader_hold', order.trader_id);
  const working = traderAccount('trader_working', order.trader_id);
  const difference =
    paid < held
      ? [{ from: hold, to: working, amount: held - paid }]
      : paid > held
        ? [{ from: working, to: hold, amount: paid - held }]
        : [];
  await post(
    tx,
    {
      kind: 'settle',
      currency: order.currency,
      orderId: order.id,
      traderId: order.trader_id,
      shopId: order.shop_id,
      ...(paid !== held && { note: `paid ${fromMinor(paid)} of ${fromMinor(held)}` }),
    },
    [
      ...difference,
      { from: hold, to: shopAccount(order.shop_id), amount: paid - fee },
      { from: hold, to: PLATFORM, amount: fee },
      {
        from: PLATFORM,
        to: traderAccount('trader_commission', order.trader_id),
        amount: toMinor(order.trader_commission),
      },
    ],
    { whileHeld: true },
  );
}

/** Cancellation voids the hold: the amount goes back to the trader's working balance. */
export async function releaseOrder(tx: Queryable, order: LedgerOrder) {
  if (!order.trader_id) return;
  await post(
    tx,
    {
      kind: 'release',
      currency: order.currency,
      orderId: order.id,
      traderId: order.trader_id,
      shopId: order.shop_id,
    },
    [
      {
        from: traderAccount('trader_hold', order.trader_id),
        to: traderAccount('trader_working', order.trader_id),
        amount: toMinor(order.amount),
      },
    ],
    { whileHeld: true },
  );
}
