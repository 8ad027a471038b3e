import { once } from 'node:events';
import {
  CONSOLE_SESSION_COOKIE,
  type ApiError,
  type ConsoleMe,
  type ConsoleSession,
} from '@payorder/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encrypt, sha256 } from '../src/security/crypto.ts';
import {
  CONSOLE_PASSWORD,
  OWN_ORIGIN,
  consoleCookie,
  createConsoleUser,
  fromConsole,
  sessionCookieOf,
  signIn,
} from './console-helper.ts';
import { ADMIN_KEY, bearer, setupShopAndTrader, startTestApp, type TestApp } from './helper.ts';
import { orderAt, setupReceiptShops, type ReceiptShop } from './receipts-helper.ts';

let t: TestApp;
let shop: { id: string; apiKey: string };
let trader: { id: string; apiKey: string };
let otherTrader: { id: string; apiKey: string };
let receiptShop: ReceiptShop;

beforeAll(async () => {
  t = await startTestApp({
    CONSOLE_LOCK_MINUTES: '0.02', // 1.2 s
    // These tests sign in from a few addresses; the per-address limit has its own tests
    // (console-sign-in-limits.test.ts).
    CONSOLE_SIGN_IN_FAILURES_PER_IP: '1000',
    TRUST_PROXY: 'true',
    CORS_ORIGINS: 'http://console.test',
  });
  // No methods: never routed an order (receiptShop's all go to its own trader).
  ({ shop, trader } = await setupShopAndTrader(t.app, { methods: [], online: false }));
  ({ trader: otherTrader } = await setupShopAndTrader(t.app, { methods: [], online: false }));
  ({ collecting: receiptShop } = await setupReceiptShops(t.app));
});
afterAll(() => t?.close());

const error = (response: { json: () => unknown }) => response.json() as ApiError;

