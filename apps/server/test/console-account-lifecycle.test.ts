import type {
  ApiError,
  AuditListResponse,
  ConsoleMe,
  ConsoleUser,
  ConsoleUsersResponse,
  PasswordResetResponse,
} from '@payorder/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  CONSOLE_PASSWORD,
  createConsoleUser,
  enrolTotp,
  fromConsole,
  operatorCookie,
  sessionCookieOf,
  signIn,
  totpCode,
} from './console-helper.ts';
import type { Queryable } from '../src/db/db.ts';
import { ADMIN_KEY, bearer, isPostgresRun, json, setupShopAndTrader, useTestApp } from './helper.ts';

const t = useTestApp();
const admin = bearer(ADMIN_KEY);
const NEW_PASSWORD = 'a brand new passphrase';
/** vi.waitFor gives up after 1 s by default: too soon for a request on a loaded two-core CI machine. */
const WAIT = { timeout: 15_000, interval: 20 };

let addresses = 0;
/** Signs in from an address of its own (the per-address limit is not what these tests meet). */
const cookieOf = async (user: { login: string; password: string; recoveryCode?: string }) =>
  sessionCookieOf(await signIn(t.app, user, { remoteAddress: `10.7.0.${++addresses}` }));

const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/console/me', headers: fromConsole(cookie) });
const call = (
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE' | 'PUT',
  url: string,
  headers: Record<string, string> = admin,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload && { payload }) });
const auditOf = async (targetId: string) =>
  json<AuditListResponse>(await call('GET', `/admin/audit?targetId=${targetId}`)).items;
const code = (response: { json: () => unknown }) => (response.json() as ApiError).code;

/** A shop's account signed in twice (two browsers): its id, login and both cookies. */
async function shopAccountSignedInTwice() {
  const { shop } = await setupShopAndTrader(t.app, { methods: [], online: false });
  const user = await createConsoleUser(t.app, { role: 'shop', shopId: shop.id });
  return { ...user, shopId: shop.id, cookies: [await cookieOf(user), await cookieOf(user)] };
}

describe('the list of console accounts (GET /api/v1/admin/console-users)', () => {
  it('lists accounts filtered by role, shop and trader, with no secret in them', async () => {
    const { shop, trader } = await setupShopAndTrader(t.app, { methods: [], online: false });
    const shopUser = await createConsoleUser(t.app, { role: 'shop', shopId: shop.id });
    const traderUser = await createConsoleUser(t.app, { role: 'trader', traderId: trader.id });
    await cookieOf(shopUser);

    const byShop = json<ConsoleUsersResponse>(await call('GET', `/admin/console-users?shopId=${shop.id}`));
    expect(byShop.items).toEqual([
      expect.objectContaining({
        id: shopUser.id,
        login: shopUser.login,
        role: 'shop',
        shopId: shop.id,
        traderId: null,
        disabled: false,
        totpEnrolled: false,
        mustChangePassword: false,
        lastSignInAt: expect.any(String),
      }),
    ]);
    const byTrader = json<ConsoleUsersResponse>(
      await call('GET', `/admin/console-users?traderId=${trader.id}`),
    );
    expect(byTrader.items.map((u) => [u.id, u.lastSignInAt])).toEqual([[traderUser.id, null]]);
    const operators = json<ConsoleUsersResponse>(await call('GET', '/admin/console-users?role=operator'));
    expect(operators.items.every((u) => u.role === 'operator')).toBe(true);
    expect(JSON.stringify(byShop)).not.toMatch(/argon2|password_hash/);
  });

  it('answers a shop’s or a trader’s session 403, and a bad filter 400', async () => {
    const { cookies } = await shopAccountSignedInTwice();
    const refused = await call('GET', '/admin/console-users', fromConsole(cookies[0]!));
    expect(refused.statusCode).toBe(403);
    expect(code(refused)).toBe('forbidden');
    const bad = await call('GET', '/admin/console-users?role=king');
    expect(bad.statusCode).toBe(400);
    expect(code(bad)).toBe('validation_failed');
  });
});

