import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type {
  BankDevicesResponse,
  BankNotificationsResponse,
  CreateBankDeviceResponse,
  IngestBankNotificationResponse,
} from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { bearer, json, useTestApp } from './helper.ts';
import { createBookTrader, createShop, customerOrder, type Trader } from './routing-kit.ts';

/**
 * The forwarder apps traders have, posting exactly what each app's source builds with its default
 * settings (issue 36): SmsForwarder (pppscn/SmsForwarder WebhookUtils.kt, MsgInfo.getContentForSend) and
 * SMS Gateway for Android (capcom6/android-sms-gateway PayloadSingingPlugin.kt, SmsEventPayload.kt), to
 * the phone's own URL, signed with the device key. Each confirms the order once; its second delivery has
 * no effect.
 */
const t = useTestApp();

const earlier: Trader[] = [];
async function world() {
  for (const trader of earlier.splice(0))
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/trader/status',
      headers: bearer(trader.apiKey),
      payload: { online: false },
    });
  const shop = await createShop(t.app);
  const trader = await createBookTrader(t.app, { entries: 1, limits: { maxOpenOrders: 50 } });
  earlier.push(trader);
  const paired = await t.app.inject({
    method: 'POST',
    url: '/api/v1/trader/devices',
    headers: bearer(trader.apiKey),
    payload: { name: 'Phone' },
  });
  expect(paired.statusCode, paired.body).toBe(201);
  const device = json<CreateBankDeviceResponse>(paired);
  await t.app.inject({
    method: 'PUT',
    url: '/api/v1/trader/auto-confirm',
    headers: bearer(trader.apiKey),
    payload: { mode: 'on_arrival' },
  });
  const customer = await customerOrder(t.app, shop.apiKey, '5000.00');
  const card = String((await customer.order()).requisites?.card_number ?? '')
    .replace(/\D/g, '')
    .slice(-4);
  return { trader, device, customer, card, url: new URL(device.signedIngestUrl) };
}

const sberSms = (last4: string) => `СЧЁТ${last4} 14:32 Перевод 5000р от Иван И. Баланс: 10000.50р`;

/** The path and query of the phone's own URL as the app is set up with it. */
const pathOf = (url: URL) => `${url.pathname}${url.search}`;

// ── SmsForwarder ─────────────────────────────────────────────────────────────────────────────────

/** Java's URLEncoder.encode(value, "UTF-8"): spaces as '+', and `*` `-` `.` `_` left as they are. */
const javaUrlEncode = (value: string) =>
  encodeURIComponent(value)
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** WebhookUtils: sign = URLEncoder.encode(Base64(HmacSHA256(secret, "$timestamp\n$secret"))). */
const smsForwarderSign = (secret: string, timestamp: number) =>
  javaUrlEncode(crypto.createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64'));

/** MsgInfo.getContentForSend's default template: sender, SMS, SIM slot, SubId, time received, device name. */
const smsForwarderContent = (from: string, sms: string) =>
  `${from}\n${sms}\nSIM1_MTS_+79990001122\nSubId：1\n2026-11-29 08:10:00\nPixel 7`;

/** Its POST: params from=…&content=…&timestamp=…&sign=… form-encoded by XHttp (sign encoded twice). */
function smsForwarderForm(fields: Record<string, string>) {
  return Object.entries(fields)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

describe('SmsForwarder', () => {
  it('its default form POST, signed with the device key, confirms the order once', async () => {
    const { device, customer, card, url, trader } = await world();
    const timestamp = Date.now();
    const payload = smsForwarderForm({
      from: '900',
      content: smsForwarderContent('900', sberSms(card)),
      timestamp: String(timestamp),
      sign: smsForwarderSign(device.key, timestamp),
    });
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: pathOf(url),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const first = await post();
    expect(first.statusCode, first.body).toBe(202);
    expect(json<IngestBankNotificationResponse>(first)).toMatchObject({
      outcome: 'confirmed',
      orderId: customer.id,
    });
    expect((await customer.order()).status).toBe('completed');
    const again = await post();
    expect(again.statusCode, again.body).toBe(202);
    expect(json<IngestBankNotificationResponse>(again).outcome).toBe('duplicate');

    const list = json<BankNotificationsResponse>(
      await t.app.inject({ url: '/api/v1/trader/bank-notifications', headers: bearer(trader.apiKey) }),
    );
    const stored = list.items.find((item) => item.id === json<IngestBankNotificationResponse>(first).id);
    expect(stored).toMatchObject({ from: '900', text: sberSms(card), app: 'SmsForwarder' });
  });

  it('its GET appends &content=…&timestamp=…&sign=… to the set-up URL (no from: the template says it)', async () => {
    const { device, customer, card, url } = await world();
    const timestamp = Date.now();
    const request =
      `${pathOf(url)}&content=${javaUrlEncode(smsForwarderContent('900', sberSms(card)))}` +
      `&timestamp=${timestamp}&sign=${smsForwarderSign(device.key, timestamp)}`;
    const first = await t.app.inject({ method: 'GET', url: request });
    expect(first.statusCode, first.body).toBe(202);
    expect(json<IngestBankNotificationResponse>(first)).toMatchObject({
      outcome: 'confirmed',
      orderId: customer.id,
    });
  });

  it('a wrong, missing or stale sign is 401 and stores nothing; a key in the URL is no key', async () => {
    const { device, card, url, customer } = await world();
    const timestamp = Date.now();
    const content = smsForwarderContent('900', sberSms(card));
    const form = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: pathOf(url),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: smsForwarderForm({ from: '900', content, ...fields }),
      });
    const attempts: Record<string, string>[] = [
      { timestamp: String(timestamp), sign: smsForwarderSign('device_wrong', timestamp) },
      { timestamp: String(timestamp) },
      {
        timestamp: String(timestamp - 2 * 3600_000),
        sign: smsForwarderSign(device.key, timestamp - 2 * 3600_000),
      },
      { timestamp: String(timestamp), key: device.key, authorization: `Bearer ${device.key}` },
    ];
    for (const fields of attempts) {
      const response = await form(fields);
      expect(response.statusCode, response.body).toBe(401);
      expect(json<{ code: string }>(response).code).toBe('unauthorized');
    }
    expect((await customer.order()).status).toBe('customer_confirm');
  });
});

