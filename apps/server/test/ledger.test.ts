import type { ApiError, MerchantBalanceResponse, MerchantOrder } from '@payorder/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_KEY, bearer, json, startTestApp, type TestApp } from './helper.ts';
import {
  balanceOf,
  createBookTrader,
  createShop,
  customerOrder,
  expectLedgerInvariants,
  traderMove,
} from './routing-kit.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

describe('ledger', () => {
  it('holds on assignment and settles completion: shop less fee, commission out of the fee', async () => {
    const shop = await createShop(t.app, '3.00');
    const trader = await createBookTrader(t.app, { deposit: '5000.00', commissionPercent: '1.00' });
    const customer = await customerOrder(t.app, shop.apiKey, '1000.00');
    expect(await balanceOf(t.app, trader.apiKey)).toMatchObject({ working: '4000.00', held: '1000.00' });
    await customer.pay();
    expect((await traderMove(t.app, trader.apiKey, customer.id, 'confirm')).statusCode).toBe(200);

    expect(await balanceOf(t.app, trader.apiKey)).toMatchObject({
      working: '4000.00',
      held: '0.00',
      available: '4000.00',
      commission: '10.00',
    });
    const shopBalance = json<MerchantBalanceResponse>(
      await t.app.inject({ url: '/api/v1/merchant/balance', headers: bearer(shop.apiKey) }),
    );
    expect(shopBalance.balances).toEqual([{ currency: 'RUB', balance: '970.00', held: '0.00' }]);
    const view = json<MerchantOrder>(
      await t.app.inject({ url: `/api/v1/merchant/orders/${customer.id}`, headers: bearer(shop.apiKey) }),
    );
    expect(view.fee).toBe('30.00');
    const lines = json<{ kind: string; account: string; amount: string }[]>(
      await t.app.inject({ url: '/api/v1/trader/ledger', headers: bearer(trader.apiKey) }),
    );
    expect(lines.map((line) => `${line.kind} ${line.account} ${line.amount}`)).toEqual([
      'settle trader_hold -1000.00',
      'settle trader_commission 10.00',
      'hold trader_working -1000.00',
      'hold trader_hold 1000.00',
      'deposit trader_working 5000.00',
    ]);
    await expectLedgerInvariants(t.db);
  });

  it('releases the hold when the order is cancelled or expires, once', async () => {
    const shop = await createShop(t.app);
    const trader = await createBookTrader(t.app, { deposit: '2000.00' });
    const cancelled = await customerOrder(t.app, shop.apiKey, '500.00');
    const expired = await customerOrder(t.app, shop.apiKey, '600.00');
    expect(await balanceOf(t.app, trader.apiKey)).toMatchObject({ working: '900.00', held: '1100.00' });
    await cancelled.call('POST', '/cancel');
    await cancelled.call('POST', '/cancel'); // a repeat is refused and releases nothing twice
    await t.db.query(`UPDATE orders SET status_timeout_at = now() - interval '1 second' WHERE id = $1`, [
      expired.id,
    ]);
    await expect.poll(async () => (await expired.order()).status).toBe('cancelled');
    expect(await balanceOf(t.app, trader.apiKey)).toMatchObject({ working: '2000.00', held: '0.00' });
    await expectLedgerInvariants(t.db);
  });

  it('refuses deposits that are not money and edits of the ledger', async () => {
    const trader = await createBookTrader(t.app, { entries: 0 });
    for (const amount of ['-5.00', '0', '1.001', 'ten']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/traders/${trader.id}/deposits`,
        headers: bearer(ADMIN_KEY),
        payload: { amount, currency: 'RUB' },
      });
      expect(response.statusCode, amount).toBe(400);
      expect(json<ApiError>(response).fields).toHaveProperty('amount');
    }
    const unknownCurrency = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/traders/${trader.id}/deposits`,
      headers: bearer(ADMIN_KEY),
      payload: { amount: '10.00', currency: 'XXX' },
    });
    expect(unknownCurrency.statusCode).toBe(400);
    expect(json<ApiError>(unknownCurrency).fields).toHaveProperty('currency');
    const unknownTrader = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/traders/00000000-0000-4000-8000-000000000000/deposits',
      headers: bearer(ADMIN_KEY),
      payload: { amount: '10.00', currency: 'RUB' },
    });
    expect(unknownTrader.statusCode).toBe(404);
    expect(await balanceOf(t.app, trader.apiKey)).toMatchObject({ working: '1000000.00' });
    await expect(t.db.query('UPDATE ledger_entries SET amount = amount * 2')).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM ledger_transactions')).rejects.toThrow(/append-only/);
  });
});
