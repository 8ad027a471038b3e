import {
  MERCHANT_PAYOUT_CSV_COLUMNS,
  type AdminOverview,
  type ApiError,
  type MerchantPayoutTimeline,
  type ShopCallback,
} from '@payorder/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CSV_BATCH } from '../src/http/csv.ts';
import { sweepPayouts } from '../src/payouts/payout-offers.ts';
import { consoleCookie, fromConsole } from './console-helper.ts';
import { ADMIN_KEY, bearer, json, startTestApp, type TestApp } from './helper.ts';
import {
  completeWithProof,
  createPayout,
  fundedShop,
  payoutBody,
  payoutMove,
  payoutTrader,
} from './payout-kit.ts';
import { createShop } from './routing-kit.ts';

/**
 * What the consoles read of payouts beyond the payouts API itself: the shop's payout timeline, its
 * payouts' callbacks (listed with the payout, sent again), its payouts as CSV, and the operator's
 * overview of payouts completed in a period.
 */
let t: TestApp;
beforeEach(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '3600000' });
});
afterEach(() => t.close());
const times = { PAYOUT_WAIT_MINUTES: 60, PAYOUT_SEND_MINUTES: 30, PAYOUT_OFFER_SECONDS: 120 };
const CALLBACK_URL = 'https://shop.test/payouts';

const get = (url: string, key: string) => t.app.inject({ url, headers: bearer(key) });
const post = (url: string, key: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(key), payload });
const timelineOf = async (id: string, key: string) =>
  json<MerchantPayoutTimeline>(await get(`/api/v1/merchant/payouts/${id}/timeline`, key));
const statusesOf = (timeline: MerchantPayoutTimeline) =>
  timeline.history.map((entry) => `${entry.fromStatus ?? '—'}→${entry.toStatus} ${entry.actorKind}`);

async function payoutsOverview(query = '') {
  const from = new Date(Date.now() - 3_600_000).toISOString();
  const to = new Date(Date.now() + 3_600_000).toISOString();
  const search = new URLSearchParams({ from, to, tz: 'UTC' });
  const response = await get(`/api/v1/admin/overview?${search}${query}`, ADMIN_KEY);
  expect(response.statusCode, response.body).toBe(200);
  return json<AdminOverview>(response).payouts;
}

describe('the shop’s payout timeline and callbacks', () => {
  it('lists the statuses entered and the dispute window; a payout’s events are listed by payout and sent again', async () => {
    const shop = await fundedShop(t.app, '5000.00');
    const trader = await payoutTrader(t.app);
    const paid = await createPayout(t.app, shop.apiKey, {
      ...payoutBody('c-1', '1000.00'),
      callbackUrl: CALLBACK_URL,
    });
    const fresh = await timelineOf(paid.id, shop.apiKey);
    expect(fresh).toMatchObject({ payout: { id: paid.id, status: 'new' }, disputableUntil: null });
    expect(statusesOf(fresh)).toEqual(['—→new shop']); // the offer is the trader's business, not a status

    expect((await payoutMove(t.app, trader.apiKey, paid.id, 'take')).statusCode).toBe(200);
    expect((await completeWithProof(t.app, trader.apiKey, paid.id)).statusCode).toBe(200);
    const completed = await timelineOf(paid.id, shop.apiKey);
    expect(statusesOf(completed)).toEqual(['—→new shop', 'new→taken trader', 'taken→completed trader']);
    const closes = Date.parse(completed.payout.completedAt!) + 72 * 3_600_000;
    expect(Date.parse(completed.disputableUntil!)).toBe(closes);

    // A payout nobody takes fails: its event says `failed`, a status no order has.
    const expired = await createPayout(t.app, shop.apiKey, {
      ...payoutBody('c-2', '100.00'),
      callbackUrl: CALLBACK_URL,
    });
    await sweepPayouts(t.db, times, new Date(Date.now() + 61 * 60_000));
    const listed = json<{ items: ShopCallback[] }>(await get('/api/v1/merchant/callbacks', shop.apiKey));
    expect(listed.items.map(({ payoutId, orderId, status }) => ({ payoutId, orderId, status }))).toEqual([
      { payoutId: expired.id, orderId: null, status: 'failed' },
      { payoutId: paid.id, orderId: null, status: 'completed' },
    ]);

    // Sent again: the latest event is due now, with a fresh round of retries.
    await t.db.query(`UPDATE callback_outbox SET state = 'failed', attempts = 6 WHERE payout_id = $1`, [
      paid.id,
    ]);
    const resent = await post(`/api/v1/merchant/payouts/${paid.id}/callbacks/resend`, shop.apiKey);
    expect(resent.statusCode, resent.body).toBe(200);
    const { rows } = await t.db.query<{ event_id: string; state: string; attempts: number }>(
      'SELECT event_id, state, attempts FROM callback_outbox WHERE payout_id = $1',
      [paid.id],
    );
    expect(rows).toEqual([
      { event_id: json<{ eventId: string }>(resent).eventId, state: 'pending', attempts: 0 },
    ]);

    // Disputed: the reason is the shop's to read back, and the window is used.
    const reason = 'The recipient says nothing arrived';
    expect(
      (await post(`/api/v1/merchant/payouts/${paid.id}/dispute`, shop.apiKey, { reason })).statusCode,
    ).toBe(200);
    const disputed = await timelineOf(paid.id, shop.apiKey);
    expect(disputed).toMatchObject({ disputeReason: reason, disputableUntil: null });
    expect(statusesOf(disputed).at(-1)).toBe('completed→dispute shop');
  });

  it('refuses another shop’s payout, the other mode’s, and a payout without an event', async () => {
    const shop = await fundedShop(t.app, '5000.00');
    const other = await createShop(t.app);
    const quiet = await createPayout(t.app, shop.apiKey, payoutBody('q-1', '100.00'));
    const refused = await post(`/api/v1/merchant/payouts/${quiet.id}/callbacks/resend`, shop.apiKey);
    expect(refused.statusCode).toBe(409);
    expect(json<ApiError>(refused).code).toBe('no_callback_event');
    for (const key of [other.apiKey, shop.testApiKey]) {
      expect((await get(`/api/v1/merchant/payouts/${quiet.id}/timeline`, key)).statusCode).toBe(404);
      expect((await post(`/api/v1/merchant/payouts/${quiet.id}/callbacks/resend`, key)).statusCode).toBe(404);
    }
  });
});

