import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { expectView, violationsOf } from './support/page-helpers.ts';
import {
  CARD2CARD,
  CARD_REQUISITES,
  setupScenario,
  uploadReceipt,
  type Scenario,
} from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/** WCAG 2.0–2.2 A and AA (violationsOf), the standard the page is held to (issue 7). */
async function expectNoViolations(page: Page, where: string) {
  expect(await violationsOf(page, where)).toEqual([]);
}

type Theme = 'light' | 'payforu';
const DARK_HOST = 'a11y-dark.localhost';

/**
 * The light theme is served on 127.0.0.1 (the default domain settings); the dark payforu theme on
 * a11y-dark.localhost, a host of this file's own (Chromium resolves *.localhost to the loopback), so
 * no other test file's domain settings change what this one sees.
 */
function themed(url: string, theme: Theme): string {
  return theme === 'light' ? url : url.replace('//127.0.0.1:', `//${DARK_HOST}:`);
}

async function adminPut(path: string, body: unknown) {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${inject('adminKey')}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PUT ${path}: ${response.status} ${await response.text()}`);
}

describe.skipIf(skipReason !== null)('accessibility: axe finds no WCAG 2.2 AA violation', () => {
  const browser = useBrowser();
  /** One shop and trader for every order of the file (each test makes orders of its own). */
  let scenario: Scenario;

  beforeAll(async () => {
    if (skipReason !== null) return;
    scenario = await setupScenario({ methods: [CARD2CARD] });
    await adminPut(`/v1/admin/sci-domains/${DARK_HOST}`, {
      theme: 'payforu',
      logo: '/brand/payorder-logo.svg',
      title: 'Payorder',
      copyright: 'Payorder',
      loader: '/brand/payorder-loader.svg',
    });
  });

  for (const theme of ['light', 'payforu'] as const) {
    describe(`${theme} theme`, () => {
      it('the payment from method selection to completed, every view on the way', async () => {
        const { page, context } = await newPage(browser());
        const order = await scenario.createOrder();
        await page.goto(themed(order.url, theme));
        await expectView(page, 'Select a bank for payment', 1);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        await expectNoViolations(page, 'method selection');

        await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
        await expectView(page, 'Wait a minute... payment creation in progress', 2);
        await expectNoViolations(page, 'requisites wait');

        await scenario.acts.requisites(order.id, CARD_REQUISITES);
        await expectView(page, 'Top up', 3);
        await expectNoViolations(page, 'transfer view');

        await page.getByRole('button', { name: 'Transferred' }).click();
        await expectView(page, 'Sender information', 4);
        await expectNoViolations(page, 'sender form');
        await page.getByRole('textbox', { name: 'Card digit 1 of 6' }).click();
        await page.keyboard.type('220220');
        await page.getByRole('textbox', { name: 'Last 4 digits of your card' }).fill('5678');
        await page.getByRole('button', { name: 'Continue' }).click();

        await expectView(page, 'Wait for payment confirmation', 4);
        await expectNoViolations(page, 'trader_confirm wait');

        await scenario.acts.confirm(order.id);
        await expectView(page, 'Payment successful', 5);
        await expectNoViolations(page, 'completed');
        await context.close();
      });

      // The ends are reached through the API (the walk above checks every view on the way to them).
      it('cancelled, with the receipt dialog open', async () => {
        const { page, context } = await newPage(browser());
        const order = await scenario.createOrder();
        await scenario.drive(order, 'cancelled');
        await page.goto(themed(order.url, theme));
        await expectView(page, 'Payment cancelled', 5);
        await expectNoViolations(page, 'cancelled');

        await page.getByRole('button', { name: 'Upload' }).click();
        await page.getByRole('dialog').waitFor();
        // Colours are measured once the dialog has faded in, not half-transparent on its way.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
              .map((animation) => animation.finished),
          ),
        );
        await expectNoViolations(page, 'receipt dialog');
        await context.close();
      });

      it('dispute without and with a receipt', async () => {
        const { page, context } = await newPage(browser());
        const order = await scenario.createOrder();
        await scenario.drive(order, 'dispute', {
          sender: { customerCardFirstDigits: '220220', customerCardLastDigits: '5678' },
        });
        await page.goto(themed(order.url, theme));
        await expectView(page, 'Payment error', 5);
        await expectNoViolations(page, 'dispute without receipts');

        await uploadReceipt(order);
        await page.reload();
        await expectView(page, 'Thank you, your receipt is attached', 5);
        await expectNoViolations(page, 'dispute with a receipt');
        await context.close();
      });

      it('the not-found and help pages', async () => {
        const { page, context } = await newPage(browser());
        await page.goto(themed(`${inject('baseUrl')}/no/such/page`, theme));
        await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        await expectNoViolations(page, 'not found');
        await page.goto(themed(`${inject('baseUrl')}/help`, theme));
        await page.getByRole('heading', { name: 'Help', level: 1 }).waitFor();
        await expectNoViolations(page, 'help');
        await context.close();
      });
    });
  }
});
