import { describe, expect, it } from 'vitest';
import { allowedActions } from './allowed-actions.ts';

describe('allowedActions', () => {
  it('offers only the moves the state machine allows a trader', () => {
    expect(allowedActions('requisites')).toEqual(['requisites', 'cancel']);
    expect(allowedActions('trader_confirm')).toEqual(['confirm', 'dispute']);
    expect(allowedActions('dispute')).toEqual(['confirm', 'cancel']);
    expect(allowedActions('customer_confirm')).toEqual([]);
    expect(allowedActions('completed')).toEqual([]);
  });
});
