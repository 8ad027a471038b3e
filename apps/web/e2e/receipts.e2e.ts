import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdf, png, pngOfSize } from '../../server/test/receipts-fixtures.ts';
import { RECEIPT_MAX_BYTES, type Receipt } from '@payorder/contract';
import { newPage } from './support/browser.ts';
import { expectText, expectView, toTransferView } from './support/page-helpers.ts';
import {
  customerCall,
  setupScenario,
  CARD_NO_FIELDS,
  type OrderLink,
  type Scenario,
} from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

const CARD_NUMBER_ONLY = { card_number: '2202 2063 1232 5678' };

const receiptsOf = (order: OrderLink) => customerCall<Receipt[]>(order, 'GET', '/receipts');

/** A cancelled order made through the APIs alone. */
async function cancelledOrder(scenario: Scenario): Promise<OrderLink> {
  const order = await scenario.createOrder();
  await scenario.drive(order, 'cancelled', { requisites: CARD_NUMBER_ONLY });
  return order;
}

/** A fresh cancelled order on its result view, with the receipts block's Upload button. */
async function toCancelledResult(page: Page, scenario: Scenario): Promise<OrderLink> {
  const order = await toTransferView(page, scenario, undefined, CARD_NUMBER_ONLY);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Cancel the payment' }).click();
  await expectView(page, 'Payment cancelled', 5);
  await expectText(page, 'Did you make the transfer?');
  return order;
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Upload the receipt' });

async function openDialogFromResult(page: Page) {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = dialogOf(page);
  await dialog.locator('.uppy-Dashboard').waitFor({ timeout: 15_000 });
  return dialog;
}

async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await dialogOf(page).locator('input.uppy-Dashboard-input').first().setInputFiles(file);
}

