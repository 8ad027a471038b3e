import type {
  BankNotification,
  BankNotificationsResponse,
  CreateBankDeviceResponse,
  IngestBankNotificationResponse,
  Order,
  OrderSearchResponse,
  TraderOrderSearchResponse,
} from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, bearer, json, loginCustomer, setupShopAndTrader, useTestApp } from './helper.ts';
import { disputedOrder, orderInTraderConfirm } from './operations-kit.ts';
import { cardNumberOf, createBookTrader, createShop, customerOrder } from './routing-kit.ts';

/*
 * Issue 38, "the right sum everywhere": an order completed for another sum says so wherever it is shown
 * (the operator's, the shop's and the trader's lists, the customer's page), and a bank message attached by hand is
 * found from its order.
 */
const t = useTestApp();
const admin = bearer(ADMIN_KEY);

const get = async <T>(url: string, headers: Record<string, string>) => {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return json<T>(response);
};
const setOnline = (apiKey: string, online: boolean) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/trader/status', headers: bearer(apiKey), payload: { online } });

describe('an order completed for another sum', () => {
  it('carries paidAmount in the operator’s, the shop’s and the trader’s lists and on the customer’s order; the amount stays the order’s', async () => {
    const { shop, trader } = await setupShopAndTrader(t.app);
    const keys = { shopKey: shop.apiKey, traderKey: trader.apiKey };
    const corrected = await disputedOrder(t.app, keys, { amount: '4800.00' });
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${corrected.id}/resolve`,
      headers: admin,
      payload: { status: 'completed', note: 'The bank shows 4 500', paidAmount: '4500' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const open = await orderInTraderConfirm(t.app, keys, { amount: '4800.00' });

    for (const [url, headers] of [
      ['/api/v1/admin/orders', admin],
      ['/api/v1/merchant/orders/search', bearer(shop.apiKey)],
    ] as const) {
      const { items } = await get<OrderSearchResponse>(url, headers);
      expect(
        items.find((item) => item.id === corrected.id),
        url,
      ).toMatchObject({
        status: 'completed',
        amount: '4800.00',
        paidAmount: '4500.00',
      });
      // Not completed: nothing has arrived yet, so no sum is said.
      expect(items.find((item) => item.id === open.id)?.paidAmount, url).toBeNull();
    }
    // The trader's history says it too (the console's "Completed for …").
    const history = await get<TraderOrderSearchResponse>(
      '/api/v1/trader/orders/search?limit=100',
      bearer(trader.apiKey),
    );
    expect(history.items.find((item) => item.id === corrected.id)).toMatchObject({
      status: 'completed',
      amount: '4800.00',
      paidAmount: '4500.00',
    });
    expect(history.items.find((item) => item.id === open.id)?.paidAmount).toBeNull();
    // The dispute queue no longer holds it; the shop's own order answers the same sum.
    const customer = bearer(await loginCustomer(t.app, corrected.id, corrected.token));
    expect(await get<Order>(`/api/v1/customer/orders/${corrected.id}`, customer)).toMatchObject({
      status: 'completed',
      amount: '4800.00',
      paidAmount: '4500.00',
      hasResolvedDispute: true,
    });
    const openCustomer = bearer(await loginCustomer(t.app, open.id, open.token));
    expect((await get<Order>(`/api/v1/customer/orders/${open.id}`, openCustomer)).paidAmount).toBeNull();
    expect((await setOnline(trader.apiKey, false)).statusCode).toBe(200);
  });
});

describe('a bank message attached by hand to an order of another sum', () => {
  it('is listed for that order (orderId), and for no other', async () => {
    const shop = await createShop(t.app);
    const trader = await createBookTrader(t.app, { entries: 1, limits: { maxOpenOrders: 5 } });
    const paired = await t.app.inject({
      method: 'POST',
      url: '/api/v1/trader/devices',
      headers: bearer(trader.apiKey),
      payload: { name: 'Phone' },
    });
    expect(paired.statusCode, paired.body).toBe(201);
    const device = json<CreateBankDeviceResponse>(paired);
    const order = await customerOrder(t.app, shop.apiKey, '4800.00');
    const other = await customerOrder(t.app, shop.apiKey, '700.00');
    // 4 500 arrived on the order's card: no open order is of that sum, so nothing is linked.
    const last4 = cardNumberOf(0).slice(-4);
    const ingested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ingest/bank-notifications',
      headers: bearer(device.key),
      payload: {
        from: '900',
        text: `СЧЁТ${last4} 14:32 Перевод 4500р от Иван И. Баланс: 9100.50р`,
        receivedAt: new Date().toISOString(),
      },
    });
    expect(ingested.statusCode, ingested.body).toBe(202);
    const notification = json<IngestBankNotificationResponse>(ingested);
    expect(notification.orderId ?? null).toBeNull();

    const listed = (orderId: string) =>
      get<BankNotificationsResponse>(
        `/api/v1/trader/bank-notifications?orderId=${orderId}`,
        bearer(trader.apiKey),
      );
    expect((await listed(order.id)).items).toEqual([]);
    const attached = await t.app.inject({
      method: 'POST',
      url: `/api/v1/trader/bank-notifications/${notification.id}/attach`,
      headers: bearer(trader.apiKey),
      payload: { orderId: order.id },
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(json<BankNotification>(attached)).toMatchObject({ orderId: order.id, amount: '4500.00' });

    const forOrder = await listed(order.id);
    expect(forOrder.items.map((item) => [item.id, item.amount, item.linkedBy])).toEqual([
      [notification.id, '4500.00', 'hand'],
    ]);
    expect((await listed(other.id)).items).toEqual([]);
    const bad = await t.app.inject({
      url: '/api/v1/trader/bank-notifications?orderId=not-an-id',
      headers: bearer(trader.apiKey),
    });
    expect(bad.statusCode).toBe(400);
  });
});
