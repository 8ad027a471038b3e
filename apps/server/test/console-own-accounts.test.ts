import type {
  ApiError,
  ConsoleMe,
  ConsoleRole,
  ConsoleUsersResponse,
  TotpEnrolment,
} from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import {
  createConsoleUser,
  enrolTotp,
  fromConsole,
  operatorCookie,
  sessionCookieOf,
  signIn,
  totpCode,
} from './console-helper.ts';
import { ADMIN_KEY, bearer, json, setupShopAndTrader, useTestApp } from './helper.ts';

/**
 * Issue 38 ("Accounts"): a login an operator creates changes its password at its first sign-in, and a
 * trader's or a shop's account turns two-factor sign-in on and off by itself, as an operator's does.
 */
const t = useTestApp();
const NEW_PASSWORD = 'my very own passphrase';

let addresses = 0;
/** Each sign-in from its own address: the per-address limit is not what these tests meet. */
const signInAs = (body: Parameters<typeof signIn>[1]) =>
  signIn(t.app, body, { remoteAddress: `10.38.0.${++addresses}` });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: fromConsole(cookie), ...(payload && { payload }) });
const codeOf = (response: { json: () => unknown }) => (response.json() as ApiError).code;

/** A new trader, shop or operator to make a login for, as the admin API takes it. */
async function accountOf(role: ConsoleRole) {
  if (role === 'operator') return { role };
  const { shop, trader } = await setupShopAndTrader(t.app, { methods: [], online: false });
  return role === 'trader' ? { role, traderId: trader.id } : { role, shopId: shop.id };
}

/** A login as the operator made it: its first sign-in still ahead. */
const newLogin = async (role: ConsoleRole) =>
  createConsoleUser(t.app, await accountOf(role), { isFirstSignInKept: true });

/** What each role's own API answers first: its queue, its orders, the operators' list of logins. */
const ROLE_API: Record<ConsoleRole, string> = {
  trader: '/trader/balance',
  shop: '/merchant/balance',
  operator: '/admin/console-users',
};

