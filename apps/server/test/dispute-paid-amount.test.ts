import type {
  ApiError,
  MerchantBalanceResponse,
  MerchantOrder,
  OrderCallbackEvent,
  OrderTimeline,
  TraderBalanceResponse,
} from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startCallbackTestApp,
  startReceiver,
  startWorker,
  waitFor,
  type CallbackTestApp,
} from './callbacks-helper.ts';
import { ADMIN_KEY, bearer, json } from './helper.ts';
import { disputedOrder, orderInTraderConfirm } from './operations-kit.ts';
import { expectLedgerInvariants } from './routing-kit.ts';

/*
 * Issue 22: an operator resolves a dispute with a corrected amount when the customer paid another sum.
 * The order completes for the sum that arrived: the shop is credited that sum less its fee (of that
 * sum), the trader gets the rest of its hold back (or gives the difference), the ledger stays balanced,
 * and the shop's callback and order carry `paidAmount` beside the order's `amount`.
 */
let t: CallbackTestApp;
let keys: { shopKey: string; traderKey: string };
const admin = bearer(ADMIN_KEY);

beforeAll(async () => {
  t = await startCallbackTestApp();
  keys = { shopKey: t.shop.apiKey, traderKey: t.trader.apiKey };
  // 2 % fee to the shop, 1 % commission to the trader: both of the sum that arrived.
  for (const [url, payload] of [
    [`/api/v1/admin/shops/${t.shop.id}`, { feePercent: '2' }],
    [`/api/v1/admin/traders/${t.trader.id}`, { commissionPercent: '1' }],
  ] as const) {
    const response = await t.app.inject({ method: 'PUT', url, headers: admin, payload });
    expect(response.statusCode, response.body).toBe(200);
  }
});
afterAll(() => t?.close());

const resolve = (id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${id}/resolve`, headers: admin, payload });
const get = async <T>(url: string, headers = admin) => {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return json<T>(response);
};
const shopBalance = async () =>
  Number(
    (await get<MerchantBalanceResponse>('/api/v1/merchant/balance', bearer(t.shop.apiKey))).balances.find(
      (balance) => balance.currency === 'RUB',
    )?.balance ?? '0',
  );
const traderBalance = async () => {
  const balance = await get<TraderBalanceResponse>('/api/v1/trader/balance', bearer(t.trader.apiKey));
  const rub = balance.balances.find((entry) => entry.currency === 'RUB')!;
  return { working: Number(rub.working), held: Number(rub.held), commission: Number(rub.commission) };
};
const setSecurityHold = async (securityHold: string) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/traders/${t.trader.id}`,
    headers: admin,
    payload: { securityHold },
  });
  expect(response.statusCode, response.body).toBe(200);
};
const cents = (value: number) => Math.round(value * 100);