describe.skipIf(skipReason !== null)('receipts', () => {
  // A fake camera that needs no permission prompt (docs/product/payment-page.md §9 camera).
  const browser = useBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
  let scenario: Scenario;
  beforeAll(async () => {
    scenario = await setupScenario({ shop: { collectCustomerReceipts: true }, methods: [CARD_NO_FIELDS] });
  });

  it('after "Transferred" a PNG is uploaded through the dialog and the payment is confirmed', async () => {
    const { page, context } = await newPage(browser());
    const order = await toTransferView(page, scenario, undefined, CARD_NUMBER_ONLY);
    await page.getByRole('button', { name: 'Transferred' }).click();

    const dialog = dialogOf(page);
    await dialog.locator('.uppy-Dashboard').waitFor({ timeout: 15_000 });
    await expectText(page, 'One image or PDF file, up to 3 MB');
    await chooseFile(page, { name: 'receipt.png', mimeType: 'image/png', buffer: png() });
    await dialog.getByRole('button', { name: 'Upload 1 file' }).click();

    // docs/product/payment-page.md §4: the upload confirms the payment; the dialog closes.
    await expectView(page, 'Wait for payment confirmation', 4);
    expect(await dialog.isVisible()).toBe(false);
    const receipts = await receiptsOf(order);
    expect(receipts.map((r) => r.contentType)).toEqual(['image/png']);

    // A dispute with the receipt attached reads as processing (docs/product/payment-page.md §4).
    await scenario.acts.dispute(order.id);
    await expectView(page, 'Thank you, your receipt is attached', 5);
    await expectText(page, 'If the payment does not arrive within 15 minutes, contact support');
    await page.getByRole('link', { name: 'Support', exact: true }).waitFor();
    await context.close();
  });

  it('a cancelled order takes a PDF from the receipts block, which then says it is attached', async () => {
    const { page, context } = await newPage(browser());
    const order = await toCancelledResult(page, scenario);
    const dialog = await openDialogFromResult(page);
    await chooseFile(page, { name: 'statement.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await dialog.getByRole('button', { name: 'Upload 1 file' }).click();

    await expectText(page, 'Thank you, your receipt is attached');
    expect(await dialog.isVisible()).toBe(false);
    expect((await receiptsOf(order)).map((r) => r.contentType)).toEqual(['application/pdf']);
    await context.close();
  });

  it('takes a photo with the camera (Chromium fake device) and uploads it as cam-{timestamp}.jpg', async () => {
    const { page, context } = await newPage(browser());
    const order = await toCancelledResult(page, scenario);
    const dialog = await openDialogFromResult(page);
    await dialog.getByRole('tab', { name: 'Camera' }).click();
    const snapshot = dialog.getByRole('button', { name: 'Take a picture' });
    await snapshot.waitFor({ timeout: 15_000 });
    await snapshot.click();
    // The plugin shows the snapshot first; Submit hands it to the dashboard.
    const submit = dialog.getByRole('button', { name: 'Submit recorded file' });
    await submit.waitFor({ timeout: 15_000 });
    await submit.click();
    await dialog.getByText(/^cam-\d+\.jpg$/).waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Upload 1 file' }).click();

    await expectText(page, 'Thank you, your receipt is attached');
    expect((await receiptsOf(order)).map((r) => r.contentType)).toEqual(['image/jpeg']);
    await context.close();
  });

  it('refuses a too-large file and a wrong type in the widget, and shows the server message for a disguised PDF', async () => {
    const { page, context } = await newPage(browser());
    const order = await toCancelledResult(page, scenario);
    const dialog = await openDialogFromResult(page);

    // docs/product/payment-page.md §5: the size and type restrictions, before anything is sent.
    await chooseFile(page, {
      name: 'big.png',
      mimeType: 'image/png',
      buffer: pngOfSize(RECEIPT_MAX_BYTES + 1),
    });
    await dialog
      .getByText('big.png exceeds maximum allowed size of 3 MB')
      .first()
      .waitFor({ timeout: 15_000 });
    await chooseFile(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await dialog.getByText('You can only upload: image/*, .pdf').first().waitFor({ timeout: 15_000 });
    expect(await dialog.getByRole('button', { name: 'Upload 1 file' }).count()).toBe(0);

    // docs/product/payment-page.md §8: the server's own message, shown in the widget; nothing is kept.
    await chooseFile(page, { name: 'receipt.png', mimeType: 'image/png', buffer: pdf() });
    await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
    await dialog
      .getByText("The file's contents do not match its name or type; attach the original photo or PDF")
      .first()
      .waitFor({ timeout: 15_000 });
    await dialog.getByText('Upload failed').first().waitFor();
    expect(await receiptsOf(order)).toEqual([]);
    await context.close();
  });

  it('a disputed order turns to "processing" once its receipt is uploaded (docs/product/payment-page.md §4)', async () => {
    const order = await scenario.createOrder();
    await scenario.drive(order, 'dispute', { requisites: CARD_NUMBER_ONLY });
    const { page, context } = await newPage(browser());
    await page.goto(order.url);
    await expectView(page, 'Payment error', 5);
    const dialog = await openDialogFromResult(page);
    await chooseFile(page, { name: 'receipt.png', mimeType: 'image/png', buffer: png() });
    await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
    await expectView(page, 'Thank you, your receipt is attached', 5);
    await expectText(page, 'Operators are processing your request');
    await context.close();
  });

  it.each([
    ['ru', 'Загрузить', 'Мое устройство'],
    ['ua', 'Завантажити', 'Мій пристрій'],
    ['kz', 'Жүктеу', 'My Device'],
    ['am', null, 'My Device'],
  ])(
    'speaks the widget language of docs/product/payment-page.md §1 for %s',
    async (lng, uploadLabel, myDevice) => {
      const order = await cancelledOrder(scenario);
      const { page, context } = await newPage(browser());
      await page.goto(`${order.url}?lng=${lng}`);
      const upload = page.locator('.receipts-block button');
      await upload.waitFor({ timeout: 15_000 });
      if (uploadLabel) expect(await upload.textContent()).toBe(uploadLabel);
      await upload.click();
      await page.locator('.uppy-Dashboard').getByText(myDevice).waitFor({ timeout: 15_000 });
      await context.close();
    },
  );
});
