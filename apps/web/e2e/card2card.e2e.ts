import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import {
  activeStep,
  chooseCardAndGetRequisites,
  expectText,
  expectView,
  toTransferView,
} from './support/page-helpers.ts';
import { CARD2CARD, CARD_REQUISITES, setupScenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

describe.skipIf(skipReason !== null)('card2card', () => {
  const browser = useBrowser();

  it('shows the details a trader sent under the method’s field names: card number, holder, bank by name', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const { page, context } = await newPage(browser());
    // CARD_REQUISITES is the method's card_number and cardholder only; no bank, no other key.
    await toTransferView(page, scenario);

    const rows = await page
      .locator('.requisites__row')
      .evaluateAll((elements) =>
        elements.map((row) => [
          row.querySelector('dt')?.textContent,
          row.querySelector('.requisites__value')?.textContent,
        ]),
      );
    expect(rows).toEqual([
      // One word on screen: its groups joined by no-break spaces (never split across lines).
      ['Card number', '2202\u00a02063\u00a01232\u00a05678'],
      ['Cardholder name', 'IVAN P.'],
      ['Bank', 'Sberbank'],
    ]);
    expect(await page.getByRole('button', { name: 'Copy Card number' }).count()).toBe(1);
    await context.close();
  });

  it('pays with the sender data collected after payment: transfer is step 3, the form step 4', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const order = await scenario.createOrder({ amount: '1500.00' });
    const { page, context } = await newPage(browser());

    await page.goto(order.url);
    await expectView(page, 'Select a bank for payment', 1);
    await expectText(page, 'Top up your balance at Test Shop');
    await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();

    await expectView(page, 'Wait a minute... payment creation in progress', 2);
    await scenario.acts.requisites(order.id, CARD_REQUISITES);

    await expectView(page, 'Top up', 3);
    expect(await page.getByTestId('amount').textContent()).toBe('1,500.00\u00a0₽');
    await expectText(page, '2202 2063 1232 5678');
    await expectText(page, 'IVAN P.');
    await expectText(page, 'Transfer exactly 1,500.00 ₽, in one payment');
    await expectText(page, 'Do not add any comment to the payment');
    await page.getByRole('button', { name: 'Transferred' }).click();

    await expectView(page, 'Sender information', 4);
    const confirm = page.getByRole('button', { name: 'Continue' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Card digit 1 of 6' }).click();
    await page.keyboard.type('220220');
    await page.getByRole('textbox', { name: 'Last 4 digits of your card' }).fill('5678');
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();

    await expectView(page, 'Wait for payment confirmation', 4);
    await scenario.acts.confirm(order.id);

    await expectView(page, 'Payment successful', 5);
    await expectText(page, 'Your payment has been confirmed');
    expect(await page.getByRole('link', { name: 'Back to shop' }).getAttribute('href')).toBe(
      'https://shop.example/return',
    );
    await context.close();
  });

  it('pays with the sender data collected before payment: the form is step 3, the transfer step 4', async () => {
    const scenario = await setupScenario({
      shop: { customerDataCollectionOrder: 'before_payment' },
      methods: [CARD2CARD],
    });
    const order = await scenario.createOrder({ amount: '250.50' });
    const { page, context } = await newPage(browser());

    await chooseCardAndGetRequisites(page, scenario, order);
    await expectView(page, 'Sender information', 3);
    await page.getByRole('textbox', { name: 'Card digit 1 of 6' }).click();
    await page.keyboard.type('427638');
    await page.getByRole('textbox', { name: 'Last 4 digits of your card' }).fill('1234');
    await page.getByRole('textbox', { name: 'Full name of the sender (optional)' }).fill('Ivan Petrov');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expectView(page, 'Top up', 4);
    expect(await page.getByTestId('amount').textContent()).toBe('250.50\u00a0₽');
    await page.getByRole('button', { name: 'Transferred' }).click();

    await expectView(page, 'Wait for payment confirmation', 4);
    expect(await activeStep(page)).toBe(4);
    await scenario.acts.confirm(order.id);
    await expectView(page, 'Payment successful', 5);
    await context.close();
  });
});
