import type { ApiError, Receipt, TraderOrderSearchResponse } from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/security/crypto.ts';
import { consoleCookie } from './console-helper.ts';
import {
  bearer,
  createOrder,
  loginCustomer,
  setupShopAndTrader,
  startTestApp,
  type TestApp,
} from './helper.ts';
import { filePart, pdf, png } from './receipts-fixtures.ts';
import { orderAt, setupReceiptShops, uploadReceipt, type ReceiptShop } from './receipts-helper.ts';

let t: TestApp;
let shop: ReceiptShop;
let traderCookie: string;
let otherTrader: { id: string; apiKey: string };
let otherCookie: string;

beforeAll(async () => {
  t = await startTestApp();
  ({ collecting: shop } = await setupReceiptShops(t.app));
  const { rows } = await t.db.query<{ id: string }>('SELECT id FROM traders WHERE api_key_hash = $1', [
    sha256(shop.traderKey),
  ]);
  traderCookie = await consoleCookie(t.app, { role: 'trader', traderId: rows[0]!.id });
  ({ trader: otherTrader } = await setupShopAndTrader(t.app, { methods: [], online: false }));
  otherCookie = await consoleCookie(t.app, { role: 'trader', traderId: otherTrader.id });
});
afterAll(() => t?.close());

/**
 * An order of `shop` that its trader has given details to (so it is the trader's), with what the
 * customer typed: card digits through the API, a UTR written to the row as a UTR method's page would.
 */
