import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchBrowser, type BrowserSession } from './browser.ts';

export const skipReason = inject('skipReason');

/**
 * One Chromium for the file's tests (with `extraArgs`, e.g. a fake camera); each test opens its own
 * context. Whatever contexts a test left open (it failed before its own close) are closed after it, so
 * a failing test never leaves pages polling into the next one.
 */
export function useBrowser(extraArgs: string[] = []): () => Browser {
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    if (skipReason === null) session = await launchBrowser(extraArgs);
  });
  afterEach(async () => {
    await Promise.all(session?.browser.contexts().map((context) => context.close()) ?? []);
  });
  afterAll(() => session?.close());
  return () => {
    if (!session) throw new Error('browser not started');
    return session.browser;
  };
}