describe('console accounts (POST /api/v1/admin/console-users)', () => {
  const create = (payload: object, headers = bearer(ADMIN_KEY)) =>
    t.app.inject({ method: 'POST', url: '/api/v1/admin/console-users', headers, payload });

  it('creates an account of each role with the admin key, and only with it', async () => {
    const made = await create({
      login: 'Acc.Trader',
      password: CONSOLE_PASSWORD,
      role: 'trader',
      traderId: trader.id,
    });
    expect(made.statusCode).toBe(201);
    expect((made.json() as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      (await create({ login: 'acc-operator', password: CONSOLE_PASSWORD, role: 'operator' })).statusCode,
    ).toBe(201);
    expect(
      (await create({ login: 'acc-shop', password: CONSOLE_PASSWORD, role: 'shop', shopId: shop.id }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await create(
          { login: 'acc-nokey', password: CONSOLE_PASSWORD, role: 'operator' },
          bearer(trader.apiKey),
        )
      ).statusCode,
    ).toBe(401);
    // The password is stored as an argon2id hash, never as typed.
    const { rows } = await t.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM console_users WHERE login = 'Acc.Trader'",
    );
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.password_hash).not.toContain(CONSOLE_PASSWORD);
  });

  it('refuses a login already taken, whatever its case: 409 login_taken', async () => {
    await create({ login: 'Taken.Login', password: CONSOLE_PASSWORD, role: 'operator' });
    const again = await create({ login: 'taken.LOGIN', password: CONSOLE_PASSWORD, role: 'operator' });
    expect(again.statusCode).toBe(409);
    expect(error(again).code).toBe('login_taken');
  });

  it('names the field of an unknown or missing trader or shop, and a short password: 400', async () => {
    const unknownTrader = await create({
      login: 'acc-x1',
      password: CONSOLE_PASSWORD,
      role: 'trader',
      traderId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownTrader.statusCode).toBe(400);
    expect(error(unknownTrader).fields).toHaveProperty('traderId');
    const unknownShop = await create({
      login: 'acc-x2',
      password: CONSOLE_PASSWORD,
      role: 'shop',
      shopId: '00000000-0000-4000-8000-000000000000',
    });
    expect(error(unknownShop).fields).toHaveProperty('shopId');
    const missing = await create({ login: 'acc-x3', password: CONSOLE_PASSWORD, role: 'trader' });
    expect(missing.statusCode).toBe(400);
    expect(error(missing).fields).toHaveProperty('traderId');
    const mixed = await create({
      login: 'acc-x4',
      password: CONSOLE_PASSWORD,
      role: 'operator',
      traderId: trader.id,
    });
    expect(error(mixed).fields).toHaveProperty('traderId');
    const short = await create({ login: 'acc-x5', password: 'short', role: 'operator' });
    expect(error(short).fields).toHaveProperty('password');
  });
});

describe('signing in and out', () => {
  it('sets an httpOnly SameSite=Strict cookie for the whole site, not Secure over plain http', async () => {
    const user = await createConsoleUser(t.app, { role: 'trader', traderId: trader.id });
    const response = await signIn(
      t.app,
      { ...user, login: user.login.toUpperCase() },
      { remoteAddress: '10.1.0.1' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      login: user.login,
      role: 'trader',
      traderId: trader.id,
      shopId: null,
      name: 'Trader',
      totpEnrolled: false,
      mustChangePassword: false,
    } satisfies ConsoleMe);
    const cookie = response.cookies.find((c) => c.name === CONSOLE_SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 12 * 3600 });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM console_sessions WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows.map((row) => row.id)).not.toContain(cookie.value);
  });

  it('marks the cookie Secure when the request came over https through the trusted proxy', async () => {
    const user = await createConsoleUser(t.app, { role: 'operator' });
    const response = await signIn(t.app, user, {
      remoteAddress: '10.1.0.2',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.cookies.find((c) => c.name === CONSOLE_SESSION_COOKIE)!.secure).toBe(true);
  });

  it('answers a wrong password and an unknown login alike: 401 invalid_credentials, no cookie', async () => {
    const user = await createConsoleUser(t.app, { role: 'operator' });
    const wrong = await signIn(
      t.app,
      { login: user.login, password: 'not the password' },
      { remoteAddress: '10.1.0.3' },
    );
    const unknown = await signIn(
      t.app,
      { login: 'nobody-here', password: 'not the password' },
      { remoteAddress: '10.1.0.3' },
    );
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(error(response)).toEqual({
        code: 'invalid_credentials',
        message: 'Wrong login, password or code',
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('me answers the session, sign-out revokes it and clears the cookie; then 401', async () => {
    const user = await createConsoleUser(t.app, { role: 'shop', shopId: shop.id });
    const cookie = sessionCookieOf(await signIn(t.app, user, { remoteAddress: '10.1.0.4' }));
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/console/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 'shop', shopId: shop.id, traderId: null, name: 'Shop' });

    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/console/session',
      headers: fromConsole(cookie),
    });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === CONSOLE_SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/console/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(error(after).code).toBe('unauthorized');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/console/me' })).statusCode).toBe(401);
  });

  it('lists the account’s sessions and revokes one of them (only its own)', async () => {
    const user = await createConsoleUser(t.app, { role: 'operator' });
    const phone = sessionCookieOf(
      await signIn(t.app, user, { remoteAddress: '10.1.0.5', headers: { 'user-agent': 'Phone' } }),
    );
    const laptop = sessionCookieOf(
      await signIn(t.app, user, { remoteAddress: '10.1.0.6', headers: { 'user-agent': 'Laptop' } }),
    );
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/console/sessions',
      headers: { cookie: phone },
    });
    const sessions = list.json() as ConsoleSession[];
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.current)).toMatchObject({ userAgent: 'Phone', ip: '10.1.0.5' });
    const laptopSession = sessions.find((s) => !s.current)!;
    expect(laptopSession.userAgent).toBe('Laptop');

    // Someone else's session id is not found.
    const stranger = await consoleCookie(t.app, { role: 'operator' });
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/console/sessions/${laptopSession.id}`,
      headers: fromConsole(stranger),
    });
    expect(foreign.statusCode).toBe(404);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/console/sessions/${laptopSession.id}`,
      headers: fromConsole(phone),
    });
    expect(revoked.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/console/me', headers: { cookie: laptop } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/console/me', headers: { cookie: phone } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('wrong passwords lock the account', () => {
  it('locks after 5 wrong passwords in a row (even for the right one), with Retry-After, until the period ends', async () => {
    const user = await createConsoleUser(t.app, { role: 'trader', traderId: trader.id });
    const wrong = { login: user.login, password: 'wrong password!' };
    const remoteAddress = '10.2.0.1';
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await signIn(t.app, wrong, { remoteAddress })).statusCode).toBe(401);
    }
    const fifth = await signIn(t.app, wrong, { remoteAddress });
    expect(fifth.statusCode).toBe(429);
    expect(error(fifth).code).toBe('account_locked');
    expect(error(fifth).message).toMatch(/locked/);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    const right = await signIn(t.app, user, { remoteAddress });
    expect(right.statusCode).toBe(429);
    expect(error(right).code).toBe('account_locked');
    expect(right.headers['set-cookie']).toBeUndefined();

    // Held in the database: another replica on the same database answers the same.
    const { rows } = await t.db.query<{ failed_attempts: number; locked: boolean }>(
      'SELECT failed_attempts, locked_until > now() AS locked FROM console_users WHERE id = $1',
      [user.id],
    );
    expect(rows[0]).toEqual({ failed_attempts: 5, locked: true });

    // CONSOLE_LOCK_MINUTES=0.02 here: the right password opens it again once the lock has run out.
    await vi.waitFor(
      async () => {
        const response = await signIn(t.app, user, { remoteAddress });
        expect(response.statusCode).toBe(200);
      },
      { timeout: 15_000, interval: 300 },
    );
    const { rows: reset } = await t.db.query<{ failed_attempts: number }>(
      'SELECT failed_attempts FROM console_users WHERE id = $1',
      [user.id],
    );
    expect(reset[0]!.failed_attempts).toBe(0);
  });

  it('a right password before the fifth wrong one starts the count again', async () => {
    const user = await createConsoleUser(t.app, { role: 'operator' });
    const wrong = { login: user.login, password: 'wrong password!' };
    const remoteAddress = '10.2.0.2';
    for (let attempt = 1; attempt <= 4; attempt++) await signIn(t.app, wrong, { remoteAddress });
    expect((await signIn(t.app, user, { remoteAddress })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await signIn(t.app, wrong, { remoteAddress })).statusCode).toBe(401);
    }
  });

  it('limits sign-ins per client address across logins: 429 rate_limited with Retry-After', async () => {
    const remoteAddress = '10.3.0.1';
    const limit = t.config.CONSOLE_LOGIN_RATE_LIMIT_PER_IP;
    for (let attempt = 1; attempt <= limit; attempt++) {
      const response = await signIn(t.app, { login: `nobody${attempt}`, password: 'x' }, { remoteAddress });
      expect(response.statusCode).toBe(401);
    }
    const over = await signIn(t.app, { login: 'nobody-more', password: 'x' }, { remoteAddress });
    expect(over.statusCode).toBe(429);
    expect(error(over).code).toBe('rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect(
      (await signIn(t.app, { login: 'nobody', password: 'x' }, { remoteAddress: '10.3.0.2' })).statusCode,
    ).toBe(401);
  });
});

