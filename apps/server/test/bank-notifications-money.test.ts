import type {
  BankNotification,
  BankNotificationsResponse,
  CreateBankDeviceResponse,
  IngestBankNotificationResponse,
  Order,
} from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, bearer, createOrder, json, loginCustomer, useTestApp } from './helper.ts';
import {
  createBookTrader,
  createShop,
  customerOrder,
  expectLedgerInvariants,
  traderMove,
  type Trader,
} from './routing-kit.ts';

/**
 * A notification confirms only the order it pays (issue 33, findings 2 and 3): the same money told again
 * (the bank's push after its SMS, a second phone, a replay) never confirms another order; a credit of
 * another bank, to a phone's digits, or that may be a late payer's of an order that just ended on the same
 * card, is left to the trader to attach by hand; nothing is confirmed without the phone's own time.
 */
const t = useTestApp();
const INGEST = '/api/v1/ingest/bank-notifications';

async function pairDevice(trader: Trader, name = 'Phone') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/trader/devices',
    headers: bearer(trader.apiKey),
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<CreateBankDeviceResponse>(response);
}

async function ingest(key: string, payload: object) {
  const response = await t.app.inject({ method: 'POST', url: INGEST, headers: bearer(key), payload });
  expect(response.statusCode, response.body).toBe(202);
  return json<IngestBankNotificationResponse>(response);
}

/** The phone's own time of a message: now (after the order got its details), as the forwarders send it. */
const stamped = (message: { from: string; text: string }, at = Date.now()) => ({
  ...message,
  receivedAt: new Date(at).toISOString(),
});

/** Sberbank's SMS from 900 of `amount` roubles to the card ending in `last4`. */
const sberSms = (amount: string, last4: string, balance = '1000.50') => ({
  from: '900',
  text: `СЧЁТ${last4} 14:32 Перевод ${amount}р от Иван И. Баланс: ${balance}р`,
});
/** SberBank Online's message of the same kind of transfer: it names no card. */
const sberOnline = (written: string) => ({
  from: '900',
  text: `Сбербанк Онлайн. Иван Иванович И. перевел(а) вам ${written} RUB.`,
});

const earlier: Trader[] = [];
/** A shop and the one online trader (its phone, on_arrival) with `entries` Sberbank cards. */
async function world(entries = 1) {
  for (const trader of earlier.splice(0))
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/trader/status',
      headers: bearer(trader.apiKey),
      payload: { online: false },
    });
  const shop = await createShop(t.app);
  const trader = await createBookTrader(t.app, { entries, limits: { maxOpenOrders: 50 } });
  earlier.push(trader);
  const device = await pairDevice(trader);
  const mode = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/trader/auto-confirm',
    headers: bearer(trader.apiKey),
    payload: { mode: 'on_arrival' },
  });
  expect(mode.statusCode).toBe(200);
  return { shop, trader, device };
}

type Customer = Awaited<ReturnType<typeof customerOrder>>;
const statusOf = async (customer: Customer) => (await customer.order()).status;
/** The last four digits of the card the customer was given. */
const cardOf = async (customer: Customer) =>
  String((await customer.order()).requisites?.card_number ?? '')
    .replace(/\D/g, '')
    .slice(-4);

async function notification(trader: Trader, id: string) {
  const list = json<BankNotificationsResponse>(
    await t.app.inject({
      url: '/api/v1/trader/bank-notifications?limit=100',
      headers: bearer(trader.apiKey),
    }),
  );
  return list.items.find((item) => item.id === id)!;
}

