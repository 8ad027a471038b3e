import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCallbackSignature } from '../../server/src/callbacks/signer.ts';
import { newPage } from './support/browser.ts';
import { startReceiver, type CallbackReceiver } from './support/callback-receiver.ts';
import { createConsoleUser, signIn } from './support/console.ts';
import { expectText, expectView } from './support/page-helpers.ts';
import { setupTestModeShop } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/**
 * Issue 26's test mode end to end: a shop with no trader of its own makes an order with its TEST key;
 * the customer pays it on the real page, served by the simulated trader (details at once, confirmation
 * a few seconds after "Transferred"); the shop's endpoint gets the completed callback signed with the
 * test webhook secret; the shop's console lists the order under "Test data" and not in live data,
 * and shows its test balance there, never in the live one.
 */
/** The test order's banner, in words (a note the screen reader reads, not a colour): there on this view. */
async function expectTestBanner(page: Page) {
  const banner = page.getByRole('note', { name: 'Test payment' });
  await banner.waitFor({ timeout: 15_000 });
  expect(await banner.textContent()).toContain('do not send any money');
}

/** SCREENSHOT_DIR=… keeps a picture of the view at 360 and 1280 px wide to look at. */
async function keepPicture(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.screenshot({ path: path.join(dir, `test-order-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

describe.skipIf(skipReason !== null)('test mode (docs/product/shop.md §4)', () => {
  const browser = useBrowser();
  let receiver: CallbackReceiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver?.close());

  it('a test order paid on the page by the simulated trader calls the shop back signed with the test secret, and shows in the console’s test data (orders, balance) only', async () => {
    const { shop, createTestOrder, createLiveOrder } = await setupTestModeShop();
    const order = await createTestOrder({ amount: '1357.00', callbackUrl: receiver.url });
    const live = await createLiveOrder({ amount: '246.00' });

    const { page, context } = await newPage(browser());
    await page.goto(order.url);
    // Every view says it is a test and no money is to be sent (the banner sits above each of them).
    await expectView(page, 'Select a bank for payment', 1);
    await expectTestBanner(page);
    await keepPicture(page, 'methods');
    // Only methods of the order's currency: no UPI, IMPS, PhonePe or ERIP for a RUB order.
    for (const foreign of ['UPI', 'IMPS', 'PhonePe', 'ERIP'])
      expect(await page.getByRole('button', { name: new RegExp(`^Select ${foreign}`) }).count()).toBe(0);
    await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
    // The simulated trader gives its card's details without anyone acting: details nobody could pay to.
    await expectView(page, 'Top up', 3);
    await expectTestBanner(page);
    expect(await page.getByTestId('amount').textContent()).toBe('1,357.00\u00a0₽');
    await expectText(page, '0000 0000 0000 0000');
    await expectText(page, 'TEST CARD');
    await keepPicture(page, 'transfer');
    await page.getByRole('button', { name: 'Transferred' }).click();
    await expectView(page, 'Sender information', 4);
    await expectTestBanner(page);
    await page.getByRole('textbox', { name: 'Card digit 1 of 6' }).click();
    await page.keyboard.type('220220');
    await page.getByRole('textbox', { name: 'Last 4 digits of your card' }).fill('5678');
    await page.getByRole('button', { name: 'Continue' }).click();
    // Waiting for the confirmation, which comes a few seconds later.
    await expectView(page, /confirmation/i, 4);
    await expectTestBanner(page);
    await keepPicture(page, 'waiting');
    await expectView(page, 'Payment successful', 5);
    await expectText(page, 'Your payment has been confirmed');
    await expectTestBanner(page);
    await keepPicture(page, 'result');
    // A live order's page has no such banner.
    await page.goto(live.url);
    await page.locator('.order-summary').waitFor();
    await page.locator('.stepper').waitFor();
    expect(await page.getByRole('note').count()).toBe(0);
    await context.close();

    // The shop's endpoint: the completed event of this test order, signed with the TEST secret only.
    const completedAt = () =>
      receiver.bodies.findIndex((body) => {
        const event = JSON.parse(body) as { orderId?: string; status: string };
        return event.orderId === order.id && event.status === 'completed';
      });
    await expect.poll(completedAt, { timeout: 20_000 }).toBeGreaterThanOrEqual(0);
    const index = completedAt();
    const [body, signature] = [receiver.bodies[index]!, receiver.signatures[index]];
    expect(JSON.parse(body)).toMatchObject({
      orderId: order.id,
      status: 'completed',
      test: true,
      amount: '1357.00',
    });
    expect(verifyCallbackSignature(shop.testWebhookSecret, body, signature)).toBe(true);
    expect(verifyCallbackSignature(shop.webhookSecret, body, signature)).toBe(false);

    // The shop's console: live data lists the live order and not the test one; "Test data" the reverse.
    const shopConsole = await newPage(browser());
    await signIn(shopConsole.page, await createConsoleUser({ role: 'shop', shopId: shop.id }), {
      heading: 'Orders',
    });
    const testRow = shopConsole.page.getByRole('link', { name: /1,357\.00/ });
    const liveRow = shopConsole.page.getByRole('link', { name: /246\.00/ });
    await liveRow.waitFor();
    expect(await testRow.count()).toBe(0);
    await shopConsole.page.getByRole('switch', { name: 'Test data' }).click();
    await testRow.waitFor();
    await liveRow.waitFor({ state: 'detached' });
    await testRow.click();
    await shopConsole.page.getByRole('heading', { name: 'Timeline' }).waitFor();
    await shopConsole.page.getByText('Completed').first().waitFor();
    // Its balance in test data: the test balance, what the test order credited (its amount less the fee).
    const { fee } = JSON.parse(body) as { fee: string };
    const credited = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(1357 - Number(fee));
    await shopConsole.page.getByRole('link', { name: 'Balance' }).click();
    await shopConsole.page.getByText('Test balance', { exact: true }).waitFor();
    await expect.poll(() => shopConsole.page.getByTestId('balance-RUB').textContent()).toContain(credited);
    // Live data: no balance at all (the live order is unpaid, the test one never counts).
    await shopConsole.page.getByRole('switch', { name: 'Test data' }).click();
    await shopConsole.page.getByText('No balance yet.').waitFor();
    expect(await shopConsole.page.getByTestId('balance-RUB').count()).toBe(0);
    expect(live.id).not.toBe(order.id);
    await shopConsole.context.close();
  });
});
