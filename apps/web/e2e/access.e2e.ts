import crypto from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { expectView } from './support/page-helpers.ts';
import { CARD2CARD, CARD_REQUISITES, setupScenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

const SESSION_KEY = 'payorder.session';

describe.skipIf(skipReason !== null)('access', () => {
  const browser = useBrowser();

  /**
   * A fresh order chosen and waiting for its requisites (step 2), on a page without the live stream:
   * these are the poll's rules (docs/product/payment-page.md §6; the stream in live-events.e2e.ts).
   */
  async function pollingAtRequisites() {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const order = await scenario.createOrder();
    const { page, context } = await newPage(browser());
    await page.route('**/events', (route) => route.abort());
    await page.goto(order.url);
    await expectView(page, 'Select a bank for payment', 1);
    await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
    await expectView(page, 'Wait a minute... payment creation in progress', 2);
    return { scenario, order, page, context };
  }

  it('an unknown order, a bad token and an unknown path show the not-found page', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const order = await scenario.createOrder();
    const { page, context } = await newPage(browser());
    const base = inject('baseUrl');

    await page.goto(`${base}/order/${crypto.randomUUID()}/${'x'.repeat(43)}`);
    await expectView(page, 'Page not found');
    await page.goto(`${base}/order/${order.id}/${'y'.repeat(43)}`);
    await expectView(page, 'Page not found');
    await page.goto(`${base}/no/such/page`);
    await expectView(page, 'Page not found');
    await page.goto(`${base}/no/such/page?lng=ru`);
    await expectView(page, 'Страница не найдена');
    await context.close();
  });

  it('a 401 in the middle of the flow is recovered by one silent re-login', async () => {
    const { scenario, order, page, context } = await pollingAtRequisites();

    // The stored access token goes bad (as when it expires): the next poll answers 401.
    await page.evaluate((key) => {
      const session = JSON.parse(sessionStorage.getItem(key)!);
      sessionStorage.setItem(key, JSON.stringify({ ...session, accessToken: 'corrupted' }));
    }, SESSION_KEY);
    const relogin = page.waitForResponse((r) => r.url().endsWith('/api/v1/customer/auth/login'));
    const unauthorized = page.waitForResponse(
      (r) => r.url().includes(`/orders/${order.id}`) && r.status() === 401,
    );
    await scenario.acts.requisites(order.id, CARD_REQUISITES);

    expect((await unauthorized).status()).toBe(401);
    expect((await relogin).status()).toBe(200);
    await expectView(page, 'Top up', 3);
    const stored = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key)!), SESSION_KEY);
    expect(stored.accessToken).not.toBe('corrupted');
    await context.close();
  });

  it('a 401 that survives the re-login shows the not-found page', async () => {
    const { page, context } = await pollingAtRequisites();

    await page.evaluate((key) => {
      const session = JSON.parse(sessionStorage.getItem(key)!);
      const credentials = { ...session.credentials, token: 'z'.repeat(43) };
      sessionStorage.setItem(key, JSON.stringify({ credentials, accessToken: 'corrupted' }));
    }, SESSION_KEY);
    await expectView(page, 'Page not found');
    await context.close();
  });
});
