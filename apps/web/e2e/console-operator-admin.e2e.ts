import crypto from 'node:crypto';
import type { AdminShop, CreateShopResponse, SciDomain } from '@payorder/contract';
import type { BrowserContextOptions } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { chooseFirstPassword, consoleUrl, createConsoleUser, signInNewOperator } from './support/console.ts';
import { openSection, problemsOf } from './support/page-helpers.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/** The admin API with the admin key, as the operator's tooling would call it. */
async function admin<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${inject('adminKey')}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

describe.skipIf(skipReason !== null)('the operator’s console', () => {
  const browser = useBrowser();
  /**
   * One operator for the file, signed in once through the console's form (two-factor sign-in set up
   * on the way, console-operator.e2e.ts follows that screen by screen); each test opens its pages in
   * that session rather than setting up an operator of its own.
   */
  let operator: { login: string; session: BrowserContextOptions['storageState'] };
  beforeAll(async () => {
    const { context, page } = await newPage(browser());
    const { login } = await signInNewOperator(page);
    operator = { login, session: await context.storageState() };
    await context.close();
  });

  /** A page of the operator's session on the shops. */
  async function operatorPage(viewport = { width: 360, height: 740 }) {
    const context = await browser().newContext({ viewport, locale: 'en-US', storageState: operator.session });
    const page = await context.newPage();
    await page.goto(consoleUrl('/shops'));
    await page.getByRole('heading', { name: 'Shops', level: 1 }).waitFor({ timeout: 15_000 });
    return { context, page };
  }

  it('shows every operator screen on a 360 px phone with no WCAG AA violation', async () => {
    await admin<CreateShopResponse>('POST', '/v1/admin/shops', { name: 'Phone shop' });
    const { context, page } = await operatorPage();
    try {
      const problems: string[] = [];
      for (const [link, heading] of [
        ['Shops', 'Shops'],
        ['Traders', 'Traders'],
        ['Branding', 'Branding'],
        ['Audit log', 'Audit log'],
      ] as const) {
        await openSection(page, link);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await expect.poll(() => page.getByText('Loading…').count(), { timeout: 15_000 }).toBe(0);
        problems.push(...(await problemsOf(page, link)));
      }
      await openSection(page, 'Shops');
      await page
        .getByRole('button', { name: /Phone shop/ })
        .first()
        .click();
      await page.getByRole('heading', { name: 'Phone shop', level: 2 }).waitFor();
      problems.push(...(await problemsOf(page, 'shop detail')));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the shop’s Keys on a 360 px phone with no WCAG AA violation', async () => {
    const shop = await admin<CreateShopResponse>('POST', '/v1/admin/shops', { name: 'Keys shop' });
    const shopUser = await createConsoleUser({ role: 'shop', shopId: shop.id });
    const { context, page } = await newPage(browser());
    try {
      await page.goto(consoleUrl('/login'));
      await page.getByLabel('Login').fill(shopUser.login);
      await page.getByLabel('Password').fill(shopUser.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
      await openSection(page, 'Keys');
      await page.getByRole('heading', { name: 'Keys', level: 1 }).waitFor();
      await page.getByText('In use').first().waitFor();
      expect(await problemsOf(page, 'shop keys')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('creates a shop: its secrets stay until each is acknowledged; gives it a login; edits its fee (audit log); rotates its webhook secret', async () => {
    const name = `Fee shop ${crypto.randomBytes(3).toString('hex')}`;
    const { context, page } = await operatorPage({ width: 1280, height: 800 });
    const shopPage = await newPage(browser());
    try {
      // Created in the console: the new shop opens with its one-time secrets, the API key and the
      // webhook secret shown together; acknowledging the key leaves the secret on the screen.
      await page.getByLabel("New shop's name").fill(name);
      await page.getByRole('button', { name: 'Create shop' }).click();
      await page.getByRole('heading', { name, level: 2 }).waitFor();
      const oneTime = (label: string) => page.getByRole('alert', { name: label, exact: true });
      const apiKey = (await oneTime('New API key').getByTestId('new-secret').textContent()) ?? '';
      const webhookSecret =
        (await oneTime('New webhook secret').getByTestId('new-secret').textContent()) ?? '';
      expect(apiKey).toMatch(/^shop_/);
      expect(webhookSecret).toMatch(/^whsec_/);
      await oneTime('New API key').getByRole('button', { name: 'I have saved it' }).click();
      await oneTime('New API key').waitFor({ state: 'detached' });
      expect(await oneTime('New webhook secret').getByTestId('new-secret').textContent()).toBe(webhookSecret);
      for (const label of ['New webhook secret', 'New test API key', 'New test webhook secret']) {
        await oneTime(label).getByRole('button', { name: 'I have saved it' }).click();
        await oneTime(label).waitFor({ state: 'detached' });
      }
      // The key shown is the shop's: the merchant API answers to it.
      const balance = await fetch(`${inject('baseUrl')}/api/v1/merchant/balance`, {
        headers: { authorization: `Bearer ${apiKey}` },
      });
      expect(balance.status).toBe(200);
      const shop = (await admin<{ items: AdminShop[] }>('GET', '/v1/admin/shops')).items.find(
        (item) => item.name === name,
      )!;

      // A console login for the shop, from the shop's own screen; the shop signs in with it.
      const shopLogin = `shop-${crypto.randomBytes(4).toString('hex')}`;
      const logins = page.getByRole('region', { name: 'Logins' });
      await logins.getByLabel('Login', { exact: true }).fill(shopLogin);
      await logins.getByLabel(/^Password/).fill('a long enough password 1');
      await logins.getByRole('button', { name: 'Create login' }).click();
      await logins
        .getByRole('listitem')
        .filter({ hasText: shopLogin })
        .getByText('never signed in')
        .waitFor();
      await shopPage.page.goto(consoleUrl('/login'));
      await shopPage.page.getByLabel('Login').fill(shopLogin);
      await shopPage.page.getByLabel('Password').fill('a long enough password 1');
      await shopPage.page.getByRole('button', { name: 'Sign in' }).click();
      // The operator's password signs in once: the shop chooses its own first.
      await chooseFirstPassword(shopPage.page, 'a long enough password 1', 'the shop’s own password');
      await shopPage.page.getByRole('navigation', { name: 'Console sections' }).waitFor({ timeout: 15_000 });

      const fee = page.getByLabel('Fee, % of each order');
      await fee.fill('4.5');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByRole('status').filter({ hasText: 'Shop settings saved.' }).waitFor();
      expect((await admin<AdminShop>('GET', `/v1/admin/shops/${shop.id}`)).feePercent).toBe('4.50');

      await openSection(page, 'Audit log');
      await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
      await page.getByLabel('Target ID').fill(shop.id);
      await page.getByRole('button', { name: 'Show' }).click();
      const entry = page.getByRole('listitem').filter({ hasText: 'Shop settings changed' });
      await entry.waitFor();
      expect(await entry.textContent()).toContain(operator.login);
      const feeRow = entry.getByRole('row', { name: /^Fee, % of each order/ });
      // As a percentage is written in the console's language (issue 38), never the wire's "4.50".
      expect(await feeRow.getByRole('cell').allTextContents()).toEqual(['0%', '4.5%']);

      // Rotating the webhook secret: the new secret is shown once; the old one signs for 24 h more.
      await page.getByRole('link', { name: 'Shops' }).click();
      await page.getByRole('button', { name: new RegExp(name) }).click();
      await page.getByRole('button', { name: 'Rotate the webhook secret' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rotate the webhook secret' });
      expect(await dialog.getByLabel(/Grace period/).inputValue()).toBe('24');
      await dialog.getByRole('button', { name: 'Rotate' }).click();
      const secret = page.getByTestId('new-secret');
      await secret.waitFor();
      const shown = (await secret.textContent()) ?? '';
      expect(shown).toMatch(/^whsec_/);
      expect(shown).not.toBe(webhookSecret);
      const after = await admin<AdminShop>('GET', `/v1/admin/shops/${shop.id}`);
      expect(Date.parse(after.previousWebhookSecretUntil!) - Date.now()).toBeGreaterThan(23 * 3600_000);
    } finally {
      await context.close();
      await shopPage.context.close();
    }
  });

  it('creates a trader, adds a trade method from the catalogue, credits a deposit typed "1 000" once a dialog repeats it and takes a bank fee off by an adjustment; each ledger line shows at once', async () => {
    const name = `Method trader ${crypto.randomBytes(3).toString('hex')}`;
    const { context, page } = await operatorPage({ width: 1280, height: 800 });
    try {
      await openSection(page, 'Traders');
      await page.getByRole('heading', { name: 'Traders', level: 1 }).waitFor();
      await page.getByLabel("New trader's name").fill(name);
      await page.getByRole('button', { name: 'Create trader' }).click();
      const apiKey = page.getByRole('alert', { name: "The trader's API key" });
      await apiKey.getByRole('button', { name: 'I have saved it' }).click();
      await page.getByRole('button', { name: new RegExp(name) }).click();
      await page.getByRole('heading', { name, level: 2 }).waitFor();

      // A method from the catalogue: SBP starts from its usual fields; the bank and currency are chosen.
      const methods = page.getByRole('region', { name: 'Trade methods' });
      await methods.getByText(/No trade methods yet/).waitFor();
      await methods.getByRole('button', { name: 'Add a trade method' }).click();
      const form = methods.getByRole('form', { name: 'New trade method' });
      await form.getByLabel('Payment type').selectOption({ label: 'SBP' });
      expect(await form.getByRole('checkbox', { name: 'Phone', exact: true }).isChecked()).toBe(true);
      await form.getByLabel("The trader's bank").selectOption({ label: 'Alfa-Bank' });
      await form.getByLabel('Currency').selectOption('RUB');
      await form.getByRole('button', { name: 'Add the method' }).click();
      await methods.getByText('SBP · Alfa-Bank · RUB').waitFor();

      // The deposit, typed as people write money; nothing moves before the dialog is confirmed.
      const deposit = page.getByRole('form', { name: 'Deposit' });
      await deposit.getByLabel('Amount').fill('1 000');
      await deposit.getByLabel('Currency').selectOption('RUB');
      await deposit.getByRole('button', { name: 'Credit the deposit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Credit this deposit?' });
      await dialog.waitFor();
      expect(await dialog.locator('dd').allTextContents()).toEqual([
        expect.stringMatching(/1,000\.00/),
        'RUB',
        name,
      ]);
      const ledger = page.getByRole('region', { name: 'Ledger' });
      expect(await ledger.getByText(/1,000\.00/).count()).toBe(0);
      await dialog.getByRole('button', { name: /^Credit .*1,000\.00/ }).click();
      await ledger
        .getByRole('listitem')
        .filter({ hasText: 'Deposit' })
        .filter({ hasText: /1,000\.00/ })
        .waitFor();

      // An adjustment takes a bank fee off: the direction and the reason asked, repeated, then the line.
      const adjust = page.getByRole('form', { name: 'Adjust balance' });
      expect(await adjust.getByRole('radio', { checked: true }).count()).toBe(0);
      await adjust.getByRole('radio', { name: 'Take off the balance' }).check();
      await adjust.getByLabel('Amount').fill('12.50');
      await adjust.getByLabel('Currency').selectOption('RUB');
      await adjust.getByLabel('Why (required)').fill('Bank fee');
      await adjust.getByRole('button', { name: 'Review the adjustment' }).click();
      const adjustDialog = page.getByRole('dialog', { name: "Adjust this trader's balance?" });
      expect(await adjustDialog.locator('dd').allTextContents()).toEqual([
        'Take off the balance',
        expect.stringMatching(/12\.50/),
        'RUB',
        name,
        'Bank fee',
      ]);
      await adjustDialog.getByRole('button', { name: /^Take off .*12\.50/ }).click();
      await ledger
        .getByRole('listitem')
        .filter({ hasText: 'Adjustment' })
        .filter({ hasText: /12\.50/ })
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('resets a shop login’s password: its session ends, the one-time password must be changed, the new one signs in', async () => {
    const name = `Reset shop ${crypto.randomBytes(3).toString('hex')}`;
    const shop = await admin<CreateShopResponse>('POST', '/v1/admin/shops', { name });
    const shopUser = await createConsoleUser({ role: 'shop', shopId: shop.id });
    const shopPage = await newPage(browser(), { width: 1280, height: 800 });
    const signInShop = async (password: string) => {
      await shopPage.page.goto(consoleUrl('/login'));
      await shopPage.page.getByLabel('Login').fill(shopUser.login);
      await shopPage.page.getByLabel('Password', { exact: true }).fill(password);
      await shopPage.page.getByRole('button', { name: 'Sign in' }).click();
    };
    await signInShop(shopUser.password);
    await shopPage.page.getByRole('navigation', { name: 'Console sections' }).waitFor({ timeout: 15_000 });

    // The operator opens the shop's logins and resets the password (confirmed first).
    const { page } = await operatorPage({ width: 1280, height: 800 });
    await page.getByRole('button', { name: new RegExp(name) }).click();
    const login = page.getByRole('listitem').filter({ hasText: shopUser.login });
    await login.getByRole('button', { name: 'Reset password' }).click();
    const dialog = page.getByRole('dialog', { name: `Reset the password of ${shopUser.login}?` });
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    const shown = page.getByTestId('new-secret');
    await shown.waitFor();
    const oneTime = (await shown.textContent()) ?? '';
    expect(oneTime.length).toBeGreaterThanOrEqual(16);
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await shown.waitFor({ state: 'detached' });
    await login.getByText('Must change password').waitFor();

    // The shop's session has ended: its next call lands on the sign-in (a poll may have got there first:
    // the page is opened afresh rather than a link clicked that may be gone); the old password no longer works.
    await shopPage.page.goto(consoleUrl('/keys'));
    await shopPage.page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
    await signInShop(shopUser.password);
    await shopPage.page.getByText(/Wrong login/).waitFor();

    // The one-time password signs in to nothing but the change of password.
    await signInShop(oneTime);
    await shopPage.page.getByRole('heading', { name: 'Password', level: 1 }).waitFor({ timeout: 15_000 });
    // Nothing else is offered there, and a section's address typed in comes back to it.
    expect(await shopPage.page.getByRole('navigation').count()).toBe(0);
    await shopPage.page.goto(consoleUrl('/keys'));
    await shopPage.page.getByRole('heading', { name: 'Password', level: 1 }).waitFor({ timeout: 15_000 });
    const newPassword = `new password ${crypto.randomBytes(4).toString('hex')}`;
    await shopPage.page.getByLabel('One-time password').fill(oneTime);
    await shopPage.page.getByLabel(/^New password(?! again)/).fill(newPassword);
    await shopPage.page.getByLabel('New password again').fill(newPassword);
    await shopPage.page.getByRole('button', { name: 'Change password' }).click();
    await shopPage.page.getByRole('status').filter({ hasText: 'Your password is changed' }).first().waitFor();
    await openSection(shopPage.page, 'Keys');
    await shopPage.page.getByRole('heading', { name: 'Keys', level: 1 }).waitFor();

    // Signed out and in again: the new password is the one that works.
    await shopPage.page.context().clearCookies();
    await signInShop(newPassword);
    await openSection(shopPage.page, 'Keys');
    await shopPage.page.getByRole('heading', { name: 'Keys', level: 1 }).waitFor({ timeout: 15_000 });
  });

  it('previews unsaved branding on the real payment page, before anything is saved', async () => {
    const { context, page } = await operatorPage({ width: 1280, height: 800 });
    try {
      await openSection(page, 'Branding');
      await page.getByRole('heading', { name: 'Branding', level: 1 }).waitFor();
      const preview = page.frameLocator('iframe[title="The payment page with these settings"]');
      const saved = (await (await fetch(`${inject('baseUrl')}/api/v1/sci-domains`)).json()) as SciDomain;
      await preview.getByText(saved.title, { exact: true }).first().waitFor();

      const draftTitle = `Draft ${crypto.randomBytes(3).toString('hex')}`;
      await page.getByLabel('Page title').fill(draftTitle);
      // Themes by their names, each with its swatch.
      await page.getByRole('radio', { name: 'SCI green' }).check();
      await preview.getByText(draftTitle, { exact: true }).waitFor();
      expect(await preview.locator('html').getAttribute('data-theme')).toBe('sci');
      await page.getByText(/Unsaved changes/).waitFor();
      // Nothing was stored: customers still get the saved branding.
      const stored = (await (await fetch(`${inject('baseUrl')}/api/v1/sci-domains`)).json()) as SciDomain;
      expect(stored.title).toBe(saved.title);

      // A script in a text field stays text in the preview.
      await page.getByLabel('Page title').fill('<img src=x onerror="window.hacked=1">');
      await preview.getByText('<img src=x onerror="window.hacked=1">', { exact: true }).waitFor();
      const frame = page.frames().find((candidate) => candidate.url().endsWith('/preview/branding'))!;
      expect(await frame.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

      // Every step of the page, as the step picker asks: methods, transfer, waiting, success.
      const step = page.getByLabel('Page step');
      await preview.getByRole('heading', { name: 'Select a bank for payment' }).waitFor();
      await step.selectOption({ label: 'Transfer details' });
      await preview.getByRole('button', { name: 'Transferred' }).waitFor();
      await preview.getByText('2202 2063 1232 5678').waitFor();
      await step.selectOption({ label: 'Payment received' });
      await preview.getByRole('heading', { name: 'Payment successful' }).waitFor();
      await step.selectOption({ label: 'Waiting for confirmation' });
      await preview.locator('.view--waiting').waitFor();
      expect(await problemsOf(page, 'branding with its preview')).toEqual([]);

      // A payment domain added (it starts as the default's branding), then removed after asking.
      await page.getByLabel(/^Domain/).fill('Pay.Preview.Example');
      await page.getByRole('button', { name: 'Add a payment domain' }).click();
      await page.getByRole('heading', { name: 'pay.preview.example', level: 2 }).waitFor();
      await page.getByRole('button', { name: 'Remove this domain' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove this domain' }).click();
      await page.getByRole('heading', { name: 'Every other domain (default)', level: 2 }).waitFor();
      // The domains' list is read again after the removal: waited for, not read at once.
      await expect.poll(() => page.getByRole('option', { name: 'pay.preview.example' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