describe('the same money told again confirms nothing more', () => {
  it('the bank’s push after its SMS: held for the trader, never confirming the other open order', async () => {
    const { shop, trader, device } = await world(2);
    const paid = await customerOrder(t.app, shop.apiKey, '5000.00');
    const other = await customerOrder(t.app, shop.apiKey, '5000.00');
    const sms = await ingest(device.key, stamped(sberSms('5000', await cardOf(paid))));
    expect(sms).toMatchObject({ outcome: 'confirmed', orderId: paid.id });
    // The push of SberBank Online a few seconds later names no card: only the other order is still open.
    const push = await ingest(device.key, {
      ...stamped(sberOnline('5 000.00'), Date.now() + 3000),
      app: 'SberBank Online',
    });
    expect(push.outcome).toBe('ambiguous');
    expect(push.orderId).toBeUndefined();
    expect(await statusOf(other)).toBe('customer_confirm');
    expect(await notification(trader, push.id)).toMatchObject({
      outcome: 'ambiguous',
      candidateOrderIds: [other.id],
      reviewReason: 'same_money_linked',
      orderId: null,
    });
    // Money of the same amount to the other card is other money: it confirms its order.
    const second = await ingest(device.key, stamped(sberSms('5000', await cardOf(other), '6000.50')));
    expect(second).toMatchObject({ outcome: 'confirmed', orderId: other.id });
    await expectLedgerInvariants(t.db);
  });

  it('the same SMS from a second phone: a duplicate at the same phone time, held at another', async () => {
    const { shop, trader, device } = await world(2);
    const second = await pairDevice(trader, 'Second phone');
    const third = await pairDevice(trader, 'Third phone');
    const paid = await customerOrder(t.app, shop.apiKey, '5100.00');
    const at = Date.now();
    const sms = stamped(sberOnline('5 100.00'), at);
    expect(await ingest(device.key, sms)).toMatchObject({ outcome: 'confirmed', orderId: paid.id });
    // The next customer of the amount gets the other card (the first just ended on its own).
    const next = await customerOrder(t.app, shop.apiKey, '5100.00');
    expect(await statusOf(next)).toBe('customer_confirm');
    expect(await ingest(second.key, sms)).toMatchObject({ outcome: 'duplicate', orderId: paid.id });
    const later = await ingest(third.key, stamped(sberOnline('5 100.00'), at + 1500));
    expect(later.outcome).toBe('ambiguous');
    expect(await notification(trader, later.id)).toMatchObject({
      candidateOrderIds: [next.id],
      reviewReason: 'same_money_linked',
    });
    expect(await statusOf(next)).toBe('customer_confirm');
  });

  it('the same text after the duplicate window: a duplicate with its phone time, held without one', async () => {
    const { shop, trader, device } = await world(2);
    const paid = await customerOrder(t.app, shop.apiKey, '5200.00');
    const sms = stamped(sberOnline('5 200.00'));
    expect(await ingest(device.key, sms)).toMatchObject({ outcome: 'confirmed', orderId: paid.id });
    const next = await customerOrder(t.app, shop.apiKey, '5200.00');
    // Ten minutes on: the text's duplicate claim has lapsed.
    await t.db.query(
      `UPDATE bank_notification_keys SET expires_at = now() - interval '1 minute' WHERE device_id = $1`,
      [device.id],
    );
    expect(await ingest(device.key, sms)).toMatchObject({ outcome: 'duplicate', orderId: paid.id });
    await t.db.query(
      `UPDATE bank_notification_keys SET expires_at = now() - interval '1 minute' WHERE device_id = $1`,
      [device.id],
    );
    const bare = await ingest(device.key, { from: sms.from, text: sms.text });
    expect(bare.outcome).toBe('ambiguous');
    expect(await notification(trader, bare.id)).toMatchObject({ candidateOrderIds: [next.id] });
    expect(await statusOf(next)).toBe('customer_confirm');
  });

  it('without the phone’s own time nothing is linked or confirmed: the trader attaches it by hand', async () => {
    const { shop, trader, device } = await world();
    const customer = await customerOrder(t.app, shop.apiKey, '5300.00');
    const answer = await ingest(device.key, sberOnline('5 300.00'));
    expect(answer.outcome).toBe('ambiguous');
    expect(await statusOf(customer)).toBe('customer_confirm');
    expect(await notification(trader, answer.id)).toMatchObject({
      candidateOrderIds: [customer.id],
      reviewReason: 'no_phone_time',
    });
    await customer.pay();
    expect(await statusOf(customer)).toBe('trader_confirm');
    const attached = await t.app.inject({
      method: 'POST',
      url: `/api/v1/trader/bank-notifications/${answer.id}/attach`,
      headers: bearer(trader.apiKey),
      payload: { orderId: customer.id },
    });
    expect(json<BankNotification>(attached)).toMatchObject({ outcome: 'matched', linkedBy: 'hand' });
    expect((await traderMove(t.app, trader.apiKey, customer.id, 'confirm')).statusCode).toBe(200);
  });
});

