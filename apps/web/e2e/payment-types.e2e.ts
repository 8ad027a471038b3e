import { describe, expect, inject, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { expectText, expectView } from './support/page-helpers.ts';
import { setupScenario, TSBP, type MethodInput } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/** TSBP asking the sender's full name too. */
const TSBP_NAMED: MethodInput = {
  ...TSBP,
  customerFields: [
    ...TSBP.customerFields,
    { name: 'full_name', type: 'fullName', required: true, hidden: false },
  ],
};

const SBERPAY: MethodInput = {
  paymentType: 'sberpay',
  bank: 'sberbank',
  fields: [{ name: 'sberpay_url', type: 'string' }],
  customerFields: [],
};

describe.skipIf(skipReason !== null)('payment types', () => {
  const browser = useBrowser();

  it('tsbp: the two-bank picker submits at once and the Tinkoff rules follow', async () => {
    const scenario = await setupScenario({ methods: [TSBP_NAMED] });
    const order = await scenario.createOrder({ amount: '1000.00' });
    const { page, context } = await newPage(browser());

    await page.goto(order.url);
    await expectView(page, 'Select a bank for payment', 1);
    await expectText(page, 'Cross-border SBP');
    await expectText(page, 'Choose the bank you pay from');
    await page.getByRole('button', { name: 'T-Bank' }).click();

    await expectView(page, 'Wait a minute... payment creation in progress', 2);
    await scenario.acts.requisites(order.id, {
      bank: 'halyk',
      phone: '+7 701 123 45 67',
      cardholder: 'AIGERIM S.',
      countryCode: 'kz',
      countryNameEn: 'Kazakhstan',
    });

    await expectView(page, 'Top up', 3);
    await expectText(page, 'Transfer the amount by phone number through cross-border SBP');
    await expectText(page, '+7 701 123 45 67');
    await expectText(page, 'How to pay from T-Bank');
    await expectText(page, 'Open the T-Bank app and choose Payments, then Abroad');
    await expectText(page, 'Choose Kazakhstan and the transfer by phone number, then enter the number above');
    await expectText(page, "Check the recipient's name and enter exactly 1,000.00 ₽");
    await expectText(page, 'Paying from another bank?');
    expect(await page.locator('.rules__list li').count()).toBe(4);
    await page.getByRole('button', { name: 'Transferred' }).click();

    await expectView(page, 'Sender information', 4);
    const phone = page.getByRole('textbox', { name: 'Last 4 digits of your phone number' });
    await phone.fill('456789');
    expect(await phone.inputValue()).toBe('4567');
    await page.getByRole('textbox', { name: 'Full name of the sender' }).fill('Aigerim S');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectView(page, 'Wait for payment confirmation', 4);
    await context.close();
  });

  it('sberpay: the Pay button opens the SberPay link; no sender fields, so "Transferred" confirms', async () => {
    const scenario = await setupScenario({ methods: [SBERPAY] });
    const order = await scenario.createOrder();
    const { page, context } = await newPage(browser());

    await page.goto(order.url);
    await expectView(page, 'Select a bank for payment', 1);
    await page.getByRole('button', { name: 'Select SberPay · Sberbank' }).click();
    await expectView(page, 'Wait a minute... payment creation in progress', 2);
    await scenario.acts.requisites(order.id, { sberpay_url: `${inject('baseUrl')}/help` });

    await expectView(page, 'Top up', 3);
    await expectText(page, 'Pay with SberPay, or transfer the amount in your bank app');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Pay', exact: true }).click(),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/help');
    await popup.close();

    await page.getByRole('button', { name: 'Transferred' }).click();
    await expectView(page, 'Wait for payment confirmation', 4);
    await scenario.acts.confirm(order.id);
    await expectView(page, 'Payment successful', 5);
    await context.close();
  });
});
