import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '#scripts/bench/chromium.ts';

export interface BrowserSession {
  browser: Browser;
  close: () => Promise<void>;
}

/**
 * One Chromium per test file, with the bench's flags and `extraArgs`. playwright's launch() gives
 * every browser a fresh temporary user-data-dir of its own (it refuses a --user-data-dir argument),
 * and removes it on close.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<BrowserSession> {
  const browser = await launchChromium(extraArgs);
  return { browser, close: () => browser.close() };
}

/** A phone-sized page by default (docs/product/payment-page.md: the page must work on a phone). */
export async function newPage(
  browser: Browser,
  viewport = { width: 360, height: 740 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  const page = await context.newPage();
  return { context, page };
}