// ── SMS Gateway for Android ────────────────────────────────────────────────────────────────────────

/** Gson's default escaping of its JSON (HTML-safe: = < > & ' as \u00XX); other characters as UTF-8. */
const gson = (value: unknown) =>
  JSON.stringify(value).replace(/[=<>&']/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** WebHookEventDTO of an SMS received (SmsEventPayload.SmsReceived: its own fields first, then MessageEventPayload's). */
const smsGatewayReceived = (envelopeId: string, messageId: string, sender: string, message: string) =>
  gson({
    id: envelopeId,
    webhookId: 'wh-Xy12AbCd',
    event: 'sms:received',
    deviceId: 'ffffffffceb0b1db0000018e937c815b',
    payload: {
      message,
      receivedAt: new Date().toISOString().replace('Z', '+00:00'),
      messageId,
      sender,
      recipient: '+79990001122',
      simNumber: 1,
      phoneNumber: sender,
    },
  });

/** PayloadSingingPlugin: X-Timestamp epoch seconds, X-Signature hex HMAC-SHA256(key, body + timestamp). */
function smsGatewayPost(path: string, key: string, body: string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json; charset=UTF-8',
      'user-agent': 'me.capcom.smsgateway/1.40.0',
      'x-timestamp': timestamp,
      'x-signature': crypto
        .createHmac('sha256', key)
        .update(body + timestamp)
        .digest('hex'),
    },
    payload: body,
  });
}

