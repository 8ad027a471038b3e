import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { consoleCookie, createConsoleUser, fromConsole, signIn } from './console-helper.ts';
import { ADMIN_KEY, bearer, createOrder, loginCustomer, useShopTestApp } from './helper.ts';

const t = useShopTestApp();

/** A browser, proxy or shared cache must never keep an answer that carries a secret. */
function expectNotStored(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBeLessThan(300);
  expect(response.headers['cache-control'], response.body).toBe('no-store');
}

describe('answers carrying a credential or a payment link are never cached', () => {
  it('order creation (its payment link) and the customer login (its access token)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/orders',
      headers: bearer(t.shop.apiKey),
      payload: { amount: '1500.00', currency: 'RUB', returnUrl: 'https://shop.test/return' },
    });
    expectNotStored(created);

    const order = await createOrder(t.app, t.shop.apiKey);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/login',
      payload: { orderId: order.id, token: order.token },
    });
    expectNotStored(login);
    // What the order then shows carries no credential: it may be revalidated as before.
    const accessToken = await loginCustomer(t.app, order.id, order.token);
    const read = await t.app.inject({
      url: `/api/v1/customer/orders/${order.id}`,
      headers: bearer(accessToken),
    });
    expect(read.headers['cache-control']).not.toBe('no-store');
  });

  it('console sign-in (its session cookie) and TOTP enrolment (its secret and recovery codes)', async () => {
    const user = await createConsoleUser(t.app, { role: 'trader', traderId: t.trader.id });
    const signedIn = await signIn(t.app, user, { remoteAddress: '10.77.0.1' });
    expectNotStored(signedIn);

    const cookie = await consoleCookie(t.app, { role: 'operator' });
    expectNotStored(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/console/totp/enrolment',
        headers: fromConsole(cookie),
      }),
    );
  });

  it('any console answer that renews the session cookie', async () => {
    const user = await createConsoleUser(t.app, { role: 'trader', traderId: t.trader.id });
    const signedIn = await signIn(t.app, user, { remoteAddress: '10.77.0.2' });
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    // Unused for a while: the next answer renews the cookie (a sliding session).
    await t.db.query(
      `UPDATE console_sessions SET last_seen_at = now() - interval '1 hour'
        WHERE user_id = (SELECT id FROM console_users WHERE login = $1)`,
      [user.login],
    );
    const renewed = await t.app.inject({ url: '/api/v1/trader/orders', headers: { cookie } });
    expect(renewed.headers['set-cookie']).toBeDefined();
    expectNotStored(renewed);
  });

  it('new shops and traders (their keys) and every key rotation, by the operator or the shop', async () => {
    const admin = bearer(ADMIN_KEY);
    const shop = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/shops',
      headers: admin,
      payload: { name: 'Cached?' },
    });
    expectNotStored(shop);
    const shopId = shop.json<{ id: string }>().id;
    expectNotStored(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/traders',
        headers: admin,
        payload: { name: 'T' },
      }),
    );
    expectNotStored(
      await t.app.inject({ method: 'POST', url: `/api/v1/admin/shops/${shopId}/api-key`, headers: admin }),
    );
    const user = await createConsoleUser(t.app, { role: 'shop', shopId });
    expectNotStored(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/console-users/${user.id}/password-reset`,
        headers: admin,
      }),
    );
    expectNotStored(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/shops/${shopId}/webhook-secret`,
        headers: admin,
      }),
    );

    const shopConsole = fromConsole(await consoleCookie(t.app, { role: 'shop', shopId }));
    expectNotStored(
      await t.app.inject({ method: 'POST', url: '/api/v1/merchant/keys/api-key', headers: shopConsole }),
    );
    expectNotStored(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/merchant/keys/webhook-secret',
        headers: shopConsole,
      }),
    );
  });
});
