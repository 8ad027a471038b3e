import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import consoleRu from '../public/locales/ru/console.json';
import commonRu from '../public/locales/ru/common.json';
import { newPage } from './support/browser.ts';
import { consoleUrl, signInNewOperator } from './support/console.ts';
import {
  CARD2CARD,
  CARD_REQUISITES,
  customerPays,
  setupScenario,
  type Scenario,
} from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/**
 * The operator alone (issue 38), in Russian on a phone and on a wide screen: every save says so on the
 * screen, a callback URL is checked on its field, leaving a one-time secret unsaved is asked first, a new
 * trader opens as a new shop does, disputes come newest first with their age, count and filters and are
 * counted in the navigation, and the audit log is words only.
 */
const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

describe.skipIf(skipReason !== null)('the operator alone, in Russian', () => {
  const browser = useBrowser();
  let session: BrowserContextOptions['storageState'];
  beforeAll(async () => {
    const { context, page } = await newPage(browser());
    await signInNewOperator(page);
    session = await context.storageState();
    await context.close();
  });

  /** A page of the operator's session in Russian at `size`, on `path`. */
  async function russianPage(size: { width: number; height: number }, path: string) {
    const context = await browser().newContext({ viewport: size, locale: 'ru-RU', storageState: session });
    await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ru'));
    const page = await context.newPage();
    await page.goto(consoleUrl(path));
    return { context, page };
  }

  /** A section by its Russian name: on a phone the bar's four, the rest behind "Ещё". */
  async function section(page: Page, name: string) {
    const nav = page.getByRole('navigation', { name: consoleRu.nav.label });
    // A section's name may be followed by its count ("Споры, ждут вас: 3").
    const link = nav.getByRole('link', { name: new RegExp(`^${name}`) });
    const more = nav.getByRole('button', { name: consoleRu.nav.more });
    if (!(await link.isVisible()) && (await more.isVisible())) await more.click();
    await link.click();
  }

  /** The notice a save shows: on the screen, not only to screen readers. */
  async function expectNotice(page: Page, text: string) {
    const notice = page.getByTestId('notice');
    await expect.poll(() => notice.textContent(), { timeout: 10_000 }).toBe(text);
    expect(await notice.evaluate((element) => element.className)).toBe('notice');
    const box = await notice.boundingBox();
    expect(box!.width).toBeGreaterThan(40);
    expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    // It covers what lies under it for a few seconds, but a tap there reaches that, not the notice.
    const tapped = await notice.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    });
    expect(tapped, 'a tap on the notice is caught by it').toBe(false);
  }

  for (const size of SIZES) {
    const at = `${size.width}×${size.height}`;

    it(`${at}: a new trader opens as a new shop does, its key held until saved; saves say so on the screen`, async () => {
      const { context, page } = await russianPage(size, '/traders');
      try {
        // The list's title, its two panels and its rows keep the page's gaps, beside the detail too (at
        // 1280 px the panels touched).
        await page.getByRole('heading', { name: consoleRu.devices.settings_title }).waitFor();
        const gaps = await page.locator('.split__list').evaluate((list) => {
          const boxes = [...list.children].map((child) => child.getBoundingClientRect());
          return boxes.slice(1).map((box, index) => box.top - boxes[index]!.bottom);
        });
        expect(gaps.length).toBeGreaterThanOrEqual(3);
        expect(Math.min(...gaps)).toBeGreaterThanOrEqual(8);
        const name = `Трейдер ${at} ${Date.now().toString(36)}`;
        await page.getByLabel(consoleRu.traders.new_name).fill(name);
        await page.getByRole('button', { name: consoleRu.traders.create }).click();
        await expectNotice(page, consoleRu.traders.created);
        // Opened at once: its name, its API key on top, then the first steps.
        await page.getByRole('heading', { name, level: 2 }).waitFor();
        await page.getByRole('alert', { name: consoleRu.traders.new_api_key }).waitFor();
        await page.getByRole('heading', { name: consoleRu.first_steps.title }).waitFor();
        await page.screenshot({ path: `/tmp/operator-alone-trader-${size.width}.png` });

        // Leaving with the key unsaved asks first; "Назад" stays.
        await section(page, consoleRu.nav.disputes);
        const dialog = page.getByRole('dialog', { name: consoleRu.leave.title });
        await dialog.waitFor();
        await page.screenshot({ path: `/tmp/operator-alone-leave-${size.width}.png` });
        await dialog.getByRole('button', { name: consoleRu.actions.back }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(new URL(page.url()).pathname).toBe('/console/traders');
        // Saved: nothing holds the screen any more.
        await page.getByRole('button', { name: consoleRu.secrets.done }).click();
        await section(page, consoleRu.nav.disputes);
        await page.getByRole('heading', { name: consoleRu.ops.disputes_title, level: 1 }).waitFor();
      } finally {
        await context.close();
      }
    });

    it(`${at}: a shop's callback URL is checked on its field, and the saved settings say so`, async () => {
      const { context, page } = await russianPage(size, '/shops');
      try {
        const name = `Магазин ${at} ${Date.now().toString(36)}`;
        await page.getByLabel(consoleRu.shops.new_name).fill(name);
        await page.getByRole('button', { name: consoleRu.shops.create }).click();
        await expectNotice(page, consoleRu.shops.created);
        await page.getByRole('heading', { name, level: 2 }).waitFor();
        for (let left = 4; left > 0; left--) {
          await page.getByRole('button', { name: consoleRu.secrets.done }).first().click();
        }
        const url = page.getByLabel(consoleRu.shops.callback_url);
        await url.fill('ftp://shop.example/hook');
        await page.getByRole('button', { name: consoleRu.shops.save }).click();
        await page.getByText(commonRu.fieldError.url_invalid).first().waitFor();
        expect(await url.getAttribute('aria-invalid')).toBe('true');
        await url.fill('https://shop.example/hook');
        await page.getByRole('button', { name: consoleRu.shops.save }).click();
        await expectNotice(page, consoleRu.shops.saved);
        await page.screenshot({ path: `/tmp/operator-alone-saved-${size.width}.png` });
      } finally {
        await context.close();
      }
    });
  }

  describe('disputes', () => {
    const firstName = `Споры А ${Date.now().toString(36)}`;
    let firstIds: string[];
    beforeAll(async () => {
      const first: Scenario = await setupScenario({ methods: [CARD2CARD], shop: { name: firstName } });
      const second = await setupScenario({ methods: [CARD2CARD] });
      firstIds = [];
      for (const scenario of [first, second, first]) {
        const order = await scenario.createOrder({ amount: '1500.00' });
        await customerPays(order, () => scenario.acts.requisites(order.id, CARD_REQUISITES));
        await scenario.acts.dispute(order.id);
        if (scenario === first) firstIds.push(order.id);
      }
    });

    for (const size of SIZES) {
      const at = `${size.width}×${size.height}`;
      it(`${at}: newest first with their age, counted on the page and in the navigation, filtered by shop`, async () => {
        const { context, page } = await russianPage(size, '/ops/disputes');
        try {
          await page.getByRole('heading', { name: consoleRu.ops.disputes_title, level: 1 }).waitFor();
          const count = page.getByTestId('dispute-count');
          await count.waitFor();
          const total = Number((await count.textContent())!.replace(/\D/g, ''));
          expect(total).toBeGreaterThanOrEqual(3);
          // The navigation says the same number wherever the operator is.
          const badge = page.getByTestId('count-ops/disputes').first();
          await expect.poll(() => badge.textContent()).toContain(String(total));
          const rows = page.locator('.rows__item');
          expect(await rows.first().textContent()).toContain(firstIds[1]!.slice(0, 8));
          expect(await rows.first().textContent()).toMatch(/ждёт \d/);

          await page.getByLabel(consoleRu.disputes.shop).selectOption({ label: firstName });
          await expect
            .poll(() => count.textContent())
            .toBe(consoleRu.disputes.count_filtered.replace('{{count}}', '2'));
          await expect.poll(() => rows.count()).toBe(2);
          expect(await rows.nth(0).textContent()).toContain(firstIds[1]!.slice(0, 8));
          expect(await rows.nth(1).textContent()).toContain(firstIds[0]!.slice(0, 8));
          await page.screenshot({ path: `/tmp/operator-alone-disputes-${size.width}.png`, fullPage: true });

          // A dispute opened from here leads back here, and the navigation keeps Disputes lit.
          await rows.first().getByRole('link').click();
          const back = page.getByRole('link', { name: consoleRu.ops.back_disputes });
          await back.waitFor();
          expect(await page.locator('nav [aria-current="page"]').first().textContent()).toContain(
            consoleRu.nav.disputes,
          );
          await back.click();
          await page.getByRole('heading', { name: consoleRu.ops.disputes_title, level: 1 }).waitFor();
        } finally {
          await context.close();
        }
      });
    }
  });

  for (const size of SIZES) {
    const at = `${size.width}×${size.height}`;
    it(`${at}: the audit log is words only: no ISO time, no UUID`, async () => {
      const { context, page } = await russianPage(size, '/audit');
      try {
        await page.getByRole('heading', { name: consoleRu.audit.title, level: 1 }).waitFor();
        const log = page.locator('ol.audit');
        await log.locator('li').first().waitFor();
        const text = (await log.textContent())!;
        expect(text).not.toMatch(ISO_TIME);
        expect(text).not.toMatch(UUID);
        expect(text).toContain(consoleRu.audit.actions['shop.create']);
        await page.screenshot({ path: `/tmp/operator-alone-audit-${size.width}.png` });
      } finally {
        await context.close();
      }
    });
  }
});