describe('SMS Gateway for Android', () => {
  it('its signed sms:received confirms the order once; the same SMS under a second envelope id is one effect', async () => {
    const { device, customer, card, url } = await world();
    const first = await smsGatewayPost(
      url.pathname,
      device.key,
      smsGatewayReceived('env-1', 'a1b2c3d4', '900', sberSms(card)),
    );
    expect(first.statusCode, first.body).toBe(202);
    expect(json<IngestBankNotificationResponse>(first)).toMatchObject({
      outcome: 'confirmed',
      orderId: customer.id,
    });
    expect((await customer.order()).status).toBe('completed');
    const twice = await smsGatewayPost(
      url.pathname,
      device.key,
      smsGatewayReceived('env-2', 'a1b2c3d4', '900', sberSms(card)),
    );
    expect(twice.statusCode, twice.body).toBe(202);
    expect(json<IngestBankNotificationResponse>(twice)).toMatchObject({
      outcome: 'duplicate',
      orderId: customer.id,
    });
  });

  it('a body changed after signing, or signed with another key, is 401', async () => {
    const { device, card, url, customer } = await world();
    const body = smsGatewayReceived('env-1', 'b1', '900', sberSms(card));
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = crypto
      .createHmac('sha256', device.key)
      .update(body + timestamp)
      .digest('hex');
    const tampered = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signature },
      payload: body.replace('5000р', '9000р'),
    });
    expect(tampered.statusCode, tampered.body).toBe(401);
    const other = await smsGatewayPost(url.pathname, 'device_another', body);
    expect(other.statusCode, other.body).toBe(401);
    expect((await customer.order()).status).toBe('customer_confirm');
  });

  it('system:ping is a heartbeat: 204, nothing stored, and the phones list shows it', async () => {
    const { device, trader, url } = await world();
    const before = json<BankDevicesResponse>(
      await t.app.inject({ url: '/api/v1/trader/devices', headers: bearer(trader.apiKey) }),
    );
    expect(before.items[0]).toMatchObject({ lastHeartbeatAt: null, lastMessageAt: null });
    const ping = await smsGatewayPost(
      url.pathname,
      device.key,
      gson({
        id: 'env-p',
        webhookId: 'wh-Xy12AbCd',
        event: 'system:ping',
        deviceId: 'ffffffffceb0b1db0000018e937c815b',
        payload: { health: { status: 'pass', checks: {} } },
      }),
    );
    expect(ping.statusCode, ping.body).toBe(204);
    const after = json<BankDevicesResponse>(
      await t.app.inject({ url: '/api/v1/trader/devices', headers: bearer(trader.apiKey) }),
    );
    expect(after.items[0]!.lastHeartbeatAt).not.toBeNull();
    expect(after.items[0]).toMatchObject({ lastMessageAt: null, notifications: 0 });
    const message = await smsGatewayPost(
      url.pathname,
      device.key,
      smsGatewayReceived('env-m', 'c1', 'VM-HDFCBK', 'नमस्ते: आपके खाते में राशि जमा'),
    );
    expect(message.statusCode, message.body).toBe(202);
    const listed = json<BankDevicesResponse>(
      await t.app.inject({ url: '/api/v1/trader/devices', headers: bearer(trader.apiKey) }),
    );
    expect(listed.items[0]!.lastMessageAt).not.toBeNull();
    const stored = json<BankNotificationsResponse>(
      await t.app.inject({ url: '/api/v1/trader/bank-notifications', headers: bearer(trader.apiKey) }),
    );
    expect(stored.items[0]!.text).toBe('नमस्ते: आपके खाते में राशि जमा');
  });
});

/** A text's UTF-8 bytes in chunks of 7 (a chunk may end inside a Cyrillic letter). */
const chunksOf = (text: string) => {
  const bytes = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 7) chunks.push(bytes.subarray(at, at + 7));
  return chunks;
};

describe('the phone’s own URL and the phone’s time', () => {
  it('our own JSON, chunked, with timestamp and sign in the body; receivedAt in epoch seconds is the phone’s time', async () => {
    const { device, customer, card, url } = await world();
    // The next whole second: the phone's time is after the order got its details.
    const timestamp = Math.ceil(Date.now() / 1000) * 1000;
    const response = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      // A stream: sent in chunks, without Content-Length, as a forwarder's chunked body comes.
      payload: Readable.from(
        chunksOf(
          JSON.stringify({
            from: '900',
            text: sberSms(card),
            receivedAt: timestamp / 1000,
            timestamp,
            sign: decodeURIComponent(smsForwarderSign(device.key, timestamp)),
          }),
        ),
      ),
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(json<IngestBankNotificationResponse>(response)).toMatchObject({
      outcome: 'confirmed',
      orderId: customer.id,
    });
  });

  it('an unknown device id is 401, and the bearer key still works on the shared URL', async () => {
    const { device, url } = await world();
    const unknown = await smsGatewayPost(
      url.pathname.replace(device.id, crypto.randomUUID()),
      device.key,
      smsGatewayReceived('e', 'm', '900', 'hello'),
    );
    expect(unknown.statusCode).toBe(401);
    const shared = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ingest/bank-notifications',
      headers: bearer(device.key),
      payload: { from: '900', text: 'Код 1234', receivedAt: String(Math.floor(Date.now() / 1000)) },
    });
    expect(shared.statusCode, shared.body).toBe(202);
  });
});
