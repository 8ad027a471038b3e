import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import commonEn from '../public/locales/en/common.json';
import commonRu from '../public/locales/ru/common.json';
import consoleEn from '../public/locales/en/console.json';
import consoleRu from '../public/locales/ru/console.json';
import { newPage } from './support/browser.ts';
import { consoleUrl, signInNewOperator } from './support/console.ts';
import { CARD2CARD, CARD_REQUISITES, customerPays, setupScenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/**
 * The right sum everywhere (issue 38), with the real server, in Russian and in English, on a 360×740
 * phone and a 1280×800 desk: an operator types "1,000" and "4.500" into the sum that arrived (both
 * group thousands in either language) and reads each in the confirmation step written in their language,
 * resolves the dispute for 4 500 through that step, and sees "completed for" on the timeline and in
 * the orders list; the customer's result says which sum arrived of which. With SHOTS_DIR set, each
 * screen is saved there as a PNG.
 */
const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

const LANGUAGES = {
  ru: {
    console: consoleRu,
    common: commonRu,
    thousand: '1 000,00',
    paid: '4 500,00',
    amount: '4 800,00',
    gap: '300,00',
  },
  en: {
    console: consoleEn,
    common: commonEn,
    thousand: '1,000.00',
    paid: '4,500.00',
    amount: '4,800.00',
    gap: '300.00',
  },
} as const;

/** Intl's no-break and narrow no-break spaces as plain ones, as a person reads them. */
const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
/** A text with `{{name}}` filled from `values`. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/right-sum-${name}-${page.viewportSize()!.width}.png` });
}

describe.skipIf(skipReason !== null)('the right sum everywhere (issue 38)', () => {
  const browser = useBrowser();

  for (const [lng, words] of Object.entries(LANGUAGES)) {
    for (const viewport of SIZES) {
      it(`${lng} at ${viewport.width}×${viewport.height}: "1,000" and "4.500" read as thousands in the confirmation; completed for 4 500 of 4 800 on the timeline, the list and the customer's result`, async () => {
        const scenario = await setupScenario({ methods: [CARD2CARD] });
        const order = await scenario.createOrder({ amount: '4800.00' });
        await customerPays(order, () => scenario.acts.requisites(order.id, CARD_REQUISITES));
        await scenario.acts.dispute(order.id);

        const { page, context } = await newPage(browser(), viewport);
        await signInNewOperator(page);
        await page.goto(`${consoleUrl(`/ops/orders/${order.id}`)}?lng=${lng}`);
        const t = words.console;
        await page.getByRole('button', { name: t.ops.resolve, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('radio', { name: t.ops.resolve_corrected }).check();
        await dialog.getByLabel(t.ops.paid_amount).fill('1,000');
        await dialog.getByLabel(t.ops.note).fill('4500');
        await dialog.getByRole('button', { name: t.ops.resolve_button, exact: true }).click();
        const review = dialog.getByTestId('corrected-review');
        await review.waitFor();
        expect(spaced(await review.textContent())).toContain(words.thousand);
        // Back: nothing is sent; the form keeps what was typed.
        await dialog.getByRole('button', { name: t.actions.back }).click();
        await page.getByRole('button', { name: t.ops.resolve, exact: true }).click();
        await dialog.getByLabel(t.ops.paid_amount).fill('4.500');
        await dialog.getByRole('button', { name: t.ops.resolve_button, exact: true }).click();
        await review.waitFor();
        const text = spaced(await review.textContent());
        expect(text).toContain(words.paid);
        expect(text).toContain(scenario.currency);
        expect(text).toContain(`#${order.id.slice(0, 8)}`);
        expect(text).toContain(words.amount);
        expect(text).toContain(words.gap);
        await shot(page, `${lng}-review`);
        await dialog
          .getByRole('button', { name: new RegExp(`^${fill(t.resolve_review.button, { paid: '' }).trim()}`) })
          .click();

        // The timeline: the resolution names the sum that arrived of the order's.
        const resolvedFor = page.locator('.timeline__item .rows__main', {
          hasText: fill(t.orders_paid.resolved_for, { paid: '', amount: '' }).split(' ')[0]!,
        });
        await expect
          .poll(async () => spaced(await resolvedFor.last().textContent()), { timeout: 10_000 })
          .toMatch(new RegExp(`${words.paid}.*${words.amount}`));
        await shot(page, `${lng}-timeline`);

        // The orders list marks it.
        await page.goto(`${consoleUrl('/ops/orders')}?lng=${lng}`);
        const marker = page.getByTestId('paid-other').first();
        await expect
          .poll(async () => spaced(await marker.textContent()), { timeout: 10_000 })
          .toContain(words.paid);
        await shot(page, `${lng}-list`);
        await context.close();

        // The customer's result: which sum arrived of which.
        const customer = await newPage(browser(), viewport);
        await customer.page.goto(`${order.url}?lng=${lng}`);
        const resolution = customer.page.getByTestId('resolution');
        await expect
          .poll(async () => spaced(await resolution.textContent()), { timeout: 15_000 })
          .toMatch(new RegExp(`${words.paid}.*${words.amount}`));
        expect(await customer.page.getByText(words.common.result.success.title).count()).toBeGreaterThan(0);
        await shot(customer.page, `${lng}-result`);
        await customer.context.close();
      });
    }
  }
});
