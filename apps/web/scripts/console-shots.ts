/**
 * Dev tool: screenshots of every console view at 360×740 and 1280×800, light and dark, against the
 * real server with demo-like data. `node --import tsx scripts/console-shots.ts <outDir> [distDir]`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiClient,
  CARD2CARD_WITH_NAME,
  createOrder,
  driveOrder,
  setupShopAndTrader,
  type OrderStage,
} from '@payorder/test-kit';
import { BANK_NOTIFICATIONS_INGEST_PATH } from '@payorder/contract';
import { launchChromium } from './bench/chromium.ts';
import { buildPage, startServer } from './bench/server.ts';

const outDir = path.resolve(process.argv[2] ?? 'console-shots');
fs.mkdirSync(outDir, { recursive: true });
let distDir = process.argv[3];
if (!distDir) {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payorder-shots-dist-'));
  buildPage(distDir);
}
const server = await startServer(distDir);
const api = apiClient(server.baseUrl);
try {
  const admin = server.adminKey;
  await api('PUT', '/v1/admin/currencies/RUB', admin, { symbol: '₽' }).catch(() => undefined);
  const { shop, trader, methodIds } = await setupShopAndTrader(api, admin, {
    shop: { collectCustomerReceipts: true },
    traderName: 'Anna Traderova',
    methods: [CARD2CARD_WITH_NAME],
    deposit: '500000.00',
  });
  await api('POST', '/v1/admin/console-users', admin, {
    login: 'anna',
    password: 'correct horse battery',
    role: 'trader',
    traderId: trader.id,
  });
  await api('POST', '/v1/trader/requisites', trader.apiKey, {
    tradeMethodId: methodIds[0],
    details: { card_number: '2202 2063 1232 5678', cardholder: 'ANNA T.' },
    label: 'Sber main card',
    dailyLimit: '900000.00',
    maxOpenOrders: 50,
  });
  /** An order moved by the customer (and the trader) to `target`; the trader's book gives the requisites. */
  const orderIn = async (amount: string, target: OrderStage) => {
    const order = await createOrder(api, shop.apiKey, {
      amount,
      currency: 'RUB',
      returnUrl: 'https://shop.example/return',
    });
    await driveOrder(api, order, target, {
      traderKey: trader.apiKey,
      requisites: null,
      sender: {
        customerCardFirstDigits: '427612',
        customerCardLastDigits: '1234',
        customerName: 'Ivan Petrov',
      },
    });
  };
  // Orders in several states.
  for (const [amount, target] of [
    ['1500.00', 'trader_confirm'],
    ['2750.50', 'customer_confirm'],
    ['980.00', 'dispute'],
    ['12000.00', 'completed'],
  ] as const) {
    await orderIn(amount, target);
  }
  // A paired phone and what it posted: one credit confirmed nothing yet (mode off), one no order fits.
  const device = await api<{ key: string; ingestUrl: string }>('POST', '/v1/trader/devices', trader.apiKey, {
    name: 'Redmi, Sber SIM',
  });
  for (const text of [
    'MIR-5678 09:12 зачисление 1500р Баланс: 15230.45р',
    'MIR-5678 09:40 зачисление 4321р Баланс: 15230.45р',
    'СЧЁТ2202 14:40 Покупка 350р PYATEROCHKA Баланс: 24650.50р',
  ]) {
    await fetch(`${server.baseUrl}${BANK_NOTIFICATIONS_INGEST_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${device.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from: '900', text, receivedAt: Date.now() }),
    });
  }
  let password = 'correct horse battery';
  const browser = await launchChromium();
  for (const [name, viewport] of [
    ['phone', { width: 360, height: 740 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport, locale: 'en-US', colorScheme: scheme });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('pageerror', error.message));
      const shot = async (view: string) => {
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(outDir, `${view}-${name}-${scheme}.png`), fullPage: false });
      };
      await page.goto(`${server.baseUrl}/console/login`);
      await page.getByLabel('Login').fill('anna');
      await page.getByLabel('Password').fill('wrong password!');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').filter({ hasText: /Wrong/ }).waitFor();
      await shot('sign-in-error');
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const queue = page.getByRole('heading', { name: 'Work queue' });
      const forced = page.getByText('You signed in with a one-time password');
      await queue.or(forced).waitFor();
      if (await forced.isVisible()) {
        // The login the operator made carries a one-time password: the first sign-in replaces it.
        await shot('password-forced');
        const [oneTime, fresh, again] = await page.locator('main input[type=password]').all();
        await oneTime!.fill(password);
        password = 'anna’s own passphrase';
        await fresh!.fill(password);
        await again!.fill(password);
        await page.getByRole('button', { name: 'Change password' }).click();
        await forced.waitFor({ state: 'hidden' });
        await shot('password-changed');
      }
      await queue.waitFor();
      await page.waitForTimeout(1500);
      await shot('queue');
      const card = page.locator('.order-card').first();
      if (await card.count()) {
        await card.click();
        await page.locator('#detail-title').waitFor();
        await shot('detail');
      }
      for (const [path_, view] of [
        ['/console/history', 'history'],
        ['/console/book', 'book'],
        ['/console/balance', 'balance'],
        ['/console/my-overview', 'overview'],
        ['/console/account', 'account'],
        ['/console/notifications', 'notifications'],
        ['/console/notifications/devices', 'phones'],
        ['/console/notifications/auto-confirm', 'auto-confirm'],
      ] as const) {
        await page.goto(`${server.baseUrl}${path_}`);
        await page.locator('h1').first().waitFor();
        await shot(view);
      }
      await context.close();
    }
  }
  await browser.close();
} finally {
  await server.stop();
}
console.log(`screenshots in ${outDir}`);
