import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { LANGUAGES, text } from './support/i18n-text.ts';
import { expectView, pageIdle, toTransferView } from './support/page-helpers.ts';
import { CARD2CARD, setupScenario, setupTestModeShop } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/**
 * Records, from the first byte, the first <h1> the page gets and every error the browser reports,
 * so a test can tell a view the page took over (hydrated) from one it threw away and drew again.
 */
async function watch(page: Page): Promise<{ errors: string[] }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // What the page reports itself (a hydration mismatch goes there too).
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/client-errors')) errors.push(request.postData() ?? '');
  });
  await page.addInitScript({
    content: `new MutationObserver((_, observer) => {
      const heading = document.querySelector('main h1');
      if (heading) { window.__firstHeading = heading; observer.disconnect(); }
    }).observe(document, { childList: true, subtree: true });`,
  });
  return { errors };
}

/** Waits until React runs the page, then says whether the heading it shows is the one the HTML brought. */
async function isServerHeadingKept(page: Page): Promise<boolean> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  return page.evaluate(
    () =>
      document.querySelector('main h1') ===
      (window as unknown as { __firstHeading?: Element }).__firstHeading,
  );
}

describe.skipIf(skipReason !== null)('the first view drawn by the server', () => {
  const browser = useBrowser();

  it('is in the HTML, readable before any script runs', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const order = await scenario.createOrder({ amount: '1234.50' });
    const context = await browser().newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(order.url);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Select a bank for payment',
    );
    await expect(page.getByRole('button', { name: 'Select Card to card · Sberbank' }).count()).resolves.toBe(
      1,
    );
    await context.close();
  });

  it("a test order's banner is in the HTML too, and taken over without a mismatch", async () => {
    const { createTestOrder } = await setupTestModeShop();
    const order = await createTestOrder({ amount: '321.00' });
    const context = await browser().newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(order.url);
    await expect(page.getByRole('note', { name: 'Test payment' }).textContent()).resolves.toContain(
      'do not send any money',
    );
    await context.close();

    const scripted = await newPage(browser());
    const { errors } = await watch(scripted.page);
    await scripted.page.goto(order.url);
    expect(await isServerHeadingKept(scripted.page)).toBe(true);
    expect(await scripted.page.getByRole('note', { name: 'Test payment' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await scripted.context.close();
  });

  it('is taken over by the page without being drawn again, and works', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const order = await scenario.createOrder();
    const { page, context } = await newPage(browser());
    const { errors } = await watch(page);
    await page.goto(order.url);
    expect(await isServerHeadingKept(page)).toBe(true);
    await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
    await expectView(page, 'Wait a minute... payment creation in progress', 2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a tap made before the page runs, and acts on it once it does', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const order = await scenario.createOrder();
    const { page, context } = await newPage(browser());
    const { errors } = await watch(page);
    // A slow network: the page's code arrives only once the view is on screen and tapped.
    let release = () => {};
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/main-*.js', async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto(order.url); // (the load event: the entry has run, the page's code is on its way)
    await page.getByRole('heading', { name: 'Select a bank for payment', level: 1 }).waitFor();
    expect(await page.evaluate(() => Object.keys(document.getElementById('root')!).length)).toBe(0);
    await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
    release();
    await expectView(page, 'Wait a minute... payment creation in progress', 2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with the countdown running: the transfer view reloaded is taken over too', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const { page, context } = await newPage(browser());
    await toTransferView(page, scenario);

    const { errors } = await watch(page);
    await page.reload();
    expect(await isServerHeadingKept(page)).toBe(true);
    await expect(page.getByRole('button', { name: 'Transferred' }).isEnabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Transferred' }).click();
    await expectView(page, 'Sender information', 4);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in every language: taken over without a mismatch (amounts are written the same everywhere)', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    for (const lng of LANGUAGES) {
      const order = await scenario.createOrder({ amount: '1500.00' });
      const { page, context } = await newPage(browser());
      const { errors } = await watch(page);
      await page.goto(`${order.url}?lng=${lng}`);
      await expectView(page, text(lng, 'methods.title'), 1);
      expect(await isServerHeadingKept(page), lng).toBe(true);
      await pageIdle(page); // a report would be on its way by now
      expect(errors, lng).toEqual([]);
      await context.close();
    }
  });

  it('in a language the server could not see (kept in local storage) is drawn again in it', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const order = await scenario.createOrder();
    const { page, context } = await newPage(browser());
    const { errors } = await watch(page);
    await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'tr'));
    await page.goto(order.url);
    await expectView(page, text('tr', 'methods.title'), 1);
    expect(await isServerHeadingKept(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
