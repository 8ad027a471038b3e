import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../scripts/bench/server.ts';
import { newPage } from './support/browser.ts';
import { startReceiver, type CallbackReceiver } from './support/callback-receiver.ts';
import consoleEn from '../public/locales/en/console.json';
import {
  chooseFirstPassword,
  consoleUrl,
  signIn,
  signInNewOperator,
  type ConsoleUser,
} from './support/console.ts';
import { englishLeaks } from './support/i18n-text.ts';
import { expectView, openSection, problemsOf } from './support/page-helpers.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/** Screenshots of the sweep when JOURNEY_SHOTS names a directory (looked at by a person, not compared). */
const shots = process.env.JOURNEY_SHOTS;

const PASSWORD = 'a long enough password 1';
/** What a login the operator made chooses at its first sign-in. */
const OWN_PASSWORD = 'a password of my own 2';
const SHOP = 'Ромашка';
const TRADER = 'Иван Петров';
const CARD = '2202 2063 1232 5678';

/** Waits until the view has its data (no loading line left, in English or Russian). */
async function loaded(page: Page) {
  await expect.poll(() => page.getByText(/^(Loading…|Загрузка…)$/).count(), { timeout: 15_000 }).toBe(0);
}

/** The customer on the payment page: card to card, the transfer, the sender's card digits, "waiting". */
async function customerPays(page: Page, url: string, amount: string) {
  await page.goto(url);
  await expectView(page, 'Select a bank for payment', 1);
  await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
  // The trader's card comes from its book at once: no one types it.
  await expectView(page, 'Top up', 3);
  expect(await page.getByTestId('amount').textContent()).toBe(`${amount}\u00a0₽`);
  await page.getByText(CARD).first().waitFor();
  await page.getByRole('button', { name: 'Transferred' }).click();
  await expectView(page, 'Sender information', 4);
  await page.getByRole('textbox', { name: 'Card digit 1 of 6' }).click();
  await page.keyboard.type('427638');
  await page.getByRole('textbox', { name: 'Last 4 digits of your card' }).fill('1234');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectView(page, 'Wait for payment confirmation', 4);
}

