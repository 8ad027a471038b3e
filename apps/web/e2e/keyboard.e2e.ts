import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { chooseCardAndGetRequisites, expectView } from './support/page-helpers.ts';
import { CARD2CARD, CARD_REQUISITES, setupScenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/** The focused element's name, roughly as a screen reader finds it: aria-label, its <label>, else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    const label = element?.labels?.[0]?.textContent;
    return (element?.getAttribute('aria-label') ?? label ?? element?.textContent ?? '').trim();
  });

/** Presses Tab (and only Tab) until the focused element is called `name`; fails after `max` presses. */
async function tabTo(page: Page, name: string | RegExp, max = 40) {
  const seen: string[] = [];
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    const current = await focusedName(page);
    if (typeof name === 'string' ? current === name : name.test(current)) return;
    seen.push(current);
  }
  throw new Error(`Tab never reached ${String(name)}; focus went through: ${seen.join(' | ')}`);
}

/** After a status change: focus is on the new view's heading and the polite live region says it. */
async function expectFocusOnNewView(page: Page, heading: string) {
  await page
    .waitForFunction(
      (text) => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === text,
      heading,
      { timeout: 15_000 },
    )
    .catch(async (error: unknown) => {
      const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
      throw new Error(`focus is not on the heading "${heading}" but on ${focused}`, { cause: error });
    });
  await page
    .locator('[aria-live="polite"][role="status"]', { hasText: heading })
    .waitFor({ state: 'attached', timeout: 15_000 });
}

describe.skipIf(skipReason !== null)('keyboard only', () => {
  const browser = useBrowser();

  it('the whole payment with Tab, Enter and Space (and digits typed into the fields)', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const order = await scenario.createOrder();
    const { page, context } = await newPage(browser());
    await page.goto(order.url);
    await expectView(page, 'Select a bank for payment', 1);

    await tabTo(page, 'Select Card to card · Sberbank');
    await page.keyboard.press('Enter');
    await expectView(page, 'Wait a minute... payment creation in progress', 2);
    await expectFocusOnNewView(page, 'Wait a minute... payment creation in progress');

    await scenario.acts.requisites(order.id, CARD_REQUISITES);
    await expectView(page, 'Top up', 3);
    await expectFocusOnNewView(page, 'Top up');
    await tabTo(page, 'Transferred');
    await page.keyboard.press('Space');

    await expectView(page, 'Sender information', 4);
    await expectFocusOnNewView(page, 'Sender information');
    await tabTo(page, 'Card digit 1 of 6');
    await page.keyboard.type('220220');
    await tabTo(page, /^Last 4 digits of your card/);
    await page.keyboard.type('5678');
    await tabTo(page, 'Continue');
    await page.keyboard.press('Enter');

    await expectView(page, 'Wait for payment confirmation', 4);
    await expectFocusOnNewView(page, 'Wait for payment confirmation');
    await scenario.acts.confirm(order.id);
    await expectView(page, 'Payment successful', 5);
    await expectFocusOnNewView(page, 'Payment successful');
    await tabTo(page, 'Back to shop');
    expect(await page.evaluate(() => (document.activeElement as HTMLAnchorElement).href)).toBe(
      'https://shop.example/return',
    );
    await context.close();
  });

  it('the six first-digit boxes: one labelled group, numeric keyboard, six digits pasted at once', async () => {
    const scenario = await setupScenario({
      shop: { customerDataCollectionOrder: 'before_payment' },
      methods: [CARD2CARD],
    });
    const order = await scenario.createOrder();
    const { page, context } = await newPage(browser());
    await chooseCardAndGetRequisites(page, scenario, order);
    await expectView(page, 'Sender information', 3);

    const group = page.getByRole('group', { name: 'First 6 digits of your card' });
    expect(await group.getAttribute('aria-labelledby')).toBeTruthy();
    const boxes = group.getByRole('textbox');
    expect(await boxes.count()).toBe(6);
    for (const box of await boxes.all()) expect(await box.getAttribute('inputmode')).toBe('numeric');

    await boxes.first().focus();
    await boxes.first().evaluate((box) => {
      const data = new DataTransfer();
      data.setData('text/plain', '4276 38');
      box.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    const values = await Promise.all((await boxes.all()).map((box) => box.inputValue()));
    expect(values.join('')).toBe('427638');
    await context.close();
  });
});
