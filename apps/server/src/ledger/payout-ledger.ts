import { fromMinor, toMinor } from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import {
  ownerKey,
  PLATFORM,
  post,
  shopAccount,
  shopPayoutHold,
  traderAccount,
  type Transfer,
} from './ledger.ts';

/** What the ledger needs of a payout. */
export interface LedgerPayout {
  id: string;
  shop_id: string;
  trader_id: string | null;
  amount: string;
  currency: string;
  fee: string;
  /** The trader's commission, fixed when taken. */
  commission: string | null;
}

const transaction = (
  kind: 'payout_hold' | 'payout_settle' | 'payout_release' | 'payout_reverse',
  payout: LedgerPayout,
) => ({
  kind,
  currency: payout.currency,
  payoutId: payout.id,
  shopId: payout.shop_id,
  ...(payout.trader_id && { traderId: payout.trader_id }),
});

/**
 * Creating a payout holds its amount and the shop's fee apart from the shop's balance, so the shop
 * cannot promise the same money twice. Short of it: 409 insufficient_balance naming what is available.
 */
export async function holdPayout(tx: Queryable, payout: LedgerPayout): Promise<void> {
  const needed = toMinor(payout.amount) + toMinor(payout.fee);
  // The shop's balance row locked until the commit: two payouts of one shop never spend it twice, and
  // the refusal can name what is really available.
  const { rows } = await tx.query<{ balance: string }>(
    `SELECT balance::text FROM ledger_accounts
      WHERE kind = 'shop' AND ${ownerKey('owner_id')} = $1 AND currency = $2 FOR UPDATE`,
    [payout.shop_id, payout.currency],
  );
  const available = rows[0] ? BigInt(rows[0].balance) : 0n;
  if (available < needed) throw insufficientShopBalance(available, needed, payout.currency);
  await post(tx, transaction('payout_hold', payout), [
    { from: shopAccount(payout.shop_id), to: shopPayoutHold(payout.shop_id), amount: needed },
  ]);
}

function insufficientShopBalance(available: bigint, needed: bigint, currency: string) {
  return new AppError(
    409,
    'insufficient_balance',
    `The shop's available balance is ${fromMinor(available)} ${currency}; this payout needs ` +
      `${fromMinor(needed)} ${currency} (amount and fee). Top the balance up or pay out less.`,
  );
}

/**
 * Completion: the shop pays amount + fee out of the hold; the trader, who sent the money from their own
 * account, gets the amount back on its working balance plus its commission, which the platform pays out
 * of the fee.
 */
export async function settlePayout(
  tx: Queryable,
  payout: LedgerPayout & { trader_id: string },
): Promise<void> {
  const hold = shopPayoutHold(payout.shop_id);
  const working = traderAccount('trader_working', payout.trader_id);
  await post(tx, transaction('payout_settle', payout), [
    { from: hold, to: working, amount: toMinor(payout.amount) },
    { from: hold, to: PLATFORM, amount: toMinor(payout.fee) },
    { from: PLATFORM, to: working, amount: toMinor(payout.commission ?? '0') },
  ]);
}

/** Cancelled or failed before completion: the held amount and fee go back to the shop's balance. */
export async function releasePayout(tx: Queryable, payout: LedgerPayout): Promise<void> {
  await post(tx, transaction('payout_release', payout), [
    {
      from: shopPayoutHold(payout.shop_id),
      to: shopAccount(payout.shop_id),
      amount: toMinor(payout.amount) + toMinor(payout.fee),
    },
  ]);
}

/**
 * A completed payout failed after a dispute (nothing arrived): the settlement is undone by a new
 * transaction, never by editing it — the trader gives back the amount and commission it was paid, the
 * platform the fee, and the shop has it all back. A trader whose working balance no longer covers it is
 * refused with 409 insufficient_balance (the operator adjusts first).
 */
export async function reversePayout(
  tx: Queryable,
  payout: LedgerPayout & { trader_id: string },
): Promise<void> {
  const working = traderAccount('trader_working', payout.trader_id);
  const transfers: Transfer[] = [
    { from: working, to: shopAccount(payout.shop_id), amount: toMinor(payout.amount) },
    { from: PLATFORM, to: shopAccount(payout.shop_id), amount: toMinor(payout.fee) },
    { from: working, to: PLATFORM, amount: toMinor(payout.commission ?? '0') },
  ];
  await post(tx, transaction('payout_reverse', payout), transfers);
}
