/**
 * Dev tool: screenshots of every console view at 360×740 and 1280×800, light and dark, against the
 * real server with demo-like data. `node --import tsx scripts/console-shots.ts <outDir> [distDir]`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bench/chromium.ts';
import { buildPage, startServer } from './bench/server.ts';

const outDir = path.resolve(process.argv[2] ?? 'console-shots');
fs.mkdirSync(outDir, { recursive: true });
let distDir = process.argv[3];
if (!distDir) {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payorder-shots-dist-'));
  buildPage(distDir);
}
const server = await startServer(distDir);
const api = async <T>(method: string, url: string, key: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${server.baseUrl}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
};
try {
  const admin = server.adminKey;
  await api('PUT', '/v1/admin/currencies/RUB', admin, { symbol: '₽' }).catch(() => undefined);
  const shop = await api<{ apiKey: string }>('POST', '/v1/admin/shops', admin, {
    name: 'Shop',
    collectCustomerReceipts: true,
  });
  const trader = await api<{ id: string; apiKey: string }>('POST', '/v1/admin/traders', admin, {
    name: 'Anna Traderova',
  });
  const { id: methodId } = await api<{ id: string }>(
    'POST',
    `/v1/admin/traders/${trader.id}/trade-methods`,
    admin,
    {
      paymentType: 'card2card',
      bank: 'sberbank',
      fiatCurrency: 'RUB',
      fields: [
        { name: 'card_number', type: 'string' },
        { name: 'cardholder', type: 'string' },
      ],
      customerFields: [
        { name: 'first_card_digits', type: 'firstCardDigits', required: true, hidden: false },
        { name: 'last_card_digits', type: 'lastCardDigits', required: true, hidden: false },
        { name: 'full_name', type: 'fullName', required: false, hidden: false },
      ],
    },
  );
  await api('POST', `/v1/admin/traders/${trader.id}/deposits`, admin, {
    amount: '500000.00',
    currency: 'RUB',
  });
  await api('POST', '/v1/admin/console-users', admin, {
    login: 'anna',
    password: 'correct horse battery',
    role: 'trader',
    traderId: trader.id,
  });
  await api('PUT', '/v1/trader/status', trader.apiKey, { online: true });
  await api('POST', '/v1/trader/requisites', trader.apiKey, {
    tradeMethodId:
      (await api<{ tradeMethodId: string }[]>('GET', '/v1/trader/requisites', trader.apiKey))[0]
        ?.tradeMethodId ?? methodId,
    details: { card_number: '2202 2063 1234 5678', cardholder: 'ANNA T.' },
    label: 'Sber main card',
    dailyLimit: '900000.00',
    maxOpenOrders: 50,
  });
  /** An order moved by the customer (and the trader) to `target`. */
  const orderIn = async (amount: string, target: string) => {
    const created = await api<{ paymentUrl: string }>('POST', '/v1/merchant/orders', shop.apiKey, {
      amount,
      currency: 'RUB',
      returnUrl: 'https://shop.example/return',
    });
    const [, , id, token] = new URL(created.paymentUrl).pathname.split('/');
    const { accessToken } = await api<{ accessToken: string }>('POST', '/v1/customer/auth/login', '', {
      orderId: id,
      token,
    });
    await api('PATCH', `/v1/customer/orders/${id}`, accessToken, {
      payment: { type: 'card2card', bank: 'sberbank' },
    });
    await api('POST', `/v1/customer/orders/${id}/start-payment`, accessToken).catch(() => undefined);
    if (target === 'customer_confirm') return;
    await api('PATCH', `/v1/customer/orders/${id}`, accessToken, {
      payment: {
        customerCardFirstDigits: '427612',
        customerCardLastDigits: '1234',
        customerName: 'Ivan Petrov',
      },
    });
    await api('POST', `/v1/customer/orders/${id}/confirm-payment`, accessToken);
    if (target === 'dispute') await api('POST', `/v1/trader/orders/${id}/dispute`, trader.apiKey);
    if (target === 'completed') await api('POST', `/v1/trader/orders/${id}/confirm`, trader.apiKey);
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
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
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
      await page.getByLabel('Password').fill('correct horse battery');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Work queue' }).waitFor();
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
        ['/console/account', 'account'],
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
