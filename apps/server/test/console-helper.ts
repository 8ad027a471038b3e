import {
  CONSOLE_SESSION_COOKIE,
  type ConsoleRole,
  type TotpEnrolment,
  type TotpRecoveryCodes,
} from '@payorder/contract';
import { generate } from 'otplib';
import { TOTP_OPTIONS } from '../src/console/totp.ts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ADMIN_KEY, bearer } from './helper.ts';

export const CONSOLE_PASSWORD = 'correct horse battery';
/** The test apps' PUBLIC_URL origin (helper.ts startTestApp). */
export const OWN_ORIGIN = 'http://pay.test';

let logins = 0;

/**
 * A console account through the admin API; its login and password. The operator's password is a
 * one-time one the account must replace at its first sign-in (console-accounts.ts createConsoleUser);
 * unless `isFirstSignInKept`, it is taken as the account's own already, as if that change were made,
 * so that a test of something else signs in and works at once.
 */
export async function createConsoleUser(
  app: FastifyInstance,
  account: { role: ConsoleRole; traderId?: string; shopId?: string; login?: string },
  { isFirstSignInKept = false } = {},
) {
  const login = account.login ?? `user${++logins}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/console-users',
    headers: bearer(ADMIN_KEY),
    payload: { password: CONSOLE_PASSWORD, ...account, login },
  });
  if (response.statusCode !== 201) throw new Error(`console user: ${response.statusCode} ${response.body}`);
  const { id } = response.json<{ id: string }>();
  if (!isFirstSignInKept) {
    await app.ctx.db.query(
      `UPDATE console_users SET must_change_password = false, temporary_password_expires_at = NULL
        WHERE id = $1`,
      [id],
    );
  }
  return { id, login, password: CONSOLE_PASSWORD };
}

export function signIn(
  app: FastifyInstance,
  body: { login: string; password: string; totp?: string; recoveryCode?: string },
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/console/session',
    payload: {
      login: body.login,
      password: body.password,
      ...(body.totp && { totp: body.totp }),
      ...(body.recoveryCode && { recoveryCode: body.recoveryCode }),
    },
    headers: options.headers,
    remoteAddress: options.remoteAddress,
  });
}

/** The `Cookie` header the browser would send back after this answer. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === CONSOLE_SESSION_COOKIE);
  if (!cookie?.value) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
  return `${CONSOLE_SESSION_COOKIE}=${cookie.value}`;
}

/** Signs in a new console account of the given role; the Cookie header of its session. */
export async function consoleCookie(
  app: FastifyInstance,
  account: { role: ConsoleRole; traderId?: string; shopId?: string },
): Promise<string> {
  const user = await createConsoleUser(app, account);
  // Each from its own address, so that the per-address sign-in limit is never what a test meets.
  return sessionCookieOf(await signIn(app, user, { remoteAddress: `10.9.${logins >> 8}.${logins & 255}` }));
}

/** Headers of a call the console makes: its cookie and, for a state-changing call, its origin. */
export const fromConsole = (cookie: string, origin: string | null = OWN_ORIGIN) => ({
  cookie,
  ...(origin && { origin }),
});

/** The code an authenticator shows for `secret`, `stepsAhead` 30-second steps from now. */
export function totpCode(secret: string, stepsAhead = 0) {
  return generate({ ...TOTP_OPTIONS, secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/** Enrols TOTP for the signed-in account of `cookie`: its secret and recovery codes. */
export async function enrolTotp(app: FastifyInstance, cookie: string) {
  const begun = await app.inject({
    method: 'POST',
    url: '/api/v1/console/totp/enrolment',
    headers: fromConsole(cookie),
  });
  if (begun.statusCode !== 200) throw new Error(`totp enrolment: ${begun.statusCode} ${begun.body}`);
  const { secret } = begun.json<TotpEnrolment>();
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/v1/console/totp/enrolment/confirm',
    headers: fromConsole(cookie),
    payload: { code: await totpCode(secret) },
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`totp confirm: ${confirmed.statusCode} ${confirmed.body}`);
  return { secret, recoveryCodes: confirmed.json<TotpRecoveryCodes>().recoveryCodes };
}

/**
 * An operator with TOTP enrolled, signed in again with a code (the next step's: the enrolment's own
 * code is spent): what the admin API accepts from the console.
 */
export async function operatorCookie(app: FastifyInstance) {
  const user = await createConsoleUser(app, { role: 'operator' });
  const address = { remoteAddress: `10.8.${logins >> 8}.${logins & 255}` };
  const { secret, recoveryCodes } = await enrolTotp(app, sessionCookieOf(await signIn(app, user, address)));
  const cookie = sessionCookieOf(await signIn(app, { ...user, totp: await totpCode(secret, 1) }, address));
  return { ...user, cookie, secret, recoveryCodes };
}
