import { describe, expect, it } from 'vitest';
import { ORDER_MOVES, traderActionsFrom } from './order-moves.ts';

describe('the order moves table', () => {
  it('offers a trader only the moves the state machine allows from each status', () => {
    expect(traderActionsFrom('requisites')).toEqual(['requisites', 'cancel']);
    expect(traderActionsFrom('trader_confirm')).toEqual(['confirm', 'dispute']);
    expect(traderActionsFrom('dispute')).toEqual(['confirm', 'cancel']);
    expect(traderActionsFrom('customer_confirm')).toEqual([]);
    expect(traderActionsFrom('completed')).toEqual([]);
  });

  it('lets the phone confirm before the customer pressed "I paid", never a trader by hand', () => {
    expect(ORDER_MOVES.deviceConfirm.from).toContain('customer_confirm');
    expect(ORDER_MOVES.traderConfirm.from).not.toContain('customer_confirm');
  });
});
