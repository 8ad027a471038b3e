import type { ApiError, ConsoleMe, TotpEnrolment } from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTP_OPTIONS, verifyTotpCode } from '../src/console/totp.ts';
import {
  createConsoleUser,
  enrolTotp,
  fromConsole,
  operatorCookie,
  sessionCookieOf,
  signIn,
  totpCode,
} from './console-helper.ts';
import { startTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

let address = 0;
/** Each sign-in from its own address: the per-address limit is not what these tests meet. */
const signInAs = (body: Parameters<typeof signIn>[1]) =>
  signIn(t.app, body, { remoteAddress: `10.66.0.${++address}` });

describe('TOTP verification (RFC 6238 Appendix B, SHA-1)', () => {
  // The RFC's seed, as ASCII bytes; its codes are 8 digits. Everything else as in production.
  const seed = new TextEncoder().encode('12345678901234567890');
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  const options = { ...TOTP_OPTIONS, digits: 8 } as const;

  it.each(vectors)('at T = %i s the code is %s', async (epoch, code) => {
    expect(await verifyTotpCode({ secret: seed, code, epoch, options })).toBe(Math.floor(epoch / 30));
  });

  it('refuses a wrong code, one older than the drift allows, and one not newer than the last used', async () => {
    expect(await verifyTotpCode({ secret: seed, code: '94287083', epoch: 59, options })).toBeNull();
    // 1111111109's code, two steps (60 s) later: beyond one step of drift.
    expect(await verifyTotpCode({ secret: seed, code: '07081804', epoch: 1111111169, options })).toBeNull();
    const step = Math.floor(1111111109 / 30);
    expect(
      await verifyTotpCode({
        secret: seed,
        code: '07081804',
        epoch: 1111111109,
        options,
        afterTimeStep: step,
      }),
    ).toBeNull();
  });

  it('production codes are 6 digits, HMAC-SHA1, 30-second steps', () => {
    expect(TOTP_OPTIONS).toEqual({ algorithm: 'sha1', digits: 6, period: 30 });
  });
});

describe('TOTP enrolment and sign-in', () => {
  it('enrols with a QR code and a confirming code, then asks for a code at every sign-in', async () => {
    const user = await createConsoleUser(t.app, { role: 'operator' });
    const cookie = sessionCookieOf(await signInAs(user));
    const begun = await t.app.inject({
      method: 'POST',
      url: '/api/v1/console/totp/enrolment',
      headers: fromConsole(cookie),
    });
    expect(begun.statusCode).toBe(200);
    const enrolment = begun.json<TotpEnrolment>();
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Payorder:/);
    expect(new URL(enrolment.otpauthUrl).searchParams.get('secret')).toBe(enrolment.secret);
    expect(enrolment.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    // Not on until confirmed: a wrong code changes nothing, and sign-in still needs none.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/console/totp/enrolment/confirm',
      headers: fromConsole(cookie),
      payload: { code: (Number(await totpCode(enrolment.secret)) ^ 1).toString().padStart(6, '0') },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await signInAs(user)).statusCode).toBe(200);

    const confirmingCode = await totpCode(enrolment.secret);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/console/totp/enrolment/confirm',
      headers: fromConsole(cookie),
      payload: { code: confirmingCode },
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const { rows } = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM console_recovery_codes WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);

    const withoutCode = await signInAs(user);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json<ApiError>().code).toBe('invalid_credentials');
    // The confirming code is spent; the next one signs in.
    expect((await signInAs({ ...user, totp: confirmingCode })).statusCode).toBe(401);
    const signedIn = await signInAs({ ...user, totp: await totpCode(enrolment.secret, 1) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<ConsoleMe>().totpEnrolled).toBe(true);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/console/totp/enrolment',
      headers: fromConsole(sessionCookieOf(signedIn)),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().code).toBe('totp_already_enrolled');
  });

  it('takes each recovery code once in place of a code', async () => {
    const operator = await operatorCookie(t.app);
    const [first, second] = operator.recoveryCodes;
    expect((await signInAs({ ...operator, recoveryCode: first! })).statusCode).toBe(200);
    const reused = await signInAs({ ...operator, recoveryCode: first! });
    expect(reused.statusCode).toBe(401);
    expect(reused.json<ApiError>().code).toBe('invalid_credentials');
    // As typed by a person: upper case, no dash.
    expect(
      (await signInAs({ ...operator, recoveryCode: second!.replace('-', '').toUpperCase() })).statusCode,
    ).toBe(200);
    expect((await signInAs({ ...operator, recoveryCode: 'abcde-fghjk' })).statusCode).toBe(401);
  });

  it('keeps an operator without TOTP out of the admin API until enrolled', async () => {
    const user = await createConsoleUser(t.app, { role: 'operator' });
    const cookie = sessionCookieOf(await signInAs(user));
    const refused = await t.app.inject({ url: '/api/v1/admin/disputes', headers: fromConsole(cookie) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiError>().code).toBe('totp_enrolment_required');
    const me = await t.app.inject({ url: '/api/v1/console/me', headers: fromConsole(cookie) });
    expect(me.json<ConsoleMe>().totpEnrolled).toBe(false);

    await enrolTotp(t.app, cookie);
    const allowed = await t.app.inject({ url: '/api/v1/admin/disputes', headers: fromConsole(cookie) });
    expect(allowed.statusCode).toBe(200);
  });
});

