import type { CreateBankDeviceResponse } from '@payorder/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { createConsoleTrader, signIn, signInNewOperator } from './support/console.ts';
import { openSection } from './support/page-helpers.ts';
import { CARD2CARD, setupScenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/**
 * The trader's phone (issues 36 and 38) at a phone's size and a laptop's: the silent-phone banner on every
 * screen, the pairing's choice of app with that app's own steps ending with auto-confirm, and the
 * operator teaching a rule by example from a message no rule read.
 */
const api = async <T>(method: string, path: string, key: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
};

const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

/** Selects `value` in the message field (as a mouse or a finger does) and marks it with `button`. */
async function mark(page: Page, value: string, button: string) {
  await page.getByTestId('teach-text').evaluate((area, wanted) => {
    const field = area as HTMLTextAreaElement;
    const start = field.value.indexOf(wanted);
    field.focus();
    field.setSelectionRange(start, start + wanted.length);
  }, value);
  await page.getByRole('button', { name: button }).click();
}

describe.skipIf(skipReason !== null)('the trader’s phone', () => {
  const browser = useBrowser();

  for (const size of SIZES) {
    it(`a trader on auto-confirm whose phone went silent is told so on every screen (${size.width}×${size.height})`, async () => {
      const scenario = await setupScenario({ methods: [CARD2CARD] });
      const device = await api<CreateBankDeviceResponse>(
        'POST',
        '/v1/trader/devices',
        scenario.trader.apiKey,
        {
          name: 'Redmi silent',
        },
      );
      await api('PUT', '/v1/trader/auto-confirm', scenario.trader.apiKey, { mode: 'on_arrival' });
      const { page } = await newPage(browser(), size);
      // The phone last heard from an hour ago: the server's list says so (its clock is not the test's).
      await page.route('**/api/v1/trader/devices', async (route) => {
        const response = await route.fetch();
        const listed = (await response.json()) as { items: { id: string }[] };
        await route.fulfill({
          response,
          json: {
            ...listed,
            items: listed.items.map((item) => ({ ...item, silent: item.id === device.id })),
          },
        });
      });
      await signIn(page, await createConsoleTrader(scenario.trader.id));
      const banner = page.getByTestId('silent-phone-banner');
      await banner.getByText('Redmi silent', { exact: false }).waitFor();
      await openSection(page, 'Notifications');
      await page.getByRole('heading', { name: 'Bank notifications', level: 1 }).waitFor();
      await banner.waitFor();
      await banner.getByRole('link', { name: 'See the phones' }).click();
      await page.getByTestId('device-silent').waitFor();
      await page.screenshot({ path: `/tmp/phones/banner-${size.width}.png`, fullPage: true });
    });

    it(`pairing picks the app, shows its own steps and the bank's senders, and ends with auto-confirm (${size.width}×${size.height})`, async () => {
      const scenario = await setupScenario({ methods: [CARD2CARD] });
      const { page } = await newPage(browser(), size);
      await signIn(page, await createConsoleTrader(scenario.trader.id));
      await openSection(page, 'Notifications');
      await page.getByRole('link', { name: 'Phones' }).click();
      await page.getByLabel("Phone's name").fill('Pixel');
      await page.getByRole('button', { name: 'Pair the phone' }).click();
      await page.getByRole('heading', { name: 'Set up “Pixel”' }).waitFor();
      // The suite's server is on 127.0.0.1: a phone could not reach it, and the screen says so.
      await page.getByTestId('loopback-warning').waitFor();
      const senders = page.getByTestId('recommended-senders');
      await senders.getByText('900', { exact: true }).waitFor();
      expect(await senders.textContent()).not.toContain('*');
      await page.getByRole('radio', { name: /SmsForwarder/ }).check();
      await page.getByTestId('setup-sms_forwarder').getByTestId('device-signed-url').waitFor();
      await page.getByRole('radio', { name: /SMS Gateway for Android/ }).check();
      await page
        .getByTestId('setup-sms_gateway')
        .getByText('system:ping', { exact: false })
        .first()
        .waitFor();
      await page.screenshot({ path: `/tmp/phones/pairing-${size.width}.png`, fullPage: true });
      // The last step, in the pairing itself: auto-confirm.
      await page.getByRole('radio', { name: /As soon as the money arrives/ }).check();
      await page.getByRole('button', { name: 'Save' }).click();
      await page
        .getByRole('radio', { name: /As soon as the money arrives.*now/ })
        .waitFor({ timeout: 15_000 });
      expect(await api<{ mode: string }>('GET', '/v1/trader/auto-confirm', scenario.trader.apiKey)).toEqual({
        mode: 'on_arrival',
      });
    });

    it(`the operator teaches a rule by example from a message no rule read (${size.width}×${size.height})`, async () => {
      const scenario = await setupScenario({ methods: [CARD2CARD] });
      const device = await api<CreateBankDeviceResponse>(
        'POST',
        '/v1/trader/devices',
        scenario.trader.apiKey,
        {
          name: 'Teach',
        },
      );
      const payer = `OLEG ${scenario.currency}.`;
      // A wording of each size's own: the rule the other size taught does not read it.
      const text = `SBOL ${size.width < 1000 ? 'narrow' : 'wide'}: zachislenie 3 210,00 RUB na kartu *7788 ot ${payer} Dostupno 5 RUB`;
      await api('POST', '/v1/ingest/bank-notifications', device.key, { from: '900', text });
      const { page } = await newPage(browser(), size);
      await signInNewOperator(page);
      await openSection(page, 'Rules');
      const unread = page.getByTestId('unread-messages').locator('li', { hasText: payer });
      await unread.getByRole('button', { name: 'Teach a rule from it' }).click();
      await page.getByRole('heading', { name: 'Teach a rule by example' }).waitFor();
      await mark(page, '3 210,00', 'This is the amount');
      await mark(page, 'RUB', 'This is the currency');
      await mark(page, '7788', 'These are the card digits');
      await mark(page, payer, 'This is the payer');
      expect(await page.getByTestId('teach-pattern').inputValue()).toContain('(?<amount>');
      await page.getByLabel('Bank').selectOption('sberbank');
      await page.getByRole('button', { name: 'Test on this message' }).click();
      const result = page.getByRole('status', { name: 'What it reads' });
      await result.getByText('3210.00').waitFor();
      await result.getByText('7788').waitFor();
      await result.getByText(payer).waitFor();
      await page.screenshot({ path: `/tmp/phones/teach-${size.width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Save the rule' }).click();
      await page.getByRole('heading', { name: 'Notification rules', level: 1 }).waitFor();
      await page.getByText('900: money in (taught by example)').first().waitFor();
    });
  }
});
