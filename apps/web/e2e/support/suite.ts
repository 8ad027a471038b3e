import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, type BrowserSession } from './browser.ts';

export const skipReason = inject('skipReason');

/** One Chromium for the file's tests; each test opens its own context. */
export function useBrowser(): () => Browser {
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    if (skipReason === null) session = await launchBrowser();
  });
  afterAll(() => session?.close());
  return () => {
    if (!session) throw new Error('browser not started');
    return session.browser;
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