describe('the operator’s overview of payouts', () => {
  it('counts live payouts completed in the period per currency, while they stay completed', async () => {
    expect(await payoutsOverview()).toEqual([]);
    const shop = await fundedShop(t.app, '5000.00');
    const trader = await payoutTrader(t.app);
    const paid = await createPayout(t.app, shop.apiKey, payoutBody('o-1', '1000.00'));
    await payoutMove(t.app, trader.apiKey, paid.id, 'take');
    expect((await completeWithProof(t.app, trader.apiKey, paid.id)).statusCode).toBe(200);
    // A test payout completed by the shop moves no money and is not counted.
    const test = await createPayout(t.app, shop.testApiKey, payoutBody('o-2', '300.00'));
    const outcome = { status: 'completed' };
    expect(
      (await post(`/api/v1/merchant/payouts/${test.id}/test-outcome`, shop.testApiKey, outcome)).statusCode,
    ).toBe(200);
    // Still new: not counted.
    await createPayout(t.app, shop.apiKey, payoutBody('o-3', '200.00'));

    expect(await payoutsOverview()).toEqual([{ currency: 'RUB', completed: 1, volume: '1000.00' }]);
    expect(await payoutsOverview(`&shopId=${shop.id}&currency=RUB`)).toEqual([
      { currency: 'RUB', completed: 1, volume: '1000.00' },
    ]);
    expect(await payoutsOverview(`&shopId=${(await createShop(t.app)).id}`)).toEqual([]);
    expect(await payoutsOverview('&currency=USD')).toEqual([]);
    const before = new URLSearchParams({
      from: new Date(Date.now() - 7_200_000).toISOString(),
      to: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const earlier = await get(`/api/v1/admin/overview?${before}`, ADMIN_KEY);
    expect(json<AdminOverview>(earlier).payouts).toEqual([]);

    // Disputed it is not completed now; resolved as completed it counts again.
    const reason = { reason: 'Nothing arrived' };
    expect((await post(`/api/v1/merchant/payouts/${paid.id}/dispute`, shop.apiKey, reason)).statusCode).toBe(
      200,
    );
    expect(await payoutsOverview()).toEqual([]);
    const resolve = { outcome: 'completed', note: 'The bank confirmed the transfer' };
    expect((await post(`/api/v1/admin/payouts/${paid.id}/resolve`, ADMIN_KEY, resolve)).statusCode).toBe(200);
    expect(await payoutsOverview()).toEqual([{ currency: 'RUB', completed: 1, volume: '1000.00' }]);
  });
});

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
    } else if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

describe('the shop’s payouts as CSV', () => {
  it('streams its own payouts of its mode created in the range, every cell as text, test exports named so', async () => {
    const shop = await fundedShop(t.app, '5000.00');
    const other = await fundedShop(t.app, '5000.00');
    const first = await createPayout(t.app, shop.apiKey, payoutBody('=SUM(A1:A2)', '100.00'));
    const second = await createPayout(t.app, shop.apiKey, payoutBody('w,"2"', '250.50'));
    await post(`/api/v1/merchant/payouts/${second.id}/cancel`, shop.apiKey);
    await createPayout(t.app, other.apiKey, payoutBody('not-mine', '10.00'));
    const test = await createPayout(t.app, shop.testApiKey, payoutBody('t-1', '70.00'));

    const live = await get('/api/v1/merchant/payouts/export', shop.apiKey);
    expect(live.statusCode, live.body).toBe(200);
    expect(live.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(live.headers['content-disposition']).toBe(`attachment; filename="payorder-payouts-${today}.csv"`);
    const [header, ...rows] = parseCsv(live.body);
    expect(header).toEqual([...MERCHANT_PAYOUT_CSV_COLUMNS]);
    const cells = (row: string[]) => Object.fromEntries(header!.map((column, index) => [column, row[index]]));
    expect(rows.map(cells)).toEqual([
      expect.objectContaining({
        id: first.id,
        external_id: "'=SUM(A1:A2)",
        status: 'new',
        amount: '100.00',
        currency: 'RUB',
        fee: '1.00',
        payment_type: 'card2card',
        bank: 'sberbank',
        completed_at: '',
        test: 'false',
      }),
      expect.objectContaining({ id: second.id, external_id: 'w,"2"', status: 'cancelled', amount: '250.50' }),
    ]);

    // The test key's export, and the console's with mode=test: its test payouts, the file named so.
    const cookie = await consoleCookie(t.app, { role: 'shop', shopId: shop.id });
    for (const answer of [
      await get('/api/v1/merchant/payouts/export?createdFrom=2020-01-01', shop.testApiKey),
      await t.app.inject({ url: '/api/v1/merchant/payouts/export?mode=test', headers: fromConsole(cookie) }),
    ]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-disposition']).toMatch(/filename="payorder-test-payouts-[\d-_]+\.csv"/);
      expect(
        parseCsv(answer.body)
          .slice(1)
          .map((row) => [row[0], row.at(-1)]),
      ).toEqual([[test.id, 'true']]);
    }

    // The range, both days included; a range that ends before it starts is refused by its field.
    const day = first.createdAt.slice(0, 10);
    const inDay = await get(
      `/api/v1/merchant/payouts/export?createdFrom=${day}&createdTo=${day}`,
      shop.apiKey,
    );
    expect(inDay.headers['content-disposition']).toBe(
      `attachment; filename="payorder-payouts-${day}_${day}.csv"`,
    );
    expect(parseCsv(inDay.body)).toHaveLength(3);
    const later = await get('/api/v1/merchant/payouts/export?createdFrom=2999-01-01', shop.apiKey);
    expect(parseCsv(later.body)).toEqual([[...MERCHANT_PAYOUT_CSV_COLUMNS]]);
    const backwards = await get(
      '/api/v1/merchant/payouts/export?createdFrom=2026-02-01&createdTo=2026-01-01',
      shop.apiKey,
    );
    expect(backwards.statusCode).toBe(400);
    expect(json<ApiError>(backwards).fieldErrors).toHaveProperty('createdTo');
  });

  it('reads past one batch without a row twice or left out', async () => {
    const shop = await fundedShop(t.app, '5000.00');
    await t.db.query(
      `INSERT INTO payouts (id, shop_id, external_id, request_hash, status, amount, currency, payment_type,
                            recipient, fee, wait_until, created_at)
       SELECT gen_random_uuid(), $1, 'bulk-' || n, 'x', 'cancelled', 10, 'RUB', 'card2card', '{}', 0, now(),
              now() - (n % 7) * interval '1 second'
         FROM generate_series(1, $2::int) AS n`,
      [shop.id, CSV_BATCH + 7],
    );
    const answer = await get('/api/v1/merchant/payouts/export', shop.apiKey);
    const ids = parseCsv(answer.body)
      .slice(1)
      .map((row) => row[1]);
    expect(ids).toHaveLength(CSV_BATCH + 7);
    expect(new Set(ids).size).toBe(CSV_BATCH + 7);
  });
});