describe('the wrong customer’s order', () => {
  it('a late payer of an order that ended: the next order of the amount on the card is not confirmed', async () => {
    const { shop, trader, device } = await world();
    const late = await customerOrder(t.app, shop.apiKey, '5400.00');
    const card = await cardOf(late);
    expect((await late.call('POST', '/cancel')).statusCode).toBe(200);
    // Past routing's short cool-down (5 minutes on), the next customer of the amount gets the same card.
    await t.db.query(`UPDATE orders SET finished_at = now() - interval '5 minutes' WHERE id = $1`, [late.id]);
    const next = await customerOrder(t.app, shop.apiKey, '5400.00');
    expect(await statusOf(next)).toBe('customer_confirm');
    expect(await cardOf(next)).toBe(card);
    const answer = await ingest(device.key, stamped(sberSms('5400', card)));
    expect(answer.outcome).toBe('ambiguous');
    expect(await notification(trader, answer.id)).toMatchObject({
      candidateOrderIds: [next.id],
      reviewReason: 'same_amount_ended',
    });
    expect(await statusOf(next)).toBe('customer_confirm');
  });

  it('routing does not give an amount that just ended on a card to that card again at once', async () => {
    const { shop } = await world();
    const first = await customerOrder(t.app, shop.apiKey, '5500.00');
    expect((await first.call('POST', '/cancel')).statusCode).toBe(200);
    // The trader's one card just had 5 500: no trader can take another 5 500 now (as while one is open).
    await expect(customerOrder(t.app, shop.apiKey, '5500.00')).rejects.toThrow(/No trader can take/);
    expect(await statusOf(await customerOrder(t.app, shop.apiKey, '5600.00'))).toBe('customer_confirm');
    await t.db.query(`UPDATE orders SET finished_at = finished_at - interval '3 minutes' WHERE id = $1`, [
      first.id,
    ]);
    expect(await statusOf(await customerOrder(t.app, shop.apiKey, '5500.00'))).toBe('customer_confirm');
  });

  it('another bank’s credit, or one naming the digits of the order’s phone, confirms nothing', async () => {
    const { shop, trader, device } = await world();
    const admin = bearer(ADMIN_KEY);
    // The trader also takes SBP to a T-Bank phone.
    const method = json<{ id: string }>(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/traders/${trader.id}/trade-methods`,
        headers: admin,
        payload: {
          paymentType: 'sbp',
          bank: 'tinkoff',
          fiatCurrency: 'RUB',
          fields: [{ name: 'phone', type: 'string' }],
          customerFields: [],
        },
      }),
    );
    const entry = await t.app.inject({
      method: 'POST',
      url: '/api/v1/trader/requisites',
      headers: bearer(trader.apiKey),
      payload: { tradeMethodId: method.id, details: { phone: '+79161234455' }, maxOpenOrders: 50 },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const sbpOrder = async (amount: string) => {
      const { id, token } = await createOrder(t.app, shop.apiKey, { amount });
      const auth = bearer(await loginCustomer(t.app, id, token));
      const url = `/api/v1/customer/orders/${id}`;
      await t.app.inject({
        method: 'PATCH',
        url,
        headers: auth,
        payload: { payment: { type: 'sbp', bank: null } },
      });
      expect(
        (await t.app.inject({ method: 'POST', url: `${url}/start-payment`, headers: auth })).statusCode,
      ).toBe(200);
      const order = json<Order>(await t.app.inject({ url, headers: auth }));
      expect(order).toMatchObject({ status: 'customer_confirm', requisites: { bank: 'tinkoff' } });
      return { id, status: async () => json<Order>(await t.app.inject({ url, headers: auth })).status };
    };

    const phone = await sbpOrder('5700.00');
    // A SberBank credit: the money reached the trader's Sberbank account, not the T-Bank phone.
    expect((await ingest(device.key, stamped(sberOnline('5 700.00')))).outcome).toBe('unmatched');
    // A T-Bank credit to the card ending in the phone's last digits: a card is not a phone.
    const toCard = { from: 'T-Bank', text: 'Пополнение, карта *4455. 5 700 ₽. Сергей Т. Доступно 21 300 ₽' };
    expect((await ingest(device.key, stamped(toCard))).outcome).toBe('unmatched');
    expect(await phone.status()).toBe('customer_confirm');
    // A Sberbank card order is no T-Bank credit's either.
    const card = await customerOrder(t.app, shop.apiKey, '5800.00');
    const tbank = { from: 'T-Bank', text: 'Пополнение, счет RUB. 5 800 ₽. Иван П. Доступно 10 000 ₽' };
    expect((await ingest(device.key, stamped(tbank))).outcome).toBe('unmatched');
    expect(await statusOf(card)).toBe('customer_confirm');
    // The T-Bank credit that names no card is the T-Bank phone order's.
    const fits = await sbpOrder('5900.00');
    const credit = { from: 'T-Bank', text: 'Пополнение, счет RUB. 5 900 ₽. Иван П. Доступно 15 900 ₽' };
    expect(await ingest(device.key, stamped(credit))).toMatchObject({
      outcome: 'confirmed',
      orderId: fits.id,
    });
    expect(await fits.status()).toBe('completed');
  });
});

describe('Sberbank’s transfer out', () => {
  it('"перевод 2 000р Баланс" with no sender is the trader’s own transfer: ignored, never a confirmation', async () => {
    const { shop, device } = await world();
    const customer = await customerOrder(t.app, shop.apiKey, '2000.00');
    const card = await cardOf(customer);
    const out = await ingest(
      device.key,
      stamped({ from: '900', text: `СЧЁТ${card} 18:26 перевод 2 000р Баланс: 23 000р` }),
    );
    expect(out.outcome).toBe('ignored');
    expect(await statusOf(customer)).toBe('customer_confirm');
  });
});

describe('money that does not fit an order (issue 36)', () => {
  it('paid late: a credit of a cancelled order’s amount on its card is shown beside that order, confirming nothing', async () => {
    const { shop, trader, device } = await world();
    const late = await customerOrder(t.app, shop.apiKey, '5700.00');
    const card = await cardOf(late);
    expect((await late.call('POST', '/cancel')).statusCode).toBe(200);
    const answer = await ingest(device.key, stamped(sberSms('5700', card)));
    expect(answer.outcome).toBe('unmatched');
    expect(await notification(trader, answer.id)).toMatchObject({
      candidateOrderIds: [late.id],
      reviewReason: 'paid_late',
    });
    expect(await statusOf(late)).toBe('cancelled');
    await expectLedgerInvariants(t.db);
  });

  it('amount differs: a credit of another sum on an open order’s card is offered beside it, confirming nothing', async () => {
    const { shop, trader, device } = await world();
    const open = await customerOrder(t.app, shop.apiKey, '5800.00');
    const card = await cardOf(open);
    const answer = await ingest(device.key, stamped(sberSms('5750', card)));
    expect(answer.outcome).toBe('unmatched');
    expect(await notification(trader, answer.id)).toMatchObject({
      candidateOrderIds: [open.id],
      reviewReason: 'amount_differs',
    });
    expect(await statusOf(open)).toBe('customer_confirm');
    // Without the card's digits nothing is singled out.
    const vague = await ingest(device.key, stamped(sberOnline('5 750.00')));
    expect(await notification(trader, vague.id)).toMatchObject({ candidateOrderIds: [], reviewReason: null });
  });
});
