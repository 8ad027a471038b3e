import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { MerchantOrder } from '@payorder/contract';
import { waitFor } from '@payorder/test-kit';
import { png } from '../../server/test/receipts-fixtures.ts';
import { newPage } from './support/browser.ts';
import { expectView } from './support/page-helpers.ts';
import { escapeRegExp, pattern, text, type Language } from './support/i18n-text.ts';
import {
  setupScenario,
  uploadReceipt,
  CARD_NO_FIELDS,
  type OrderLink,
  type Scenario,
} from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/*
 * Issue 23, tried as a customer on a 360×740 phone, in English and in Russian: no view is a dead end.
 * The receipt a shop asks for is explained and can be given again after the dialog is closed; a
 * resolved dispute says how it ended, with support offered once; Cancel asks first; the amount is
 * copied like the requisites.
 */

const REQUISITES = { card_number: '2202 2063 1232 5678' };

const statusOf = async (scenario: Scenario, order: OrderLink) =>
  (await scenario.orderOf(order.id)).status as MerchantOrder['status'];

/** The trader disputes the customer's "Transferred" with a reason (trader API). */
async function dispute(scenario: Scenario, order: OrderLink) {
  await scenario.drive(order, 'trader_confirm', { requisites: REQUISITES });
  const response = await fetch(`${inject('baseUrl')}/api/v1/trader/orders/${order.id}/dispute`, {
    method: 'POST',
    headers: { authorization: `Bearer ${scenario.trader.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ reason: 'no_money' }),
  });
  if (!response.ok) throw new Error(`dispute: ${response.status} ${await response.text()}`);
}

/** The operator's decision on a dispute (admin API, with a note). */
async function resolve(order: OrderLink, status: 'completed' | 'cancelled') {
  const response = await fetch(`${inject('baseUrl')}/api/v1/admin/orders/${order.id}/resolve`, {
    method: 'POST',
    headers: { authorization: `Bearer ${inject('adminKey')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status, note: 'Checked the bank statement' }),
  });
  if (!response.ok) throw new Error(`resolve: ${response.status} ${await response.text()}`);
}

/** Waits until the page runs the view whose heading is exactly `name`. */
const expectHeading = (page: Page, name: string) =>
  expectView(page, new RegExp(`^${escapeRegExp(name)}$`, 'u'));

/** The support-bot links on screen (each opens the bot with a start parameter). */
const supportLinks = (page: Page) => page.locator('a[href*="start="]');