describe.skipIf(skipReason !== null)('an operator’s journey from an empty platform', () => {
  const browser = useBrowser();
  let server: RunningServer;
  let receiver: CallbackReceiver;
  beforeAll(async () => {
    // A server of its own on a fresh embedded database (DEMO=0): no shop, no trader, no operator.
    [server, receiver] = await Promise.all([
      startServer(inject('distDir'), { ALLOW_PRIVATE_CALLBACKS: '1' }),
      startReceiver(),
    ]);
    if (shots) fs.mkdirSync(shots, { recursive: true });
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.stop();
  });

  // The whole journey is one test (each step needs the one before); its backstop is the suite's
  // doubled: CI saw it pass 180 s with three browser files at a time on two cores.
  it(
    'the operator sets up a shop and a trader in the console; the trader’s card takes a payment; the shop sees it; a dispute resolved for the sum that arrived reaches the shop’s callback as paidAmount',
    { timeout: 360_000 },
    async () => {
      const url = (path: string) => consoleUrl(path, server.baseUrl);
      const api = async <T>(path: string, key: string, body?: unknown): Promise<T> => {
        const response = await fetch(`${server.baseUrl}/api${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        return (await response.json()) as T;
      };
      // Nothing yet: the platform is empty.
      expect((await api<{ items: unknown[] }>('/v1/admin/shops', server.adminKey)).items).toEqual([]);
      expect((await api<{ items: unknown[] }>('/v1/admin/traders', server.adminKey)).items).toEqual([]);

      // The operator's first sign-in sets up two-factor sign-in (its account is the installer's, by the admin key).
      const operator = await newPage(browser(), { width: 1280, height: 800 });
      const op = operator.page;
      const operatorUser = await signInNewOperator(op, server);

      // A shop: its one-time secrets together, each acknowledged; the live API key kept, as its owner would.
      await op.getByRole('link', { name: 'Shops' }).click();
      await op.getByRole('heading', { name: 'Shops', level: 1 }).waitFor();
      await op.getByLabel("New shop's name").fill(SHOP);
      await op.getByRole('button', { name: 'Create shop' }).click();
      await op.getByRole('heading', { name: SHOP, level: 2 }).waitFor();
      const oneTime = (label: string) => op.getByRole('alert', { name: label, exact: true });
      const shopKey = (await oneTime('New API key').getByTestId('new-secret').textContent()) ?? '';
      expect(shopKey).toMatch(/^shop_/);
      for (const label of [
        'New API key',
        'New webhook secret',
        'New test API key',
        'New test webhook secret',
      ]) {
        await oneTime(label).getByRole('button', { name: 'I have saved it' }).click();
        await oneTime(label).waitFor({ state: 'detached' });
      }
      // Its console login.
      const shopUser: ConsoleUser = { login: 'romashka-shop', password: PASSWORD };
      const shopLogins = op.getByRole('region', { name: 'Logins' });
      await shopLogins.getByLabel('Login', { exact: true }).fill(shopUser.login);
      await shopLogins.getByLabel(/^Password/).fill(shopUser.password);
      await shopLogins.getByRole('button', { name: 'Create login' }).click();
      await shopLogins.getByRole('listitem').filter({ hasText: shopUser.login }).waitFor();
      expect(await problemsOf(op, 'operator: new shop')).toEqual([]);

      // A trader: a card method from the catalogue, a login and a deposit confirmed in a dialog.
      await openSection(op, 'Traders');
      await op.getByRole('heading', { name: 'Traders', level: 1 }).waitFor();
      await op.getByLabel("New trader's name").fill(TRADER);
      await op.getByRole('button', { name: 'Create trader' }).click();
      await op
        .getByRole('alert', { name: "The trader's API key" })
        .getByRole('button', { name: 'I have saved it' })
        .click();
      await op.getByRole('button', { name: new RegExp(TRADER) }).click();
      await op.getByRole('heading', { name: TRADER, level: 2 }).waitFor();
      const methods = op.getByRole('region', { name: 'Trade methods' });
      await methods.getByRole('button', { name: 'Add a trade method' }).click();
      const methodForm = methods.getByRole('form', { name: 'New trade method' });
      await methodForm.getByLabel('Payment type').selectOption({ label: 'Card to card' });
      await methodForm.getByLabel("The trader's bank").selectOption({ label: 'Sberbank' });
      await methodForm.getByLabel('Currency').selectOption('RUB');
      await methodForm.getByRole('button', { name: 'Add the method' }).click();
      await methods.getByText('Card to card · Sberbank · RUB').waitFor();

      const traderUser: ConsoleUser = { login: 'ivan-trader', password: PASSWORD };
      const traderLogins = op.getByRole('region', { name: 'Logins' });
      await traderLogins.getByLabel('Login', { exact: true }).fill(traderUser.login);
      await traderLogins.getByLabel(/^Password/).fill(traderUser.password);
      await traderLogins.getByRole('button', { name: 'Create login' }).click();
      await traderLogins.getByRole('listitem').filter({ hasText: traderUser.login }).waitFor();

      const deposit = op.getByRole('form', { name: 'Deposit' });
      await deposit.getByLabel('Amount').fill('10 000');
      await deposit.getByLabel('Currency').selectOption('RUB');
      await deposit.getByRole('button', { name: 'Credit the deposit' }).click();
      const credit = op.getByRole('dialog', { name: 'Credit this deposit?' });
      expect(await credit.locator('dd').allTextContents()).toEqual([
        expect.stringMatching(/10,000\.00/),
        'RUB',
        TRADER,
      ]);
      await credit.getByRole('button', { name: /^Credit .*10,000\.00/ }).click();
      await op
        .getByRole('region', { name: 'Ledger' })
        .getByRole('listitem')
        .filter({ hasText: 'Deposit' })
        .filter({ hasText: /10,000\.00/ })
        .waitFor();
      expect(await problemsOf(op, 'operator: new trader')).toEqual([]);

      // The trader on a phone: signs in, goes online, puts its card in the book.
      const trader = await newPage(browser());
      const tp = trader.page;
      // Its first sign-in is held at the password: nothing else on the screen, nothing else asked (the
      // server would refuse it), then the queue at once, not a failure left from a refusal.
      const refused: string[] = [];
      tp.on('response', (response) => {
        if (response.status() === 403) refused.push(response.url());
      });
      await signIn(tp, traderUser, { baseUrl: server.baseUrl, heading: 'Password' });
      expect(await tp.getByRole('navigation').count()).toBe(0);
      expect(await tp.getByRole('switch').count()).toBe(0);
      await chooseFirstPassword(tp, traderUser.password, OWN_PASSWORD);
      await tp.getByRole('heading', { name: 'Work queue', level: 1 }).waitFor();
      expect(await tp.getByText(consoleEn.errors.load_failed).count()).toBe(0);
      expect(refused).toEqual([]);
      const online = tp.getByRole('switch', { name: /Offline|Online/ });
      await online.click();
      await expect.poll(() => online.getAttribute('aria-checked')).toBe('true');
      await openSection(tp, 'Book');
      await tp.getByRole('heading', { name: 'Requisites book', level: 1 }).waitFor();
      await tp.getByRole('button', { name: 'Add entry' }).click();
      await tp.getByRole('textbox', { name: /^Card number/ }).fill(CARD.replaceAll(' ', ''));
      await tp.getByRole('textbox', { name: /^Cardholder/ }).fill('IVAN P.');
      await tp.getByRole('combobox', { name: /^Bank/ }).selectOption({ label: 'Sberbank' });
      await tp.getByRole('button', { name: 'Save' }).click();
      const entry = tp.getByRole('article', { name: 'Sberbank' });
      await entry.getByText(CARD).waitFor();
      expect(await problemsOf(tp, 'trader: book')).toEqual([]);

      // The shop creates an order with the key the console showed; the customer pays on the page.
      type Created = { order: { id: string }; paymentUrl: string };
      const createOrder = (amount: string, externalId: string) =>
        api<Created>('/v1/merchant/orders', shopKey, {
          amount,
          currency: 'RUB',
          externalId,
          returnUrl: 'https://shop.example/return',
        });
      const first = await createOrder('1500.00', 'journey-1');
      const customer = await newPage(browser());
      await customerPays(customer.page, first.paymentUrl, '1,500.00');

      // The trader sees it in the queue and confirms the money; the customer sees success.
      await tp.getByRole('navigation').getByRole('link', { name: /Queue/ }).click();
      await tp.getByRole('link', { name: /1,500\.00/ }).click();
      await tp.getByRole('button', { name: 'Money received' }).click();
      await tp.getByRole('dialog').getByRole('button', { name: 'Yes, money received' }).click();
      await expectView(customer.page, 'Payment successful', 5);

      // The shop signs in: the completed order and its balance.
      const shop = await newPage(browser(), { width: 1280, height: 800 });
      const sp = shop.page;
      await signIn(sp, shopUser, { heading: 'Orders', baseUrl: server.baseUrl, newPassword: OWN_PASSWORD });
      await sp
        .getByRole('listitem')
        .filter({ hasText: '1,500.00' })
        .filter({ hasText: 'Completed' })
        .waitFor();
      expect(await problemsOf(sp, 'shop: orders')).toEqual([]);
      await sp.getByRole('link', { name: 'Balance' }).click();
      await sp.getByRole('heading', { name: 'Balance', level: 1 }).waitFor();
      await sp
        .getByText(/1,500\.00/)
        .first()
        .waitFor();
      const balance = await api<{ balances: { currency: string; balance: string }[] }>(
        '/v1/merchant/balance',
        shopKey,
      );
      expect(balance.balances).toEqual([{ currency: 'RUB', balance: '1500.00', held: '0.00' }]);

      // The shop saves its webhook endpoint: the next order, created without a callbackUrl, calls it.
      await sp.getByRole('link', { name: 'Callbacks' }).click();
      await sp.getByLabel('Default callback URL').fill(receiver.url);
      await sp.getByRole('button', { name: 'Save' }).click();
      await sp.getByText('Callback URL saved.').waitFor();

      // A second payment: the trader finds a different sum arrived and opens a dispute.
      const second = await createOrder('1234.00', 'journey-2');
      await customerPays(customer.page, second.paymentUrl, '1,234.00');
      await tp.getByRole('link', { name: /1,234\.00/ }).click();
      await tp.getByRole('button', { name: 'Open a dispute' }).click();
      const opening = tp.getByRole('dialog');
      await opening.getByRole('radio', { name: 'The amount differs' }).check();
      await opening.getByRole('button', { name: 'Open a dispute' }).click();
      await tp.getByText('In dispute — the operator will look at it').first().waitFor();

      // The operator resolves it for the 1,200.50 that arrived.
      await op.getByRole('link', { name: 'Disputes' }).click();
      await op.getByRole('heading', { name: 'Disputes', level: 1 }).waitFor();
      await op.getByRole('link', { name: /1,234\.00/ }).click();
      await op.getByRole('heading', { name: 'Timeline' }).waitFor();
      await op.getByRole('button', { name: 'Resolve the dispute' }).click();
      const resolve = op.getByRole('dialog');
      await resolve.getByText('The trader says').waitFor();
      await resolve.getByRole('radio', { name: /Completed for another sum/ }).check();
      await resolve.getByLabel('Amount that arrived').fill('1,200.50');
      await resolve.getByLabel('Note').fill('Выписка банка: пришло 1 200,50');
      expect(await problemsOf(op, 'operator: resolving the dispute')).toEqual([]);
      await resolve.getByRole('button', { name: 'Resolve' }).click();
      // Another sum is asked again, with the sum, the currency and the order (issue 38).
      await resolve.getByRole('button', { name: /^Complete for 1,200\.50/ }).click();
      await op.getByText('Dispute resolved: completed').waitFor({ timeout: 10_000 });
      const timelinePath = new URL(op.url()).pathname.replace(/^\/console/, '');

      // The shop's saved endpoint gets the completed event: the order's amount and the sum that arrived.
      await expect
        .poll(
          () =>
            receiver.bodies
              .map((body) => JSON.parse(body) as { orderId: string; status: string })
              .find((event) => event.orderId === second.order.id && event.status === 'completed'),
          { timeout: 15_000 },
        )
        .toMatchObject({ amount: '1234.00', paidAmount: '1200.50' });
      expect(
        (await api<{ balances: { balance: string }[] }>('/v1/merchant/balance', shopKey)).balances[0]!
          .balance,
      ).toBe('2700.50');
      await Promise.all([trader.context.close(), customer.context.close()]);

      // The screens the journey made, at a phone's and a desk's width, light and dark; then in Russian.
      const screens: { page: Page; name: string; open: (lng: string) => Promise<void> }[] = [
        {
          page: op,
          name: 'operator-shop',
          open: async (lng) => {
            await op.goto(url(`/shops?lng=${lng}`));
            await op.getByRole('button', { name: new RegExp(SHOP) }).click();
            await op.getByRole('heading', { name: SHOP, level: 2 }).waitFor();
          },
        },
        {
          page: op,
          name: 'operator-trader',
          open: async (lng) => {
            await op.goto(url(`/traders?lng=${lng}`));
            await op.getByRole('button', { name: new RegExp(TRADER) }).click();
            await op.getByRole('heading', { name: TRADER, level: 2 }).waitFor();
          },
        },
        {
          page: op,
          name: 'operator-timeline',
          open: async (lng) => {
            await op.goto(url(`${timelinePath}?lng=${lng}`));
            await op.locator('.timeline li').first().waitFor();
          },
        },
        {
          page: sp,
          name: 'shop-orders',
          open: async (lng) => {
            await sp.goto(url(`/shop/orders?lng=${lng}`));
            await sp.locator('.rows__link').first().waitFor();
          },
        },
        {
          page: sp,
          name: 'shop-balance',
          open: async (lng) => {
            await sp.goto(url(`/shop/balance?lng=${lng}`));
            await sp.locator('.money').first().waitFor();
          },
        },
      ];
      const problems: string[] = [];
      for (const screen of screens) {
        await screen.open('en');
        await loaded(screen.page);
        // A phone in the light theme, a desk in the dark: both widths and both themes, in half the runs
        // (console-operator-admin.e2e.ts sweeps every operator screen at 360 px too).
        for (const [viewport, colorScheme] of [
          [{ width: 360, height: 740 }, 'light'],
          [{ width: 1280, height: 800 }, 'dark'],
        ] as const) {
          await screen.page.setViewportSize(viewport);
          await screen.page.emulateMedia({ colorScheme });
          const where = `${screen.name} ${viewport.width} ${colorScheme}`;
          problems.push(...(await problemsOf(screen.page, where)));
          if (shots) await screen.page.screenshot({ path: `${shots}/${where.replaceAll(' ', '-')}.png` });
        }
      }
      // Russian: the operator's and the shop's data typed in Latin letters are theirs, not the console's.
      // Ids, the time zone's name, the abbreviations Russian writes in Latin letters too (API, CSV, URL), the
      // API's field a hint names (callbackUrl) and a web address's example (https://…).
      const ids = [
        ...(await api<{ items: { id: string }[] }>('/v1/admin/shops', server.adminKey)).items,
        ...(await api<{ items: { id: string }[] }>('/v1/admin/traders', server.adminKey)).items,
        first.order,
        second.order,
      ].flatMap(({ id }) => [id, id.slice(0, 8)]);
      const data = [
        ...ids,
        operatorUser.login,
        shopUser.login,
        traderUser.login,
        receiver.url,
        'RUB',
        'journey-1',
        'journey-2',
        'IVAN',
        'UTC',
        'GMT',
        'API',
        'CSV',
        'URL',
        'callbackUrl',
        'https',
      ];
      for (const screen of screens) {
        await screen.open('ru');
        await expect.poll(() => screen.page.evaluate(() => document.documentElement.lang)).toBe('ru');
        await loaded(screen.page);
        problems.push(
          ...(await englishLeaks(screen.page, 'ru', data)).map((leak) => `${screen.name} ru: ${leak}`),
        );
        problems.push(...(await problemsOf(screen.page, `${screen.name} ru`)));
        if (shots) await screen.page.screenshot({ path: `${shots}/${screen.name}-ru.png`, fullPage: true });
      }
      if (shots) fs.writeFileSync(`${shots}/problems.txt`, problems.join('\n'));
      expect(problems).toEqual([]);
      await Promise.all([operator.context.close(), shop.context.close()]);
    },
  );
});
