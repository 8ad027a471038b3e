import crypto from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { expectText, expectView } from './support/page-helpers.ts';
import { setupScenario, type MethodInput } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

const SBERPAY: MethodInput = {
  paymentType: 'sberpay',
  bank: 'sberbank',
  fields: [{ name: 'sberpay_url', type: 'string' }],
  customerFields: [],
};
/** A 1×1 PNG: the server checks the file's bytes, not only its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The receipts endpoints are built alongside this page; until they are served, say so and skip. */
async function receiptsApiMissing(): Promise<string | null> {
  if (skipReason !== null) return skipReason;
  const response = await fetch(`${inject('baseUrl')}/api/v1/customer/orders/${crypto.randomUUID()}/receipts`);
  if (response.status !== 404) return null;
  const reason = 'the server does not serve /v1/customer/orders/{id}/receipts yet';
  console.warn(`  Skipping the receipt browser tests: ${reason}`);
  return reason;
}
const missing = await receiptsApiMissing();

describe.skipIf(missing !== null)('receipts', () => {
  const browser = useBrowser();

  it('a shop that collects receipts: "Transferred" opens the dialog, the upload confirms, a dispute then reads as processing', async () => {
    const scenario = await setupScenario({ shop: { collectCustomerReceipts: true }, methods: [SBERPAY] });
    const order = await scenario.createOrder();
    const { page, context } = await newPage(browser());

    await page.goto(order.url);
    await page.getByRole('button', { name: 'Select SberPay · Sberbank' }).click();
    await expectView(page, 'Wait a minute... payment creation in progress', 2);
    await scenario.acts.requisites(order.id, { bank: 'Sberbank', sberPayUrl: `${inject('baseUrl')}/help` });
    await expectView(page, 'Top up', 3);
    await page.getByRole('button', { name: 'Transferred' }).click();

    const dialog = page.getByRole('dialog', { name: 'Upload the receipt' });
    await dialog.waitFor();
    const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
    expect(await upload.isDisabled()).toBe(true);
    await dialog
      .getByLabel('Receipt file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expectText(page, 'You can only upload: image/*,application/pdf');
    await dialog
      .getByLabel('Receipt file')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await upload.click();

    await expectView(page, 'Wait for payment confirmation', 4);
    await scenario.acts.dispute(order.id);
    await expectView(page, 'Thank you, your receipt is attached', 5);
    await expectText(page, 'If the payment does not arrive within 15 minutes, contact support');
    await page.getByRole('link', { name: 'Support', exact: true }).waitFor();
    await context.close();
  });
});
