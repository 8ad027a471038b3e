import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCallback } from '../src/callbacks/post-callback.ts';
import { startReceiver } from './callbacks-helper.ts';

describe('postCallback', () => {
  let shop: Awaited<ReturnType<typeof startReceiver>>;
  const hosts: string[] = [];
  beforeAll(async () => {
    shop = await startReceiver(() => 200);
  });
  afterAll(() => shop.close());

  const post = (url: string, checkedAddress: string) =>
    postCallback({
      url,
      body: '{"eventId":"00000000-0000-4000-8000-000000000000"}',
      headers: {},
      timeoutMs: 300,
      allowPrivate: false,
      // Stands in for DNS: the check saw `checkedAddress` for this host.
      checkUrl: async (target) => {
        hosts.push(new URL(target).hostname);
        return [checkedAddress];
      },
    });

  it('connects to the address the check saw, not to a second DNS answer (no rebinding)', async () => {
    // `rebind.invalid` never resolves: the request can only arrive if the checked address is used.
    const outcome = await post(`http://rebind.invalid:${shop.port}/cb`, '127.0.0.1');
    expect(outcome).toMatchObject({ responseCode: 200, error: null });
    expect(shop.received).toHaveLength(1);
    expect(hosts).toEqual(['rebind.invalid']);
  });

  it('never reaches the host DNS now names when the check saw another address', async () => {
    // `localhost` resolves to the receiver, but the check saw a public (unroutable) address.
    const before = shop.received.length;
    const outcome = await post(`http://localhost:${shop.port}/cb`, '203.0.113.10');
    expect(outcome.responseCode).toBeNull();
    expect(shop.received.length).toBe(before);
  });
});
