import type {
  BankNotificationsResponse,
  CreateBankDeviceResponse,
  IngestBankNotificationResponse,
} from '@payorder/contract';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { bearer, json, startTestApp, type TestApp } from './helper.ts';
import { cardNumberOf, createBookTrader, createShop, customerOrder } from './routing-kit.ts';

/**
 * A paired phone's posts are limited per device key (INGEST_RATE_LIMIT_PER_DEVICE a minute): a flood
 * from one key is refused with 429 rate_limited and Retry-After before anything is stored, other phones
 * are not held back, and the refused message, sent again once the minute is over (the forwarder app
 * retries), is accepted and confirms its order: nothing is lost.
 */
const PER_DEVICE = 3;
const INGEST = '/api/v1/ingest/bank-notifications';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ INGEST_RATE_LIMIT_PER_DEVICE: String(PER_DEVICE) });
});
afterAll(() => t.close());

const post = (key: string, payload: object) =>
  t.app.inject({ method: 'POST', url: INGEST, headers: bearer(key), payload });

it('a flood from one phone meets 429 with Retry-After; the message sent again after it confirms its order once', async () => {
  const shop = await createShop(t.app);
  const trader = await createBookTrader(t.app, { entries: 1 });
  const pair = async (name: string) =>
    json<CreateBankDeviceResponse>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/trader/devices',
        headers: bearer(trader.apiKey),
        payload: { name },
      }),
    );
  const [phone, otherPhone] = [await pair('Phone'), await pair('Second phone')];
  await t.app.inject({
    method: 'PUT',
    url: '/api/v1/trader/auto-confirm',
    headers: bearer(trader.apiKey),
    payload: { mode: 'on_arrival' },
  });
  const customer = await customerOrder(t.app, shop.apiKey, '1500.00');
  const notifications = async () =>
    json<BankNotificationsResponse>(
      await t.app.inject({ url: '/api/v1/trader/bank-notifications', headers: bearer(trader.apiKey) }),
    ).items;

  // The phone's minute is spent on other messages (codes, adverts: stored, ignored).
  for (let index = 0; index < PER_DEVICE; index += 1)
    expect((await post(phone.key, { from: '900', text: `Код ${1000 + index} для входа` })).statusCode).toBe(
      202,
    );
  const sms = {
    from: '900',
    text: `СЧЁТ${cardNumberOf(0).slice(-4)} 14:32 Перевод 1500р от Иван И. Баланс: 9100.50р`,
    messageId: 'sms-1',
    receivedAt: Date.now(), // the phone's own time: without it nothing is confirmed automatically
  };
  const refused = await post(phone.key, sms);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({
    code: 'rate_limited',
    message: expect.stringContaining('Retry-After'),
  });
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  // Refused before anything was read or stored: the order waits, the message is not in the list.
  expect((await customer.order()).status).toBe('customer_confirm');
  expect((await notifications()).map((item) => item.text)).not.toContain(sms.text);

  // The limit is the phone's: the trader's other phone still posts.
  expect((await post(otherPhone.key, { from: '900', text: 'Код 2000 для входа' })).statusCode).toBe(202);

  // The forwarder app retries after Retry-After: the minute is over, the same message is accepted.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + retryAfter * 1000 });
  try {
    const accepted = await post(phone.key, sms);
    expect(accepted.statusCode, accepted.body).toBe(202);
    expect(json<IngestBankNotificationResponse>(accepted)).toMatchObject({
      outcome: 'confirmed',
      orderId: customer.id,
    });
  } finally {
    vi.useRealTimers();
  }
  expect((await customer.order()).status).toBe('completed');
  expect((await notifications()).filter((item) => item.text === sms.text)).toMatchObject([
    { outcome: 'confirmed', orderId: customer.id },
  ]);
});
