import { describe, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { expectText, expectView } from './support/page-helpers.ts';
import { CARD2CARD, setupScenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

describe.skipIf(skipReason !== null)('routing on the page', () => {
  const browser = useBrowser();

  it('says no method is available while no trader is, and offers one as soon as a trader comes online', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD], online: false });
    const order = await scenario.createOrder();
    const { page, context } = await newPage(browser());
    try {
      await page.goto(order.url);
      await expectView(page, 'Select a bank for payment', 1);
      await expectText(page, 'Sorry, there are no available payment methods for the moment');

      await scenario.acts.setOnline(true);
      // No reload: the page keeps looking while the offer is empty.
      await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
      await expectView(page, 'Wait a minute... payment creation in progress', 2);
    } finally {
      await context.close();
    }
  });
});
