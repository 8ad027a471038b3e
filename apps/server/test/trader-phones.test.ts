import crypto from 'node:crypto';
import {
  patternFromExample,
  PHONE_SILENT_AFTER_MINUTES_DEFAULT,
  type BankDevicesResponse,
  type BankNotificationsResponse,
  type CreateBankDeviceResponse,
  type ExampleMark,
  type OverviewHealth,
  type UnreadNotificationsResponse,
} from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, bearer, json, useTestApp } from './helper.ts';
import { createBookTrader, type Trader } from './routing-kit.ts';

/**
 * The trader's phone (issues 36 and 38): heartbeats and silent phones, what a message keeps of its
 * text, and a rule taught from an example message.
 */
const t = useTestApp();
const INGEST = '/api/v1/ingest/bank-notifications';
const admin = bearer(ADMIN_KEY);

async function pairedTrader(): Promise<{ trader: Trader; device: CreateBankDeviceResponse }> {
  const trader = await createBookTrader(t.app);
  const paired = await t.app.inject({
    method: 'POST',
    url: '/api/v1/trader/devices',
    headers: bearer(trader.apiKey),
    payload: { name: 'Redmi' },
  });
  expect(paired.statusCode, paired.body).toBe(201);
  return { trader, device: json<CreateBankDeviceResponse>(paired) };
}

const post = (device: CreateBankDeviceResponse, from: string, text: string) =>
  t.app.inject({
    method: 'POST',
    url: INGEST,
    headers: bearer(device.key),
    payload: { from, text, receivedAt: new Date().toISOString() },
  });

const devicesOf = async (trader: Trader) =>
  json<BankDevicesResponse>(
    await t.app.inject({ url: '/api/v1/trader/devices', headers: bearer(trader.apiKey) }),
  );

const notificationsOf = async (trader: Trader) =>
  json<BankNotificationsResponse>(
    await t.app.inject({ url: '/api/v1/trader/bank-notifications', headers: bearer(trader.apiKey) }),
  ).items;

const health = async () =>
  json<OverviewHealth>(await t.app.inject({ url: '/api/v1/admin/overview/health', headers: admin }));