async function tradersOrder(options: {
  amount: string;
  externalId?: string;
  lastDigits?: string;
  utr?: string;
  createdAt: string;
}) {
  const order = await createOrder(t.app, shop.shopKey, {
    amount: options.amount,
    ...(options.externalId && { externalId: options.externalId }),
  });
  const customer = bearer(await loginCustomer(t.app, order.id, order.token));
  const url = `/api/v1/customer/orders/${order.id}`;
  for (const [method, path, payload, headers] of [
    ['PATCH', url, { payment: { type: 'card2card', bank: 'sberbank' } }, customer],
    ['POST', `${url}/start-payment`, undefined, customer],
    [
      'POST',
      `/api/v1/trader/orders/${order.id}/requisites`,
      { requisites: { card_number: '4111 1111 1111 1111' } },
      bearer(shop.traderKey),
    ],
  ] as const) {
    const response = await t.app.inject({ method, url: path, payload, headers });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.body}`);
  }
  await t.db.query(
    `UPDATE orders SET created_at = $2,
            payment_details = payment_details || jsonb_strip_nulls(jsonb_build_object(
              'customerCardFirstDigits', $3::text, 'customerCardLastDigits', $4::text, 'customerUtr', $5::text))
      WHERE id = $1`,
    [
      order.id,
      options.createdAt,
      options.lastDigits ? '220220' : null,
      options.lastDigits ?? null,
      options.utr ?? null,
    ],
  );
  return { id: order.id, customer };
}

const search = async (query: string, cookie = traderCookie) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/trader/orders/search${query}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TraderOrderSearchResponse;
};
const ids = (page: TraderOrderSearchResponse) => page.items.map((item) => item.id);

describe('GET /api/v1/trader/orders/search', () => {
  /** Oldest first: a, b, c, d, e. */
  let orders: string[];
  beforeAll(async () => {
    const made = [
      await tradersOrder({
        amount: '1500.00',
        externalId: 'inv-100',
        lastDigits: '4321',
        createdAt: '2026-03-01T10:00:00Z',
      }),
      await tradersOrder({
        amount: '2000.00',
        externalId: 'inv-200',
        utr: '412345678901',
        createdAt: '2026-03-02T10:00:00Z',
      }),
      await tradersOrder({ amount: '2500.50', createdAt: '2026-03-03T10:00:00Z' }),
      await tradersOrder({ amount: '3000.00', externalId: 'inv-300', createdAt: '2026-03-04T10:00:00Z' }),
      await tradersOrder({ amount: '1500.00', createdAt: '2026-03-04T10:00:00Z' }),
    ];
    orders = made.map((order) => order.id);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/customer/orders/${orders[3]}/cancel`,
      headers: made[3]!.customer,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });

  it('lists the trader’s own orders, newest first, by the cookie and by the API key alike', async () => {
    const all = await search('?limit=100');
    // d and e share a timestamp: the id breaks the tie.
    const [d, e] = [orders[3]!, orders[4]!].sort().reverse();
    expect(ids(all)).toEqual([d, e, orders[2], orders[1], orders[0]]);
    expect(all.nextCursor).toBeNull();
    const byKey = await t.app.inject({
      method: 'GET',
      url: '/api/v1/trader/orders/search?limit=100',
      headers: bearer(shop.traderKey),
    });
    expect(byKey.json()).toEqual(all);
    // Another trader sees none of them.
    expect(ids(await search('?limit=100', otherCookie))).toEqual([]);
    expect(ids(await search(`?q=${orders[0]}`, otherCookie))).toEqual([]);
  });

  it('pages with a cursor: every order once, in order, then a null cursor', async () => {
    const all = ids(await search('?limit=100'));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: TraderOrderSearchResponse = await search(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...ids(page));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(seen).toEqual(all);
    expect(pages).toBe(3);
    // A cursor that is none of this trader's orders: another trader's, made up, or not an id at all.
    for (const [cookie, cursor] of [
      [otherCookie, orders[0]],
      [traderCookie, '00000000-0000-4000-8000-000000000000'],
      [traderCookie, 'abc'],
    ]) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/v1/trader/orders/search?cursor=${cursor}`,
        headers: { cookie },
      });
      expect(bad.statusCode).toBe(400);
      expect((bad.json() as ApiError).fields).toHaveProperty('cursor');
    }
  });

  it('filters by status and by the created range (both ends included)', async () => {
    expect(ids(await search('?status=cancelled'))).toEqual([orders[3]]);
    const range = await search('?createdFrom=2026-03-02T10:00:00Z&createdTo=2026-03-03T10:00:00Z');
    expect(ids(range)).toEqual([orders[2], orders[1]]);
    expect(ids(await search('?createdFrom=2026-03-04T00:00:00Z&status=cancelled'))).toEqual([orders[3]]);
  });

  it('finds by order id (whole or its start), external id, amount, card digits and UTR', async () => {
    const a = orders[0]!;
    expect(ids(await search(`?q=${a}`))).toEqual([a]);
    expect(ids(await search(`?q=${a.slice(0, 8).toUpperCase()}`))).toContain(a);
    expect(ids(await search('?q=inv-200'))).toEqual([orders[1]]);
    expect(ids(await search('?q=1500'))).toEqual([orders[4], orders[0]]);
    expect(ids(await search('?q=2500.5'))).toEqual([orders[2]]);
    expect(ids(await search('?q=2500,50'))).toEqual([orders[2]]);
    expect(ids(await search('?q=4321'))).toEqual([a]);
    expect(ids(await search('?q=220220'))).toEqual([a]);
    expect(ids(await search('?q=412345678901'))).toEqual([orders[1]]);
    expect(ids(await search('?q=nothing-like-it'))).toEqual([]);
    expect(ids(await search('?q=inv-100&status=cancelled'))).toEqual([]);
  });

  it('answers 400 for a bad filter', async () => {
    for (const query of ['?status=paid', '?createdFrom=yesterday', '?limit=0', '?limit=101']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/trader/orders/search${query}`,
        headers: { cookie: traderCookie },
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('the trader’s receipts', () => {
  let order: { id: string; token: string };
  let receipts: Receipt[];
  beforeAll(async () => {
    order = await orderAt(t.app, shop, 'customer_confirm_transferred');
    for (const part of [
      filePart(png(), 'receipt.png', 'image/png'),
      filePart(pdf(), 'receipt.pdf', 'application/pdf'),
    ]) {
      const uploaded = await uploadReceipt(t.app, order, [part]);
      expect(uploaded.statusCode, uploaded.body).toBe(201);
    }
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/trader/orders/${order.id}/receipts`,
      headers: { cookie: traderCookie },
    });
    expect(listed.statusCode).toBe(200);
    receipts = listed.json() as Receipt[];
  });

  it('lists the order’s receipts with links to the trader’s own file route', () => {
    expect(receipts.map((receipt) => receipt.contentType)).toEqual(['image/png', 'application/pdf']);
    for (const receipt of receipts) {
      expect(receipt.url).toBe(`/api/v1/trader/orders/${order.id}/receipts/${receipt.id}/file`);
    }
  });

  it('downloads a receipt as an attachment with its stored type and nosniff', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: receipts[0]!.url,
      headers: { cookie: traderCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${receipts[0]!.id}.png"`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.rawPayload.equals(png())).toBe(true);
    const byKey = await t.app.inject({
      method: 'GET',
      url: receipts[1]!.url,
      headers: bearer(shop.traderKey),
    });
    expect(byKey.headers['content-type']).toBe('application/pdf');
  });

  it('shows it inline for the console (?inline=1): framable by the console’s own origin only', async () => {
    const image = await t.app.inject({
      method: 'GET',
      url: `${receipts[0]!.url}?inline=1`,
      headers: { cookie: traderCookie },
    });
    expect(image.headers['content-disposition']).toMatch(/^inline; /);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-type']).toBe('image/png');
    const file = await t.app.inject({
      method: 'GET',
      url: `${receipts[1]!.url}?inline=1`,
      headers: { cookie: traderCookie },
    });
    expect(file.headers['content-disposition']).toMatch(/^inline; /);
    expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(file.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is not found for another trader, by cookie and by key, nor for another order’s id', async () => {
    for (const headers of [{ cookie: otherCookie }, bearer(otherTrader.apiKey)]) {
      expect((await t.app.inject({ method: 'GET', url: receipts[0]!.url, headers })).statusCode).toBe(404);
    }
    const other = await orderAt(t.app, shop, 'customer_confirm');
    const wrongOrder = await t.app.inject({
      method: 'GET',
      url: `/api/v1/trader/orders/${other.id}/receipts/${receipts[0]!.id}/file`,
      headers: { cookie: traderCookie },
    });
    expect(wrongOrder.statusCode).toBe(404);
  });
});
