import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { COPYRIGHT_START_YEAR, type SciDomain } from '@payorder/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { text } from './support/i18n-text.ts';
import { animationsSettled, expectView } from './support/page-helpers.ts';
import { CARD2CARD, CARD_REQUISITES, setupScenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/** Screenshots for a person to look at; never committed. */
const SHOTS_DIR = path.join(os.tmpdir(), 'payorder-e2e-shots', 'themes');
const THEMES = ['light', 'payforu', 'sci'] as const;

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

async function brandOf(page: Page) {
  return page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    title: document.title,
    brand: document.querySelector('.brand__title')?.textContent,
    logo: document.querySelector('.brand__logo')?.getAttribute('src'),
    footer: document.querySelector('footer')?.textContent?.replace(/\s+/g, ' ').trim(),
  }));
}

/** WCAG AA colour contrast of everything on the page, as axe-core measures it on the rendered page. */
async function contrastViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
}

describe.skipIf(skipReason !== null)('themes and brands', () => {
  const browser = useBrowser();
  beforeAll(() => {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
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
      const brand = await brandOf(page);
      expect(brand).toEqual({
        theme: settings.theme,
        title: settings.title,
        brand: settings.title,
        logo: settings.logo,
        footer: `© ${COPYRIGHT_START_YEAR}–${year} ${settings.copyright}. ${text('en', 'layout.copyright_tagline')}`,
      });
      seen.push(brand);

      await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
      await expectView(page, 'Wait a minute... payment creation in progress', 2);
      expect(await page.locator('.loader-image').getAttribute('src')).toBe(settings.loader);
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

  it('one order, walked through every view in all three themes, reaches WCAG AA contrast', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const order = await scenario.createOrder({ amount: '1500.00' });
    const { page, context } = await newPage(browser());
    const url = onHost(order.url, 'localhost');
    const problems: string[] = [];

    /** Shows the current view in each theme (the settings are read once per page load). */
    async function inEveryTheme(view: string, heading: string, step?: number) {
      for (const theme of THEMES) {
        await putSciDomain('localhost', { ...SCI, theme });
        await page.reload();
        await expectView(page, heading, step);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        // Let entrance transitions settle before measuring colours.
        await animationsSettled(page);
        problems.push(...(await contrastViolations(page)).map((problem) => `${theme} ${view}: ${problem}`));
        await page.screenshot({ path: path.join(SHOTS_DIR, `${theme}-${view}.png`), fullPage: true });
      }
    }

    await page.goto(url);
    await inEveryTheme('1-methods', 'Select a bank for payment', 1);
    await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
    await inEveryTheme('2-requisites', 'Wait a minute... payment creation in progress', 2);
    await scenario.acts.requisites(order.id, CARD_REQUISITES);
    await inEveryTheme('3-transfer', 'Top up', 3);
    await page.getByRole('button', { name: 'Transferred' }).click();
    await inEveryTheme('4-sender', 'Sender information', 4);
    await page.getByRole('textbox', { name: 'Card digit 1 of 6' }).click();
    await page.keyboard.type('220220');
    await page.getByRole('textbox', { name: 'Last 4 digits of your card' }).fill('5678');
    await page.getByRole('button', { name: 'Continue' }).click();
    await inEveryTheme('5-trader-confirm', 'Wait for payment confirmation', 4);
    await scenario.acts.confirm(order.id);
    await inEveryTheme('6-success', 'Payment successful', 5);
    await page.goto(onHost(`${new URL(order.url).origin}/help`, 'localhost'));
    await inEveryTheme('7-help', 'Help');
    await page.goto(onHost(`${new URL(order.url).origin}/no-such-page`, 'localhost'));
    await inEveryTheme('8-not-found', 'Page not found');

    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);
});
