import {
  ADMIN_LEDGER_CSV_COLUMNS,
  ADMIN_ORDER_CSV_COLUMNS,
  LEDGER_CSV_COLUMNS,
  MERCHANT_LEDGER_CSV_COLUMNS,
  MERCHANT_ORDER_CSV_COLUMNS,
  ORDER_CSV_COLUMNS,
  type ApiError,
  type AuditListResponse,
  type CreateShopResponse,
  type MerchantSettings,
  type OrderTimeline,
} from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_BATCH } from '../src/http/csv.ts';
import {
  startCallbackTestApp,
  startReceiver,
  startWorker,
  waitFor,
  type CallbackTestApp,
} from './callbacks-helper.ts';
import { consoleCookie, fromConsole } from './console-helper.ts';
import { ADMIN_KEY, bearer, createOrder, json, setupShopAndTrader } from './helper.ts';
import { orderInTraderConfirm } from './operations-kit.ts';
import { traderMove } from './routing-kit.ts';

let t: CallbackTestApp;
let shopCookie: string;
let other: { id: string; apiKey: string };
let completedId: string;

beforeAll(async () => {
  t = await startCallbackTestApp();
  shopCookie = await consoleCookie(t.app, { role: 'shop', shopId: t.shop.id });
  ({ shop: other } = await setupShopAndTrader(t.app, { online: false }));
  // A completed order: the shop's ledger has its line.
  const order = await orderInTraderConfirm(t.app, { shopKey: t.shop.apiKey, traderKey: t.trader.apiKey });
  expect((await traderMove(t.app, t.trader.apiKey, order.id, 'confirm')).statusCode).toBe(200);
  completedId = order.id;
});
afterAll(() => t?.close());

const asShop = (url: string, method: 'GET' | 'PUT' | 'POST' = 'GET', payload?: object) =>
  t.app.inject({ method, url, headers: fromConsole(shopCookie), payload });

/** A CSV answer read back into rows of cells (RFC 4180: quoted fields, doubled quotes, CRLF lines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

/** The CSV's rows as records by the header's names. */
function records(text: string) {
  const [header, ...rows] = parseCsv(text);
  return rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i]!])));
}

describe('the shop’s saved callback URL', () => {
  it('is saved in the console, read back, taken by new orders without their own, used by a test event, and audited', async () => {
    expect(json<MerchantSettings>(await asShop('/api/v1/merchant/settings'))).toEqual({ callbackUrl: null });
    const receiver = await startReceiver(() => 204);
    const worker = startWorker(t);
    try {
      const saved = await asShop('/api/v1/merchant/settings', 'PUT', { callbackUrl: receiver.url });
      expect(saved.statusCode).toBe(200);
      expect(json<MerchantSettings>(await asShop('/api/v1/merchant/settings')).callbackUrl).toBe(
        receiver.url,
      );
      // The shop's back end reads the same setting with its API key; another shop has none.
      const byKey = await t.app.inject({ url: '/api/v1/merchant/settings', headers: bearer(t.shop.apiKey) });
      expect(json<MerchantSettings>(byKey).callbackUrl).toBe(receiver.url);
      const theirs = await t.app.inject({ url: '/api/v1/merchant/settings', headers: bearer(other.apiKey) });
      expect(json<MerchantSettings>(theirs).callbackUrl).toBeNull();

      // An order created without its own callbackUrl calls back the saved one; its own one wins.
      const plain = await createOrder(t.app, t.shop.apiKey);
      const own = await createOrder(t.app, t.shop.apiKey, { callbackUrl: 'https://shop.test/own' });
      const callbackOf = async (id: string) =>
        json<OrderTimeline>(await asShop(`/api/v1/merchant/orders/${id}/timeline`)).order.callbackUrl;
      expect(await callbackOf(plain.id)).toBe(receiver.url);
      expect(await callbackOf(own.id)).toBe('https://shop.test/own');

      const sent = await asShop('/api/v1/merchant/callbacks/test', 'POST', {});
      expect(sent.statusCode).toBe(202);
      expect(sent.json()).toMatchObject({ callbackUrl: receiver.url });
      const [delivery] = await waitFor(
        () => receiver.received,
        (received) => received.length === 1,
      );
      expect(JSON.parse(delivery!.rawBody)).toMatchObject({ status: 'test' });

      const audit = json<AuditListResponse>(
        await t.app.inject({ url: `/api/v1/admin/audit?targetId=${t.shop.id}`, headers: bearer(ADMIN_KEY) }),
      );
      expect(audit.items.find((entry) => entry.action === 'shop.update')).toMatchObject({
        before: { mode: 'live', callbackUrl: null },
        after: { mode: 'live', callbackUrl: receiver.url },
      });
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });

  it('refuses a URL that is not http(s) next to its field, and clears with null', async () => {
    const bad = await asShop('/api/v1/merchant/settings', 'PUT', { callbackUrl: 'ftp://shop.test/hook' });
    expect(bad.statusCode).toBe(400);
    expect(json<ApiError>(bad).fields).toHaveProperty('callbackUrl');
    const test = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/merchant/settings',
      headers: { ...fromConsole(shopCookie), 'payorder-mode': 'test' },
      payload: { callbackUrl: 'https://shop.test/test-hook' },
    });
    expect(json<MerchantSettings>(test).callbackUrl).toBe('https://shop.test/test-hook');
    // Each mode keeps its own endpoint.
    expect(json<MerchantSettings>(await asShop('/api/v1/merchant/settings')).callbackUrl).not.toBe(
      'https://shop.test/test-hook',
    );
    const cleared = await asShop('/api/v1/merchant/settings', 'PUT', { callbackUrl: null });
    expect(json<MerchantSettings>(cleared)).toEqual({ callbackUrl: null });
  });
});

