import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, englishLeaks, pattern, text, toBcp47, type Language } from './support/i18n-text.ts';
import { activeStep, expectView } from './support/page-helpers.ts';
import { CARD2CARD, CARD_REQUISITES, setupScenario, TSBP, type Scenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

const TSBP_REQUISITES = {
  bank: 'halyk',
  phone: '+7 701 123 45 67',
  cardholder: 'AIGERIM S.',
  countryCode: 'kz',
  countryNameEn: 'Kazakhstan',
};
/** Screenshots for a person to look at when E2E_SHOTS names a directory; never committed. */
const SHOTS_DIR = process.env.E2E_SHOTS && path.join(process.env.E2E_SHOTS, 'i18n');

/** A phone-sized page whose browser speaks `locale` (navigator.language and Accept-Language). */
async function pageIn(browser: Browser, locale: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale });
  return { context, page: await context.newPage() };
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function expectNoEnglish(page: Page, lng: Language, view: string) {
  expect(await englishLeaks(page, lng), `${lng}, ${view}`).toEqual([]);
  if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `${lng}-${view}.png`), fullPage: true });
}

describe.skipIf(skipReason !== null)('twelve languages', () => {
  const browser = useBrowser();
  let scenario: Scenario;
  /** One cross-border SBP trader for every language's order (each test makes an order of its own). */
  let tsbp: Scenario;
  beforeAll(async () => {
    if (SHOTS_DIR) fs.mkdirSync(SHOTS_DIR, { recursive: true });
    [scenario, tsbp] = await Promise.all([
      setupScenario({ methods: [CARD2CARD] }),
      setupScenario({ methods: [TSBP] }),
    ]);
  });

  it.each(LANGUAGES)(
    '%s: the browser language picks it, and every view of the page is walked without English leaking',
    async (lng) => {
      const order = await scenario.createOrder({ amount: '1500.00' });
      // The browser reports the ISO code with a region (uk-UA, hy-AM…); the page maps it to the product code.
      const { page, context } = await pageIn(browser(), `${toBcp47(lng)}-XX`);
      await page.goto(order.url);

      await expectView(page, text(lng, 'methods.title'), 1);
      expect(await htmlLang(page)).toBe(toBcp47(lng));
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(lng);
      await page.getByText(text(lng, 'order.top_up', { shop: 'Test Shop' })).waitFor();
      await expectNoEnglish(page, lng, '1-methods');

      await page.getByRole('button', { name: pattern(lng, 'methods.select_method') }).click();
      await expectView(page, text(lng, 'waiting.requisites_title'), 2);
      await expectNoEnglish(page, lng, '2-requisites');

      await scenario.acts.requisites(order.id, CARD_REQUISITES);
      await expectView(page, text(lng, 'transfer.title'), 3);
      await page.getByText(pattern(lng, 'rules.generic.exact_amount')).waitFor();
      await expectNoEnglish(page, lng, '3-transfer');
      // The cancel button asks first: its dialog read, then kept paying (the cancelled end is seeded below).
      await page.getByRole('button', { name: text(lng, 'actions.cancel') }).click();
      await page.getByRole('button', { name: text(lng, 'cancel.confirm') }).waitFor();
      await expectNoEnglish(page, lng, '3-cancel-dialog');
      await page.getByRole('button', { name: text(lng, 'cancel.keep') }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: text(lng, 'actions.transferred') }).click();
      await expectView(page, text(lng, 'customer_form.title'), 4);
      await page
        .getByRole('textbox', { name: text(lng, 'fields.firstCardDigits.digit', { n: 1, total: 6 }) })
        .click();
      await page.keyboard.type('220220');
      await page.getByRole('textbox', { name: text(lng, 'fields.lastCardDigits.label') }).fill('5678');
      await expectNoEnglish(page, lng, '4-sender');

      await page.getByRole('button', { name: text(lng, 'actions.confirm_card') }).click();
      await expectView(page, text(lng, 'waiting.trader_confirm_title'), 4);
      await expectNoEnglish(page, lng, '5-trader-confirm');

      await scenario.acts.confirm(order.id);
      await expectView(page, text(lng, 'result.success.title'), 5);
      await page.getByText(text(lng, 'layout.copyright_tagline')).waitFor();
      await expectNoEnglish(page, lng, '6-success');

      // The other ends: a cancelled order (with its receipts block; cancelled through the API, the
      // button and its dialog having been read above), the help and the not-found pages.
      const cancelled = await scenario.createOrder({ amount: '99.90' });
      await scenario.drive(cancelled, 'cancelled');
      await page.goto(cancelled.url);
      await expectView(page, text(lng, 'result.cancel.title'), 5);
      await page.getByText(text(lng, 'receipts.did_you_transfer')).waitFor();
      await expectNoEnglish(page, lng, '7-cancelled');

      await page.goto(new URL('/help', order.url).toString());
      await expectView(page, text(lng, 'help.title'));
      await expectNoEnglish(page, lng, '8-help');
      await page.goto(new URL('/no-such-page', order.url).toString());
      await expectView(page, text(lng, 'not_found.title'));
      await expectNoEnglish(page, lng, '9-not-found');
      await context.close();
    },
    120_000,
  );

  it.each(LANGUAGES.map((lng, index) => [lng, index % 2 === 0 ? 'sberbank' : 'tinkoff'] as const))(
    '%s: cross-border SBP rules from %s fill in bank, country and amount (docs/product/payment-page.md §3) in the language',
    async (lng, bank) => {
      const order = await tsbp.createOrder({ amount: '1000.00' });
      const { page, context } = await pageIn(browser(), toBcp47(lng));
      await page.goto(order.url);
      await expectView(page, text(lng, 'methods.title'), 1);
      await page.getByRole('button', { name: text(lng, `banks.${bank}`), exact: true }).click();
      await expectView(page, text(lng, 'waiting.requisites_title'), 2);
      await tsbp.acts.requisites(order.id, TSBP_REQUISITES);
      await expectView(page, text(lng, 'transfer.title'), 3);

      const rules = page.locator('.rules__list li');
      const amount = (await page.getByTestId('amount').textContent())!.trim();
      const vars = { bank: text(lng, `banks.${bank}`), country: text(lng, 'countries.kz'), amount };
      expect(await rules.allTextContents()).toEqual(
        [1, 2, 3, 4].map((n) => text(lng, `rules.tsbp.${bank}.${n}`, vars)),
      );
      expect(await page.locator('.rules').textContent()).not.toMatch(/\{\{|\}\}/);
      await expectNoEnglish(page, lng, `3-tsbp-${bank}`);
      await context.close();
    },
  );

  it('?lng= takes ISO codes too, the choice is kept in local storage, and an unknown browser language falls back to ru', async () => {
    const order = await scenario.createOrder();
    const { page, context } = await pageIn(browser(), 'de-DE');
    await page.goto(order.url);
    await expectView(page, text('ru', 'methods.title'), 1);
    expect(await htmlLang(page)).toBe('ru');

    await page.goto(`${order.url}?lng=uk`);
    await expectView(page, text('ua', 'methods.title'), 1);
    expect(await htmlLang(page)).toBe('uk');

    await page.goto(order.url);
    await expectView(page, text('ua', 'methods.title'), 1);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ua');
    await context.close();
  });

  it('switching the language mid-flow keeps the order where it is and what the customer typed', async () => {
    const before = await setupScenario({
      shop: { customerDataCollectionOrder: 'before_payment' },
      methods: [CARD2CARD],
    });
    const order = await before.createOrder({ amount: '250.50' });
    const { page, context } = await pageIn(browser(), 'en-US');
    await page.goto(order.url);
    await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
    await expectView(page, 'Wait a minute... payment creation in progress', 2);
    await before.acts.requisites(order.id, CARD_REQUISITES);
    await expectView(page, 'Sender information', 3);

    await page.getByRole('textbox', { name: 'Card digit 1 of 6' }).click();
    await page.keyboard.type('427638');
    await page.getByRole('textbox', { name: 'Last 4 digits of your card' }).fill('1234');
    await page.getByRole('textbox', { name: 'Full name of the sender (optional)' }).fill('Ivan Petrov');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));

    const typed = async (lng: Language) => ({
      digits: await Promise.all(
        [1, 2, 3, 4, 5, 6].map((n) =>
          page
            .getByRole('textbox', { name: text(lng, 'fields.firstCardDigits.digit', { n, total: 6 }) })
            .inputValue(),
        ),
      ),
      last: await page.getByRole('textbox', { name: text(lng, 'fields.lastCardDigits.label') }).inputValue(),
      name: await page
        .getByRole('textbox', {
          name: text(lng, 'fields.optional', { label: text(lng, 'fields.fullName.label') }),
        })
        .inputValue(),
    });
    const expected = { digits: ['4', '2', '7', '6', '3', '8'], last: '1234', name: 'Ivan Petrov' };
    expect(await typed('en')).toEqual(expected);

    for (const lng of ['ua', 'hi', 'tr'] as const) {
      await page.getByRole('combobox').selectOption(lng);
      await expectView(page, text(lng, 'customer_form.title'), 3);
      expect(await htmlLang(page)).toBe(toBcp47(lng));
      expect(await typed(lng)).toEqual(expected);
    }
    expect(navigations).toEqual([]);
    expect(await activeStep(page)).toBe(3);
    // Every language is named in its own language, whatever the page is shown in.
    const options = await page
      .getByRole('combobox')
      .locator('option')
      .evaluateAll((elements) =>
        elements.map((option) => [option.getAttribute('value'), option.textContent]),
      );
    expect(options).toEqual(LANGUAGES.map((lng) => [lng, text('en', `languages.${lng}`)]));

    await page.getByRole('button', { name: text('tr', 'actions.confirm_card') }).click();
    await expectView(page, text('tr', 'transfer.title'), 4);
    await context.close();
  });

  it('a language file that fails to load is reported, and the page carries on in Russian', async () => {
    const order = await scenario.createOrder();
    const { page, context } = await pageIn(browser(), 'en-US');
    await page.route('**/locales/tr/common.json', (route) => route.abort('failed'));
    const reported = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/v1/client-errors'),
      { timeout: 15_000 },
    );

    const started = Date.now();
    await page.goto(`${order.url}?lng=tr`);
    const report = (await reported).postDataJSON() as { fatal: boolean; message: string };
    expect(report.fatal).toBe(false);
    expect(report.message).toMatch(/tr\/common/);

    await expectView(page, text('ru', 'methods.title'), 1);
    // A couple of quick retries, not a long blank page, before the fallback shows.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await htmlLang(page)).toBe('ru');
    expect(await page.getByRole('combobox').inputValue()).toBe('ru');
    await page.getByRole('button', { name: pattern('ru', 'methods.select_method') }).click();
    await expectView(page, text('ru', 'waiting.requisites_title'), 2);
    await context.close();
  });
});
