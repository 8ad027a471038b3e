import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { SubmitRequisitesRequest } from '@payorder/contract';
import { expect } from 'vitest';
import { CARD_REQUISITES, type OrderLink, type Scenario } from './payorder-api.ts';

/** The stepper's active step, as assistive technology reads it (aria-current="step"). */
export async function activeStep(page: Page): Promise<number> {
  return Number(await page.locator('[aria-current="step"] .stepper__dot').textContent());
}

/**
 * Waits until the page runs the view: its heading is there and React has taken it over (a
 * server-drawn view is on screen a moment before its code runs). Then checks the stepper's step.
 */
export async function expectView(page: Page, heading: string | RegExp, step?: number) {
  const title = page.getByRole('heading', { name: heading, level: 1 });
  await title.waitFor({ timeout: 15_000 });
  await expect
    .poll(
      () => title.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  if (step !== undefined) expect(await activeStep(page)).toBe(step);
}

/**
 * Waits until the page has nothing left to run: the browser calls back when idle, after React's
 * remaining work (hydration, and a report of a mismatch it found) has run.
 */
export async function pageIdle(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 10_000 })),
  );
}

/** Waits until every animation and transition that ends has ended (a spinner's endless one aside). */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout: 15_000 },
  );
}

export async function expectText(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor({ timeout: 15_000 });
}

/**
 * A fresh order of a card-to-card scenario, chosen and given its requisites: the transfer view
 * (step 3). `urlOf` turns the payment link into the one to open (another host, say).
 */
export async function toTransferView(
  page: Page,
  scenario: Scenario,
  urlOf = (url: string) => url,
  requisites: SubmitRequisitesRequest['requisites'] = CARD_REQUISITES,
): Promise<OrderLink> {
  const order = await scenario.createOrder();
  await chooseCardAndGetRequisites(page, scenario, order, urlOf(order.url), requisites);
  await expectView(page, 'Top up', 3);
  return order;
}

/** Opens `url` (the order's link), chooses card to card · Sberbank, and has the trader send the requisites. */
export async function chooseCardAndGetRequisites(
  page: Page,
  scenario: Scenario,
  order: OrderLink,
  url = order.url,
  requisites: SubmitRequisitesRequest['requisites'] = CARD_REQUISITES,
) {
  await page.goto(url);
  await expectView(page, 'Select a bank for payment', 1);
  await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
  await expectView(page, 'Wait a minute... payment creation in progress', 2);
  await scenario.acts.requisites(order.id, requisites);
}

/** WCAG 2.0–2.2 A and AA rules (axe tags), as the payment page is held to (a11y.e2e.ts). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function violationsOf(page: Page, where: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  // The same rules either way. By default each run opens a blank page in the context to merge the
  // frames' results in and injects axe-core there too; a page with no frames has nothing to merge,
  // and axe.run in the page itself costs a third of the CPU (0.18 s against 0.5 s a run, measured).
  if (page.frames().length === 1) builder.setLegacyMode();
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact}) ${violation.help} — ` +
      violation.nodes.map((node) => node.target.join(' ')).join(', '),
  );
}

/** Axe's WCAG AA findings and anything wider than the screen. */
export async function problemsOf(page: Page, where: string): Promise<string[]> {
  const problems = await violationsOf(page, where);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${where}: ${overflow}px wider than the screen`);
  return problems;
}

/** The widths and colour schemes the consoles are held to: a phone and a desk, light and dark. */
export const CONSOLE_LOOKS = [
  { viewport: { width: 360, height: 740 }, colorScheme: 'light' },
  { viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
  { viewport: { width: 360, height: 740 }, colorScheme: 'dark' },
  { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' },
] as const;

/**
 * Axe's findings on the screen as it is, at each width and colour scheme of CONSOLE_LOOKS: the console
 * follows the window's size and the system's scheme live, so one page is resized and re-schemed
 * rather than opened four times (each wait ends on the scheme applied and the transitions ended).
 * The page is left at the last look.
 */
export async function violationsInEveryLook(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const { viewport, colorScheme } of CONSOLE_LOOKS) {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme), { timeout: 15_000 })
      .toBe(colorScheme);
    await animationsSettled(page);
    found.push(...(await violationsOf(page, `${where}, ${colorScheme} at ${viewport.width} px`)));
  }
  return found;
}

/**
 * Goes to a console section by its link in the navigation. On a phone a role with more than five
 * sections shows four in the bar and the rest behind More: the menu is opened first when the link is
 * not on screen.
 */
export async function openSection(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await nav.waitFor({ timeout: 15_000 });
  const link = nav.getByRole('link', { name, exact: true });
  const more = nav.getByRole('button', { name: 'More' });
  if (!(await link.isVisible()) && (await more.isVisible())) await more.click();
  await link.click();
}