describe('two-factor sign-in (an account with a TOTP secret)', () => {
  it('needs the code with the password, accepts the right one once, and counts a wrong one', async () => {
    const user = await createConsoleUser(t.app, { role: 'operator' });
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.db.query('UPDATE console_users SET totp_secret_enc = $2 WHERE id = $1', [
      user.id,
      encrypt(t.app.ctx.secrets.secretsKey, secret),
    ]);
    const remoteAddress = '10.4.0.1';
    const without = await signIn(t.app, user, { remoteAddress });
    expect(without.statusCode).toBe(401);
    expect(error(without).code).toBe('invalid_credentials');

    const code = await generate({ secret });
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await signIn(t.app, { ...user, totp: wrongCode }, { remoteAddress });
    expect(error(wrong).code).toBe('invalid_credentials');
    const { rows } = await t.db.query<{ failed_attempts: number }>(
      'SELECT failed_attempts FROM console_users WHERE id = $1',
      [user.id],
    );
    expect(rows[0]!.failed_attempts).toBe(2);

    expect((await signIn(t.app, { ...user, totp: code }, { remoteAddress })).statusCode).toBe(200);
    const replayed = await signIn(t.app, { ...user, totp: code }, { remoteAddress });
    expect(replayed.statusCode).toBe(401);
    expect(error(replayed).code).toBe('invalid_credentials');
  });
});

