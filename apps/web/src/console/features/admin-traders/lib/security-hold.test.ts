import { describe, expect, it } from 'vitest';
import { securityHoldOf } from './security-hold.ts';

describe('securityHoldOf', () => {
  it('reads the hold as people write money in their language', () => {
    expect(securityHoldOf('4.500', 'ru').securityHold).toBe('4500.00');
    expect(securityHoldOf('1,000', 'ru').securityHold).toBe('1000.00');
    expect(securityHoldOf('1 000,50', 'ru').securityHold).toBe('1000.50');
    expect(securityHoldOf('1,000.50', 'en').securityHold).toBe('1000.50');
    expect(securityHoldOf('0', 'en').securityHold).toBe('0.00');
  });

  it('says what is wrong on the field', () => {
    expect(securityHoldOf('', 'ru').errors).toEqual({ securityHold: { code: 'required' } });
    expect(securityHoldOf('4,5,0', 'ru').errors).toEqual({ securityHold: { code: 'amount_invalid' } });
    expect(securityHoldOf('-5', 'en').errors).toEqual({ securityHold: { code: 'amount_not_positive' } });
  });
});
