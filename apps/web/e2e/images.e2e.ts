import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_TRADE_METHODS } from '../../server/src/demo/demo-methods.ts';
import { newPage } from './support/browser.ts';
import { text } from './support/i18n-text.ts';
import { expectView } from './support/page-helpers.ts';
import {
  CARD2CARD,
  CARD_REQUISITES,
  createBankWithoutLogo,
  setupScenario,
  type MethodInput,
} from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/** The images on the page that the browser shows as broken (loaded, or failed, with nothing to draw). */
const brokenImages = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((image) => !image.complete || image.naturalWidth === 0)
      .map((image) => image.getAttribute('src')),
  );

/** Waits until every image has loaded and none is broken (a broken one fails the wait with its src). */
async function expectNoBrokenImage(page: Page) {
  await expect.poll(() => brokenImages(page), { timeout: 10_000 }).toEqual([]);
}

const cardMedia = (page: Page, title: string) =>
  page
    .locator('.method-card', { has: page.getByRole('heading', { name: title }) })
    .locator('.method-card__media');

describe.skipIf(skipReason !== null)(
  'images (docs/product/payment-page.md §2: logo, then the default image, then the name)',
  () => {
    const browser = useBrowser();

    /** A card-to-card method at a bank the page has no logo for. */
    async function scenarioWithoutLogo() {
      const bank = await createBankWithoutLogo('Nologo Bank');
      return setupScenario({ methods: [{ ...CARD2CARD, bank: bank.code }] });
    }

    it('a logo that failed before the page ran falls back once it runs, and stays so after a client-side change', async () => {
      const scenario = await scenarioWithoutLogo();
      const order = await scenario.createOrder();
      const { page, context } = await newPage(browser());
      // The page's code is held back until the server-drawn logo has failed: its error event is gone.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/main-*.js', async (route: Route) => {
        await released;
        await route.continue();
      });
      await page.goto(order.url, { waitUntil: 'commit' });
      const logo = cardMedia(page, 'Card to card · Nologo Bank').locator('img').first();
      await page.waitForFunction(
        (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth === 0,
        await logo.elementHandle(),
      );
      expect(await page.evaluate(() => Object.keys(document.getElementById('root')!).length)).toBe(0);
      release();

      await expectView(page, 'Select a bank for payment', 1);
      await expectNoBrokenImage(page);
      expect(await logo.getAttribute('src')).toBe('/banks/default.svg');

      // A change drawn by the page itself: another language, then the next views with the bank's logo.
      await page.getByRole('combobox').selectOption('tr');
      await expectView(page, text('tr', 'methods.title'), 1);
      await expectNoBrokenImage(page);
      await page.getByRole('combobox').selectOption('en');
      await page.getByRole('button', { name: 'Select Card to card · Nologo Bank' }).click();
      await expectView(page, 'Wait a minute... payment creation in progress', 2);
      await scenario.acts.requisites(order.id, CARD_REQUISITES);
      await expectView(page, 'Top up', 3);
      await page.getByRole('button', { name: 'Transferred' }).click();
      await expectView(page, 'Sender information', 4);
      await expect
        .poll(() => page.locator('.method-media img.bank-logo').getAttribute('src'))
        .toBe('/banks/default.svg');
      await expectNoBrokenImage(page);
      await context.close();
    });

    it('with the default image failing too, the bank name shows in its place', async () => {
      const scenario = await scenarioWithoutLogo();
      const order = await scenario.createOrder();
      const { page, context } = await newPage(browser());
      await page.route('**/banks/default.svg', (route) => route.fulfill({ status: 404 }));
      await page.goto(order.url);
      await expectView(page, 'Select a bank for payment', 1);
      await cardMedia(page, 'Card to card · Nologo Bank').getByText('Nologo Bank').waitFor();
      await expectNoBrokenImage(page);
      await context.close();
    });

    it("the demo's method grid: every image loads (no broken image), at 360 and 1280 px", async () => {
      // The demo offers each currency's methods to its own orders (a RUB order: the Russian types only);
      // here the demo's methods of every currency share one grid, in the scenario's currency, so one page
      // shows every payment type's and bank's image.
      const methods: MethodInput[] = DEMO_TRADE_METHODS.map(({ fiatCurrency: _, ...method }) => method);
      const scenario = await setupScenario({ methods });
      const order = await scenario.createOrder();
      for (const viewport of [
        { width: 360, height: 740 },
        { width: 1280, height: 800 },
      ]) {
        const { page, context } = await newPage(browser(), viewport);
        await page.goto(order.url);
        await expectView(page, 'Select a bank for payment', 1);
        expect(await page.locator('.method-card').count()).toBeGreaterThanOrEqual(13);
        await expectNoBrokenImage(page);
        expect(await page.locator('.method-card__media img').count()).toBeGreaterThan(20);
        expect(await page.locator('.image-fallback-text').count()).toBe(0);
        expect(
          await page.evaluate(() => [...document.images].map((image) => image.getAttribute('src'))),
        ).not.toContain('/banks/default.svg');
        // SCREENSHOT_DIR=… keeps a picture of the grid to look at.
        const dir = process.env.SCREENSHOT_DIR;
        if (dir) {
          fs.mkdirSync(dir, { recursive: true });
          await page.screenshot({
            path: path.join(dir, `method-grid-${viewport.width}.png`),
            fullPage: true,
          });
        }
        await context.close();
      }
    });
  },
);
