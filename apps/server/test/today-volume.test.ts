import type { AdminTrader, TraderBalanceResponse, TraderOverview } from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_KEY, bearer, json, startShopTestApp, type ShopTestApp } from './helper.ts';
import { disputedOrder, orderInTraderConfirm } from './operations-kit.ts';

/**
 * Issue 38: today's volume means one thing everywhere (docs/glossary.md): the orders the trader
 * completed since its day began, each at the sum it completed for, by when it completed. The trader's
 * balance, the operator's traders and the trader's overview of today say the same sum; an open order,
 * a cancelled one and an order completed before the day began are not in it.
 */
let t: ShopTestApp;
let keys: { shopKey: string; traderKey: string };
const admin = bearer(ADMIN_KEY);
beforeAll(async () => {
  t = await startShopTestApp();
  keys = { shopKey: t.shop.apiKey, traderKey: t.trader.apiKey };
});
afterAll(() => t?.close());

const get = async <T>(url: string, headers: Record<string, string>) => {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return json<T>(response);
};
const post = async (url: string, headers: Record<string, string>, payload?: object) => {
  const response = await t.app.inject({ method: 'POST', url, headers, payload });
  expect(response.statusCode, response.body).toBe(200);
};
const confirm = (id: string) => post(`/api/v1/trader/orders/${id}/confirm`, bearer(keys.traderKey));

/** Today's volume as each place says it, in RUB, for a day that began at `dayStart`. */
async function volumes(dayStart: string) {
  const query = `dayStart=${encodeURIComponent(dayStart)}`;
  const trader = bearer(keys.traderKey);
  const balance = await get<TraderBalanceResponse>(`/api/v1/trader/balance?${query}`, trader);
  const listed = await get<{ items: AdminTrader[] }>(`/api/v1/admin/traders?${query}`, admin);
  const one = await get<AdminTrader>(`/api/v1/admin/traders/${t.trader.id}?${query}`, admin);
  const overview = await get<TraderOverview>(
    `/api/v1/trader/overview?tz=UTC&from=${encodeURIComponent(dayStart)}&to=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
    trader,
  );
  const rub = <T extends { currency: string }>(items: T[]) => items.find((item) => item.currency === 'RUB');
  return {
    balance: rub(balance.balances)?.today,
    operatorList: rub(listed.items.find((item) => item.id === t.trader.id)!.balances)?.todayVolume,
    operatorOne: rub(one.balances)?.todayVolume,
    overview: rub(overview.money)?.volume ?? '0.00',
  };
}

describe('today’s volume', () => {
  it('is the sum of the orders completed today, at the sum each completed for, the same on every screen', async () => {
    const dayStart = new Date(Date.now() - 60_000).toISOString();
    // Created two days ago, completed now: today's (money counts when it completes).
    const old = await orderInTraderConfirm(t.app, keys, { amount: '300.00' });
    await t.db.query(`UPDATE orders SET created_at = now() - interval '2 days' WHERE id = $1`, [old.id]);
    await confirm(old.id);
    const completed = await orderInTraderConfirm(t.app, keys, { amount: '2000.00' });
    await confirm(completed.id);
    // The customer paid 900.50 of 1000.00: the operator completes it for that.
    const disputed = await disputedOrder(t.app, keys, { amount: '1000.00' });
    await post(`/api/v1/admin/orders/${disputed.id}/resolve`, admin, {
      status: 'completed',
      note: 'The customer sent 900.50',
      paidAmount: '900.50',
    });
    // Open, and cancelled: neither is volume.
    await orderInTraderConfirm(t.app, keys, { amount: '777.00' });
    const cancelled = await disputedOrder(t.app, keys, { amount: '450.00' });
    await post(`/api/v1/admin/orders/${cancelled.id}/resolve`, admin, {
      status: 'cancelled',
      note: 'No money',
    });

    expect(await volumes(dayStart)).toEqual({
      balance: { completed: 3, volume: '3200.50', commission: expect.any(String) },
      operatorList: '3200.50',
      operatorOne: '3200.50',
      overview: '3200.50',
    });
  });

  it('starts with the trader’s day: an order completed before it began is not today’s', async () => {
    const before = await orderInTraderConfirm(t.app, keys, { amount: '640.00' });
    await confirm(before.id);
    // It completed two hours ago; the trader's day began an hour ago.
    await t.db.query(`UPDATE orders SET finished_at = now() - interval '2 hours' WHERE id = $1`, [before.id]);
    const next = await orderInTraderConfirm(t.app, keys, { amount: '125.00' });
    await confirm(next.id);
    const sinceHourAgo = await volumes(new Date(Date.now() - 3600_000).toISOString());
    const sinceThreeHoursAgo = await volumes(new Date(Date.now() - 3 * 3600_000).toISOString());
    expect(Number(sinceThreeHoursAgo.operatorOne) - Number(sinceHourAgo.operatorOne)).toBe(640);
    for (const seen of [sinceHourAgo, sinceThreeHoursAgo]) {
      expect([seen.operatorList, seen.operatorOne, seen.overview]).toEqual(
        Array(3).fill(seen.balance!.volume),
      );
    }
  });
});
