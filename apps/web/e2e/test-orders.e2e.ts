import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { png } from '../../server/test/receipts-fixtures.ts';
import { newPage } from './support/browser.ts';
import { consoleUrl, createConsoleUser, signIn, signInNewOperator } from './support/console.ts';
import { text, type Language } from './support/i18n-text.ts';
import { expectView } from './support/page-helpers.ts';
import { setupTestModeShop } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/**
 * Issue 38, "a test is never mistaken for a payment": the shop makes a test order in its console and sets
 * its outcome there (no curl); the customer's page says on every step that it is a test, in the
 * customer's language, and shows details nobody could pay to; sums and card numbers are never split
 * across lines (at 360 px in Russian and Kazakh, and the operator's overview tiles at 360 and 1280 px); a
 * cancellation after the customer attached a receipt says the receipt is attached and what comes next.
 */
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** SCREENSHOT_DIR=… keeps a picture of the screen to look at. */
async function keepPicture(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** The test order's banner, in the page's language: a note whose words say no money is to be sent. */
async function expectTestBanner(page: Page, lng: Language) {
  const banner = page.getByRole('note', { name: text(lng, 'order.test_title') });
  await banner.waitFor({ timeout: 15_000 });
  expect(await banner.textContent()).toContain(text(lng, 'order.test_text'));
}

/** How many lines each element's text takes: the distinct tops of its text's line boxes. */
async function linesOf(page: Page, selector: string): Promise<{ text: string | null; lines: number }[]> {
  return page.evaluate(
    (css) =>
      [...document.querySelectorAll(css)].map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return { text: element.textContent, lines: tops.size };
      }),
    selector,
  );
}

/** One line, by the element's height too: no taller than one line box of its font. */
async function expectOneLine(page: Page, selector: string, where: string) {
  const figures = await linesOf(page, selector);
  expect(figures.length, `${where}: ${selector} shown`).toBeGreaterThan(0);
  for (const figure of figures) expect(figure, where).toEqual({ text: figure.text, lines: 1 });
  const heights = await page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
      return { height: element.getBoundingClientRect().height, lineHeight };
    }),
  );
  for (const { height, lineHeight } of heights) expect(height, where).toBeLessThan(lineHeight * 1.6);
}

/** The shop's console on its test data, signed in at `viewport`. */
async function shopConsoleOnTestData(browser: Browser, shopId: string, viewport: typeof PHONE) {
  const console = await newPage(browser, viewport);
  await signIn(console.page, await createConsoleUser({ role: 'shop', shopId }), { heading: 'Orders' });
  await console.page.getByRole('switch', { name: 'Test data' }).click();
  await console.page.getByRole('form', { name: 'New test order' }).waitFor();
  return console;
}

/** "New test order" in the console: the order's payment link, once the console says it is made. */
async function createInConsole(page: Page, amount: string, shown: RegExp): Promise<string> {
  const form = page.getByRole('form', { name: 'New test order' });
  await form.getByLabel('Amount').fill(amount);
  await form.getByRole('button', { name: 'Create test order' }).click();
  await expect.poll(() => form.getByRole('status').textContent(), { timeout: 15_000 }).toMatch(shown);
  return (await form.getByRole('link', { name: 'Open the payment page' }).getAttribute('href'))!;
}

/** In the console: the order just made, then one of its test outcomes. */
async function setOutcome(page: Page, outcome: 'Completed' | 'Cancelled' | 'Dispute') {
  const panel = page.getByRole('region', { name: 'Set the outcome' });
  await panel.getByRole('button', { name: outcome, exact: true }).click();
  // The outcome is set: the panel offers what the order can still reach, or goes with the order's end.
  await expect
    .poll(() => panel.getByRole('button', { name: outcome, exact: true }).count(), { timeout: 15_000 })
    .toBe(0);
}

