import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that work as root on these machines (STACK-NOTES.md). */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  browser: Browser;
  close: () => Promise<void>;
}

/**
 * One Chromium per test file. playwright's launch() gives every browser a fresh temporary
 * user-data-dir of its own (it refuses a --user-data-dir argument), and removes it on close.
 */
export async function launchBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
  return { browser, close: () => browser.close() };
}

/** A phone-sized page by default (spec: the page must work on a phone). */
export async function newPage(
  browser: Browser,
  viewport = { width: 360, height: 740 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  const page = await context.newPage();
  return { context, page };
}
