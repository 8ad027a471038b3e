import { POLL_INTERVAL_MS, type TradeMethod } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { tradeMethodsRefetchInterval } from './get-trade-methods.ts';

describe('trade methods query', () => {
  it('keeps looking while nothing is offered, and stops once something is', () => {
    expect(tradeMethodsRefetchInterval([])).toBe(POLL_INTERVAL_MS);
    expect(tradeMethodsRefetchInterval([{ id: 'x' } as TradeMethod])).toBe(false);
    expect(tradeMethodsRefetchInterval(undefined)).toBe(false);
  });
});
