import type { MerchantOrder, Order } from '@payorder/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, bearer, createOrder, json, loginCustomer, useShopTestApp } from './helper.ts';
import { orderInTraderConfirm } from './operations-kit.ts';

/*
 * Issue 23: the customer's order says whether it ended by a decision on its dispute (hasResolvedDispute),
 * so the page says the outcome instead of "operators are processing your receipt".
 */
const t = useShopTestApp();
const keys = () => ({ shopKey: t.shop.apiKey, traderKey: t.trader.apiKey });

async function customerOrder(app: FastifyInstance, order: { id: string; token: string }): Promise<Order> {
  const token = await loginCustomer(app, order.id, order.token);
  return json<Order>(
    await app.inject({ url: `/api/v1/customer/orders/${order.id}`, headers: bearer(token) }),
  );
}

async function disputed() {
  const order = await orderInTraderConfirm(t.app, keys());
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/trader/orders/${order.id}/dispute`,
    headers: bearer(t.trader.apiKey),
    payload: { reason: 'no_money' },
  });
  expect(response.statusCode).toBe(200);
  return order;
}

describe('the customer order after a dispute (hasResolvedDispute)', () => {
  it('is false while the dispute is open, true once an operator resolved it to cancelled', async () => {
    const order = await disputed();
    expect(await customerOrder(t.app, order)).toMatchObject({ status: 'dispute', hasResolvedDispute: false });
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order.id}/resolve`,
      headers: bearer(ADMIN_KEY),
      payload: { status: 'cancelled', note: 'No money arrived' },
    });
    expect(resolved.statusCode).toBe(200);
    expect(await customerOrder(t.app, order)).toMatchObject({
      status: 'cancelled',
      hasResolvedDispute: true,
    });
    // The shop's view of the order is unchanged: it reads the resolution in the order's history.
    const merchant = json<MerchantOrder>(
      await t.app.inject({ url: `/api/v1/merchant/orders/${order.id}`, headers: bearer(t.shop.apiKey) }),
    );
    expect(merchant).not.toHaveProperty('hasResolvedDispute');
  });

  it('is true when the trader settles the dispute by confirming the money', async () => {
    const order = await disputed();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/trader/orders/${order.id}/confirm`,
      headers: bearer(t.trader.apiKey),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await customerOrder(t.app, order)).toMatchObject({
      status: 'completed',
      hasResolvedDispute: true,
    });
  });

  it('is false for orders that ended without a dispute', async () => {
    const completed = await orderInTraderConfirm(t.app, keys());
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/trader/orders/${completed.id}/confirm`,
      headers: bearer(t.trader.apiKey),
    });
    expect(await customerOrder(t.app, completed)).toMatchObject({
      status: 'completed',
      hasResolvedDispute: false,
    });
    const open = await createOrder(t.app, t.shop.apiKey, { amount: '100.00' });
    expect(await customerOrder(t.app, open)).toMatchObject({ status: 'new', hasResolvedDispute: false });
  });
});
