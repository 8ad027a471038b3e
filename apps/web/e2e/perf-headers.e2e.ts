import crypto from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { expectView } from './support/page-helpers.ts';
import { CARD2CARD, CARD_REQUISITES, setupScenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/** The security and caching headers of the built page as the real server sends them, and the page working under its CSP. */
describe.skipIf(skipReason !== null)('the built page: headers and CSP', () => {
  const browser = useBrowser();

  it('index.html: a CSP without unsafe-inline (the one inline script by its hash), no referrer, nosniff, no framing, never cached', async () => {
    const response = await fetch(`${inject('baseUrl')}/order/00000000-0000-4000-8000-000000000000/token`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // HSTS only over HTTPS (apps/server/test/web-serving.test.ts covers that side).
    expect(response.headers.get('strict-transport-security')).toBeNull();
    // Inline, besides JSON data, only the page's entry (0.6 KB), allowed by its hash: nothing else runs.
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !attributes?.includes('type="application/json"'))
      .map(([, , code = '']) => code);
    expect(inlineScripts).toHaveLength(1);
    const hash = crypto.createHash('sha256').update(inlineScripts[0]!).digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
  });

  it('hashed assets: cached for a year, immutable, sent compressed', async () => {
    const html = await (await fetch(`${inject('baseUrl')}/help`)).text();
    const script = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const response = await fetch(`${inject('baseUrl')}${script}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the page runs under its CSP: no violation while paying, on help and on not-found', async () => {
    const scenario = await setupScenario({ methods: [CARD2CARD] });
    const order = await scenario.createOrder();
    const { page, context } = await newPage(browser());
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    await page.goto(order.url);
    await expectView(page, 'Select a bank for payment', 1);
    await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
    await expectView(page, 'Wait a minute... payment creation in progress', 2);
    await scenario.acts.requisites(order.id, CARD_REQUISITES);
    await expectView(page, 'Top up', 3);
    await page.getByRole('link', { name: 'Help' }).click();
    await page.getByRole('heading', { name: 'Help', level: 1 }).waitFor();
    await page.goto(`${inject('baseUrl')}/nothing-here`);
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });
});
