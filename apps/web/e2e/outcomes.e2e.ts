import { waitFor } from '@payorder/test-kit';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { activeStep, expectText, expectView, toTransferView } from './support/page-helpers.ts';
import { CARD2CARD, setupScenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

describe.skipIf(skipReason !== null)('outcomes', () => {
  const browser = useBrowser();

  it('cancel: the customer cancels in the transfer view', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const { page, context } = await newPage(browser());
    await toTransferView(page, scenario);

    await page.getByRole('button', { name: 'Cancel' }).click();
    // Cancel asks first (issue 23).
    await page.getByRole('button', { name: 'Cancel the payment' }).click();
    await expectView(page, 'Payment cancelled', 5);
    await expectText(page, "We'll be waiting for you again!");
    await expectText(page, 'Did you make the transfer?');
    await page.getByRole('link', { name: 'Back to shop' }).waitFor();
    await context.close();
  });

  it('dispute: the trader disputes after the customer confirmed', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const { page, context } = await newPage(browser());
    const order = await toTransferView(page, scenario);

    await page.getByRole('button', { name: 'Transferred' }).click();
    await expectView(page, 'Sender information', 4);
    await page.getByRole('textbox', { name: 'Card digit 1 of 6' }).click();
    await page.keyboard.type('555555');
    await page.getByRole('textbox', { name: 'Last 4 digits of your card' }).fill('4444');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectView(page, 'Wait for payment confirmation', 4);

    await scenario.acts.dispute(order.id);
    await expectView(page, 'Payment error', 5);
    await expectText(page, 'The operation was not completed successfully');
    await expectText(page, 'Contact support for information');
    const bot = page.getByRole('link', { name: 'Support bot' });
    expect(new URL((await bot.getAttribute('href'))!).searchParams.get('start')).toBe(`order_${order.id}`);
    expect(await bot.getAttribute('target')).toBe('_blank');
    await context.close();
  });

  it('expired: an order past its time is cancelled by the sweeper and the page says so', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const order = await scenario.createOrder({ expiresInSeconds: 1 });
    const { page, context } = await newPage(browser());
    await page.goto(order.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitFor(
      () => scenario.orderOf(order.id),
      (current) => current.status === 'cancelled',
    );
    // Still on the method grid (status new is not polled): the refused choice refetches the order. The
    // view may turn at any moment now (a refetch on focus, say), taking the button away mid-click.
    const select = page.getByRole('button', { name: 'Select Card to card · Sberbank' });
    if (await select.isVisible()) await select.click({ timeout: 5_000 }).catch(() => undefined);
    await expectView(page, 'Payment cancelled', 5);
    expect(await activeStep(page)).toBe(5);
    await context.close();
  });
});
