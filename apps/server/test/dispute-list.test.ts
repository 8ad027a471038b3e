import type { CreateShopResponse, DisputeQueueResponse } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, bearer, json, useShopTestApp } from './helper.ts';
import { orderInTraderConfirm } from './operations-kit.ts';

/**
 * The operator's dispute list (issue 38): the newest dispute first, `total` counting every one the filter
 * matches, and filters by shop, trader and reason.
 */
const t = useShopTestApp();
const admin = bearer(ADMIN_KEY);

const list = async (query = '') => {
  const response = await t.app.inject({ url: `/api/v1/admin/disputes${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return json<DisputeQueueResponse>(response);
};

async function disputed(shopKey: string, reason: 'no_money' | 'wrong_sender') {
  const order = await orderInTraderConfirm(t.app, { shopKey, traderKey: t.trader.apiKey });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/trader/orders/${order.id}/dispute`,
    headers: bearer(t.trader.apiKey),
    payload: { reason },
  });
  expect(response.statusCode, response.body).toBe(200);
  return order.id;
}

describe('operator: the dispute list', () => {
  it('lists the newest dispute first with the total, and filters by shop, trader and reason', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/shops',
      headers: admin,
      payload: { name: 'Second shop' },
    });
    const other = json<CreateShopResponse>(created);
    const first = await disputed(t.shop.apiKey, 'no_money');
    const second = await disputed(other.apiKey, 'wrong_sender');
    const third = await disputed(t.shop.apiKey, 'wrong_sender');

    const all = await list();
    expect(all.items.map((item) => item.id)).toEqual([third, second, first]);
    expect(all.total).toBe(3);

    const ofShop = await list(`?shopId=${t.shop.id}`);
    expect(ofShop.items.map((item) => item.id)).toEqual([third, first]);
    expect(ofShop.total).toBe(2);
    expect((await list(`?shopId=${other.id}`)).items.map((item) => item.id)).toEqual([second]);

    const byReason = await list('?reason=wrong_sender');
    expect(byReason.items.map((item) => item.id)).toEqual([third, second]);
    expect((await list(`?reason=wrong_sender&shopId=${other.id}`)).total).toBe(1);

    expect((await list(`?traderId=${t.trader.id}`)).total).toBe(3);
    const nobody = await list('?traderId=00000000-0000-4000-8000-000000000000');
    expect(nobody).toEqual({ total: 0, items: [] });
  });

  it('refuses a filter that is not an id or a reason, naming the field', async () => {
    const response = await t.app.inject({ url: '/api/v1/admin/disputes?reason=bored', headers: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fieldErrors: { reason: {} } });
  });
});
