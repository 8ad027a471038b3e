import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { chooseFirstPassword, consoleUrl, signIn, signInNewOperator, totpCode } from './support/console.ts';
import { openSection, problemsOf } from './support/page-helpers.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/** Screenshots of each screen when ACCOUNTS_SHOTS names a directory (looked at by a person, not compared). */
const shots = process.env.ACCOUNTS_SHOTS;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

/** A trader made with the admin key, as the operator's tooling would; its name. */
async function newTrader(): Promise<string> {
  const name = `Accounts trader ${crypto.randomBytes(3).toString('hex')}`;
  const response = await fetch(`${inject('baseUrl')}/api/v1/admin/traders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${inject('adminKey')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (!response.ok) throw new Error(`trader: ${response.status} ${await response.text()}`);
  return name;
}

/** What the trader's own API answers this page's session (its cookie): the status and the code. */
const traderApiAnswer = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/v1/trader/balance');
    const body = (await response.json()) as { code?: string };
    return { status: response.status, code: body.code ?? null };
  });

/**
 * Issue 38 ("Accounts"), in the browser: a login the operator makes changes its password at the first
 * sign-in; a trader turns on two-factor sign-in and signs in with a code, and turns it off again; the
 * sign-in screen speaks the language chosen on it.
 */
describe.skipIf(skipReason !== null)('console accounts', () => {
  const browser = useBrowser();

  it.each(VIEWPORTS)(
    'at $width px: the operator makes a trader login; its first sign-in changes the password; then two-factor sign-in on, used and off',
    async (viewport) => {
      const where = `${viewport.width}`;
      const operator = await newPage(browser(), viewport);
      const trader = await newPage(browser(), viewport);
      try {
        // The operator gives a new trader a login from the trader's screen.
        await signInNewOperator(operator.page);
        const traderName = await newTrader();
        const op = operator.page;
        await openSection(op, 'Traders');
        await op.getByRole('heading', { name: 'Traders', level: 1 }).waitFor();
        await op.getByRole('button', { name: new RegExp(traderName) }).click();
        await op.getByRole('heading', { name: traderName, level: 2 }).waitFor();
        const login = `trader-${crypto.randomBytes(4).toString('hex')}`;
        const oneTime = 'chosen by the operator';
        const logins = op.getByRole('region', { name: 'Logins' });
        await logins.getByLabel('Login', { exact: true }).fill(login);
        await logins.getByLabel(/^Password/).fill(oneTime);
        await logins.getByText('its owner must choose their own password').waitFor();
        await logins.getByRole('button', { name: 'Create login' }).click();
        const row = logins.getByRole('listitem').filter({ hasText: login });
        await row.getByText('Must change password').waitFor();
        await shot(op, `${where}-operator-new-login`);

        // The trader's first sign-in: held on the password screen; its API refuses with a code.
        const tp = trader.page;
        await tp.goto(consoleUrl('/login'));
        await tp.getByLabel('Login').fill(login);
        await tp.getByLabel('Password').fill(oneTime);
        await tp.getByRole('button', { name: 'Sign in' }).click();
        await tp.getByRole('heading', { name: 'Password', level: 1 }).waitFor({ timeout: 15_000 });
        await tp.getByRole('alert').filter({ hasText: 'You signed in with a one-time password' }).waitFor();
        expect(await traderApiAnswer(tp)).toEqual({ status: 403, code: 'password_change_required' });
        // Another screen's address brings it back here.
        await tp.goto(consoleUrl('/history'));
        await tp.getByRole('heading', { name: 'Password', level: 1 }).waitFor({ timeout: 15_000 });
        await shot(tp, `${where}-trader-first-sign-in`);
        expect(await problemsOf(tp, `${where}: first sign-in`)).toEqual([]);
        const own = 'the trader’s own password';
        await chooseFirstPassword(tp, oneTime, own);
        await tp.getByRole('heading', { name: 'Work queue', level: 1 }).waitFor({ timeout: 15_000 });
        expect((await traderApiAnswer(tp)).status).toBe(200);
        await expect.poll(() => row.getByText('Must change password').count(), { timeout: 15_000 }).toBe(0);

        // Two-factor sign-in, from the account: a QR code, a wrong code refused, the right one, ten codes.
        await openSection(tp, 'Account');
        const twoFactor = tp.getByRole('region', { name: 'Two-factor sign-in' });
        await twoFactor.getByText('Two-factor sign-in is off.').waitFor();
        await shot(tp, `${where}-trader-account`);
        await twoFactor.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
        await tp.getByRole('heading', { name: 'Two-factor sign-in', level: 1 }).waitFor();
        await tp.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
        await tp.getByRole('img', { name: /QR code/ }).waitFor();
        const secret = (await tp.getByTestId('totp-secret').textContent())!;
        const rightCode = await totpCode(secret);
        await tp.getByLabel('Code from the app').fill(rightCode === '000000' ? '111111' : '000000');
        await tp.getByRole('button', { name: 'Confirm' }).click();
        await tp.getByRole('alert').filter({ hasText: 'The code is wrong' }).waitFor();
        await shot(tp, `${where}-trader-totp-set-up`);
        await tp.getByLabel('Code from the app').fill(await totpCode(secret));
        await tp.getByRole('button', { name: 'Confirm' }).click();
        await tp.getByRole('heading', { name: 'Recovery codes' }).waitFor();
        const recoveryCodes = await tp.locator('.recovery-codes li').allTextContents();
        expect(recoveryCodes).toHaveLength(10);
        await tp.getByRole('button', { name: 'I have saved them' }).click();
        await tp.getByRole('heading', { name: 'Work queue', level: 1 }).waitFor();
        await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Two-factor on');

        // Signed out, the password alone is refused; with the app's code it signs in.
        await openSection(tp, 'Account');
        await tp.getByRole('button', { name: 'Sign out' }).click();
        await tp.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
        await tp.getByLabel('Login').fill(login);
        await tp.getByLabel('Password').fill(own);
        await tp.getByRole('button', { name: 'Sign in' }).click();
        await tp.getByRole('alert').filter({ hasText: 'Wrong login, password or code' }).waitFor();
        await signIn(tp, { login, password: own }, { totp: () => totpCode(secret, 1) });

        // Off again, with the password and a recovery code (the app's codes of now are spent).
        await openSection(tp, 'Account');
        await tp
          .getByRole('region', { name: 'Two-factor sign-in' })
          .getByRole('link', { name: 'Turn off two-factor sign-in' })
          .click();
        const offForm = tp.getByRole('form', { name: 'Turn off two-factor sign-in' });
        await offForm.getByLabel('Your password').fill(own);
        await offForm.getByLabel('Code from the app or a recovery code').fill(recoveryCodes[0]!);
        await shot(tp, `${where}-trader-totp-off`);
        await offForm.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
        await tp
          .getByRole('main')
          .getByRole('status')
          .filter({ hasText: 'Two-factor sign-in is off.' })
          .waitFor();
        await tp.getByRole('button', { name: 'Set up two-factor sign-in' }).waitFor();
        await shot(tp, `${where}-trader-totp-turned-off`);
        expect(await problemsOf(tp, `${where}: two-factor sign-in off`)).toEqual([]);
      } finally {
        await operator.context.close();
        await trader.context.close();
      }
    },
  );

  it.each(VIEWPORTS)(
    'at $width px: the sign-in screen switches to Russian and keeps it',
    async (viewport) => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        await page.goto(consoleUrl('/login'));
        await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor({ timeout: 15_000 });
        await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
        await page.getByRole('heading', { name: 'Вход', level: 1 }).waitFor();
        await page.getByLabel('Логин').waitFor();
        await page.getByRole('button', { name: 'Войти', exact: true }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
        await shot(page, `${viewport.width}-sign-in-ru`);
        expect(await problemsOf(page, `${viewport.width}: sign-in in Russian`)).toEqual([]);
        // Remembered as the console's language: a new visit opens in Russian.
        await page.reload();
        await page.getByRole('heading', { name: 'Вход', level: 1 }).waitFor({ timeout: 15_000 });
        expect(await page.getByRole('combobox', { name: 'Язык' }).inputValue()).toBe('ru');
      } finally {
        await context.close();
      }
    },
  );
});
