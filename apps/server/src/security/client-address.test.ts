import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.ts';

describe('addressKey: what one client controls', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('answers an IPv4-mapped IPv6 address as its IPv4 address, in any spelling', () => {
    expect(addressKey('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(addressKey('::FFFF:1.2.3.4')).toBe('1.2.3.4');
    expect(addressKey('::ffff:102:304')).toBe('1.2.3.4');
    expect(addressKey('0:0:0:0:0:ffff:0102:0304')).toBe('1.2.3.4');
  });

  it('answers every IPv6 address of one /64 alike, whichever way it is written', () => {
    const key = addressKey('2001:db8::1');
    expect(key).toBe('2001:db8:0:0::/64');
    for (const same of [
      '2001:db8::5',
      '2001:0db8:0000:0000:0000:0000:0000:0001',
      '2001:DB8:0:0:ffff:ffff:ffff:ffff',
      '2001:db8::a:b:c:d',
      '2001:db8:0:0:1::',
      '2001:db8::0.0.0.1',
      '2001:db8::1%eth0',
    ]) {
      expect(addressKey(same), same).toBe(key);
    }
  });

  it('tells different /64s apart', () => {
    expect(addressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8:1::1')).not.toBe(addressKey('2001:db8::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
