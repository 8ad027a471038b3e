import { describe, expect, inject, it } from 'vitest';
import { createConsoleTrader, consoleUrl, signIn } from './support/console.ts';
import { newPage } from './support/browser.ts';
import { violationsInEveryLook } from './support/page-helpers.ts';
import { CARD2CARD, setupScenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/** An order waiting on the trader, moved there through the customer API (the queue then has a card). */
async function orderToCheck(scenario: Awaited<ReturnType<typeof setupScenario>>) {
  const base = inject('baseUrl');
  const order = await scenario.createOrder({ amount: '1500.00' });
  const login = await fetch(`${base}/api/v1/customer/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId: order.id, token: order.token }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const customer = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}/api/v1/customer/orders/${order.id}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  };
  await customer('PATCH', '', { payment: { type: 'card2card', bank: 'sberbank' } });
  await customer('POST', '/start-payment', {});
  await scenario.acts.requisites(order.id, { card_number: '2202 2063 1232 5678', cardholder: 'IVAN P.' });
  await customer('PATCH', '', {
    payment: {
      customerCardFirstDigits: '427638',
      customerCardLastDigits: '1234',
      customerName: 'Ivan Petrov',
    },
  });
  await customer('POST', '/confirm-payment', {});
  return order;
}

describe.skipIf(skipReason !== null)('console accessibility (axe, WCAG 2.2 AA)', () => {
  const browser = useBrowser();

  // One trader signed in once; each view checked at 360 and 1280 px in light and dark on the same page
  // (violationsInEveryLook), not signed in four times over.
  it('every view is clean in light and dark at 360 and 1280 px', { timeout: 360_000 }, async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const user = await createConsoleTrader(scenario.trader.id);
    const order = await orderToCheck(scenario);
    const { page } = await newPage(browser());
    const found: string[] = [];

    await page.goto(consoleUrl('/login'));
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    found.push(...(await violationsInEveryLook(page, 'sign-in')));
    await signIn(page, user);
    await page.getByRole('link', { name: /1,500\.00/ }).waitFor();
    found.push(...(await violationsInEveryLook(page, 'queue')));
    await page.goto(consoleUrl(`/orders/${order.id}`));
    await page.getByRole('button', { name: 'Money received' }).waitFor();
    found.push(...(await violationsInEveryLook(page, 'order')));
    await page.getByRole('button', { name: 'Money received' }).click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await violationsInEveryLook(page, 'confirm dialog')));
    await page.keyboard.press('Escape');
    for (const [path, heading] of [
      ['/history', 'History'],
      ['/book', 'Requisites book'],
      ['/balance', 'Balance'],
      ['/account', 'Account'],
    ] as const) {
      await page.goto(consoleUrl(path));
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      // Wait for the view's data (its loading line gone).
      await expect.poll(() => page.getByText('Loading…').count(), { timeout: 15_000 }).toBe(0);
      found.push(...(await violationsInEveryLook(page, path)));
    }
    expect(found).toEqual([]);
  });
});