describe('CSV exports', () => {
  it('streams the shop’s own orders of a date range, escaped, across batches', async () => {
    const tricky = await createOrder(t.app, t.shop.apiKey, { externalId: 'inv,"7"' });
    const formula = await createOrder(t.app, t.shop.apiKey, { externalId: '=1+1' });
    const theirs = await createOrder(t.app, other.apiKey, { externalId: 'theirs' });
    // An old order, outside the range asked.
    const old = await createOrder(t.app, t.shop.apiKey, { externalId: 'old' });
    await t.db.query(`UPDATE orders SET created_at = '2020-01-15T10:00:00Z' WHERE id = $1`, [old.id]);
    // More orders than one batch holds, each a copy of one made through the API.
    const columns = (
      await t.db.query<{ name: string }>(
        `SELECT column_name AS name FROM information_schema.columns
          WHERE table_name = 'orders' AND table_schema = current_schema()
            AND column_name NOT IN ('id', 'token_hash', 'external_id')`,
      )
    ).rows.map((row) => row.name);
    const copies = CSV_BATCH + 20;
    await t.db.query(
      `INSERT INTO orders (id, token_hash, external_id, ${columns.join(', ')})
       SELECT gen_random_uuid(), md5(random()::text || n), 'bulk-' || n, ${columns.map((c) => `o.${c}`).join(', ')}
         FROM orders o, generate_series(1, ${copies}) n WHERE o.id = $1`,
      [tricky.id],
    );

    const today = new Date().toISOString().slice(0, 10);
    const response = await asShop(`/api/v1/merchant/orders/export?from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="payorder-orders-${today}_${today}.csv"`,
    );
    // Streamed: no length known before the last row is read.
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.body).toContain('"inv,""7"""');
    expect(response.body).toContain(",'=1+1,");
    const [header] = parseCsv(response.body);
    // The contract's columns, then whether the row is a test order's: a live export's never is.
    expect(header).toEqual([...ORDER_CSV_COLUMNS, 'test']);
    expect(header).toEqual([...MERCHANT_ORDER_CSV_COLUMNS]);
    const rows = records(response.body);
    expect(new Set(rows.map((row) => row.test))).toEqual(new Set(['false']));
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(rows.filter((row) => row.external_id!.startsWith('bulk-'))).toHaveLength(copies);
    expect(ids).toContain(tricky.id);
    expect(ids).toContain(formula.id);
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(old.id);
    expect(rows.find((row) => row.id === tricky.id)!.external_id).toBe('inv,"7"');
    expect(rows.find((row) => row.id === completedId)).toMatchObject({
      status: 'completed',
      amount: '1500.00',
      paid_amount: '1500.00',
      currency: 'RUB',
    });
    // Oldest first.
    const times = rows.map((row) => row.created_at!);
    expect([...times].sort()).toEqual(times);

    // The console's test switch, as a download link sends it: the test orders only; a live key cannot.
    const testing = json<CreateShopResponse>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/shops',
        headers: bearer(ADMIN_KEY),
        payload: { name: 'Testing shop' },
      }),
    );
    const testOrder = await createOrder(t.app, testing.testApiKey, { externalId: 'test-order' });
    const liveOrder = await createOrder(t.app, testing.apiKey, { externalId: 'live-order' });
    const testingCookie = await consoleCookie(t.app, { role: 'shop', shopId: testing.id });
    const exported = (query: string, headers: Record<string, string>) =>
      t.app
        .inject({ url: `/api/v1/merchant/orders/export${query}`, headers })
        .then((answer) => records(answer.body).map((row) => row.id));
    expect(await exported('?mode=test', fromConsole(testingCookie))).toEqual([testOrder.id]);
    expect(await exported('', fromConsole(testingCookie))).toEqual([liveOrder.id]);
    expect(await exported('?mode=test', bearer(testing.apiKey))).toEqual([liveOrder.id]);

    // A test export is named and marked so: "test" in the file's name, and `test` true on its rows.
    for (const [query, headers] of [
      ['?mode=test', fromConsole(testingCookie)],
      ['', bearer(testing.testApiKey)],
    ] as const) {
      const answer = await t.app.inject({ url: `/api/v1/merchant/orders/export${query}`, headers });
      expect(answer.headers['content-disposition']).toMatch(
        /^attachment; filename="payorder-test-orders-[\d-]+\.csv"$/,
      );
      expect(records(answer.body)).toEqual([expect.objectContaining({ id: testOrder.id, test: 'true' })]);
      const ledger = await t.app.inject({ url: `/api/v1/merchant/ledger/export${query}`, headers });
      expect(ledger.headers['content-disposition']).toMatch(
        /^attachment; filename="payorder-test-ledger-[\d-]+\.csv"$/,
      );
      expect(parseCsv(ledger.body)[0]).toEqual([...MERCHANT_LEDGER_CSV_COLUMNS]);
    }
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/merchant/orders/${testOrder.id}/test-outcome`,
      headers: bearer(testing.testApiKey),
      payload: { status: 'completed' },
    });
    const testLedger = records(
      (await t.app.inject({ url: '/api/v1/merchant/ledger/export', headers: bearer(testing.testApiKey) }))
        .body,
    );
    expect(testLedger).toEqual([expect.objectContaining({ order_id: testOrder.id, test: 'true' })]);
    const liveExport = await t.app.inject({
      url: '/api/v1/merchant/orders/export',
      headers: fromConsole(testingCookie),
    });
    expect(liveExport.headers['content-disposition']).toMatch(/filename="payorder-orders-/);

    const past = records((await asShop('/api/v1/merchant/orders/export?from=2020-01-15&to=2020-01-15')).body);
    expect(past.map((row) => row.id)).toEqual([old.id]);
  });

  it('the ledger lines of the shop only, and a range that ends before it starts is said next to `to`', async () => {
    const response = await t.app.inject({
      url: '/api/v1/merchant/ledger/export',
      headers: bearer(t.shop.apiKey),
    });
    expect(response.statusCode).toBe(200);
    expect(parseCsv(response.body)[0]).toEqual([...LEDGER_CSV_COLUMNS, 'test']);
    const lines = records(response.body);
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'settle',
        order_id: completedId,
        account: 'shop',
        currency: 'RUB',
        test: 'false',
      }),
    ]);
    expect(lines[0]!.amount).toMatch(/^\d+\.\d{2}$/);
    const theirs = records(
      (await t.app.inject({ url: '/api/v1/merchant/ledger/export', headers: bearer(other.apiKey) })).body,
    );
    expect(theirs).toEqual([]);

    const backwards = await asShop('/api/v1/merchant/ledger/export?from=2026-02-02&to=2026-02-01');
    expect(backwards.statusCode).toBe(400);
    expect(json<ApiError>(backwards).fields).toHaveProperty('to');
  });

  it('the operator exports every shop’s orders and ledger lines, or one shop’s; a shop cannot', async () => {
    const all = records(
      (await t.app.inject({ url: '/api/v1/admin/orders/export', headers: bearer(ADMIN_KEY) })).body,
    );
    const shops = new Set(all.map((row) => row.shop_id));
    expect(shops.has(t.shop.id) && shops.has(other.id)).toBe(true);
    // Test orders are there too, told apart by their `test` column.
    expect(all.find((row) => row.external_id === 'test-order')).toMatchObject({ test: 'true' });
    const one = await t.app.inject({
      url: `/api/v1/admin/orders/export?shopId=${other.id}`,
      headers: bearer(ADMIN_KEY),
    });
    expect(parseCsv(one.body)[0]).toEqual([...ADMIN_ORDER_CSV_COLUMNS]);
    expect(records(one.body).map((row) => row.external_id)).toEqual(['theirs']);
    expect(all.find((row) => row.id === completedId)).toMatchObject({
      trader_id: t.trader.id,
      test: 'false',
    });

    const ledger = await t.app.inject({ url: '/api/v1/admin/ledger/export', headers: bearer(ADMIN_KEY) });
    expect(parseCsv(ledger.body)[0]).toEqual([...ADMIN_LEDGER_CSV_COLUMNS]);
    const kinds = new Set(records(ledger.body).map((row) => row.kind));
    expect(kinds).toEqual(new Set(['deposit', 'hold', 'settle']));

    expect((await asShop('/api/v1/admin/orders/export')).statusCode).toBe(403);
  });
});
