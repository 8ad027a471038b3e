import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { inject } from 'vitest';
import { TOTP_OPTIONS } from '../../../server/src/console/totp.ts';

export interface ConsoleUser {
  login: string;
  password: string;
}

/** The server a test signs in to: the suite's own unless a test started one of its own. */
export interface ServerAddress {
  baseUrl: string;
  adminKey: string;
}

const suiteServer = (): ServerAddress => ({ baseUrl: inject('baseUrl'), adminKey: inject('adminKey') });

/**
 * A console account (POST /api/v1/admin/console-users with the admin key). The operator's password
 * signs in once and must be replaced then (its first sign-in); unless `isFirstSignInKept`, that is
 * done here through the API, so a test of something else signs in with `password` and works at once.
 */
export async function createConsoleUser(
  account: { role: 'trader'; traderId: string } | { role: 'shop'; shopId: string } | { role: 'operator' },
  server: ServerAddress = suiteServer(),
  { isFirstSignInKept = false } = {},
): Promise<ConsoleUser> {
  const user = {
    login: `${account.role}-${crypto.randomBytes(5).toString('hex')}`,
    password: 'a long enough password 1',
  };
  const response = await fetch(`${server.baseUrl}/api/v1/admin/console-users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.adminKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, ...account }),
  });
  if (!response.ok) throw new Error(`console user: ${response.status} ${await response.text()}`);
  if (isFirstSignInKept) return user;
  return { login: user.login, password: await chooseOwnPassword(user, server) };
}

/** The first sign-in through the API: the operator's password replaced by the account's own; that one. */
async function chooseOwnPassword(user: ConsoleUser, server: ServerAddress): Promise<string> {
  const api = `${server.baseUrl}/api/v1/console`;
  const json = { 'content-type': 'application/json' };
  const signedIn = await fetch(`${api}/session`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(user),
  });
  if (!signedIn.ok) throw new Error(`first sign-in: ${signedIn.status} ${await signedIn.text()}`);
  const session = {
    cookie: signedIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; '),
    origin: new URL(server.baseUrl).origin,
  };
  const password = `${user.password} (own)`;
  const changed = await fetch(`${api}/password`, {
    method: 'PUT',
    headers: { ...json, ...session },
    body: JSON.stringify({ currentPassword: user.password, newPassword: password }),
  });
  if (!changed.ok) throw new Error(`own password: ${changed.status} ${await changed.text()}`);
  await fetch(`${api}/session`, { method: 'DELETE', headers: session });
  return password;
}

/** A console account for the trader. */
export const createConsoleTrader = (traderId: string) => createConsoleUser({ role: 'trader', traderId });

export const consoleUrl = (path = '/', baseUrl = inject('baseUrl')) =>
  `${baseUrl}/console${path === '/' ? '' : path}`;

/**
 * Signs in through the console's form and waits for the first screen (the trader's work queue unless
 * told). With `totp`, the authenticator's code typed with the password (computed just before it is typed).
 * With `newPassword`, the first sign-in of a login the operator made: the console asks for the login's
 * own password before anything else, and `user.password` is the one-time one.
 */
export async function signIn(
  page: Page,
  user: ConsoleUser,
  options: { heading?: string; totp?: () => Promise<string>; baseUrl?: string; newPassword?: string } = {},
): Promise<void> {
  await page.goto(consoleUrl('/login', options.baseUrl));
  await page.getByLabel('Login').fill(user.login);
  await page.getByLabel('Password').fill(user.password);
  if (options.totp) await page.getByLabel('Code from the authenticator app').fill(await options.totp());
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (options.newPassword) await chooseFirstPassword(page, user.password, options.newPassword);
  await page
    .getByRole('heading', { name: options.heading ?? 'Work queue', level: 1 })
    .waitFor({ timeout: 15_000 });
}

/** On the password screen a first sign-in is held at: the one-time password, then the new one twice. */
export async function chooseFirstPassword(page: Page, oneTime: string, newPassword: string) {
  await page.getByRole('heading', { name: 'Password', level: 1 }).waitFor({ timeout: 15_000 });
  await page.getByLabel('One-time password').fill(oneTime);
  await page.getByLabel(/^New password(?! again)/).fill(newPassword);
  await page.getByLabel('New password again').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
}

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
export const totpCode = (secret: string, stepsAhead = 0) =>
  generate({ ...TOTP_OPTIONS, secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/**
 * A new operator signed in through the console's form: the console sends it to set up two-factor
 * sign-in first (QR code, a code from the key, ten recovery codes), then on to the operator's home (the overview).
 * Its TOTP key and recovery codes, to sign in again.
 */
export async function signInNewOperator(page: Page, server: ServerAddress = suiteServer()) {
  const user = await createConsoleUser({ role: 'operator' }, server);
  await signIn(page, user, { heading: 'Two-factor sign-in', baseUrl: server.baseUrl });
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await page.getByRole('img', { name: /QR code/ }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await page.getByLabel('Code from the app').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('heading', { name: 'Recovery codes' }).waitFor();
  const recoveryCodes = await page.locator('.recovery-codes li').allTextContents();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  // The operator's home: the overview (issue 27).
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
  return { ...user, secret, recoveryCodes };
}
