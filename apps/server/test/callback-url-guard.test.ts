import dns from 'node:dns/promises';
import type { ApiError } from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postCallback } from '../src/callbacks/post-callback.ts';
import { isPublicAddress } from '../src/callbacks/url-guard.ts';
import { startCallbackTestApp, startReceiver, type CallbackTestApp } from './callbacks-helper.ts';
import { ADMIN_KEY, bearer, json } from './helper.ts';

/** IPv6 spellings of loopback, private and metadata IPv4 addresses: each reaches the IPv4 it carries. */
const REFUSED: [string, string][] = [
  ['::ffff:127.0.0.1', 'IPv4-mapped 127.0.0.1'],
  ['::ffff:a9fe:a9fe', 'IPv4-mapped 169.254.169.254'],
  ['::127.0.0.1', 'IPv4-compatible 127.0.0.1'],
  ['::a00:1', 'IPv4-compatible 10.0.0.1'],
  ['::ffff:0:7f00:1', 'SIIT (RFC 6145) 127.0.0.1'],
  ['64:ff9b::7f00:1', 'NAT64 127.0.0.1'],
  ['64:ff9b::192.168.0.1', 'NAT64 192.168.0.1'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 169.254.169.254'],
  ['64:ff9b:1::808:808', 'NAT64 local-use prefix: where the IPv4 sits is the operator’s choice'],
  ['2002:7f00:1::', '6to4 127.0.0.1'],
  ['2002:a00:1::1', '6to4 10.0.0.1'],
  ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo client 127.0.0.1 (stored inverted)'],
  ['2001:0:4136:e378:8000:63bf:3f57:fefe', 'Teredo client 192.168.1.1'],
  ['::1', 'IPv6 loopback'],
  ['fe80::1', 'IPv6 link-local'],
  ['fd00::1', 'IPv6 unique local'],
  ['127.0.0.1', 'IPv4 loopback'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['0.0.0.0', 'unspecified'],
];
const ALLOWED: [string, string][] = [
  ['8.8.8.8', 'public IPv4'],
  ['2606:4700:4700::1111', 'public IPv6'],
  ['::ffff:808:808', 'IPv4-mapped 8.8.8.8'],
  ['64:ff9b::808:808', 'NAT64 8.8.8.8 (what DNS64 answers on an IPv6-only network)'],
  ['2002:808:808::1', '6to4 8.8.8.8'],
  ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'Teredo client 8.8.8.8'],
];

describe('isPublicAddress', () => {
  it.each(REFUSED)('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  it.each(ALLOWED)('allows %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

/** Stands in for DNS: these names answer with the given addresses, everything else resolves as usual. */
const FAKE_DNS: Record<string, string[]> = {
  'nat64-loopback.shop.test': ['64:ff9b::7f00:1'],
  'mixed.shop.test': ['8.8.8.8', '2002:a9fe:a9fe::'],
  'public.shop.test': ['64:ff9b::808:808'],
};
const realLookup = dns.lookup.bind(dns);
beforeAll(() => {
  vi.spyOn(dns, 'lookup').mockImplementation(((hostname: string, options: object) => {
    // A name under .invalid (RFC 2606) never resolves, without asking the network.
    if (hostname.endsWith('.invalid'))
      return Promise.reject(Object.assign(new Error(hostname), { code: 'ENOTFOUND' }));
    const answer = FAKE_DNS[hostname];
    if (!answer) return realLookup(hostname, options as { all: true });
    return Promise.resolve(answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  }) as typeof dns.lookup);
});
afterAll(() => vi.restoreAllMocks());

describe('order creation with such a callbackUrl', () => {
  let strict: CallbackTestApp;
  let lenient: CallbackTestApp;
  beforeAll(async () => {
    strict = await startCallbackTestApp({ ALLOW_PRIVATE_CALLBACKS: '0' });
    lenient = await startCallbackTestApp({ ALLOW_PRIVATE_CALLBACKS: '1' });
  });
  afterAll(async () => {
    await strict?.close();
    await lenient?.close();
  });

  const create = (t: CallbackTestApp, callbackUrl: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/orders',
      headers: bearer(t.shop.apiKey),
      payload: { amount: '10.00', currency: 'RUB', returnUrl: 'https://shop.test/return', callbackUrl },
    });
  const literal = (address: string) => `http://${address.includes(':') ? `[${address}]` : address}:8080/cb`;

  it('answers 400 naming callbackUrl for every IPv6 encoding of a private address', async () => {
    const urls = [
      ...REFUSED.filter(([address]) => address.includes(':')).map(([address]) => literal(address)),
      'http://nat64-loopback.shop.test/cb',
      'http://mixed.shop.test/cb',
    ];
    for (const callbackUrl of urls) {
      const response = await create(strict, callbackUrl);
      expect(response.statusCode, callbackUrl).toBe(400);
      const body = json<ApiError>(response);
      expect(body.code, callbackUrl).toBe('callback_url_forbidden');
      expect(body.fields, callbackUrl).toHaveProperty('callbackUrl');
    }
  });

  it('accepts public addresses in the same encodings, and a host whose DNS answers one', async () => {
    for (const callbackUrl of [
      literal('64:ff9b::808:808'),
      literal('::ffff:808:808'),
      'http://public.shop.test/cb',
    ]) {
      expect((await create(strict, callbackUrl)).statusCode, callbackUrl).toBe(201);
    }
  });

  it('the operator and the shop save a callback URL under the same check, its reason coded on the field', async () => {
    const operatorSaves = (change: object) =>
      strict.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/shops/${strict.shop.id}`,
        headers: bearer(ADMIN_KEY),
        payload: change,
      });
    const shopSaves = (callbackUrl: string) =>
      strict.app.inject({
        method: 'PUT',
        url: '/api/v1/merchant/settings',
        headers: bearer(strict.shop.apiKey),
        payload: { callbackUrl },
      });
    const loopback = 'http://nat64-loopback.shop.test/cb';
    for (const [response, field] of [
      [await operatorSaves({ callbackUrl: loopback }), 'callbackUrl'],
      [await operatorSaves({ testCallbackUrl: loopback }), 'testCallbackUrl'],
      [await shopSaves(loopback), 'callbackUrl'],
    ] as const) {
      expect(response.statusCode, field).toBe(400);
      expect(json<ApiError>(response)).toMatchObject({
        code: 'callback_url_forbidden',
        fieldErrors: {
          [field]: { code: 'callback_url_not_public', params: { host: 'nat64-loopback.shop.test' } },
        },
      });
    }
    const unresolved = await operatorSaves({ callbackUrl: 'http://nowhere.invalid/cb' });
    expect(json<ApiError>(unresolved).fieldErrors).toEqual({
      callbackUrl: { code: 'callback_host_unresolved', params: { host: 'nowhere.invalid' } },
    });
    // Neither saved anything; a public one is saved by both.
    const saved = await operatorSaves({ callbackUrl: 'http://public.shop.test/cb' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<{ callbackUrl: string | null; testCallbackUrl: string | null }>(saved)).toMatchObject({
      callbackUrl: 'http://public.shop.test/cb',
      testCallbackUrl: null,
    });
    expect((await shopSaves('http://public.shop.test/cb')).statusCode).toBe(200);
  });

  it('accepts them all with ALLOW_PRIVATE_CALLBACKS=1 (local development)', async () => {
    for (const callbackUrl of [literal('64:ff9b::7f00:1'), 'http://nat64-loopback.shop.test/cb']) {
      expect((await create(lenient, callbackUrl)).statusCode, callbackUrl).toBe(201);
    }
  });
});

describe('delivery to a host that now resolves to such an address', () => {
  let shop: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    shop = await startReceiver(() => 200);
  });
  afterAll(() => shop.close());

  const deliver = (url: string) =>
    postCallback({ url, body: '{}', headers: {}, timeoutMs: 2000, allowPrivate: false });

  it('is refused before connecting, and the attempt says why', async () => {
    for (const url of [
      `http://nat64-loopback.shop.test:${shop.port}/cb`,
      `http://mixed.shop.test:${shop.port}/cb`,
      // Reaches the receiver on 127.0.0.1 if let through.
      `http://[::ffff:127.0.0.1]:${shop.port}/cb`,
    ]) {
      const outcome = await deliver(url);
      expect(outcome.responseCode, url).toBeNull();
      expect(outcome.error, url).toMatch(/^refused: Callback URLs must reach a public address/);
    }
    expect(shop.received).toHaveLength(0);
  });
});