describe('resolving a dispute with a corrected amount', () => {
  it('completes for less: the shop gets the sum paid less its fee, the trader the rest of its hold; the callback carries paidAmount', async () => {
    const receiver = await startReceiver(() => 200);
    const worker = startWorker(t);
    try {
      const order = await disputedOrder(t.app, keys, { amount: '1000.00', callbackUrl: receiver.url });
      await waitFor(
        () => receiver.received.length,
        (count) => count === 1, // the dispute's own callback
      );
      const shopBefore = await shopBalance();
      const traderBefore = await traderBalance();

      const resolved = await resolve(order.id, {
        status: 'completed',
        note: 'The customer sent 900.50',
        paidAmount: '900.50',
      });
      expect(resolved.statusCode, resolved.body).toBe(200);
      const view = json<OrderTimeline>(resolved);
      // 2 % of 900.50 = 18.01; 1 % of 900.50 = 9.005, rounded half up.
      expect(view.order).toMatchObject({
        status: 'completed',
        amount: '1000.00',
        paidAmount: '900.50',
        fee: '18.01',
        traderCommission: '9.01',
      });
      expect(cents((await shopBalance()) - shopBefore)).toBe(cents(900.5 - 18.01));
      const traderAfter = await traderBalance();
      expect(cents(traderBefore.held - traderAfter.held)).toBe(100_000); // the whole hold is emptied
      expect(cents(traderAfter.working - traderBefore.working)).toBe(9_950); // 1000 − 900.50 back
      expect(cents(traderAfter.commission - traderBefore.commission)).toBe(901);
      const settlement = view.ledger.filter((line) => line.kind === 'settle');
      expect(settlement.find((line) => line.account === 'shop')?.amount).toBe('882.49');
      expect(settlement.find((line) => line.account === 'trader_working')?.amount).toBe('99.50');
      expect(settlement[0]?.note).toBe('paid 900.50 of 1000.00');

      const delivered = await waitFor(
        () => receiver.received,
        (received) => received.length === 2,
      );
      expect(JSON.parse(delivered[1]!.rawBody) as OrderCallbackEvent).toMatchObject({
        orderId: order.id,
        status: 'completed',
        amount: '1000.00',
        paidAmount: '900.50',
        fee: '18.01',
      });
      expect(
        await get<MerchantOrder>(`/api/v1/merchant/orders/${order.id}`, bearer(t.shop.apiKey)),
      ).toMatchObject({ amount: '1000.00', paidAmount: '900.50', fee: '18.01', status: 'completed' });
      await expectLedgerInvariants(t.db);
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });

  it('completes for more when the trader can cover the difference, else refuses with 409 and changes nothing', async () => {
    const order = await disputedOrder(t.app, keys, { amount: '1000.00' });
    const before = await traderBalance();
    // Only 50.00 above the security hold: the 100.00 paid beyond the order's amount cannot be covered.
    await setSecurityHold((before.working - 50).toFixed(2));
    try {
      const refused = await resolve(order.id, {
        status: 'completed',
        note: 'The customer sent 1100',
        paidAmount: '1100',
      });
      expect(refused.statusCode).toBe(409);
      expect(json<ApiError>(refused)).toMatchObject({
        code: 'insufficient_balance',
        fields: { paidAmount: expect.any(String) },
      });
      expect((await get<OrderTimeline>(`/api/v1/admin/orders/${order.id}`)).order.status).toBe('dispute');
      expect(await traderBalance()).toEqual(before);
    } finally {
      await setSecurityHold('0.00');
    }
    const shopBefore = await shopBalance();
    const resolved = await resolve(order.id, {
      status: 'completed',
      note: 'The customer sent 1100',
      paidAmount: '1100',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(json<OrderTimeline>(resolved).order).toMatchObject({ paidAmount: '1100.00', fee: '22.00' });
    const after = await traderBalance();
    expect(cents(before.working - after.working)).toBe(10_000);
    expect(cents(before.held - after.held)).toBe(100_000);
    expect(cents((await shopBalance()) - shopBefore)).toBe(cents(1100 - 22));
    await expectLedgerInvariants(t.db);
  });

  it('two resolutions at once cannot together take the trader below its security hold: the second is refused with 409', async () => {
    // Issue 33, finding 8: each resolution checked the balance before the other's settlement committed.
    for (let round = 0; round < 3; round++) {
      const orders = [
        await disputedOrder(t.app, keys, { amount: '1000.00' }),
        await disputedOrder(t.app, keys, { amount: '1000.00' }),
      ];
      const before = await traderBalance();
      // 150.00 above the security hold: either 100.00 beyond an order's amount fits, not both.
      await setSecurityHold((before.working - 150).toFixed(2));
      try {
        const answers = await Promise.all(
          orders.map((order) =>
            resolve(order.id, { status: 'completed', note: 'The customer sent 1100', paidAmount: '1100' }),
          ),
        );
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses, answers.map((answer) => answer.body.slice(0, 200)).join('\n')).toEqual([200, 409]);
        const refused = answers.find((answer) => answer.statusCode === 409)!;
        expect(json<ApiError>(refused)).toMatchObject({
          code: 'insufficient_balance',
          fields: { paidAmount: expect.any(String) },
        });
        const after = await traderBalance();
        expect(cents(before.working - after.working)).toBe(10_000); // one difference taken, not two
        expect(after.working).toBeGreaterThanOrEqual(before.working - 150);
        const refusedOrder = orders[answers.indexOf(refused)]!;
        expect((await get<OrderTimeline>(`/api/v1/admin/orders/${refusedOrder.id}`)).order.status).toBe(
          'dispute',
        );
      } finally {
        await setSecurityHold('0.00');
      }
      await expectLedgerInvariants(t.db);
    }
  });

  it('the same sum as the order’s completes it as without a correction', async () => {
    const order = await disputedOrder(t.app, keys, { amount: '500.00' });
    const resolved = await resolve(order.id, {
      status: 'completed',
      note: 'Paid in full',
      paidAmount: '500',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const view = json<OrderTimeline>(resolved);
    expect(view.order).toMatchObject({ amount: '500.00', paidAmount: '500.00', fee: '10.00' });
    expect(view.ledger.find((line) => line.kind === 'settle')?.note).toBeNull();
    await expectLedgerInvariants(t.db);
  });

  it('refuses zero, negative and malformed sums, and a sum with cancelled, with codes; the order stays in dispute', async () => {
    const order = await disputedOrder(t.app, keys, { amount: '300.00' });
    const cases = [
      [{ status: 'completed', paidAmount: '0' }, 'validation_failed', 'amount_not_positive'],
      [{ status: 'completed', paidAmount: '0.00' }, 'validation_failed', 'amount_not_positive'],
      [{ status: 'completed', paidAmount: '-5.00' }, 'validation_failed', 'amount_invalid'],
      [{ status: 'completed', paidAmount: '12.345' }, 'validation_failed', 'amount_invalid'],
      [{ status: 'completed', paidAmount: '1 000' }, 'validation_failed', 'amount_invalid'],
      [{ status: 'cancelled', paidAmount: '100.00' }, 'paid_amount_not_allowed', undefined],
    ] as const;
    for (const [payload, code, fieldCode] of cases) {
      const response = await resolve(order.id, { ...payload, note: 'Corrected' });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const error = json<ApiError>(response);
      expect(error.code).toBe(code);
      expect(error.fields).toHaveProperty('paidAmount');
      if (fieldCode) expect(error.fieldErrors?.paidAmount?.code).toBe(fieldCode);
    }
    const view = await get<OrderTimeline>(`/api/v1/admin/orders/${order.id}`);
    expect(view.order).toMatchObject({ status: 'dispute', paidAmount: null });
    expect(view.history.at(-1)!.move).toBe('traderDispute');
  });

  it('an order completed without a dispute says it was paid its amount, to the shop and in its callback', async () => {
    const receiver = await startReceiver(() => 200);
    const worker = startWorker(t);
    try {
      const order = await orderInTraderConfirm(t.app, keys, { amount: '250.00', callbackUrl: receiver.url });
      const confirmed = await t.app.inject({
        method: 'POST',
        url: `/api/v1/trader/orders/${order.id}/confirm`,
        headers: bearer(t.trader.apiKey),
      });
      expect(confirmed.statusCode).toBe(200);
      const [delivered] = await waitFor(
        () => receiver.received,
        (received) => received.length === 1,
      );
      expect(JSON.parse(delivered!.rawBody)).toMatchObject({
        status: 'completed',
        amount: '250.00',
        paidAmount: '250.00',
      });
      expect(
        await get<MerchantOrder>(`/api/v1/merchant/orders/${order.id}`, bearer(t.shop.apiKey)),
      ).toMatchObject({ paidAmount: '250.00' });
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });
});