// Issue 33, finding 8: a session alone (someone else's hands on it) must not strip its account's second factor.
describe('removing one’s own two-factor sign-in asks for the password and a current code', () => {
  /** An operator with TOTP enrolled through this session, and a second session of it signed in with a recovery code. */
  async function operatorWithTwoSessions() {
    const user = await createConsoleUser(t.app, { role: 'operator' });
    const cookie = sessionCookieOf(await signInAs(user));
    const { secret, recoveryCodes } = await enrolTotp(t.app, cookie);
    const other = sessionCookieOf(await signInAs({ ...user, recoveryCode: recoveryCodes[0]! }));
    return { ...user, cookie, other, secret, recoveryCodes };
  }
  const remove = (cookie: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/console/totp/removal',
      headers: fromConsole(cookie),
      payload,
    });
  const me = (cookie: string) => t.app.inject({ url: '/api/v1/console/me', headers: fromConsole(cookie) });
  const codeOf = (response: { json: <T>() => T }) => response.json<ApiError>().code;

  it('the admin API refuses an operator’s own reset with 403 reauthentication_required; another operator’s still works', async () => {
    const operator = await operatorWithTwoSessions();
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/console-users/${operator.id}/totp`,
      headers: fromConsole(operator.cookie),
    });
    expect(own.statusCode, own.body).toBe(403);
    expect(codeOf(own)).toBe('reauthentication_required');
    expect((await me(operator.cookie)).json<ConsoleMe>().totpEnrolled).toBe(true);
    // Still asked for at sign-in.
    expect((await signInAs(operator)).statusCode).toBe(401);

    const target = await operatorWithTwoSessions();
    const other = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/console-users/${target.id}/totp`,
      headers: fromConsole(operator.cookie),
    });
    expect(other.statusCode, other.body).toBe(204);
  });

  it('refuses a missing or wrong password or code with a code, counting each like a failed sign-in', async () => {
    const operator = await operatorWithTwoSessions();
    const right = await totpCode(operator.secret, 1);
    const missing = await remove(operator.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(codeOf(missing)).toBe('validation_failed');
    expect(missing.json<ApiError>().fields).toHaveProperty('currentPassword');
    const noCode = await remove(operator.cookie, { currentPassword: operator.password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json<ApiError>().fields).toHaveProperty('totp');

    const wrongPassword = await remove(operator.cookie, { currentPassword: 'not it', totp: right });
    const wrongCode = await remove(operator.cookie, {
      currentPassword: operator.password,
      totp: String((Number(right) + 1) % 1_000_000).padStart(6, '0'),
    });
    const wrongRecovery = await remove(operator.cookie, {
      currentPassword: operator.password,
      recoveryCode: 'abcde-fghjk',
    });
    const wrongBoth = await remove(operator.cookie, { currentPassword: 'not it either', totp: '000000' });
    for (const answer of [wrongPassword, wrongCode, wrongRecovery, wrongBoth]) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(codeOf(answer)).toBe('reauthentication_failed');
    }
    expect((await me(operator.cookie)).json<ConsoleMe>().totpEnrolled).toBe(true);
    // The fifth failure locks the account as at sign-in; then even the right pair is refused.
    const fifth = await remove(operator.cookie, { currentPassword: 'still not', totp: right });
    expect(fifth.statusCode).toBe(429);
    expect(codeOf(fifth)).toBe('account_locked');
    const locked = await remove(operator.cookie, { currentPassword: operator.password, totp: right });
    expect(codeOf(locked)).toBe('account_locked');
    expect((await me(operator.cookie)).json<ConsoleMe>().totpEnrolled).toBe(true);
  });

  it('with the password and a current code it is removed: other sessions end, this one stays, audited', async () => {
    const operator = await operatorWithTwoSessions();
    const removed = await remove(operator.cookie, {
      currentPassword: operator.password,
      totp: await totpCode(operator.secret, 1),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await me(operator.cookie)).json<ConsoleMe>().totpEnrolled).toBe(false);
    expect((await me(operator.other)).statusCode).toBe(401);
    // The password alone signs in now; the operator enrols again before the admin API answers.
    expect((await signInAs(operator)).statusCode).toBe(200);
    const admin = await t.app.inject({
      url: '/api/v1/admin/disputes',
      headers: fromConsole(operator.cookie),
    });
    expect(codeOf(admin)).toBe('totp_enrolment_required');
    const { rows } = await t.db.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id DESC LIMIT 1',
      [operator.id],
    );
    expect(rows[0]?.action).toBe('console_user.reset_totp');
    const again = await remove(operator.cookie, { currentPassword: operator.password, totp: '123456' });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('invalid_transition');
  });

  it('a recovery code stands in for the code (the phone is lost)', async () => {
    const operator = await operatorWithTwoSessions();
    const removed = await remove(operator.cookie, {
      currentPassword: operator.password,
      recoveryCode: operator.recoveryCodes[1]!,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await me(operator.cookie)).json<ConsoleMe>().totpEnrolled).toBe(false);
  });
});
