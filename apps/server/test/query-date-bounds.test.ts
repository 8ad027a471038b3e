import type { ApiError } from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_KEY, bearer, json, startShopTestApp, type ShopTestApp } from './helper.ts';

/**
 * Dates, periods, zones and cursors a caller may send (issue 33, finding 1): out of the years a query
 * may ask about, longer than an overview covers, a zone the database does not know, a cursor that was
 * never given out. Each is refused at once with 400 and a code for the field, never a 500 or a server
 * busy for minutes; an overview refused writes no kept day.
 */
let t: ShopTestApp;
beforeAll(async () => {
  t = await startShopTestApp();
}, 60_000);
afterAll(() => t.close());

/** The answer to GET `url` with `key`: 400 at once, naming `field` (or each of `fields`) with a code. */
async function expectRefused(url: string, key: string, field: string, fields = [field]) {
  const started = Date.now();
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(key) });
  expect([url, response.statusCode, response.body.slice(0, 300)]).toEqual([url, 400, expect.any(String)]);
  const error = json<ApiError>(response);
  expect([url, error.code, Object.keys(error.fieldErrors ?? {})]).toEqual([url, 'validation_failed', fields]);
  for (const name of fields) expect(error.fieldErrors![name]!.code).toMatch(/^[a-z_]+$/);
  expect(Date.now() - started).toBeLessThan(5_000);
  return error.fieldErrors![field]!;
}

const keptDays = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM overview_days')).rows[0]!.n;

describe('overview periods', () => {
  const overviews = () => [
    ['/api/v1/merchant/overview', t.shop.apiKey],
    ['/api/v1/trader/overview', t.trader.apiKey],
    ['/api/v1/admin/overview', ADMIN_KEY],
  ];

  it('refuses an end in year 9999, keeping no day', async () => {
    for (const [path, key] of overviews()) {
      expect(await expectRefused(`${path!}?to=9999-12-31T23:59:59.999Z`, key!, 'to')).toMatchObject({
        code: 'date_out_of_range',
      });
    }
    expect(await keptDays()).toBe(0);
  });

  it('refuses a lone start long ago, keeping no day', async () => {
    for (const [path, key] of overviews()) {
      expect(await expectRefused(`${path!}?from=1500-01-01T00:00:00Z`, key!, 'from')).toMatchObject({
        code: 'date_out_of_range',
      });
      // In range, but with the end left out (now) longer than an overview covers.
      expect(await expectRefused(`${path!}?from=2020-01-01T00:00:00Z`, key!, 'from')).toEqual({
        code: 'too_large',
        params: { max: 366 },
      });
    }
    expect(await keptDays()).toBe(0);
  });

  it('refuses years 0 and 1 and zones the database does not know', async () => {
    for (const [path, key] of overviews()) {
      const both = ['from', 'to'];
      await expectRefused(`${path!}?from=0000-01-01T00:00:00Z&to=0000-01-10T00:00:00Z`, key!, 'from', both);
      await expectRefused(`${path!}?from=0001-01-01T00:00:00Z&to=0001-01-10T00:00:00Z`, key!, 'from', both);
      await expectRefused(`${path!}?from=0001-01-01T00:00:00+01:00`, key!, 'from');
      await expectRefused(`${path!}?to=0001-01-02T00:00:00Z`, key!, 'to');
      // Intl still knows this zone; PostgreSQL dropped it with tzdata 2020b.
      await expectRefused(`${path!}?tz=US/Pacific-New`, key!, 'tz');
    }
    expect(await keptDays()).toBe(0);
  });

  it('still answers a period at the edge of the rule', async () => {
    const to = new Date();
    const from = new Date(to.getTime() - 366 * 86_400_000);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/merchant/overview?from=${from.toISOString()}&to=${to.toISOString()}&tz=Pacific/Kiritimati`,
      headers: bearer(t.shop.apiKey),
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('dates of searches, totals and exports', () => {
  it("refuses year 0 and 1 in the trader's search, totals, export and balance", async () => {
    for (const path of ['search', 'totals', 'export']) {
      await expectRefused(
        `/api/v1/trader/orders/${path}?createdFrom=0000-01-01T00:00:00Z`,
        t.trader.apiKey,
        'createdFrom',
      );
      await expectRefused(
        `/api/v1/trader/orders/${path}?createdTo=0001-01-01T00:00:00-01:00`,
        t.trader.apiKey,
        'createdTo',
      );
    }
    await expectRefused('/api/v1/trader/balance?dayStart=0000-01-01T00:00:00Z', t.trader.apiKey, 'dayStart');
  });

  it('refuses year 0 in an export before any of it is sent', async () => {
    const exports = [
      ['/api/v1/merchant/orders/export', t.shop.apiKey],
      ['/api/v1/merchant/ledger/export', t.shop.apiKey],
      ['/api/v1/admin/orders/export', ADMIN_KEY],
      ['/api/v1/admin/ledger/export', ADMIN_KEY],
    ];
    for (const [path, key] of exports) {
      expect(await expectRefused(`${path!}?from=0000-01-01`, key!, 'from')).toEqual({
        code: 'date_out_of_range',
        params: { min: '1970-01-01', max: '2999-12-31' },
      });
      await expectRefused(`${path!}?to=0000-12-31T23:00:00Z`, key!, 'to');
    }
    await expectRefused(`/api/v1/merchant/orders?createdFrom=0000-01-01`, t.shop.apiKey, 'createdFrom');
  });
});

describe('bank notification cursors', () => {
  const cursor = (text: string) => Buffer.from(text).toString('base64url');
  const id = '00000000-0000-4000-8000-000000000000';

  it('refuses a cursor it never gave out with 400 naming the cursor', async () => {
    const crafted = [
      cursor(`1|${id}`),
      cursor(`0000-01-01T00:00:00.000Z|${id}`),
      cursor(`2026-01-01T00:00:00.000Z|------------------------------------`),
      cursor(`2026-01-01T00:00:00.000Z|zzzzzzzz-0000-4000-8000-000000000000`),
      cursor('2026-01-01T00:00:00.000Z'),
      'not base64 at all',
    ];
    for (const value of crafted) {
      await expectRefused(
        `/api/v1/trader/bank-notifications?cursor=${encodeURIComponent(value)}`,
        t.trader.apiKey,
        'cursor',
      );
    }
    // One as the list gives them out still reads.
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/trader/bank-notifications?cursor=${cursor(`2026-01-01T00:00:00.000Z|${id}`)}`,
      headers: bearer(t.trader.apiKey),
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
