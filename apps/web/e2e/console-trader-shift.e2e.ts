import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { consoleUrl, createConsoleTrader, signIn, signInNewOperator } from './support/console.ts';
import { openSection } from './support/page-helpers.ts';
import { CARD2CARD, CARD_REQUISITES, customerPays, setupScenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/**
 * The trader's shift (issue 21), on a 360×740 phone with the real server: a new order is noticed on
 * any screen, a dispute carries its reason to the operator, and the balance reads in every language.
 */
describe.skipIf(skipReason !== null)('the trader’s shift', () => {
  const browser = useBrowser();

  it('a trader on History gets a new order: the queue tab and the title count it, and the sound says it is on', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const user = await createConsoleTrader(scenario.trader.id);
    const { page, context } = await newPage(browser());
    await signIn(page, user);
    await page.getByText('Sound for new orders is on.').waitFor();
    // On a phone, History is under More (the bar holds the queue, payouts and the most used).
    await openSection(page, 'History');
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    const queueTab = page.getByRole('navigation').getByRole('link', { name: /Queue/ });
    expect(await page.getByTestId('queue-count').count()).toBe(0);

    // The customer picks the method: no book entry is free, so the order waits for the trader's details.
    const order = await scenario.createOrder({ amount: '2750.00' });
    await scenario.drive(order, 'requisites');

    await page.getByTestId('queue-count').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('queue-count').textContent()).toMatch(/^1/);
    expect(await queueTab.getAttribute('class')).not.toMatch(/active/);
    await expect.poll(() => page.title()).toMatch(/^\(1\) /);
    // Still on History: noticed without leaving it.
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();

    await queueTab.click();
    await page.getByRole('link', { name: /2,750\.00/ }).waitFor();
    await page.getByText('Waiting for your details').first().waitFor();
    await context.close();
  });

  it('a trader disputes with a reason ("other" needs words) and is back on the queue; the operator reads the reason', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const user = await createConsoleTrader(scenario.trader.id);
    const order = await scenario.createOrder({ amount: '3310.00' });
    await customerPays(order, () => scenario.acts.requisites(order.id, CARD_REQUISITES));

    const trader = await newPage(browser());
    await signIn(trader.page, user);
    await trader.page.getByRole('link', { name: /3,310\.00/ }).click();
    await trader.page
      .getByTestId('customer-state')
      .getByText('Customer says they paid — check your bank')
      .waitFor();
    await trader.page.getByRole('button', { name: 'Open a dispute' }).click();
    const dialog = trader.page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('button', { name: 'Open a dispute' }).click();
    await dialog.getByText('Describe the reason: the operator reads it.').waitFor();
    await dialog.getByLabel('Describe what is wrong').fill('Paid from a company account, not the card given');
    await dialog.getByRole('button', { name: 'Open a dispute' }).click();
    // Done on a phone: back on the queue, where the order waits in dispute.
    await trader.page.getByRole('heading', { name: 'Work queue', level: 1 }).waitFor();
    await trader.page.getByText('In dispute — the operator will look at it').waitFor();

    const operator = await newPage(browser());
    await signInNewOperator(operator.page);
    await operator.page.getByRole('link', { name: 'Disputes' }).click();
    await operator.page.getByRole('heading', { name: 'Disputes', level: 1 }).waitFor();
    const row = operator.page.getByRole('listitem').filter({ hasText: '3,310.00' });
    await row.getByText('Reason: Other · Paid from a company account, not the card given').waitFor();
    await row.getByRole('link').click();
    await operator.page.getByText('Trader opened a dispute').waitFor();
    await operator.page.getByText('Reason: Other', { exact: true }).waitFor();
    await operator.page
      .getByText('Paid from a company account, not the card given', { exact: true })
      .waitFor();
    await Promise.all([trader.context.close(), operator.context.close()]);
  });

  for (const lng of ['kz', 'am'] as const) {
    it(`the balance in ${lng} at 360 px: every amount on one line, nothing overlaps, nothing wider than the screen`, async () => {
      const scenario = await setupScenario({ methods: [CARD2CARD] });
      await deposit(scenario.trader.id, scenario.currency, '987654321.99');
      // Today's volume and commission: one order completed.
      const order = await scenario.createOrder({ amount: '1000000.00' });
      await customerPays(order, () => scenario.acts.requisites(order.id, CARD_REQUISITES));
      await scenario.acts.confirm(order.id);
      const user = await createConsoleTrader(scenario.trader.id);
      const { page, context } = await newPage(browser());
      await signIn(page, user);
      await page.goto(`${consoleUrl('/balance')}?lng=${lng}`);
      await page.locator('.balances .panel').first().waitFor();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.lang))
        .toBe(lng === 'kz' ? 'kk' : 'hy');
      await expect.poll(() => page.locator('.balances .money').count()).toBeGreaterThanOrEqual(7);
      expect(await layoutProblems(page)).toEqual([]);
      await context.close();
    });
  }
});

async function deposit(traderId: string, currency: string, amount: string) {
  const response = await fetch(`${inject('baseUrl')}/api/v1/admin/traders/${traderId}/deposits`, {
    method: 'POST',
    headers: { authorization: `Bearer ${inject('adminKey')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amount, currency, note: 'e2e balance' }),
  });
  if (!response.ok) throw new Error(`deposit: ${response.status} ${await response.text()}`);
}

/**
 * What is wrong with the balance screen's layout: an amount on more than one line (its box taller than
 * one line of its font), two labels or amounts whose boxes overlap, anything past the screen's edge.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const amounts = [...document.querySelectorAll<HTMLElement>('.balances .money')];
    for (const amount of amounts) {
      const box = amount.getBoundingClientRect();
      const style = getComputedStyle(amount);
      const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
      if (box.height > line * 1.4 || amount.getClientRects().length > 1)
        problems.push(`wrapped: "${amount.textContent}" (${box.height}px, one line is ${line}px)`);
      if (box.right > window.innerWidth || box.left < 0)
        problems.push(`off screen: "${amount.textContent}" (${box.left}–${box.right})`);
    }
    const boxes = [
      ...document.querySelectorAll<HTMLElement>(
        '.balances dt, .balances dd, .balances .amount__label, .balances .amount__value',
      ),
    ];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.getBoundingClientRect();
        const b = boxes[j]!.getBoundingClientRect();
        const overlaps =
          a.left < b.right - 0.5 &&
          b.left < a.right - 0.5 &&
          a.top < b.bottom - 0.5 &&
          b.top < a.bottom - 0.5;
        if (overlaps) problems.push(`overlap: "${boxes[i]!.textContent}" and "${boxes[j]!.textContent}"`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(`page wider than the screen: ${document.documentElement.scrollWidth}px`);
    return problems;
  });
}