describe.skipIf(skipReason !== null)('test orders from the shop console (issue 38)', () => {
  const browser = useBrowser();

  it('360 px, Russian page: made in the console; a test on every step; one-line sums; disputed and cancelled from the console; the receipt acknowledged', async () => {
    const { shop } = await setupTestModeShop();
    const shopConsole = await shopConsoleOnTestData(browser(), shop.id, PHONE);
    const link = await createInConsole(shopConsole.page, '24800', /^Test order of 24,800\.00\s₽ created\./);
    await keepPicture(shopConsole.page, 'test-orders-console-created-360');

    const customer = await newPage(browser(), PHONE);
    const page = customer.page;
    await page.goto(`${link}?lng=ru`);
    await expectView(page, text('ru', 'methods.title'), 1);
    await expectTestBanner(page, 'ru');
    await page.getByRole('button', { name: /^Выбрать: С карты на карту · (Сбербанк|Sberbank)$/ }).click();
    // The simulated trader's details at once: nothing anyone could pay to, each figure on one line.
    await expectView(page, text('ru', 'transfer.title'), 3);
    await expectTestBanner(page, 'ru');
    expect(await page.getByTestId('amount').textContent()).toBe('24\u00a0800,00\u00a0₽');
    await page.getByText('0000 0000 0000 0000').waitFor();
    await expectOneLine(page, '[data-testid="amount"]', 'ru transfer');
    await expectOneLine(page, '.order-summary__amount', 'ru summary');
    await expectOneLine(page, '.requisites__value', 'ru details');
    // The timer says by when, as a clock time in Russian.
    expect(await page.getByTestId('pay-by').textContent()).toMatch(/^Оплатите до \d{1,2}:\d\d$/);
    await keepPicture(page, 'test-orders-transfer-ru-360');

    // The shop disputes it from its console: the customer's page follows, still saying it is a test.
    await shopConsole.page.getByRole('link', { name: 'Open the order' }).click();
    await shopConsole.page.getByRole('heading', { name: 'Timeline' }).waitFor();
    await keepPicture(shopConsole.page, 'test-orders-console-outcome-360');
    await setOutcome(shopConsole.page, 'Dispute');
    await expectView(page, text('ru', 'result.dispute.title'), 5);
    await expectTestBanner(page, 'ru');
    // The customer attaches the receipt of the transfer they say they made.
    await page.locator('.receipts-block button').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.uppy-Dashboard').waitFor({ timeout: 15_000 });
    await dialog
      .locator('input.uppy-Dashboard-input')
      .first()
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png() });
    await dialog.locator('.uppy-StatusBar-actionBtn--upload').click();
    await expectView(page, text('ru', 'result.processing.title'), 5);

    // Then cancels it: the customer reads that the order is cancelled, the receipt still attached.
    await setOutcome(shopConsole.page, 'Cancelled');
    await expectView(page, text('ru', 'result.cancel.title'), 5);
    await expectTestBanner(page, 'ru');
    await keepPicture(page, 'test-orders-cancelled-after-receipt-ru-360');
    await customer.context.close();
    await shopConsole.context.close();
  });

  it('1280 px: made in the console and completed from it; the page says it is a test on every step it shows', async () => {
    const { shop } = await setupTestModeShop();
    const shopConsole = await shopConsoleOnTestData(browser(), shop.id, DESKTOP);
    const link = await createInConsole(shopConsole.page, '1357.5', /^Test order of 1,357\.50\s₽ created\./);
    await keepPicture(shopConsole.page, 'test-orders-console-created-1280');

    const customer = await newPage(browser(), DESKTOP);
    await customer.page.goto(link);
    await expectView(customer.page, 'Select a bank for payment', 1);
    await expectTestBanner(customer.page, 'en');
    await customer.page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
    await expectView(customer.page, 'Top up', 3);
    await expectTestBanner(customer.page, 'en');
    expect(await customer.page.getByTestId('pay-by').textContent()).toMatch(/^Pay by \d{1,2}:\d\d\s[AP]M$/);
    await keepPicture(customer.page, 'test-orders-transfer-en-1280');

    await shopConsole.page.getByRole('link', { name: 'Open the order' }).click();
    await setOutcome(shopConsole.page, 'Completed');
    await expectView(customer.page, 'Payment successful', 5);
    await expectTestBanner(customer.page, 'en');
    // An ended order offers no outcome any more.
    await expect
      .poll(() => shopConsole.page.getByRole('region', { name: 'Set the outcome' }).count(), {
        timeout: 15_000,
      })
      .toBe(0);
    await keepPicture(shopConsole.page, 'test-orders-console-completed-1280');
    await customer.context.close();
    await shopConsole.context.close();
  });

  it('360 px, Kazakh page: a sum of millions and the card are each one line', async () => {
    const { createTestOrder } = await setupTestModeShop();
    const order = await createTestOrder({ amount: '1234567.89' });
    const { page, context } = await newPage(browser(), PHONE);
    await page.goto(`${order.url}?lng=kz`);
    await expectView(page, text('kz', 'methods.title'), 1);
    await expectTestBanner(page, 'kz');
    await expectOneLine(page, '.order-summary__amount', 'kz methods');
    await page
      .getByRole('button', { name: /· (Сбербанк|Sberbank)$/ })
      .first()
      .click();
    await expectView(page, text('kz', 'transfer.title'), 3);
    expect(await page.getByTestId('amount').textContent()).toBe('1\u00a0234\u00a0567,89\u00a0₽');
    await expectOneLine(page, '[data-testid="amount"]', 'kz transfer');
    await expectOneLine(page, '.requisites__value', 'kz details');
    expect(await page.getByTestId('pay-by').textContent()).toMatch(/^\d{1,2}:\d\d дейін төлеңіз$/);
    await keepPicture(page, 'test-orders-transfer-kz-360');
    await context.close();
  });

  it("the operator's overview tiles: every figure one line at 360 and 1280 px", async () => {
    const { page, context } = await newPage(browser(), DESKTOP);
    await signInNewOperator(page);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(consoleUrl('/overview'));
      await page.getByTestId('overview-figures').locator('.tile__value').first().waitFor({ timeout: 15_000 });
      await expectOneLine(page, '.tile__value', `overview ${viewport.width}`);
      await keepPicture(page, `test-orders-overview-${viewport.width}`);
    }
    await context.close();
  });
});