describe('disabling an account (PATCH /api/v1/admin/console-users/{id})', () => {
  it('ends every session of the account at once, refuses its sign-in, and is audited with who did it', async () => {
    const account = await shopAccountSignedInTwice();
    const operator = await operatorCookie(t.app);
    const disabled = await call('PATCH', `/admin/console-users/${account.id}`, fromConsole(operator.cookie), {
      disabled: true,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(json<ConsoleUser>(disabled)).toMatchObject({ id: account.id, disabled: true });
    for (const cookie of account.cookies) expect((await me(cookie)).statusCode).toBe(401);
    // Revoked like a sign-out: the rows say so (what closes their live streams).
    const { rows } = await t.db.query<{ live: number }>(
      'SELECT count(*)::int AS live FROM console_sessions WHERE user_id = $1 AND revoked_at IS NULL',
      [account.id],
    );
    expect(rows[0]!.live).toBe(0);
    expect((await signIn(t.app, account, { remoteAddress: '10.7.1.1' })).statusCode).toBe(401);

    const enabled = await call('PATCH', `/admin/console-users/${account.id}`, admin, { disabled: false });
    expect(json<ConsoleUser>(enabled).disabled).toBe(false);
    expect((await signIn(t.app, account, { remoteAddress: '10.7.1.2' })).statusCode).toBe(200);

    const entries = await auditOf(account.id);
    expect(entries.map((e) => e.action).slice(0, 2)).toEqual(['console_user.enable', 'console_user.disable']);
    expect(entries[1]).toMatchObject({
      actor: { kind: 'console_user', userId: operator.id, login: operator.login },
      targetType: 'console_user',
      before: { disabled: false },
      after: { disabled: true },
    });
    expect(entries[0]!.actor).toEqual({ kind: 'admin_api_key' });
  });

  it('will not let an operator disable itself, nor the last working operator go', async () => {
    const operator = await operatorCookie(t.app);
    const itself = await call('PATCH', `/admin/console-users/${operator.id}`, fromConsole(operator.cookie), {
      disabled: true,
    });
    expect(itself.statusCode).toBe(409);
    expect(code(itself)).toBe('cannot_disable_self');
    expect((await me(operator.cookie)).statusCode).toBe(200);

    // With the admin key, every operator but the last can be disabled.
    const operators = json<ConsoleUsersResponse>(await call('GET', '/admin/console-users?role=operator'));
    const [last, ...others] = operators.items.filter((u) => !u.disabled);
    for (const other of others) {
      expect(
        (await call('PATCH', `/admin/console-users/${other.id}`, admin, { disabled: true })).statusCode,
      ).toBe(200);
    }
    const lastOne = await call('PATCH', `/admin/console-users/${last!.id}`, admin, { disabled: true });
    expect(lastOne.statusCode).toBe(409);
    expect(code(lastOne)).toBe('last_operator');
    for (const other of others)
      await call('PATCH', `/admin/console-users/${other.id}`, admin, { disabled: false });
  });

  it('lets exactly one of two operators disabling each other at once go through', async () => {
    const first = await createConsoleUser(t.app, { role: 'operator' });
    const second = await createConsoleUser(t.app, { role: 'operator' });
    const operators = json<ConsoleUsersResponse>(await call('GET', '/admin/console-users?role=operator'));
    const others = operators.items.filter((u) => !u.disabled && u.id !== first.id && u.id !== second.id);
    for (const other of others)
      await call('PATCH', `/admin/console-users/${other.id}`, admin, { disabled: true });
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        [first, second].map((user) =>
          call('PATCH', `/admin/console-users/${user.id}`, admin, { disabled: true }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.map(code).filter(Boolean)).toEqual(['last_operator']);
      for (const user of [first, second]) {
        await call('PATCH', `/admin/console-users/${user.id}`, admin, { disabled: false });
      }
    }
    for (const other of others)
      await call('PATCH', `/admin/console-users/${other.id}`, admin, { disabled: false });
  });

  it.skipIf(!isPostgresRun)(
    'lets one operator disable a login while another resets its password at the same moment (PostgreSQL)',
    async () => {
      const [disabler, resetter] = [await operatorCookie(t.app), await operatorCookie(t.app)];
      const { shop } = await setupShopAndTrader(t.app, { methods: [], online: false });
      // The disable locks the enabled operators and the login in id order: the resetter's row before the
      // login's, while the reset holds the login's row and is about to write an audit entry naming the
      // resetter (a key share on its row).
      let target = await createConsoleUser(t.app, { role: 'shop', shopId: shop.id });
      while (target.id < resetter.id)
        target = await createConsoleUser(t.app, { role: 'shop', shopId: shop.id });
      for (let round = 0; round < 20; round++) {
        const gate = holdTransactionAfter(/FROM console_users[\s\S]*FOR (NO KEY )?UPDATE/);
        const resetting = call(
          'POST',
          `/admin/console-users/${target.id}/password-reset`,
          fromConsole(resetter.cookie),
        );
        await gate.held;
        const disabling = call('PATCH', `/admin/console-users/${target.id}`, fromConsole(disabler.cookie), {
          disabled: true,
        });
        await vi.waitFor(async () => {
          const { rows } = await t.db.query(
            `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          if (rows.length === 0) throw new Error('the disable is not waiting for the login yet');
        }, WAIT);
        gate.release();
        for (const answer of await Promise.all([resetting, disabling])) {
          expect([200, 409], answer.body).toContain(answer.statusCode);
        }
        await call('PATCH', `/admin/console-users/${target.id}`, admin, { disabled: false });
      }
    },
  );

  it('answers 400 for a bad body, 404 for an unknown account, 403 to a trader’s session', async () => {
    const account = await shopAccountSignedInTwice();
    const bad = await call('PATCH', `/admin/console-users/${account.id}`, admin, { disabled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(code(bad)).toBe('validation_failed');
    const unknown = await call('PATCH', `/admin/console-users/${crypto.randomUUID()}`, admin, {
      disabled: true,
    });
    expect(unknown.statusCode).toBe(404);
    const { trader } = await setupShopAndTrader(t.app, { methods: [], online: false });
    const traderCookie = await cookieOf(
      await createConsoleUser(t.app, { role: 'trader', traderId: trader.id }),
    );
    const refused = await call('PATCH', `/admin/console-users/${account.id}`, fromConsole(traderCookie), {
      disabled: true,
    });
    expect(refused.statusCode).toBe(403);
    expect((await me(account.cookies[0]!)).statusCode).toBe(200);
  });
});

describe('resetting a password (POST /api/v1/admin/console-users/{id}/password-reset)', () => {
  it('ends the sessions, hands out a one-time password that can do nothing but be changed, then the new one signs in', async () => {
    const account = await shopAccountSignedInTwice();
    const reset = await call('POST', `/admin/console-users/${account.id}/password-reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.headers['cache-control']).toBe('no-store');
    const { temporaryPassword } = json<PasswordResetResponse>(reset);
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(16);
    for (const cookie of account.cookies) expect((await me(cookie)).statusCode).toBe(401);
    expect((await signIn(t.app, account, { remoteAddress: '10.7.2.1' })).statusCode).toBe(401);

    const signedIn = await signIn(
      t.app,
      { login: account.login, password: temporaryPassword },
      {
        remoteAddress: '10.7.2.2',
      },
    );
    expect(signedIn.statusCode).toBe(200);
    expect(json<ConsoleMe>(signedIn).mustChangePassword).toBe(true);
    const cookie = sessionCookieOf(signedIn);
    expect(json<ConsoleMe>(await me(cookie)).mustChangePassword).toBe(true);
    const blocked = await call('GET', '/merchant/orders', fromConsole(cookie));
    expect(blocked.statusCode).toBe(403);
    expect(code(blocked)).toBe('password_change_required');
    const sessions = await call('GET', '/console/sessions', fromConsole(cookie));
    expect(code(sessions)).toBe('password_change_required');

    const changed = await call('PUT', '/console/password', fromConsole(cookie), {
      currentPassword: temporaryPassword,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect(json<ConsoleMe>(await me(cookie)).mustChangePassword).toBe(false);
    expect((await call('GET', '/console/sessions', fromConsole(cookie))).statusCode).toBe(200);
    expect(
      (
        await signIn(
          t.app,
          { login: account.login, password: temporaryPassword },
          { remoteAddress: '10.7.2.3' },
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (await signIn(t.app, { login: account.login, password: NEW_PASSWORD }, { remoteAddress: '10.7.2.4' }))
        .statusCode,
    ).toBe(200);

    const entries = await auditOf(account.id);
    expect(entries.map((e) => e.action).slice(0, 2)).toEqual([
      'console_user.change_password',
      'console_user.reset_password',
    ]);
    expect(entries[0]!.actor).toMatchObject({ kind: 'console_user', userId: account.id });
    const { rows } = await t.db.query<{ row: string }>('SELECT row_to_json(a)::text AS row FROM audit_log a');
    expect(rows.map((r) => r.row).join('\n')).not.toContain(temporaryPassword);
  });

  it('makes the one-time password good for one sign-in: the next answers like a wrong password', async () => {
    const account = await shopAccountSignedInTwice();
    const { temporaryPassword } = json<PasswordResetResponse>(
      await call('POST', `/admin/console-users/${account.id}/password-reset`),
    );
    const withTemporary = { login: account.login, password: temporaryPassword };
    const first = await signIn(t.app, withTemporary, { remoteAddress: '10.7.2.5' });
    expect(first.statusCode, first.body).toBe(200);

    const again = await signIn(t.app, withTemporary, { remoteAddress: '10.7.2.6' });
    expect(again.statusCode).toBe(401);
    expect(code(again)).toBe('invalid_credentials');
    const { rows } = await t.db.query<{ failed_attempts: number }>(
      'SELECT failed_attempts FROM console_users WHERE id = $1',
      [account.id],
    );
    expect(rows[0]!.failed_attempts).toBe(1);
    // The session it opened is still the one that chooses the new password.
    const changed = await call('PUT', '/console/password', fromConsole(sessionCookieOf(first)), {
      currentPassword: temporaryPassword,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(204);
    const withNew = { login: account.login, password: NEW_PASSWORD };
    expect((await signIn(t.app, withNew, { remoteAddress: '10.7.2.7' })).statusCode).toBe(200);
  });

  it('lets the one-time password expire: past its expiry it answers like a wrong password', async () => {
    const account = await shopAccountSignedInTwice();
    const { temporaryPassword } = json<PasswordResetResponse>(
      await call('POST', `/admin/console-users/${account.id}/password-reset`),
    );
    await t.db.query(
      `UPDATE console_users SET temporary_password_expires_at = now() - interval '1 minute' WHERE id = $1`,
      [account.id],
    );
    const late = await signIn(
      t.app,
      { login: account.login, password: temporaryPassword },
      { remoteAddress: '10.7.2.8' },
    );
    expect(late.statusCode).toBe(401);
    expect(code(late)).toBe('invalid_credentials');
  });

  it('answers 404 for an unknown account and 403 to a shop’s session', async () => {
    const account = await shopAccountSignedInTwice();
    expect(
      (await call('POST', `/admin/console-users/${crypto.randomUUID()}/password-reset`)).statusCode,
    ).toBe(404);
    const refused = await call(
      'POST',
      `/admin/console-users/${account.id}/password-reset`,
      fromConsole(account.cookies[0]!),
    );
    expect(refused.statusCode).toBe(403);
    expect((await signIn(t.app, account, { remoteAddress: '10.7.2.9' })).statusCode).toBe(200);
  });
});

describe('resetting two-factor sign-in (DELETE /api/v1/admin/console-users/{id}/totp)', () => {
  it('ends the sessions and lets the account sign in without a code, to enrol again; audited', async () => {
    const target = await operatorCookie(t.app);
    const other = await cookieOf({ ...target, recoveryCode: target.recoveryCodes[0]! });
    const reset = await call('DELETE', `/admin/console-users/${target.id}/totp`);
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await me(target.cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);

    const again = await signIn(t.app, target, { remoteAddress: '10.7.3.1' });
    expect(again.statusCode, again.body).toBe(200);
    expect(json<ConsoleMe>(again).totpEnrolled).toBe(false);
    const admin403 = await call('GET', '/admin/console-users', fromConsole(sessionCookieOf(again)));
    expect(code(admin403)).toBe('totp_enrolment_required');
    const [entry] = await auditOf(target.id);
    expect(entry).toMatchObject({ action: 'console_user.reset_totp', before: { totpEnrolled: true } });
    const unknown = await call('DELETE', `/admin/console-users/${crypto.randomUUID()}/totp`);
    expect(code(unknown)).toBe('not_found');
  });
});

describe('changing one’s own password (PUT /api/v1/console/password)', () => {
  it('ends every other session of the account, keeps this one, and the new password signs in', async () => {
    const account = await shopAccountSignedInTwice();
    const [mine, other] = account.cookies as [string, string];
    const changed = await call('PUT', '/console/password', fromConsole(mine), {
      currentPassword: CONSOLE_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await me(mine)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await signIn(t.app, account, { remoteAddress: '10.7.4.1' })).statusCode).toBe(401);
    expect(
      (await signIn(t.app, { login: account.login, password: NEW_PASSWORD }, { remoteAddress: '10.7.4.2' }))
        .statusCode,
    ).toBe(200);
    const [entry] = await auditOf(account.id);
    expect(entry).toMatchObject({ action: 'console_user.change_password', actor: { userId: account.id } });
  });

  it('counts wrong current passwords like failed sign-ins: a stolen session cannot guess the password', async () => {
    const account = await shopAccountSignedInTwice();
    const [mine] = account.cookies as [string];
    const guess = (currentPassword: string) =>
      call('PUT', '/console/password', fromConsole(mine), { currentPassword, newPassword: NEW_PASSWORD });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(code(await guess(`guess number ${i}`)));
    expect(answers).toEqual([...Array(4).fill('wrong_password'), 'account_locked']);
    // Locked: the right password changes nothing, and signing in waits too.
    const right = await guess(CONSOLE_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(code(right)).toBe('account_locked');
    expect(code(await signIn(t.app, account, { remoteAddress: '10.7.5.1' }))).toBe('account_locked');
  });

  it('refuses a wrong current password, a weak or unchanged new one, and a call without a session', async () => {
    const account = await shopAccountSignedInTwice();
    const [mine] = account.cookies as [string];
    const wrong = await call('PUT', '/console/password', fromConsole(mine), {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(json<ApiError>(wrong)).toMatchObject({
      code: 'wrong_password',
      fields: { currentPassword: expect.any(String) },
    });
    const weak = await call('PUT', '/console/password', fromConsole(mine), {
      currentPassword: CONSOLE_PASSWORD,
      newPassword: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(json<ApiError>(weak).fields).toHaveProperty('newPassword');
    const same = await call('PUT', '/console/password', fromConsole(mine), {
      currentPassword: CONSOLE_PASSWORD,
      newPassword: CONSOLE_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(json<ApiError>(same).fields).toHaveProperty('newPassword');
    const anonymous = await call(
      'PUT',
      '/console/password',
      { origin: 'http://pay.test' },
      {
        currentPassword: CONSOLE_PASSWORD,
        newPassword: NEW_PASSWORD,
      },
    );
    expect(anonymous.statusCode).toBe(401);
    // Nothing changed: the old password still signs in.
    expect((await signIn(t.app, account, { remoteAddress: '10.7.4.3' })).statusCode).toBe(200);
  });
});

/**
 * Holds the next transaction that runs a statement matching `statement` right after it, until `release`:
 * whatever it locked stays locked meanwhile.
 */
function holdTransactionAfter(statement: RegExp) {
  const { transaction } = t.db;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let hold!: () => void;
  const held = new Promise<void>((resolve) => (hold = resolve));
  t.db.transaction = <T>(work: (tx: Queryable) => Promise<T>) =>
    transaction<T>((tx) =>
      work({
        afterCommit: tx.afterCommit,
        query: async <R>(sql: string, params?: unknown[]) => {
          const result = await tx.query<R>(sql, params);
          if (t.db.transaction !== transaction && statement.test(sql)) {
            t.db.transaction = transaction;
            hold();
            await released;
          }
          return result;
        },
      }),
    );
  return { held, release };
}

/**
 * Holds the next sign-in after it has read the account: its following statement waits for `release`, so
 * an account action can commit in between, as it may under load (argon2 alone takes ~30 ms there).
 */
function pauseSignInAfterAccountRead() {
  const { query } = t.db;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reach!: () => void;
  const paused = new Promise<void>((resolve) => (reach = resolve));
  let hasReadAccount = false;
  t.db.query = async <R>(sql: string, params?: unknown[]) => {
    if (hasReadAccount) {
      t.db.query = query;
      reach();
      await released;
      return query<R>(sql, params);
    }
    const result = await query<R>(sql, params);
    hasReadAccount = /u\.password_hash/.test(sql);
    return result;
  };
  return { paused, release };
}

describe('a sign-in in flight when the account changes', () => {
  it('gets no session once the password it checked was changed before the session opened', async () => {
    const account = await shopAccountSignedInTwice();
    const gate = pauseSignInAfterAccountRead();
    const signingIn = signIn(t.app, account, { remoteAddress: '10.7.6.1' });
    await gate.paused;
    const changed = await call('PUT', '/console/password', fromConsole(account.cookies[0]!), {
      currentPassword: CONSOLE_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(204);
    gate.release();
    const late = await signingIn;
    expect(late.statusCode, late.body).toBe(401);
    expect(code(late)).toBe('invalid_credentials');
  });

  it('gets no session once the two-factor secret it checked was reset before the session opened', async () => {
    const operator = await createConsoleUser(t.app, { role: 'operator' });
    const { secret } = await enrolTotp(t.app, await cookieOf(operator));
    const gate = pauseSignInAfterAccountRead();
    const signingIn = signIn(
      t.app,
      { ...operator, totp: await totpCode(secret, 1) },
      { remoteAddress: '10.7.6.2' },
    );
    await gate.paused;
    expect((await call('DELETE', `/admin/console-users/${operator.id}/totp`)).statusCode).toBe(204);
    gate.release();
    const late = await signingIn;
    expect(late.statusCode, late.body).toBe(401);
    expect(code(late)).toBe('invalid_credentials');
  });
});
