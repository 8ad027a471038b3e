import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInWebBuild, startTestApp, type TestApp } from './helper.ts';

/** The console's entry as apps/web builds it (console.html, a second Vite entry). */
const CONSOLE_HTML =
  '<!doctype html><html lang="en" data-theme="light"><head><title>Payorder console</title>' +
  '<script type="module" crossorigin src="/assets/console-main-abc123.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/console-main-abc123.css"></head>' +
  '<body><div id="root"></div><!--app-data--></body></html>';

describe('the console app at /console', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await standInWebBuild();
    await fs.writeFile(path.join(dist, 'console.html'), CONSOLE_HTML);
    t = await startTestApp({ WEB_DIST_DIR: dist, WEB_API_HOST: 'https://api.pay.test' });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('answers every console path with its HTML, never cached, with the console’s CSP', async () => {
    for (const url of [
      '/console',
      '/console/',
      '/console/orders/9b0c6a52-58a5-4b5e-9f61-1b0a3f3b1c77',
      '/console/sign-in?next=%2F',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('Payorder console');
      expect(response.body).toContain('<script id="runtime-config" type="application/json">');
      // No first view of an order: the console fetches its data with its cookie.
      expect(response.body).not.toContain('first-view');
      const csp = response.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("frame-src 'self'");
      expect(csp).toContain("object-src 'self'");
      expect(csp).toContain("connect-src 'self' https://api.pay.test");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('googletagmanager');
    }
  });

  it('does not serve the entry file raw, and a missing file under /console is a 404', async () => {
    for (const url of ['/console.html', '/console/logo.png', '/console/assets/x.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('leaves the payment page’s own CSP as it was (no frames or objects)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/some/page/path' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
    expect(page.body).not.toContain('Payorder console');
  });
});

describe('/console before the console is built', () => {
  it('is a 404, not the payment page', async () => {
    const dist = await standInWebBuild();
    const t = await startTestApp({ WEB_DIST_DIR: dist });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/console/orders' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    } finally {
      await t.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});
