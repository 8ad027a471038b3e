import type {
  AdminTradeMethod,
  AdminTrader,
  ApiError,
  AuditListResponse,
  LedgerLine,
  RequisiteEntry,
  TraderOrder,
} from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { createConsoleUser, fromConsole, sessionCookieOf, signIn } from './console-helper.ts';
import { ADMIN_KEY, bearer, CARD2CARD_METHOD, json, useTestApp } from './helper.ts';
import { createBookTrader, createShop, customerOrder } from './routing-kit.ts';

const t = useTestApp();

const admin = bearer(ADMIN_KEY);
const error = (response: { json: () => unknown }) => response.json() as ApiError;
const adminGet = async <T>(url: string) => {
  const response = await t.app.inject({ url, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return json<T>(response);
};
const lastAudit = async (targetId: string) =>
  (await adminGet<AuditListResponse>(`/api/v1/admin/audit?targetId=${targetId}&limit=1`)).items[0]!;

describe('traders for the operator', () => {
  it('lists each trader with its online status, balances, open orders and today’s volume', async () => {
    const trader = await createBookTrader(t.app, { deposit: '50000.00' });
    const shop = await createShop(t.app);
    await customerOrder(t.app, shop.apiKey, '1500.00');
    await customerOrder(t.app, shop.apiKey, '700.00');

    const { items } = await adminGet<{ items: AdminTrader[] }>('/api/v1/admin/traders');
    const listed = items.find((item) => item.id === trader.id)!;
    expect(listed).toMatchObject({
      online: true,
      disabledAt: null,
      openOrders: 2,
      // Today's volume is what completed today (issue 38): two open orders are held, not volume.
      balances: [{ currency: 'RUB', working: '47800.00', held: '2200.00', todayVolume: '0.00' }],
    });
    expect(JSON.stringify(items)).not.toContain(trader.apiKey);

    const orders = await adminGet<TraderOrder[]>(`/api/v1/admin/traders/${trader.id}/orders`);
    expect(orders.map((order) => order.amount).sort()).toEqual(['1500.00', '700.00']);
    const ledger = await adminGet<LedgerLine[]>(`/api/v1/admin/traders/${trader.id}/ledger`);
    expect(ledger.filter((line) => line.kind === 'deposit')).toEqual([
      expect.objectContaining({ account: 'trader_working', amount: '50000.00', note: 'test deposit' }),
    ]);
    expect(ledger.filter((line) => line.kind === 'hold')).toHaveLength(4);
  });

  it('pauses and resumes an entry of a trader’s book (nothing else of it), each logged', async () => {
    const trader = await createBookTrader(t.app);
    const [entry] = await adminGet<RequisiteEntry[]>(`/api/v1/admin/traders/${trader.id}/requisites`);
    expect(entry).toMatchObject({ isActive: true, details: { cardholder: 'IVAN P.' } });
    const paused = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/traders/${trader.id}/requisites/${entry!.id}`,
      headers: admin,
      payload: { isActive: false },
    });
    expect(json<RequisiteEntry>(paused).isActive).toBe(false);
    expect(await lastAudit(entry!.id)).toMatchObject({
      action: 'requisite_entry.pause',
      targetType: 'requisite_entry',
      before: { isActive: true },
      after: { isActive: false },
    });
    // Only the book may change this way: limits or details are the trader's.
    const other = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/traders/${trader.id}/requisites/${entry!.id}`,
      headers: admin,
      payload: { maxAmount: '1.00' },
    });
    expect(other.statusCode).toBe(400);
    const resumed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/traders/${trader.id}/requisites/${entry!.id}`,
      headers: admin,
      payload: { isActive: true },
    });
    expect(json<RequisiteEntry>(resumed).isActive).toBe(true);
    expect((await lastAudit(entry!.id)).action).toBe('requisite_entry.resume');
  });

  it('disables a trader: no new orders, its key and console refused (403 trader_disabled); enabling lets it back', async () => {
    const shop = await createShop(t.app);
    // Everyone else's books are full for this amount, so only this trader could take it.
    const trader = await createBookTrader(t.app);
    const user = await createConsoleUser(t.app, { role: 'trader', traderId: trader.id });
    const cookie = sessionCookieOf(await signIn(t.app, user, { remoteAddress: '10.55.0.1' }));

    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/traders/${trader.id}/disable`,
      headers: admin,
    });
    expect(disabled.statusCode).toBe(200);
    expect(json<AdminTrader>(disabled)).toMatchObject({ online: false });
    expect(json<AdminTrader>(disabled).disabledAt).not.toBeNull();
    expect(await lastAudit(trader.id)).toMatchObject({
      action: 'trader.disable',
      before: { disabledAt: null, online: true },
      after: { online: false },
    });

    for (const refused of [
      await t.app.inject({ url: '/api/v1/trader/balance', headers: bearer(trader.apiKey) }),
      await t.app.inject({
        method: 'PUT',
        url: '/api/v1/trader/status',
        headers: bearer(trader.apiKey),
        payload: { online: true },
      }),
      await t.app.inject({ url: '/api/v1/trader/orders', headers: fromConsole(cookie) }),
      await signIn(t.app, user, { remoteAddress: '10.55.0.2' }),
    ]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(error(refused).code).toBe('trader_disabled');
    }
    // An order started now is not routed to it.
    const customer = await customerOrder(t.app, shop.apiKey, '4321.00');
    const order = await customer.order();
    const mine = await adminGet<TraderOrder[]>(`/api/v1/admin/traders/${trader.id}/orders`);
    expect(mine.map((o) => o.id)).not.toContain(order.id);

    await t.app.inject({ method: 'POST', url: `/api/v1/admin/traders/${trader.id}/enable`, headers: admin });
    expect((await lastAudit(trader.id)).action).toBe('trader.enable');
    const back = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/trader/status',
      headers: bearer(trader.apiKey),
      payload: { online: true },
    });
    expect(back.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/v1/trader/orders', headers: fromConsole(cookie) })).statusCode,
    ).toBe(200);
  });

  it('edits commission and security hold, and records deposits, each with before and after', async () => {
    const trader = await createBookTrader(t.app, { deposit: '100.00' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/traders/${trader.id}`,
      headers: admin,
      payload: { commissionPercent: '1.25', securityHold: '50.00' },
    });
    expect(await lastAudit(trader.id)).toMatchObject({
      action: 'trader.update',
      before: { commissionPercent: '0.00', securityHold: '0.00' },
      after: { commissionPercent: '1.25', securityHold: '50.00' },
    });
    const view = await adminGet<AdminTrader>(`/api/v1/admin/traders/${trader.id}`);
    expect(view).toMatchObject({ commissionPercent: '1.25', securityHold: '50.00' });
    expect(view.balances[0]).toMatchObject({ working: '100.00', available: '50.00' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/traders/00000000-0000-4000-8000-000000000000/disable',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a trader’s trade methods for the operator', () => {
  const methodsUrl = (traderId: string) => `/api/v1/admin/traders/${traderId}/trade-methods`;
  const listMethods = async (traderId: string) =>
    (await adminGet<{ items: AdminTradeMethod[] }>(methodsUrl(traderId))).items;
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin, payload });

  it('adds, changes and removes a method, each logged with the whole method; removal takes its book entries', async () => {
    const trader = await createBookTrader(t.app);
    const [card] = await listMethods(trader.id);
    expect(card).toMatchObject({ paymentType: 'card2card', bank: 'sberbank', bookEntries: 1 });

    const sbp = {
      paymentType: 'sbp',
      bank: 'alfabank',
      fiatCurrency: 'RUB',
      fields: [{ name: 'phone', type: 'string' }],
      customerFields: [{ name: 'last_phone_digits', type: 'lastPhoneDigits', required: true, hidden: false }],
    };
    const added = await send('POST', methodsUrl(trader.id), sbp);
    expect(added.statusCode, added.body).toBe(201);
    const created = json<AdminTradeMethod>(added);
    expect(created).toMatchObject({ bankName: expect.any(String), bookEntries: 0 });
    expect(await lastAudit(trader.id)).toMatchObject({
      action: 'trader.create_trade_method',
      after: { id: created.id, paymentType: 'sbp' },
    });

    // No book entry uses it yet: anything may change.
    const changed = await send('PUT', `${methodsUrl(trader.id)}/${created.id}`, {
      ...sbp,
      paymentType: 'phone_number',
      bank: 'tinkoff',
      fields: [
        { name: 'phone', type: 'string' },
        { name: 'holder', type: 'string' },
      ],
      customerFields: [],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<AdminTradeMethod>(changed)).toMatchObject({
      paymentType: 'phone_number',
      bank: 'tinkoff',
      fields: [{ name: 'phone' }, { name: 'holder' }],
      customerFields: [],
    });
    expect(await lastAudit(trader.id)).toMatchObject({
      action: 'trader.update_trade_method',
      before: { bank: 'alfabank', paymentType: 'sbp' },
      after: { bank: 'tinkoff', paymentType: 'phone_number' },
    });

    // The card method has a book entry: its bank and customer fields change, its payment type does not.
    const cardUrl = `${methodsUrl(trader.id)}/${card!.id}`;
    const cardBody = { ...CARD2CARD_METHOD, bank: 'tinkoff' };
    expect((await send('PUT', cardUrl, cardBody)).statusCode).toBe(200);
    const refused = await send('PUT', cardUrl, { ...cardBody, paymentType: 'sbp', fields: [] });
    expect(refused.statusCode).toBe(409);
    expect(error(refused)).toMatchObject({
      code: 'trade_method_in_use',
      fieldErrors: { paymentType: { code: 'invalid_choice' }, fields: { code: 'invalid_choice' } },
    });

    const removed = await send('DELETE', cardUrl);
    expect(removed.statusCode).toBe(204);
    expect(await lastAudit(trader.id)).toMatchObject({
      action: 'trader.delete_trade_method',
      before: { id: card!.id, bank: 'tinkoff' },
      after: null,
    });
    expect((await listMethods(trader.id)).map((method) => method.id)).toEqual([created.id]);
    expect(await adminGet<RequisiteEntry[]>(`/api/v1/admin/traders/${trader.id}/requisites`)).toEqual([]);
    // Gone for the trader too, and a second removal finds nothing.
    const own = await t.app.inject({ url: '/api/v1/trader/trade-methods', headers: bearer(trader.apiKey) });
    expect(json<{ id: string }[]>(own).map((method) => method.id)).toEqual([created.id]);
    expect((await send('DELETE', cardUrl)).statusCode).toBe(404);
  });

  it('refuses a method it cannot use, each problem as a code next to its field', async () => {
    const trader = await createBookTrader(t.app);
    const other = await createBookTrader(t.app);
    const twice = await send('POST', methodsUrl(trader.id), {
      ...CARD2CARD_METHOD,
      fields: [
        { name: 'card_number', type: 'string' },
        { name: 'card_number', type: 'string' },
      ],
      customerFields: [{ name: 'utr', type: 'iban', required: true, hidden: false }],
    });
    expect(twice.statusCode).toBe(400);
    expect(error(twice)).toMatchObject({
      code: 'validation_failed',
      fieldErrors: {
        fields: { code: 'invalid_choice' },
        'customerFields.0.type': { code: 'invalid_choice' },
      },
    });
    const unknown = await send('POST', methodsUrl(trader.id), {
      ...CARD2CARD_METHOD,
      bank: 'no_such_bank',
      fiatCurrency: 'XXX',
    });
    expect(unknown.statusCode).toBe(400);
    expect(error(unknown).fieldErrors).toEqual({
      bank: { code: 'not_a_bank' },
      fiatCurrency: { code: 'invalid_choice' },
    });
    // Another trader's method is not found under this trader.
    const foreign = await send('PUT', `${methodsUrl(trader.id)}/${other.methodId}`, CARD2CARD_METHOD);
    expect(foreign.statusCode).toBe(404);
    expect((await listMethods(trader.id)).map((method) => method.id)).toEqual([trader.methodId]);
  });
});
