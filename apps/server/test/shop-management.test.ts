import type {
  AdminShop,
  ApiError,
  AuditListResponse,
  CreateShopResponse,
  RotateApiKeyResponse,
  RotateWebhookSecretResponse,
  ShopKeys,
} from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { createConsoleUser, fromConsole, sessionCookieOf, signIn } from './console-helper.ts';
import { ADMIN_KEY, bearer, createOrder, json, loginCustomer, useTestApp } from './helper.ts';

const t = useTestApp();

const admin = bearer(ADMIN_KEY);
const error = (response: { json: () => unknown }) => response.json() as ApiError;
let addresses = 0;
const nextAddress = () => `10.66.0.${++addresses}`;

async function newShop(name = 'Managed shop') {
  return json<CreateShopResponse>(
    await t.app.inject({ method: 'POST', url: '/api/v1/admin/shops', headers: admin, payload: { name } }),
  );
}
const lastAudit = async (shopId: string) =>
  json<AuditListResponse>(
    await t.app.inject({ url: `/api/v1/admin/audit?targetId=${shopId}&limit=1`, headers: admin }),
  ).items[0]!;
const balance = (apiKey: string) =>
  t.app.inject({ url: '/api/v1/merchant/balance', headers: bearer(apiKey) });

describe('shops for the operator', () => {
  it('lists shops with their settings and never a key or secret', async () => {
    const shop = await newShop('Listed');
    const response = await t.app.inject({ url: '/api/v1/admin/shops', headers: admin });
    expect(response.statusCode).toBe(200);
    const listed = json<{ items: AdminShop[] }>(response).items.find((item) => item.id === shop.id);
    expect(listed).toMatchObject({
      name: 'Listed',
      feePercent: '0.00',
      customerDataCollectionOrder: 'after_payment',
      collectCustomerReceipts: false,
      disabledAt: null,
      previousWebhookSecretUntil: null,
    });
    expect(response.body).not.toContain(shop.apiKey);
    expect(response.body).not.toContain(shop.webhookSecret);
  });

  it('edits every setting at once; a bad value changes nothing', async () => {
    const shop = await newShop();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/shops/${shop.id}`,
      headers: admin,
      payload: {
        name: 'New name',
        customerDataCollectionOrder: 'before_payment',
        collectCustomerReceipts: true,
        paymentWindowMinutes: 45,
        feePercent: '3.25',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = {
      name: 'New name',
      customerDataCollectionOrder: 'before_payment',
      collectCustomerReceipts: true,
      paymentWindowMinutes: 45,
      feePercent: '3.25',
    };
    expect(json<AdminShop>(edited)).toMatchObject(after);
    expect(await lastAudit(shop.id)).toMatchObject({ action: 'shop.update', after });

    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/shops/${shop.id}`,
      headers: admin,
      payload: { name: 'Other', feePercent: '120' },
    });
    expect(bad.statusCode).toBe(400);
    expect(error(bad).fields).toHaveProperty('feePercent');
    expect(error(bad).fieldErrors?.feePercent?.code).toBe('percent_invalid');
    const now = json<AdminShop>(
      await t.app.inject({ url: `/api/v1/admin/shops/${shop.id}`, headers: admin }),
    );
    expect(now.name).toBe('New name');
    // A new order carries the new fee.
    const order = await createOrder(t.app, shop.apiKey, { amount: '1000.00' });
    expect(order.order.fee).toBe('32.50');
  });

  it('saves the shop’s webhook endpoints, live and test, for it; null clears one and keeps the other', async () => {
    const shop = await newShop('Endpoints');
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/admin/shops/${shop.id}`, headers: admin, payload });
    const saved = await put({
      callbackUrl: 'https://shop.example/payorder/callbacks',
      testCallbackUrl: 'https://staging.shop.example/payorder/callbacks',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<AdminShop>(saved)).toMatchObject({
      callbackUrl: 'https://shop.example/payorder/callbacks',
      testCallbackUrl: 'https://staging.shop.example/payorder/callbacks',
    });
    expect(await lastAudit(shop.id)).toMatchObject({
      action: 'shop.update',
      before: { callbackUrl: null, testCallbackUrl: null },
      after: { callbackUrl: 'https://shop.example/payorder/callbacks' },
    });

    // Another setting alone leaves them as they are; null clears the one sent.
    expect(json<AdminShop>(await put({ feePercent: '1.5' })).callbackUrl).toBe(
      'https://shop.example/payorder/callbacks',
    );
    const cleared = json<AdminShop>(await put({ testCallbackUrl: null }));
    expect(cleared).toMatchObject({
      callbackUrl: 'https://shop.example/payorder/callbacks',
      testCallbackUrl: null,
    });

    // Not a web address: said on the field, nothing changed.
    const bad = await put({ callbackUrl: 'ftp://shop.example/callbacks', name: 'Renamed' });
    expect(bad.statusCode).toBe(400);
    expect(error(bad).fieldErrors?.callbackUrl?.code).toBe('url_invalid');
    const now = json<AdminShop>(
      await t.app.inject({ url: `/api/v1/admin/shops/${shop.id}`, headers: admin }),
    );
    expect(now).toMatchObject({ name: 'Endpoints', callbackUrl: 'https://shop.example/payorder/callbacks' });
  });

  it('disables a shop: its key and console are refused (403 shop_disabled), its open orders go on; enabling restores it', async () => {
    const shop = await newShop('To disable');
    const order = await createOrder(t.app, shop.apiKey);
    const user = await createConsoleUser(t.app, { role: 'shop', shopId: shop.id });
    const cookie = sessionCookieOf(await signIn(t.app, user, { remoteAddress: nextAddress() }));

    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/shops/${shop.id}/disable`,
      headers: admin,
    });
    expect(disabled.statusCode).toBe(200);
    expect(json<AdminShop>(disabled).disabledAt).not.toBeNull();
    expect(await lastAudit(shop.id)).toMatchObject({
      action: 'shop.disable',
      before: { disabledAt: null },
      after: { disabledAt: json<AdminShop>(disabled).disabledAt },
    });

    for (const refused of [
      await balance(shop.apiKey),
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/merchant/orders',
        headers: bearer(shop.apiKey),
        payload: { amount: '10.00', currency: 'RUB', returnUrl: 'https://shop.test/r' },
      }),
      await t.app.inject({ url: '/api/v1/merchant/keys', headers: fromConsole(cookie) }),
      await signIn(t.app, user, { remoteAddress: nextAddress() }),
    ]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(error(refused).code).toBe('shop_disabled');
    }
    // The customer who already has the link still sees the order.
    const access = bearer(await loginCustomer(t.app, order.id, order.token));
    expect(
      (await t.app.inject({ url: `/api/v1/customer/orders/${order.id}`, headers: access })).statusCode,
    ).toBe(200);

    const enabled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/shops/${shop.id}/enable`,
      headers: admin,
    });
    expect(json<AdminShop>(enabled).disabledAt).toBeNull();
    expect((await balance(shop.apiKey)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/v1/merchant/keys', headers: fromConsole(cookie) })).statusCode,
    ).toBe(200);
  });

  it('rotates the API key: the old key is refused at once, the new one works, the log keeps fingerprints only', async () => {
    const shop = await newShop('Rotating');
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/shops/${shop.id}/api-key`,
      headers: admin,
    });
    expect(rotated.statusCode).toBe(200);
    const { apiKey } = json<RotateApiKeyResponse>(rotated);
    expect(apiKey).toMatch(/^shop_/);
    expect(apiKey).not.toBe(shop.apiKey);
    expect((await balance(shop.apiKey)).statusCode).toBe(401);
    expect((await balance(apiKey)).statusCode).toBe(200);

    const entry = await lastAudit(shop.id);
    expect(entry.action).toBe('shop.rotate_api_key');
    expect(entry.before!.apiKeyFingerprint).not.toEqual(entry.after!.apiKeyFingerprint);
    const { rows } = await t.db.query<{ row: string }>('SELECT row_to_json(a)::text AS row FROM audit_log a');
    const log = rows.map((row) => row.row).join('\n');
    expect(log).not.toContain(apiKey);
    expect(log).not.toContain(shop.apiKey);
  });

  it('rotates the webhook secret with a grace period, 24 h unless the call says otherwise', async () => {
    const shop = await newShop('Webhooks');
    const started = Date.now();
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/shops/${shop.id}/webhook-secret`,
      headers: admin,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const body = json<RotateWebhookSecretResponse>(rotated);
    expect(body.webhookSecret).toMatch(/^whsec_/);
    const graceMs = Date.parse(body.previousSecretValidUntil!) - started;
    expect(graceMs).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(graceMs).toBeLessThan(24 * 3600_000 + 60_000);
    const entry = await lastAudit(shop.id);
    expect(entry).toMatchObject({ action: 'shop.rotate_webhook_secret', after: { graceHours: 24 } });
    expect(JSON.stringify(entry)).not.toContain(body.webhookSecret);
    expect(JSON.stringify(entry)).not.toContain(shop.webhookSecret);

    const none = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/shops/${shop.id}/webhook-secret`,
      headers: admin,
      payload: { graceHours: 0 },
    });
    expect(json<RotateWebhookSecretResponse>(none).previousSecretValidUntil).toBeNull();
    const tooLong = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/shops/${shop.id}/webhook-secret`,
      headers: admin,
      payload: { graceHours: 1000 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(error(tooLong).fields).toHaveProperty('graceHours');
  });
});

describe("the shop's own Keys page", () => {
  it('rotates the shop’s keys through its console session, by the operator’s code path, logged under its account', async () => {
    const shop = await newShop('Self-service');
    const user = await createConsoleUser(t.app, { role: 'shop', shopId: shop.id });
    const cookie = sessionCookieOf(await signIn(t.app, user, { remoteAddress: nextAddress() }));

    const before = json<ShopKeys>(
      await t.app.inject({ url: '/api/v1/merchant/keys', headers: fromConsole(cookie) }),
    );
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/keys/api-key',
      headers: fromConsole(cookie),
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { apiKey } = json<RotateApiKeyResponse>(rotated);
    expect((await balance(shop.apiKey)).statusCode).toBe(401);
    expect((await balance(apiKey)).statusCode).toBe(200);
    const after = json<ShopKeys>(
      await t.app.inject({ url: '/api/v1/merchant/keys', headers: fromConsole(cookie) }),
    );
    expect(after.apiKeyFingerprint).not.toBe(before.apiKeyFingerprint);
    expect(after.webhookSecretFingerprint).toBe(before.webhookSecretFingerprint);

    const secret = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/keys/webhook-secret',
      headers: fromConsole(cookie),
      payload: { graceHours: 2 },
    });
    expect(secret.statusCode).toBe(200);
    const log = json<AuditListResponse>(
      await t.app.inject({ url: `/api/v1/admin/audit?targetId=${shop.id}&limit=2`, headers: admin }),
    ).items;
    expect(log.map((entry) => entry.action)).toEqual(['shop.rotate_webhook_secret', 'shop.rotate_api_key']);
    for (const entry of log)
      expect(entry.actor).toEqual({ kind: 'console_user', userId: user.id, login: user.login });

    // The key itself cannot rotate keys (a leaked key must not lock its shop out), nor can a forged origin.
    const byKey = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/keys/api-key',
      headers: bearer(apiKey),
    });
    expect(byKey.statusCode).toBe(403);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/keys/api-key',
      headers: fromConsole(cookie, 'https://evil.test'),
    });
    expect(error(forged).code).toBe('csrf_failed');
    expect((await balance(apiKey)).statusCode).toBe(200);
  });

  it('refuses the admin API to a shop’s console session and the shop API to an operator’s', async () => {
    const shop = await newShop('Roles');
    const shopUser = await createConsoleUser(t.app, { role: 'shop', shopId: shop.id });
    const shopCookie = sessionCookieOf(await signIn(t.app, shopUser, { remoteAddress: nextAddress() }));
    const operator = await createConsoleUser(t.app, { role: 'operator' });
    const operatorCookie = sessionCookieOf(await signIn(t.app, operator, { remoteAddress: nextAddress() }));
    const asShop = await t.app.inject({ url: '/api/v1/admin/shops', headers: fromConsole(shopCookie) });
    expect(error(asShop).code).toBe('forbidden');
    const asOperator = await t.app.inject({
      url: '/api/v1/merchant/keys',
      headers: fromConsole(operatorCookie),
    });
    expect(error(asOperator).code).toBe('forbidden');
  });
});
