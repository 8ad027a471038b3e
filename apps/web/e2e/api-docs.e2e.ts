import { describe, expect, inject, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/** The API reference (/api/docs, apps/server src/openapi) works under the site's CSP, from this server alone. */
describe.skipIf(skipReason !== null)('the API reference', () => {
  const browser = useBrowser();

  it('the API reference draws every API from /api/openapi.json with no CSP violation and no other origin', async () => {
    const baseUrl = inject('baseUrl');
    const { page, context } = await newPage(browser(), { width: 1280, height: 900 });
    const violations: string[] = [];
    const foreign: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.origin !== new URL(baseUrl).origin) foreign.push(request.url());
    });
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    await page.goto(`${baseUrl}/api/docs/`);
    await page.getByRole('heading', { name: /Payorder API/ }).waitFor();
    for (const tag of ['merchant', 'trader', 'admin', 'customer', 'console']) {
      await page.locator(`#operations-tag-${tag}`).waitFor();
    }
    // A tag opens its operations; an operation opens with its parameters and its documented errors.
    await page.locator('#operations-tag-merchant').click();
    await page.locator('#operations-merchant-getMerchantOrders').click();
    await page.getByText('validation_failed', { exact: false }).first().waitFor();
    expect(violations).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
