import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { activeStep, expectView } from './support/page-helpers.ts';
import { CARD2CARD, CARD_REQUISITES, setupScenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

async function openContext(
  browser: Browser,
  options: { width?: number; reducedMotion?: 'reduce'; locale?: string } = {},
) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 360, height: 740 },
    locale: options.locale ?? 'en-US',
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  return { context, page: await context.newPage() };
}

/** WCAG 1.4.10 reflow: the page scrolls only vertically. */
async function expectNoHorizontalScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth, overflowing } = await page.evaluate(() => {
    const root = document.scrollingElement!;
    // The innermost elements that reach past the window's right edge, to say what to fix.
    const overflowing = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .filter(
        (element) =>
          ![...element.children].some(
            (child) => child.getBoundingClientRect().right > root.clientWidth + 0.5,
          ),
      )
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)} px)`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, overflowing };
  });
  expect(
    scrollWidth,
    `${where}: ${scrollWidth} px wide in a ${clientWidth} px window; past the edge: ${overflowing.join(', ')}`,
  ).toBeLessThanOrEqual(clientWidth);
}

/**
 * At 320 px, then with the text at 200% (the root font size doubled, as a phone's largest font
 * setting does; every size on the page is in rem), nothing scrolls sideways and the heading and the
 * view's main action are still on the page.
 */
async function expectReflows(page: Page, where: string) {
  await expectNoHorizontalScroll(page, `${where} at 320 px`);
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));
  try {
    await expectNoHorizontalScroll(page, `${where} at 320 px and 200% text`);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  } finally {
    await page.evaluate(() => document.documentElement.style.removeProperty('font-size'));
  }
}

describe.skipIf(skipReason !== null)('layout for low vision, motion sensitivity and screen readers', () => {
  const browser = useBrowser();

  it('every view reflows at 320 px wide and at 200% text size', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const order = await scenario.createOrder();
    const { page, context } = await openContext(browser(), { width: 320 });
    await page.goto(order.url);
    await expectView(page, 'Select a bank for payment', 1);
    await expectReflows(page, 'method selection');
    await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
    await expectView(page, 'Wait a minute... payment creation in progress', 2);
    await expectReflows(page, 'requisites wait');
    await scenario.acts.requisites(order.id, CARD_REQUISITES);
    await expectView(page, 'Top up', 3);
    await expectReflows(page, 'transfer view');
    await page.getByRole('button', { name: 'Transferred' }).click();
    await expectView(page, 'Sender information', 4);
    await expectReflows(page, 'sender form');
    await page.getByRole('textbox', { name: 'Card digit 1 of 6' }).click();
    await page.keyboard.type('220220');
    await page.getByRole('textbox', { name: 'Last 4 digits of your card' }).fill('5678');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectView(page, 'Wait for payment confirmation', 4);
    await expectReflows(page, 'trader_confirm wait');
    await scenario.acts.confirm(order.id);
    await expectView(page, 'Payment successful', 5);
    await expectReflows(page, 'completed');
    await page.goto(`${inject('baseUrl')}/help`);
    await page.getByRole('heading', { name: 'Help', level: 1 }).waitFor();
    await expectReflows(page, 'help');
    await page.goto(`${inject('baseUrl')}/nothing-here`);
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await expectReflows(page, 'not found');
    await context.close();
  });

  it('the amount and the card number are never split across lines at 360 px, in Russian and Kazakh', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    for (const locale of ['ru-RU', 'kk-KZ']) {
      const order = await scenario.createOrder({ amount: '24800.00' });
      const { page, context } = await openContext(browser(), { locale });
      await page.goto(order.url);
      await page.getByRole('button').first().click();
      await expect.poll(() => activeStep(page), { timeout: 15_000 }).toBe(2);
      await scenario.acts.requisites(order.id, CARD_REQUISITES);
      const amount = page.getByTestId('amount');
      await amount.waitFor();
      // Each figure is one line box: its text's client rects all lie on one line.
      const lines = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="amount"], .requisites__value')].map((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return { text: element.textContent, lines: tops.size };
        }),
      );
      expect(lines.length, `${locale}: amount and card shown`).toBeGreaterThanOrEqual(2);
      for (const figure of lines) expect(figure, locale).toEqual({ text: figure.text, lines: 1 });
      await context.close();
    }
  });

  it('the countdown is a timer read on demand, not a live region speaking every second', async () => {
    const scenario = await setupScenario({ shop: { paymentWindowMinutes: 10 }, methods: [CARD2CARD] });
    const order = await scenario.createOrder();
    const { page, context } = await openContext(browser());
    await page.goto(order.url);
    await expectView(page, 'Select a bank for payment', 1);
    await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
    await expectView(page, 'Wait a minute... payment creation in progress', 2);
    await scenario.acts.requisites(order.id, CARD_REQUISITES);
    await expectView(page, 'Top up', 3);

    const timer = page.getByRole('timer');
    await timer.waitFor();
    const before = await timer.getAttribute('aria-label');
    // The shop's ten-minute window, read within its first seconds (10:00 when read at once).
    expect(before).toMatch(/^Time left: (10:00|0?9:\d\d)$/);
    // Neither the timer nor anything around it is a live region: role=timer is aria-live=off.
    const liveAround = await timer.evaluate((element) => {
      const live: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const role = node.getAttribute('role');
        const ariaLive = node.getAttribute('aria-live');
        if ((ariaLive && ariaLive !== 'off') || ['status', 'alert', 'log', 'marquee'].includes(role ?? ''))
          live.push(node.outerHTML.slice(0, 80));
      }
      return live;
    });
    expect(liveAround).toEqual([]);
    // …and what it says stays current for whoever reads it.
    await page.waitForFunction(
      ([previous]) => document.querySelector('[role="timer"]')?.getAttribute('aria-label') !== previous,
      [before],
      { timeout: 15_000 },
    );
    await context.close();
  });

  it('prefers-reduced-motion: the spinner stands still, the loader only fades slowly, the timer ring jumps', async () => {
    const scenario = await setupScenario({ shop: { paymentWindowMinutes: 10 }, methods: [CARD2CARD] });
    const motionOf = async (page: Page) =>
      page.evaluate(() => {
        const spinner = document.createElement('span');
        spinner.className = 'spinner';
        document.body.append(spinner);
        const loader = document.querySelector('.loader-image');
        const ring = document.querySelector('.timer__progress');
        const motion = {
          spinner: getComputedStyle(spinner).animationName,
          loader: loader ? getComputedStyle(loader).animationDuration : null,
          ring: ring ? getComputedStyle(ring).transitionDuration : null,
        };
        spinner.remove();
        return motion;
      });

    for (const reducedMotion of [undefined, 'reduce'] as const) {
      const order = await scenario.createOrder();
      const { page, context } = await openContext(browser(), { reducedMotion });
      await page.goto(order.url);
      await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
      await expectView(page, 'Wait a minute... payment creation in progress', 2);
      const waiting = await motionOf(page);
      await scenario.acts.requisites(order.id, CARD_REQUISITES);
      await expectView(page, 'Top up', 3);
      await page.getByRole('timer').waitFor();
      const transfer = await motionOf(page);
      if (reducedMotion) {
        expect(waiting.spinner).toBe('none');
        expect(waiting.loader).toBe('3s');
        expect(transfer.ring).toBe('0s');
      } else {
        expect(waiting.spinner).toBe('spin');
        expect(waiting.loader).toBe('1.6s');
        expect(transfer.ring).toBe('1s');
      }
      await context.close();
    }
  });
});