describe.skipIf(skipReason !== null).each<Language>(['en', 'ru'])('issue 23, %s, 360×740', (lng) => {
  const browser = useBrowser();
  const t = (key: string, values?: Record<string, string | number>) => text(lng, key, values);
  let receipts: Scenario;
  let plain: Scenario;
  beforeAll(async () => {
    receipts = await setupScenario({ shop: { collectCustomerReceipts: true }, methods: [CARD_NO_FIELDS] });
    plain = await setupScenario({ methods: [CARD_NO_FIELDS] });
  });

  /** A fresh order of `scenario` on its transfer view, in the test's language. */
  async function toTransfer(scenario: Scenario) {
    const order = await scenario.createOrder();
    await scenario.drive(order, 'customer_confirm', { requisites: REQUISITES });
    const { page, context } = await newPage(browser());
    await page.goto(`${order.url}?lng=${lng}`);
    await expectHeading(page, t('transfer.title'));
    return { order, page, context };
  }

  it('receipts required: the dialog says why; closed, the page asks for the receipt with the upload and Telegram', async () => {
    const { order, page, context } = await toTransfer(receipts);
    await page.getByRole('button', { name: t('actions.transferred') }).click();
    const dialog = page.getByRole('dialog', { name: t('upload.title') });
    await dialog.getByText(t('receipt_needed.why', { shop: 'Test Shop' })).waitFor({ timeout: 15_000 });
    await dialog.getByText(t('receipt_needed.next')).waitFor();

    // On a 360×740 phone the way out is in view without scrolling the dialog (the widget is tall).
    const close = dialog.getByRole('button', { name: t('actions.close'), exact: true });
    await dialog.locator('.uppy-Dashboard').waitFor();
    const box = (await close.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    await close.click();
    await expectHeading(page, t('receipt_needed.title'));
    expect(await dialog.isVisible()).toBe(false);
    // Not the transfer view with "Transferred" again, and the order still waits for the customer.
    expect(await page.getByRole('button', { name: t('actions.transferred') }).count()).toBe(0);
    expect(await statusOf(receipts, order)).toBe('customer_confirm');
    const telegram = page.getByRole('link', { name: t('receipts.upload_by_telegram') });
    expect(new URL((await telegram.getAttribute('href'))!).searchParams.get('start')).toBe('receipt');
    expect(await telegram.getAttribute('target')).toBe('_blank');

    // A reload lands on the same view (the server draws it, from the order alone).
    await page.reload();
    await expectHeading(page, t('receipt_needed.title'));

    await page.getByRole('button', { name: t('receipt_needed.upload') }).click();
    await dialog.locator('.uppy-Dashboard').waitFor({ timeout: 15_000 });
    await dialog
      .locator('input.uppy-Dashboard-input')
      .first()
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png() });
    await dialog.locator('.uppy-StatusBar-actionBtn--upload').click();
    await expectHeading(page, t('waiting.trader_confirm_title'));
    await context.close();
  });

  it('result after resolution: a dispute resolved as cancelled says so, not "operators are processing", with support once', async () => {
    const order = await plain.createOrder();
    await dispute(plain, order);
    await uploadReceipt(order);
    const { page, context } = await newPage(browser());
    await page.goto(`${order.url}?lng=${lng}`);
    await expectHeading(page, t('result.processing.title'));

    await resolve(order, 'cancelled');
    await expectHeading(page, t('result.cancel.title'));
    await page.getByText(t('result.resolved.cancelled')).waitFor({ timeout: 15_000 });
    const shown = await page.locator('main').innerText();
    expect(shown).not.toContain(t('receipts.uploaded'));
    expect(shown).not.toContain(t('result.processing.message', { minutes: 15 }));
    expect(await supportLinks(page).count()).toBe(1);
    await context.close();
  });

  it('result after resolution: a dispute resolved as completed names the amount that arrived', async () => {
    const order = await plain.createOrder();
    await dispute(plain, order);
    await uploadReceipt(order);
    await resolve(order, 'completed');
    const { page, context } = await newPage(browser());
    await page.goto(`${order.url}?lng=${lng}`);
    await expectHeading(page, t('result.success.title'));
    const resolution = page.getByTestId('resolution');
    expect(await resolution.innerText()).toMatch(pattern(lng, 'result.resolved.completed'));
    expect(await resolution.innerText()).toMatch(/1[\s\u00a0\u202f,]?500/);
    expect(await supportLinks(page).count()).toBe(1);
    await context.close();
  });

  it('a cancelled order that was never disputed says its receipt will be checked, and offers support once', async () => {
    const order = await plain.createOrder();
    await plain.drive(order, 'cancelled', { requisites: REQUISITES });
    await uploadReceipt(order);
    const { page, context } = await newPage(browser());
    await page.goto(`${order.url}?lng=${lng}`);
    await expectHeading(page, t('result.cancel.title'));
    await page.getByText(t('receipts.uploaded')).waitFor();
    // Not "We'll be waiting for you again!" to someone who says they paid: the receipt will be checked.
    await page.getByText(t('result.cancel.after_receipt')).waitFor();
    expect(await page.locator('main').innerText()).not.toContain(t('result.cancel.message'));
    expect(await supportLinks(page).count()).toBe(1);
    await context.close();
  });

  it('cancel asks first, names what happens to a transfer made, and sits apart from "Transferred"', async () => {
    const { order, page, context } = await toTransfer(plain);
    const transferred = page.getByRole('button', { name: t('actions.transferred') });
    const cancel = page.getByRole('button', { name: t('actions.cancel'), exact: true });
    const [transferredBox, cancelBox] = [await transferred.boundingBox(), await cancel.boundingBox()];
    // Not adjacent: a thumb aiming at one does not reach the other.
    expect(cancelBox!.y - (transferredBox!.y + transferredBox!.height)).toBeGreaterThanOrEqual(32);

    await cancel.click();
    const question = page.getByRole('dialog', { name: t('cancel.title') });
    await question.waitFor();
    await question.getByText(t('cancel.transfer_made', { button: t('actions.transferred') })).waitFor();
    await question.getByText(t('cancel.support')).waitFor();
    const confirm = question.getByRole('button', { name: t('cancel.confirm') });
    const [confirmColour, keepColour] = await Promise.all(
      [confirm, question.getByRole('button', { name: t('cancel.keep') })].map((button) =>
        button.evaluate((element) => getComputedStyle(element).backgroundColor),
      ),
    );
    expect(confirmColour).not.toBe(keepColour);

    // Keeping the payment changes nothing.
    await question.getByRole('button', { name: t('cancel.keep') }).click();
    expect(await question.isVisible()).toBe(false);
    expect(await statusOf(plain, order)).toBe('customer_confirm');

    await cancel.click();
    await confirm.click();
    await expectHeading(page, t('result.cancel.title'));
    await waitFor(
      () => statusOf(plain, order),
      (status) => status === 'cancelled',
    );
    await context.close();
  });

  it('copies the amount as a bank app takes it', async () => {
    const { page, context } = await toTransfer(plain);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(page.url()).origin,
    });
    await page
      .getByRole('button', { name: t('actions.copy_value', { label: t('transfer.amount') }) })
      .click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('1500');
    await context.close();
  });
});
