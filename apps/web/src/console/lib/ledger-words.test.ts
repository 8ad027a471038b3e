import { describe, expect, it } from 'vitest';
import { traderLedgerWord } from './ledger-words.ts';

describe('a trader’s ledger line in its words', () => {
  it('says what happened to the money, by the kind, the account and the direction', () => {
    expect(traderLedgerWord({ kind: 'hold', account: 'trader_working', amount: '-1500.00' })).toBe(
      'hold_out',
    );
    expect(traderLedgerWord({ kind: 'hold', account: 'trader_hold', amount: '1500.00' })).toBe('hold_in');
    expect(traderLedgerWord({ kind: 'settle', account: 'trader_commission', amount: '37.50' })).toBe(
      'commission',
    );
    expect(traderLedgerWord({ kind: 'release', account: 'trader_working', amount: '1500.00' })).toBe(
      'release_in',
    );
    expect(traderLedgerWord({ kind: 'adjustment', account: 'trader_working', amount: '-10.00' })).toBe(
      'adjustment_out',
    );
    expect(traderLedgerWord({ kind: 'adjustment', account: 'trader_working', amount: '10.00' })).toBe(
      'adjustment_in',
    );
  });

  it('has no word for a line it does not know, which is then said by kind and account', () => {
    expect(traderLedgerWord({ kind: 'payout_hold', account: 'shop', amount: '-5.00' })).toBeNull();
  });
});
