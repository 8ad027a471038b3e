import fs from 'node:fs';
import path from 'node:path';
import { COPYRIGHT_START_YEAR, type SciDomain } from '@payorder/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { text } from './support/i18n-text.ts';
import { animationsSettled, expectView, violationsOf } from './support/page-helpers.ts';
import { CARD2CARD, CARD_REQUISITES, setupScenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/** Screenshots for a person to look at when E2E_SHOTS names a directory; never committed. */
const SHOTS_DIR = process.env.E2E_SHOTS && path.join(process.env.E2E_SHOTS, 'themes');

/** What migration 002 puts in the default row, to leave the hosts as they were for other tests. */
const DEFAULT_BRAND: SciDomain = {
  theme: 'light',
  logo: '/brand/payorder-logo.svg',
  title: 'Payorder',
  copyright: 'Payorder',
  loader: '/brand/payorder-loader.svg',
};
const NIGHT: SciDomain = {
  theme: 'payforu',
  logo: '/brand/payorder-logo.svg',
  title: 'Nightpay',
  copyright: 'Nightpay LLC',
  loader: '/brand/payorder-loader.svg',
};
const SCI: SciDomain = {
  theme: 'sci',
  logo: '/banks/any_bank.svg',
  title: 'Sci Pay',
  copyright: 'Sci Payments',
  loader: '/banks/default.svg',
};

/** The admin API sets the payment-domain settings per host (docs/product/payment-page.md §1). */
async function putSciDomain(host: string, settings: SciDomain) {
  const response = await fetch(`${inject('baseUrl')}/api/v1/admin/sci-domains/${host}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${inject('adminKey')}`, 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  if (!response.ok) throw new Error(`PUT sci-domains/${host}: ${response.status} ${await response.text()}`);
}

/**
 * The same server under other host names. Chromium resolves localhost and every *.localhost name to
 * the loopback address; 127.0.0.1 is left alone, as the other browser tests in this run use it.
 */
const HOSTS = ['localhost', 'brand-two.localhost'] as const;

const onHost = (url: string, host: string) => {
  const moved = new URL(url);
  moved.hostname = host;
  return moved.toString();
};

/**
 * What the page shows of its brand. The logo as the image it shows: the server writes a small one of
 * the page's own files into the drawn view as a data URL, so its content is compared with the file's.
 */
async function brandOf(page: Page, logoFile: string) {
  return page.evaluate(async (logoFile) => {
    // (A data URL decoded here: the CSP's connect-src does not let the page fetch one.)
    const imageOf = async (src: string | null | undefined) =>
      !src
        ? null
        : src.startsWith('data:')
          ? decodeURIComponent(src.slice(src.indexOf(',') + 1))
          : (await fetch(src)).text();
    const logo = document.querySelector('.brand__logo')?.getAttribute('src');
    return {
      theme: document.documentElement.dataset.theme,
      title: document.title,
      brand: document.querySelector('.brand__title')?.textContent,
      isLogoFile: (await imageOf(logo)) === (await imageOf(logoFile)),
      footer: document.querySelector('footer')?.textContent?.replace(/\s+/g, ' ').trim(),
    };
  }, logoFile);
}

describe.skipIf(skipReason !== null)('themes and brands', () => {
  const browser = useBrowser();
  beforeAll(() => {
    if (SHOTS_DIR) fs.mkdirSync(SHOTS_DIR, { recursive: true });
  });
  afterAll(async () => {
    for (const host of HOSTS) await putSciDomain(host, DEFAULT_BRAND);
  });

  it('two hosts pointing at one server show two brands: theme, title, logo, loader and copyright', async () => {
    await putSciDomain(HOSTS[0], NIGHT);
    await putSciDomain(HOSTS[1], SCI);
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const year = new Date().getFullYear();

    const seen = [];
    for (const [host, settings] of [
      [HOSTS[0], NIGHT],
      [HOSTS[1], SCI],
    ] as const) {
      const order = await scenario.createOrder();
      const { page, context } = await newPage(browser());
      await page.goto(onHost(order.url, host));
      await expectView(page, 'Select a bank for payment', 1);
      const brand = await brandOf(page, settings.logo);
      expect(brand).toEqual({
        theme: settings.theme,
        title: settings.title,
        brand: settings.title,
        isLogoFile: true,
        footer: `© ${COPYRIGHT_START_YEAR}–${year} ${settings.copyright}. ${text('en', 'layout.copyright_tagline')}`,
      });
      seen.push(brand);

      await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
      await expectView(page, 'Wait a minute... payment creation in progress', 2);
      expect(await page.locator('.loader-image').getAttribute('src')).toBe(settings.loader);
      if (SHOTS_DIR)
        await page.screenshot({ path: path.join(SHOTS_DIR, `brand-${host}.png`), fullPage: true });
      await context.close();
    }
    expect(seen[0]!.theme).not.toBe(seen[1]!.theme);
  });

  it('the tagline follows the language and the year range runs to this year', async () => {
    await putSciDomain('localhost', SCI);
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const order = await scenario.createOrder();
    const { page, context } = await newPage(browser());
    await page.goto(`${onHost(order.url, 'localhost')}?lng=kz`);
    await expectView(page, text('kz', 'methods.title'), 1);
    const footer = (await page.locator('footer').textContent())?.replace(/\s+/g, ' ').trim();
    expect(footer).toBe(
      `© ${COPYRIGHT_START_YEAR}–${new Date().getFullYear()} Sci Payments. ${text('kz', 'layout.copyright_tagline')}`,
    );
    await context.close();
  });

  // The light and the dark (payforu) theme are held to all of WCAG AA, contrast included, on these
  // same views in a11y.e2e.ts; the sci theme is walked here, once.
  it('one order, walked through every view in the sci theme, has no WCAG AA violation (contrast included)', async () => {
    await putSciDomain('localhost', SCI);
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const order = await scenario.createOrder({ amount: '1500.00' });
    const { page, context } = await newPage(browser());
    const problems: string[] = [];

    async function check(view: string, heading: string, step?: number) {
      await expectView(page, heading, step);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('sci');
      // Let entrance transitions settle before measuring colours.
      await animationsSettled(page);
      problems.push(...(await violationsOf(page, `sci ${view}`)));
      if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `sci-${view}.png`), fullPage: true });
    }

    await page.goto(onHost(order.url, 'localhost'));
    await check('1-methods', 'Select a bank for payment', 1);
    await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
    await check('2-requisites', 'Wait a minute... payment creation in progress', 2);
    await scenario.acts.requisites(order.id, CARD_REQUISITES);
    await check('3-transfer', 'Top up', 3);
    await page.getByRole('button', { name: 'Transferred' }).click();
    await check('4-sender', 'Sender information', 4);
    await page.getByRole('textbox', { name: 'Card digit 1 of 6' }).click();
    await page.keyboard.type('220220');
    await page.getByRole('textbox', { name: 'Last 4 digits of your card' }).fill('5678');
    await page.getByRole('button', { name: 'Continue' }).click();
    await check('5-trader-confirm', 'Wait for payment confirmation', 4);
    await scenario.acts.confirm(order.id);
    await check('6-success', 'Payment successful', 5);
    await page.goto(onHost(`${new URL(order.url).origin}/help`, 'localhost'));
    await check('7-help', 'Help');
    await page.goto(onHost(`${new URL(order.url).origin}/no-such-page`, 'localhost'));
    await check('8-not-found', 'Page not found');

    expect(problems).toEqual([]);
    await context.close();
  });
});
