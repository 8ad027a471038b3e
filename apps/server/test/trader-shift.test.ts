import {
  TRADER_ORDER_CSV_COLUMNS,
  type ApiError,
  type DisputeQueueResponse,
  type OrderTimeline,
  type TraderBalanceResponse,
  type TraderOrder,
  type TraderOrderSearchResponse,
  type TraderOrderTotals,
} from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCookie } from './console-helper.ts';
import { ADMIN_KEY, bearer, json, startShopTestApp, type ShopTestApp } from './helper.ts';
import { orderInTraderConfirm } from './operations-kit.ts';

/**
 * The trader's shift (issue 21): a dispute's reason reaches the operator; the history's totals cover
 * the whole filter; an amount is found as the console shows it; the filter exports as CSV; the balance
 * counts today's completed orders.
 */
let t: ShopTestApp;
let keys: { shopKey: string; traderKey: string };
let cookie: string;
beforeAll(async () => {
  t = await startShopTestApp();
  keys = { shopKey: t.shop.apiKey, traderKey: t.trader.apiKey };
  cookie = await consoleCookie(t.app, { role: 'trader', traderId: t.trader.id });
  const commission = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/traders/${t.trader.id}`,
    headers: bearer(ADMIN_KEY),
    payload: { commissionPercent: '2.50' },
  });
  expect(commission.statusCode, commission.body).toBe(200);
});
afterAll(() => t?.close());

const traderGet = async <T>(url: string) => {
  const response = await t.app.inject({ url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return json<T>(response);
};
const adminGet = async <T>(url: string) => {
  const response = await t.app.inject({ url, headers: bearer(ADMIN_KEY) });
  expect(response.statusCode, response.body).toBe(200);
  return json<T>(response);
};
const move = (id: string, action: 'confirm' | 'dispute', payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/trader/orders/${id}/${action}`,
    headers: { cookie, origin: 'http://pay.test' },
    ...(payload ? { payload } : {}),
  });

