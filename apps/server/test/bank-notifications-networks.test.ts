import {
  luhnCheckDigit,
  type BankNotificationsResponse,
  type CreateBankDeviceResponse,
  type IngestBankNotificationResponse,
  type NotificationRule,
  type Order,
} from '@payorder/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_KEY,
  bearer,
  CARD2CARD_METHOD,
  createOrder,
  json,
  loginCustomer,
  readyTrader,
  useTestApp,
} from './helper.ts';
import { addEntry, createShop } from './routing-kit.ts';

/**
 * Card networks (decision 018): Uzbekistan's Humo and Uzcard and Armenia's ArCa send a card's SMS from the
 * network's sender, whatever bank issued the card. Such a credit confirms the trader's open order of its
 * currency on any bank whose card ends in the digits it names; other digits, or none, confirm nothing.
 */
const t = useTestApp();
const INGEST = '/api/v1/ingest/bank-notifications';
const admin = bearer(ADMIN_KEY);
const now = () => new Date().toISOString();

/** A Humo card Kapitalbank issued (9860 …), with its Luhn check digit. */
const PAYLOAD = '9860 1201 4455 762';
const CARD = `${PAYLOAD}${luhnCheckDigit(PAYLOAD.replace(/ /g, ''))}`;
const LAST4 = CARD.slice(-4);

/** The one trader: Kapitalbank card2card in UZS, that card in its book, a paired phone, auto-confirm on arrival. */
const world = {} as {
  shop: { apiKey: string };
  trader: { id: string; apiKey: string };
  device: CreateBankDeviceResponse;
};
beforeAll(async () => {
  world.shop = await createShop(t.app);
  world.trader = json<{ id: string; apiKey: string }>(
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/traders',
      headers: admin,
      payload: { name: 'Tashkent' },
    }),
  );
  const method = json<{ id: string }>(
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/traders/${world.trader.id}/trade-methods`,
      headers: admin,
      payload: { ...CARD2CARD_METHOD, bank: 'kapitalbank', fiatCurrency: 'UZS' },
    }),
  );
  await addEntry(t.app, world.trader.apiKey, method.id, { maxOpenOrders: 50 }, CARD);
  await readyTrader(t.app, world.trader, '100000000.00', 'UZS');
  const paired = await t.app.inject({
    method: 'POST',
    url: '/api/v1/trader/devices',
    headers: bearer(world.trader.apiKey),
    payload: { name: 'Phone' },
  });
  expect(paired.statusCode, paired.body).toBe(201);
  world.device = json<CreateBankDeviceResponse>(paired);
  const mode = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/trader/auto-confirm',
    headers: bearer(world.trader.apiKey),
    payload: { mode: 'on_arrival' },
  });
  expect(mode.statusCode, mode.body).toBe(200);
});

/** A customer's UZS order paid to Kapitalbank: the trader's card details given, the customer about to pay. */
async function uzsOrder(amount: string) {
  const { id, token } = await createOrder(t.app, world.shop.apiKey, { amount, currency: 'UZS' });
  const auth = bearer(await loginCustomer(t.app, id, token));
  const url = `/api/v1/customer/orders/${id}`;
  const selected = await t.app.inject({
    method: 'PATCH',
    url,
    headers: auth,
    payload: { payment: { type: 'card2card', bank: 'kapitalbank' } },
  });
  expect(selected.statusCode, selected.body).toBe(200);
  const started = await t.app.inject({ method: 'POST', url: `${url}/start-payment`, headers: auth });
  expect(started.statusCode, started.body).toBe(200);
  return { id, status: async () => json<Order>(await t.app.inject({ url, headers: auth })).status };
}

async function ingest(from: string, text: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: INGEST,
    headers: bearer(world.device.key),
    payload: { from, text, receivedAt: now() },
  });
  expect(response.statusCode, response.body).toBe(202);
  return json<IngestBankNotificationResponse>(response);
}

/** Humo's SMS of money in to the card ending in `last4` (samples-uzbekistan.jsonl). */
const humoCredit = (last4: string, amount: string) =>
  `HUMOCARD *${last4}: popolnenie ${amount} UZS; P2P; 26-12-01 16:00; Dostupno: 900000.00 UZS`;

describe('card networks', () => {
  it('a new phone is told to forward the senders of the networks of its trader’s currency', () => {
    const banks = world.device.recommendedSenders.map((group) => group.bank);
    expect(banks).toEqual(expect.arrayContaining(['humo', 'uzcard']));
    expect(banks).not.toContain('arca');
    expect(banks).not.toContain('sberbank');
    expect(world.device.recommendedSenders.find((group) => group.bank === 'humo')!.senders).toContain('HUMO');
  });

  it('a Humo credit confirms the UZS order whose Kapitalbank card ends in its digits; other digits confirm nothing', async () => {
    const order = await uzsOrder('250000.00');
    const other = LAST4 === '0001' ? '0002' : '0001';
    expect(await ingest('HUMO', humoCredit(other, '250000.00'))).toMatchObject({ outcome: 'unmatched' });
    expect(await order.status()).toBe('customer_confirm');

    expect(await ingest('11313', humoCredit(LAST4, '250000.00'))).toMatchObject({
      outcome: 'confirmed',
      orderId: order.id,
    });
    expect(await order.status()).toBe('completed');
    const list = json<BankNotificationsResponse>(
      await t.app.inject({
        url: '/api/v1/trader/bank-notifications?outcome=confirmed',
        headers: bearer(world.trader.apiKey),
      }),
    );
    expect(list.items).toMatchObject([{ bank: 'humo', last4: LAST4, amount: '250000.00', currency: 'UZS' }]);
  });

  it('a network’s credit naming no digits matches nothing automatically, where the bank’s own would', async () => {
    const order = await uzsOrder('260000.00');
    // The operator's rule for a format without the card's digits (no shipped network rule reads one so).
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/notification-rules',
      headers: admin,
      payload: {
        bank: 'humo',
        name: 'Humo: money in, no card digits',
        senders: ['HUMO'],
        kind: 'credit',
        pattern: String.raw`^HUMO kirim (?<amount>\d[\d\s.,]*\d) (?<currency>UZS)`,
        currency: 'UZS',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const rule = json<NotificationRule>(created);
    expect(await ingest('HUMO', 'HUMO kirim 260000.00 UZS')).toMatchObject({ outcome: 'unmatched' });
    expect(await order.status()).toBe('customer_confirm');

    const asBank = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/notification-rules/${rule.id}`,
      headers: admin,
      payload: { bank: 'kapitalbank' },
    });
    expect(asBank.statusCode, asBank.body).toBe(200);
    expect(await ingest('HUMO', 'HUMO kirim 260000.00 UZS (2)')).toMatchObject({
      outcome: 'confirmed',
      orderId: order.id,
    });
  });
});
