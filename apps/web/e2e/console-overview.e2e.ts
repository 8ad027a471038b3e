import fs from 'node:fs';
import { fromMinor, toMinor, type MerchantOrder } from '@payorder/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  consoleUrl,
  createConsoleTrader,
  createConsoleUser,
  signIn,
  signInNewOperator,
} from './support/console.ts';
import { CARD2CARD, setupScenario } from './support/payorder-api.ts';
import { violationsOf } from './support/page-helpers.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/** A chart's numbers as its table holds them (the table a screen reader reads), row by row. */
const tableOf = (page: Page, title: string) =>
  page
    .locator(`figure:has(h2:text-is("${title}")) table tr`)
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    );

/** The CSV a chart downloads, as rows of cells (no cell of these charts holds a comma). */
async function csvOf(page: Page, title: string): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator(`figure:has(h2:text-is("${title}"))`).getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  return text
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

/**
 * "1250.50" as the console writes it in en-US with the test currency's sign ₽ (setupScenario's symbol),
 * after a no-break space: a sum is never split across lines.
 */
const formatMoneyAsShown = (amount: string) =>
  `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(amount as `${number}`)}\u00a0₽`;

const sum = (amounts: string[]) => fromMinor(amounts.reduce((total, amount) => total + toMinor(amount), 0n));

describe.skipIf(skipReason !== null)('the overview', () => {
  const browser = useBrowser();

  it('after a scripted day of orders its numbers equal those computed from the API, for the operator, the shop and the trader; its charts are clean at 360 and 1280 px, light and dark', async () => {
    // The day, in a currency of its own (the overview narrowed to it sees only these orders).
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const orders = [
      await scenario.createOrder({ amount: '1000.00' }),
      await scenario.createOrder({ amount: '250.50' }),
      await scenario.createOrder({ amount: '700.00' }),
      await scenario.createOrder({ amount: '900.00' }),
      await scenario.createOrder({ amount: '300.00', expiresInSeconds: 1 }),
    ];
    const sender = { customerCardFirstDigits: '427638', customerCardLastDigits: '1234' };
    await scenario.drive(orders[0]!, 'completed', { sender });
    await scenario.drive(orders[1]!, 'completed', { sender });
    await scenario.drive(orders[2]!, 'cancelled'); // the customer cancels
    await scenario.drive(orders[3]!, 'dispute', { sender });
    await expect
      .poll(async () => (await scenario.orderOf(orders[4]!.id)).status, { timeout: 20_000 })
      .toBe('cancelled'); // expired: nobody chose a method

    // What the API says of them.
    const seen: MerchantOrder[] = await Promise.all(orders.map((order) => scenario.orderOf(order.id)));
    const completed = seen.filter((order) => order.status === 'completed');
    const expected = {
      created: String(seen.length),
      completed: String(completed.length),
      disputed: String(seen.filter((order) => order.status === 'dispute').length),
      volume: sum(completed.map((order) => order.paidAmount ?? order.amount)),
      fees: sum(completed.map((order) => order.fee)),
    };
    expect(expected).toMatchObject({ created: '5', completed: '2', disputed: '1', volume: '1250.50' });

    // The operator lands on the overview, narrows it to this currency.
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    await signInNewOperator(page);
    await page.getByLabel('Currency').selectOption(scenario.currency);
    await expect
      .poll(() => tableOf(page, 'Funnel'), { timeout: 15_000 })
      .toContainEqual(['Created', expected.created, '100%']);
    const funnel = await tableOf(page, 'Funnel');
    expect(funnel.find((row) => row[0] === 'Completed')?.[1]).toBe(expected.completed);
    const stops = Object.fromEntries(
      (await tableOf(page, 'Where orders stopped')).map((row) => [row[0], row[1]]),
    );
    expect(stops).toMatchObject({
      'Expired: no method chosen': '1',
      'Cancelled by the customer': '1',
      Disputed: expected.disputed,
    });
    const money = await csvOf(page, `Money by day, ${scenario.currency}`);
    expect(money[0]).toEqual(['Day', 'Completed orders', 'Volume', 'Fees', 'Commissions']);
    expect(sum(money.slice(1).map((row) => row[2]!))).toBe(expected.volume);
    expect(sum(money.slice(1).map((row) => row[3]!))).toBe(expected.fees);

    // Its charts at a phone's and a desk's width, light and dark: axe clean, nothing wider than the screen.
    const problems: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const viewport of [
        { width: 360, height: 740 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme });
        await page.locator('.hbars__bar').first().waitFor();
        const where = `overview ${colorScheme} ${viewport.width}`;
        problems.push(...(await violationsOf(page, where)));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${where}: ${overflow}px wider than the screen`);
        // A tile's figure is one line, whole inside its tile (a sum split before its symbol misreads).
        const tiles = await page.locator('.tile__value').evaluateAll((values) =>
          values.map((value) => {
            const range = document.createRange();
            range.selectNodeContents(value);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
            const tile = value.parentElement!.getBoundingClientRect();
            const text = range.getBoundingClientRect();
            return { figure: value.textContent, lines, inside: text.right <= tile.right + 0.5 };
          }),
        );
        for (const tile of tiles)
          if (tile.lines !== 1 || !tile.inside) problems.push(`${where}: tile ${JSON.stringify(tile)}`);
        if (process.env.OVERVIEW_SHOTS) {
          await page.screenshot({
            path: `${process.env.OVERVIEW_SHOTS}/operator-${viewport.width}-${colorScheme}.png`,
            fullPage: true,
          });
        }
      }
    }
    expect(problems).toEqual([]);
    await context.close();

    // The shop: all its orders, its conversion and volume. The trader: the orders it was given (the expired
    // one never had a method chosen, so no trader) and its volume. The last 7 days: the day may turn meanwhile.
    const volumeTile = `Volume, ${scenario.currency}\n${formatMoneyAsShown(expected.volume)}`;
    const given = seen.length - 1;
    for (const [user, path, figuresOf] of [
      [
        await createConsoleUser({ role: 'shop', shopId: scenario.shop.id }),
        '/shop/overview',
        [`Orders created\n${expected.created}`, 'Conversion\n40%'],
      ],
      [
        await createConsoleTrader(scenario.trader.id),
        '/my-overview',
        [`Orders created\n${given}`, 'Conversion\n50%'],
      ],
    ] as const) {
      const own = await browser().newContext({ viewport: { width: 360, height: 740 }, locale: 'en-US' });
      const ownPage = await own.newPage();
      await signIn(ownPage, user, { heading: path === '/my-overview' ? 'Work queue' : 'Orders' });
      await ownPage.goto(consoleUrl(path));
      await ownPage.getByRole('button', { name: '7 days' }).click();
      const figures = ownPage.getByTestId('overview-figures');
      await expect
        .poll(() => figures.locator('.tile').allInnerTexts(), { timeout: 15_000 })
        .toEqual(expect.arrayContaining([...figuresOf, expect.stringContaining(volumeTile)]));
      if (process.env.OVERVIEW_SHOTS)
        await ownPage.screenshot({
          path: `${process.env.OVERVIEW_SHOTS}${path.replaceAll('/', '-')}.png`,
          fullPage: true,
        });
      await own.close();
    }
  });
});
