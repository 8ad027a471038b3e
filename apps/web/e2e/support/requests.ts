import type { Page } from 'playwright-core';

/**
 * The GET requests a page makes for exactly this path, as they happen: what a browser test counts to
 * tell news a live stream brought from a poll's.
 */
export function requestsFor(page: Page, pathname: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === pathname) seen.push(request.url());
  });
  return seen;
}
