import type { LedgerLine } from '@payorder/contract';

/**
 * A trader's ledger line in the trader's words: what happened to its money, by the line's kind, account
 * and direction, each an i18n key of `console` (`ledger.trader.*`), never the ledger's account codes.
 * A line not named here (a kind added later) is said by its kind and account (`ledger.kind.*`).
 */
const TRADER_WORDS = {
  'deposit:trader_working:in': 'deposit',
  'adjustment:trader_working:in': 'adjustment_in',
  'adjustment:trader_working:out': 'adjustment_out',
  'hold:trader_working:out': 'hold_out',
  'hold:trader_hold:in': 'hold_in',
  'settle:trader_hold:out': 'settle_out',
  'settle:trader_working:in': 'settle_rest',
  'settle:trader_working:out': 'settle_more',
  'settle:trader_commission:in': 'commission',
  'release:trader_hold:out': 'release_out',
  'release:trader_working:in': 'release_in',
  'payout_settle:trader_working:in': 'payout_settle',
  'payout_reverse:trader_working:out': 'payout_reverse',
} as const;
export type TraderLedgerWord = (typeof TRADER_WORDS)[keyof typeof TRADER_WORDS];

/** The `ledger.trader.*` word of a trader's line, or null when it has none (said by kind and account). */
export function traderLedgerWord(
  line: Pick<LedgerLine, 'kind' | 'account' | 'amount'>,
): TraderLedgerWord | null {
  const direction = line.amount.startsWith('-') ? 'out' : 'in';
  return TRADER_WORDS[`${line.kind}:${line.account}:${direction}` as keyof typeof TRADER_WORDS] ?? null;
}