/** SMS Gateway for Android's heartbeat, signed as it signs (X-Timestamp, X-Signature over body + time). */
function ping(device: CreateBankDeviceResponse) {
  const body = JSON.stringify({
    id: 'env-p',
    webhookId: 'payorder-ping',
    event: 'system:ping',
    deviceId: 'ffffffffceb0b1db',
    payload: { health: { status: 'pass' } },
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  return t.app.inject({
    method: 'POST',
    url: new URL(device.signedIngestUrl).pathname,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': crypto
        .createHmac('sha256', device.key)
        .update(body + timestamp)
        .digest('hex'),
    },
    payload: body,
  });
}

describe('heartbeat and silent phones', () => {
  it("stores a phone's heartbeat and last message and shows them to the trader and the operator", async () => {
    const { trader, device } = await pairedTrader();
    expect((await ping(device)).statusCode).toBe(204);
    const afterPing = (await devicesOf(trader)).items[0]!;
    expect(afterPing.lastHeartbeatAt).not.toBeNull();
    expect(afterPing).toMatchObject({ lastMessageAt: null, silent: false });

    expect(
      (await post(device, '900', 'СЧЁТ2202 14:32 Перевод 1500р от Иван И. Баланс: 25000.50р')).statusCode,
    ).toBe(202);
    const operatorView = json<BankDevicesResponse>(
      await t.app.inject({ url: `/api/v1/admin/traders/${trader.id}/devices`, headers: admin }),
    );
    expect(operatorView.items).toHaveLength(1);
    expect(operatorView.items[0]).toMatchObject({ name: 'Redmi', notifications: 1, silent: false });
    expect(operatorView.items[0]!.lastMessageAt).not.toBeNull();
    expect(operatorView.silentAfterMinutes).toBe(30);

    const unknown = await t.app.inject({
      url: `/api/v1/admin/traders/${crypto.randomUUID()}/devices`,
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("flags a phone of a trader on auto-confirm silent past the operator's minutes, for the trader and the overview", async () => {
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/phones',
      headers: admin,
      payload: { silentAfterMinutes: 10 },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/phones',
      headers: admin,
      payload: { silentAfterMinutes: 0 },
    });
    expect(refused.statusCode).toBe(400);
    // The change is in the audit log, from the default to 10; the refused one is not.
    const audit = await t.app.inject({ url: '/api/v1/admin/audit?action=settings.update', headers: admin });
    expect(audit.json().items).toEqual([
      expect.objectContaining({
        targetType: 'settings',
        targetId: 'phones',
        before: { silentAfterMinutes: PHONE_SILENT_AFTER_MINUTES_DEFAULT },
        after: { silentAfterMinutes: 10 },
      }),
    ]);

    const { trader, device } = await pairedTrader();
    await ping(device);
    await t.db.query(
      `UPDATE bank_devices SET last_heartbeat_at = now() - interval '11 minutes' WHERE id = $1`,
      [device.id],
    );
    const listed = await devicesOf(trader);
    expect(listed).toMatchObject({ silentAfterMinutes: 10, items: [{ id: device.id, silent: true }] });
    // Off: the phone confirms nothing, so its silence is no health problem.
    expect((await health()).silentPhones.map((phone) => phone.deviceId)).not.toContain(device.id);

    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/trader/auto-confirm',
      headers: bearer(trader.apiKey),
      payload: { mode: 'on_arrival' },
    });
    expect((await health()).silentPhones).toContainEqual(
      expect.objectContaining({ traderId: trader.id, deviceId: device.id, deviceName: 'Redmi' }),
    );
    // A heartbeat now: heard from, no longer silent.
    await ping(device);
    await t.db.query(`UPDATE bank_devices SET last_heartbeat_at = now() WHERE id = $1`, [device.id]);
    expect((await devicesOf(trader)).items[0]!.silent).toBe(false);
    expect((await health()).silentPhones.map((phone) => phone.deviceId)).not.toContain(device.id);
  });
});

describe('what a message keeps', () => {
  it('keeps no text of a message from a sender no rule knows: its sender and time only', async () => {
    const { trader, device } = await pairedTrader();
    expect((await post(device, '+79161234567', 'Мама: купи хлеба, код от домофона 4455')).statusCode).toBe(
      202,
    );
    // A bank's wording from a phone number: a look-alike, its text not kept either.
    await post(device, '+79160000000', 'СЧЁТ2202 14:32 Перевод 1500р от Иван И. Баланс: 25000.50р');
    const [lookAlike, personal] = await notificationsOf(trader);
    expect(personal).toMatchObject({ from: '+79161234567', text: '', kind: 'unparsed', outcome: 'unparsed' });
    expect(lookAlike).toMatchObject({ from: '+79160000000', text: '', kind: 'unknown_sender' });
    const { rows } = await t.db.query<{ text: string }>(
      'SELECT text FROM bank_notifications WHERE device_id = $1',
      [device.id],
    );
    expect(rows.map((row) => row.text)).toEqual(['', '']);
  });

  it('masks a one-time code on arrival: neither the list nor the database holds it', async () => {
    const { trader, device } = await pairedTrader();
    await post(device, '900', 'Никому не сообщайте код 482913 для входа в СберБанк Онлайн');
    const [code] = await notificationsOf(trader);
    expect(code!.text).toBe('Никому не сообщайте код •••••• для входа в СберБанк Онлайн');
    const { rows } = await t.db.query<{ text: string }>(
      `SELECT text FROM bank_notifications WHERE device_id = $1 AND text LIKE '%482913%'`,
      [device.id],
    );
    expect(rows).toHaveLength(0);
  });

  it("recommends the bank's own senders when pairing, never *", async () => {
    const { device } = await pairedTrader();
    const sber = device.recommendedSenders.find((bank) => bank.bank === 'sberbank');
    expect(sber?.senders).toContain('900');
    expect(device.recommendedSenders.flatMap((bank) => bank.senders)).not.toContain('*');
  });
});

describe('teaching a rule by example', () => {
  it("lists a bank's message no rule read; a rule written from it by marking reads it and the next one", async () => {
    const { trader, device } = await pairedTrader();
    const text = 'SBOL: zachislenie 2 750,00 RUB na kartu *6612 ot PETROV P.P. Dostupno 10 000 RUB';
    expect((await post(device, '900', text)).json()).toMatchObject({ outcome: 'unparsed' });
    const unread = json<UnreadNotificationsResponse>(
      await t.app.inject({ url: '/api/v1/admin/bank-notifications/unread', headers: admin }),
    );
    expect(unread.items[0]).toMatchObject({ from: '900', text, traderId: trader.id, deviceName: 'Redmi' });

    const at = (field: ExampleMark['field'], value: string): ExampleMark => ({
      field,
      start: text.indexOf(value),
      end: text.indexOf(value) + value.length,
    });
    const written = patternFromExample(text, [
      at('amount', '2 750,00'),
      at('currency', 'RUB'),
      at('last4', '6612'),
      at('payer', 'PETROV P.P.'),
    ]);
    if (!('pattern' in written)) throw new Error(written.problem);
    // Tested on the pasted message by the server's engine (RE2), as the console does.
    const tried = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/notification-rules/test',
      headers: admin,
      payload: { from: '900', text, rule: { kind: 'credit', pattern: written.pattern, bank: 'sberbank' } },
    });
    expect(tried.statusCode, tried.body).toBe(200);
    expect(tried.json()).toMatchObject({
      kind: 'credit',
      amount: '2750.00',
      currency: 'RUB',
      last4: '6612',
      payer: 'PETROV P.P.',
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/notification-rules',
      headers: admin,
      payload: {
        bank: 'sberbank',
        name: 'SBOL zachislenie',
        senders: ['900'],
        kind: 'credit',
        pattern: written.pattern,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await post(device, '900', 'SBOL: zachislenie 990,00 RUB na kartu *1200 ot ANNA K. Dostupno 5 RUB');
    const [next] = await notificationsOf(trader);
    expect(next).toMatchObject({ kind: 'credit', amount: '990.00', last4: '1200', payer: 'ANNA K.' });
  });
});