describe('a login the operator creates changes its password at the first sign-in', () => {
  it.each(['trader', 'shop', 'operator'] as const)(
    'a %s: only me, sign-out and the password change answer until it is changed',
    async (role) => {
      const user = await newLogin(role);
      const signedIn = await signInAs(user);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(json<ConsoleMe>(signedIn).mustChangePassword).toBe(true);
      const cookie = sessionCookieOf(signedIn);

      for (const [method, url] of [
        ['GET', ROLE_API[role]],
        ['GET', '/console/sessions'],
        ['POST', '/console/totp/enrolment'],
      ] as const) {
        const refused = await call(method, url, cookie);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(codeOf(refused)).toBe('password_change_required');
      }
      expect(json<ConsoleMe>(await call('GET', '/console/me', cookie)).mustChangePassword).toBe(true);

      // The operator's password is the current one; the new one must differ from it.
      const same = await call('PUT', '/console/password', cookie, {
        currentPassword: user.password,
        newPassword: user.password,
      });
      expect(same.statusCode).toBe(400);
      const changed = await call('PUT', '/console/password', cookie, {
        currentPassword: user.password,
        newPassword: NEW_PASSWORD,
      });
      expect(changed.statusCode, changed.body).toBe(204);

      // Lifted: the same session reaches the role's API (an operator's after enrolling TOTP, as ever).
      expect(json<ConsoleMe>(await call('GET', '/console/me', cookie)).mustChangePassword).toBe(false);
      expect((await call('GET', '/console/sessions', cookie)).statusCode).toBe(200);
      const roleApi = await call('GET', ROLE_API[role], cookie);
      if (role === 'operator') expect(codeOf(roleApi)).toBe('totp_enrolment_required');
      else expect(roleApi.statusCode, roleApi.body).toBe(200);

      // The operator's password is spent; the account's own signs in, unmarked.
      expect(codeOf(await signInAs(user))).toBe('invalid_credentials');
      const again = await signInAs({ login: user.login, password: NEW_PASSWORD });
      expect(again.statusCode).toBe(200);
      expect(json<ConsoleMe>(again).mustChangePassword).toBe(false);
    },
  );

  it('the operator sees the new login as waiting for its own password, made so from the console too', async () => {
    const operator = await operatorCookie(t.app);
    const { trader } = await setupShopAndTrader(t.app, { methods: [], online: false });
    const login = `console-made-${addresses}`;
    const created = await call('POST', '/admin/console-users', operator.cookie, {
      login,
      password: 'chosen by the operator',
      role: 'trader',
      traderId: trader.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/console-users?traderId=${trader.id}`,
      headers: bearer(ADMIN_KEY),
    });
    expect(json<ConsoleUsersResponse>(listed).items).toMatchObject([{ login, mustChangePassword: true }]);
    const signedIn = await signInAs({ login, password: 'chosen by the operator' });
    expect(json<ConsoleMe>(signedIn).mustChangePassword).toBe(true);
    const refused = await call('GET', '/trader/balance', sessionCookieOf(signedIn));
    expect(codeOf(refused)).toBe('password_change_required');
  });
});

describe('a trader or a shop turns two-factor sign-in on and off', () => {
  it.each(['trader', 'shop'] as const)(
    'a %s: on with a QR code and a code, then sign-in asks for a code; off with the password and a code',
    async (role) => {
      const user = await createConsoleUser(t.app, await accountOf(role));
      const cookie = sessionCookieOf(await signInAs(user));

      // A wrong code does not turn it on, and says why.
      const begun = await call('POST', '/console/totp/enrolment', cookie);
      expect(begun.statusCode, begun.body).toBe(200);
      const { secret, qrSvg, otpauthUrl } = json<TotpEnrolment>(begun);
      expect(qrSvg).toContain('<svg');
      expect(otpauthUrl).toContain(encodeURIComponent(user.login));
      const wrongCode = String((Number(await totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
      const wrong = await call('POST', '/console/totp/enrolment/confirm', cookie, { code: wrongCode });
      expect(wrong.statusCode).toBe(400);
      expect(json<ApiError>(wrong)).toMatchObject({
        code: 'validation_failed',
        fields: { code: 'Wrong code' },
      });
      expect(json<ConsoleMe>(await call('GET', '/console/me', cookie)).totpEnrolled).toBe(false);

      const confirmed = await call('POST', '/console/totp/enrolment/confirm', cookie, {
        code: await totpCode(secret),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
      expect(recoveryCodes).toHaveLength(10);
      expect(json<ConsoleMe>(await call('GET', '/console/me', cookie)).totpEnrolled).toBe(true);

      // Sign-in now asks for the code: without one, or with a wrong one, refused with a code.
      expect(codeOf(await signInAs(user))).toBe('invalid_credentials');
      expect(codeOf(await signInAs({ ...user, totp: wrongCode }))).toBe('invalid_credentials');
      const withCode = await signInAs({ ...user, totp: await totpCode(secret, 1) });
      expect(withCode.statusCode, withCode.body).toBe(200);
      const withRecovery = await signInAs({ ...user, recoveryCode: recoveryCodes[0]! });
      expect(withRecovery.statusCode).toBe(200);
      const ownApi = await call('GET', ROLE_API[role], sessionCookieOf(withCode));
      expect(ownApi.statusCode, ownApi.body).toBe(200);

      // Off: a wrong code is refused with a code and changes nothing. This step's code and the next are
      // spent by now (a code is good once), so it goes off with a recovery code; with the app's code below.
      const newer = sessionCookieOf(withCode);
      const refused = await call('POST', '/console/totp/removal', newer, {
        currentPassword: user.password,
        totp: wrongCode,
      });
      expect(refused.statusCode).toBe(400);
      expect(codeOf(refused)).toBe('reauthentication_failed');
      expect(json<ConsoleMe>(await call('GET', '/console/me', newer)).totpEnrolled).toBe(true);
      const removed = await call('POST', '/console/totp/removal', newer, {
        currentPassword: user.password,
        recoveryCode: recoveryCodes[1]!,
      });
      expect(removed.statusCode, removed.body).toBe(204);
      expect(json<ConsoleMe>(await call('GET', '/console/me', newer)).totpEnrolled).toBe(false);
      const passwordAlone = await signInAs(user);
      expect(passwordAlone.statusCode).toBe(200);
      expect(json<ConsoleMe>(passwordAlone).totpEnrolled).toBe(false);
    },
  );

  it('a trader turns it off with the app’s current code, and on again with a new key', async () => {
    const user = await createConsoleUser(t.app, await accountOf('trader'));
    const cookie = sessionCookieOf(await signInAs(user));
    const first = await enrolTotp(t.app, cookie);
    // The enrolment spent this step's code: the next one is the app's current code.
    const removed = await call('POST', '/console/totp/removal', cookie, {
      currentPassword: user.password,
      totp: await totpCode(first.secret, 1),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const second = await enrolTotp(t.app, cookie);
    expect(second.secret).not.toBe(first.secret);
    expect(codeOf(await signInAs({ ...user, totp: await totpCode(first.secret, 1) }))).toBe(
      'invalid_credentials',
    );
    expect((await signInAs({ ...user, totp: await totpCode(second.secret, 1) })).statusCode).toBe(200);
  });
});