describe('the trader API with the console cookie', () => {
  let cookie: string;
  beforeAll(async () => {
    // The trader receiptShop's orders go to.
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM traders WHERE api_key_hash = $1', [
      sha256(receiptShop.traderKey),
    ]);
    cookie = await consoleCookie(t.app, { role: 'trader', traderId: rows[0]!.id });
  });

  it('reads the trader’s orders, balance and events stream like its API key does', async () => {
    const order = await orderAt(t.app, receiptShop, 'requisites');
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/v1/trader/orders', headers: { cookie } });
    const byKey = await t.app.inject({
      method: 'GET',
      url: '/api/v1/trader/orders',
      headers: bearer(receiptShop.traderKey),
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json()).toEqual(byKey.json());
    expect((byCookie.json() as { id: string }[]).map((o) => o.id)).toContain(order.id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/trader/balance', headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it('opens the trader’s live event stream by cookie (EventSource sends it by itself)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/trader/events',
      headers: { cookie },
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const stream = response.stream();
    const [first] = (await once(stream, 'data')) as [Buffer];
    expect(first.toString()).toMatch(/^(event|data|:)/m); // the open orders, sent first
    stream.destroy();
  });

  it('takes a state-changing call only from the console’s origin: 403 csrf_failed otherwise', async () => {
    const put = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/trader/status', headers, payload: { online: true } });
    const missing = await put(fromConsole(cookie, null));
    expect(missing.statusCode).toBe(403);
    expect(error(missing).code).toBe('csrf_failed');
    const foreign = await put(fromConsole(cookie, 'https://evil.test'));
    expect(foreign.statusCode).toBe(403);
    expect(error(foreign).code).toBe('csrf_failed');
    expect((await put({ cookie, origin: 'null' })).statusCode).toBe(403);

    expect((await put(fromConsole(cookie, OWN_ORIGIN))).statusCode).toBe(200);
    // The origin it was called by (Host), a CORS_ORIGINS page, and a Referer when there is no Origin.
    expect(
      (await put({ cookie, host: 'console.example:8443', origin: 'http://console.example:8443' })).statusCode,
    ).toBe(200);
    expect((await put(fromConsole(cookie, 'http://console.test'))).statusCode).toBe(200);
    expect((await put({ cookie, referer: `${OWN_ORIGIN}/console/queue` })).statusCode).toBe(200);
    expect((await put({ cookie, referer: 'https://evil.test/console' })).statusCode).toBe(403);
    // The API key is not subject to it.
    expect((await put(bearer(receiptShop.traderKey))).statusCode).toBe(200);
  });

  it('acts on the trader’s own order by cookie', async () => {
    const order = await orderAt(t.app, receiptShop, 'trader_confirm');
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/v1/trader/orders/${order.id}/confirm`,
      headers: fromConsole(cookie),
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ id: order.id, status: 'completed' });
  });

  it('another trader’s order is not found, by cookie and by key', async () => {
    const order = await orderAt(t.app, receiptShop, 'trader_confirm');
    const otherCookie = await consoleCookie(t.app, { role: 'trader', traderId: otherTrader.id });
    for (const headers of [fromConsole(otherCookie), bearer(otherTrader.apiKey)]) {
      const confirm = await t.app.inject({
        method: 'POST',
        url: `/api/v1/trader/orders/${order.id}/confirm`,
        headers,
      });
      expect(confirm.statusCode).toBe(404);
      const receipts = await t.app.inject({
        method: 'GET',
        url: `/api/v1/trader/orders/${order.id}/receipts`,
        headers,
      });
      expect(receipts.statusCode).toBe(404);
    }
  });

  it('refuses an operator’s or a shop’s session: 403 forbidden', async () => {
    for (const account of [{ role: 'operator' as const }, { role: 'shop' as const, shopId: shop.id }]) {
      const other = await consoleCookie(t.app, account);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/trader/orders',
        headers: { cookie: other },
      });
      expect(response.statusCode).toBe(403);
      expect(error(response).code).toBe('forbidden');
      const events = await t.app.inject({
        method: 'GET',
        url: '/api/v1/trader/events',
        headers: { cookie: other },
      });
      expect(events.statusCode).toBe(403);
    }
  });

  it('refuses a revoked or made-up cookie: 401', async () => {
    for (const bad of [`${CONSOLE_SESSION_COOKIE}=made-up`, `${CONSOLE_SESSION_COOKIE}=`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/trader/orders',
        headers: { cookie: bad },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