describe('a dispute with a reason', () => {
  it('is kept in the history and shown in the operator’s dispute queue and the order’s timeline', async () => {
    const order = await orderInTraderConfirm(t.app, keys, { amount: '710.00' });
    const disputed = await move(order.id, 'dispute', { reason: 'wrong_sender' });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(json<TraderOrder>(disputed).status).toBe('dispute');

    const queue = await adminGet<DisputeQueueResponse>('/api/v1/admin/disputes');
    expect(queue.items.find((item) => item.id === order.id)).toMatchObject({
      disputeReason: 'wrong_sender',
      disputeNote: null,
    });
    const timeline = await adminGet<OrderTimeline>(`/api/v1/admin/orders/${order.id}`);
    expect(timeline.history.at(-1)).toMatchObject({
      move: 'traderDispute',
      toStatus: 'dispute',
      actorKind: 'trader',
      reason: 'wrong_sender',
    });
    // Every other move has no reason.
    expect(timeline.history.slice(0, -1).every((entry) => entry.reason === null)).toBe(true);
  });

  it('"other" needs the trader’s words: without them 400 naming note and the order stays; with them both are kept', async () => {
    const order = await orderInTraderConfirm(t.app, keys, { amount: '720.00' });
    for (const payload of [{ reason: 'other' }, { reason: 'other', note: '   ' }]) {
      const refused = await move(order.id, 'dispute', payload);
      expect(refused.statusCode).toBe(400);
      expect(json<ApiError>(refused)).toMatchObject({ code: 'validation_failed' });
      expect(json<ApiError>(refused).fields).toHaveProperty('note');
    }
    const unknown = await move(order.id, 'dispute', { reason: 'bored' });
    expect(unknown.statusCode).toBe(400);
    expect(json<ApiError>(unknown).fields).toHaveProperty('reason');
    const timeline = await adminGet<OrderTimeline>(`/api/v1/admin/orders/${order.id}`);
    expect(timeline.order.status).toBe('trader_confirm');

    const disputed = await move(order.id, 'dispute', {
      reason: 'other',
      note: 'Paid from a business account',
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    const queue = await adminGet<DisputeQueueResponse>('/api/v1/admin/disputes');
    expect(queue.items.find((item) => item.id === order.id)).toMatchObject({
      disputeReason: 'other',
      disputeNote: 'Paid from a business account',
    });
  });

  it('a client that sends no reason still disputes (the API before reasons), with none recorded', async () => {
    const order = await orderInTraderConfirm(t.app, keys, { amount: '730.00' });
    const disputed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/trader/orders/${order.id}/dispute`,
      headers: bearer(keys.traderKey),
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    const queue = await adminGet<DisputeQueueResponse>('/api/v1/admin/disputes');
    expect(queue.items.find((item) => item.id === order.id)).toMatchObject({ disputeReason: null });
  });
});

describe('history: totals, amounts as shown, CSV', () => {
  /** Four orders on 2026-02-0x: 4800.00 and 1200.50 completed, 4800.00 disputed, 990.00 in trader_confirm. */
  const orders: Record<string, string> = {};
  const FILTER = 'createdFrom=2026-02-01T00:00:00Z&createdTo=2026-02-28T23:59:59Z';
  beforeAll(async () => {
    const made: [string, string, 'confirm' | 'dispute' | null, string][] = [
      ['a', '4800.00', 'confirm', '2026-02-01T10:00:00Z'],
      ['b', '1200.50', 'confirm', '2026-02-02T10:00:00Z'],
      ['c', '4800.00', 'dispute', '2026-02-03T10:00:00Z'],
      ['d', '990.00', null, '2026-02-04T10:00:00Z'],
    ];
    for (const [name, amount, action, createdAt] of made) {
      const order = await orderInTraderConfirm(t.app, keys, { amount });
      if (action) {
        const moved = await move(order.id, action, action === 'dispute' ? { reason: 'no_money' } : undefined);
        expect(moved.statusCode, moved.body).toBe(200);
      }
      await t.db.query('UPDATE orders SET created_at = $2 WHERE id = $1', [order.id, createdAt]);
      orders[name] = order.id;
    }
  });
  const ids = (page: TraderOrderSearchResponse) => page.items.map((item) => item.id);

  it('totals count every order of the filter, not the page: volume and commission of the completed ones', async () => {
    const page = await traderGet<TraderOrderSearchResponse>(`/api/v1/trader/orders/search?${FILTER}&limit=1`);
    expect(page.items).toHaveLength(1);
    const totals = await traderGet<TraderOrderTotals>(`/api/v1/trader/orders/totals?${FILTER}`);
    expect(totals).toEqual({
      count: 4,
      byCurrency: [
        // 2.50 % of 4800.00 is 120.00, of 1200.50 is 30.01 (rounded half up): 150.01.
        { currency: 'RUB', count: 4, completed: 2, volume: '6000.50', commission: '150.01' },
      ],
    });
    const completed = await traderGet<TraderOrderTotals>(
      `/api/v1/trader/orders/totals?${FILTER}&status=completed`,
    );
    expect(completed.count).toBe(2);
    const none = await traderGet<TraderOrderTotals>(`/api/v1/trader/orders/totals?${FILTER}&q=123456789`);
    expect(none).toEqual({ count: 0, byCurrency: [] });
    // The totals follow the search: an amount narrows both alike.
    const found = await traderGet<TraderOrderTotals>(
      `/api/v1/trader/orders/totals?${FILTER}&q=${encodeURIComponent('4,800.00')}&lng=en`,
    );
    expect(found).toEqual({
      count: 2,
      byCurrency: [{ currency: 'RUB', count: 2, completed: 1, volume: '4800.00', commission: '120.00' }],
    });
  });

  it('finds an amount typed as the console shows it in the trader’s language', async () => {
    const search = async (q: string, lng?: string) =>
      ids(
        await traderGet<TraderOrderSearchResponse>(
          `/api/v1/trader/orders/search?${FILTER}&q=${encodeURIComponent(q)}${lng ? `&lng=${lng}` : ''}`,
        ),
      );
    const both = [orders.c, orders.a];
    expect(await search('4,800.00', 'en')).toEqual(both);
    expect(await search('4 800,00', 'ru')).toEqual(both);
    expect(await search('4\u00a0800,00\u00a0RUB', 'kz')).toEqual(both);
    expect(await search('RUB 4,800.00', 'en')).toEqual(both);
    expect(await search('4800')).toEqual(both);
    expect(await search('1 200,5', 'ru')).toEqual([orders.b]);
    // Three digits after a lone mark group thousands in every language: "4,800" and "4.800" in Russian too.
    expect(await search('4,800', 'ru')).toEqual(both);
    expect(await search('4.800', 'ru')).toEqual(both);
    // Another currency's code finds none of them; "4,8" in Russian is four point eight.
    expect(await search('USD 4,800.00', 'en')).toEqual([]);
    expect(await search('4,8', 'ru')).toEqual([]);
  });

  it('exports the filter as CSV: a header row, every order, amounts as decimal strings', async () => {
    const response = await t.app.inject({
      url: `/api/v1/trader/orders/export?${FILTER}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="payorder-orders-.*\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(TRADER_ORDER_CSV_COLUMNS.join(','));
    const rows = lines.slice(1).map((line) => {
      const cells = line.split(',');
      return Object.fromEntries(TRADER_ORDER_CSV_COLUMNS.map((column, index) => [column, cells[index]]));
    });
    expect(rows.map((row) => row.id)).toEqual([orders.d, orders.c, orders.b, orders.a]);
    expect(rows.map((row) => row.amount)).toEqual(['990.00', '4800.00', '1200.50', '4800.00']);
    expect(rows.map((row) => row.status)).toEqual(['trader_confirm', 'dispute', 'completed', 'completed']);
    expect(rows[2]).toMatchObject({
      commission: '30.01',
      currency: 'RUB',
      entry_last4: '5555',
      sender_card_first: '220220',
      sender_card_last: '1234',
    });
  });

  it('streams an export of any size: more orders than one batch, each once', async () => {
    // 1,200 completed copies of order a, a day apart from the others (the export reads 500 at a time).
    await t.db.query(
      `INSERT INTO orders
       SELECT (jsonb_populate_record(NULL::orders, to_jsonb(o) || jsonb_build_object(
                 'id', gen_random_uuid(), 'token_hash', md5(random()::text || g::text),
                 'external_id', NULL,
                 'created_at', timestamptz '2026-01-10T00:00:00Z' + g * interval '1 second'))).*
         FROM orders o, generate_series(1, 1200) g WHERE o.id = $1`,
      [orders.a],
    );
    const response = await t.app.inject({
      url: '/api/v1/trader/orders/export?createdFrom=2026-01-10T00:00:00Z&createdTo=2026-01-11T00:00:00Z',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1201);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(1200);
    const totals = await traderGet<TraderOrderTotals>(
      '/api/v1/trader/orders/totals?createdFrom=2026-01-10T00:00:00Z&createdTo=2026-01-11T00:00:00Z',
    );
    expect(totals.byCurrency).toEqual([
      { currency: 'RUB', count: 1200, completed: 1200, volume: '5760000.00', commission: '144000.00' },
    ]);
  });

  it('another trader’s export and totals hold none of these orders', async () => {
    const other = await consoleCookie(t.app, { role: 'trader', traderId: (await otherTrader()).id });
    const response = await t.app.inject({
      url: `/api/v1/trader/orders/export?${FILTER}`,
      headers: { cookie: other },
    });
    expect(response.body.trimEnd().split('\r\n')).toHaveLength(1);
  });
});

describe('balance: today', () => {
  it('counts the orders completed since the trader’s day began, with their volume and commission', async () => {
    const order = await orderInTraderConfirm(t.app, keys, { amount: '2000.00' });
    const before = await traderGet<TraderBalanceResponse>('/api/v1/trader/balance');
    const rubBefore = before.balances.find((balance) => balance.currency === 'RUB')!;
    expect((await move(order.id, 'confirm')).statusCode).toBe(200);
    const after = await traderGet<TraderBalanceResponse>('/api/v1/trader/balance');
    const rub = after.balances.find((balance) => balance.currency === 'RUB')!;
    expect(rub.today.completed).toBe(rubBefore.today.completed + 1);
    expect(Number(rub.today.volume) - Number(rubBefore.today.volume)).toBeCloseTo(2000, 2);
    expect(Number(rub.today.commission) - Number(rubBefore.today.commission)).toBeCloseTo(50, 2);
    // A day that begins after now holds nothing yet.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const later = await traderGet<TraderBalanceResponse>(`/api/v1/trader/balance?dayStart=${tomorrow}`);
    expect(later.balances.find((balance) => balance.currency === 'RUB')!.today).toEqual({
      completed: 0,
      volume: '0.00',
      commission: '0.00',
    });
  });
});

async function otherTrader() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/traders',
    headers: bearer(ADMIN_KEY),
    payload: { name: 'Another trader' },
  });
  return json<{ id: string }>(response);
}
