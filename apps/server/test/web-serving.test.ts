import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInWebBuild, startTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = await standInWebBuild();
  t = await startTestApp({
    WEB_DIST_DIR: dist,
    WEB_API_HOST: 'https://api.pay.test',
    ANALYTICS_MEASUREMENT_ID: 'G-TEST</script>',
    // Behind a TLS-terminating proxy on this machine, whose X-Forwarded-Proto says https.
    TRUST_PROXY: '127.0.0.1',
  });
});
afterAll(() => t.close());

describe('serving the page', () => {
  it('answers every page route with index.html, never cached, carrying the runtime configuration', async () => {
    const response = await t.app.inject({ url: '/order/1f0c/abc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    const match = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(response.body);
    expect(JSON.parse(match![1]!)).toEqual({
      apiHost: 'https://api.pay.test',
      publicUrl: 'http://pay.test',
      analyticsMeasurementId: 'G-TEST</script>',
    });
    expect(response.body).not.toContain('G-TEST</script>');
    // With the API on another host, this server's data is not the page's: no first view in the HTML.
    expect(response.body).not.toContain('id="first-view"');
    expect((await t.app.inject({ url: '/help' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/index.html' })).headers['cache-control']).toBe('no-store');
  });

  it('compresses the page for browsers that accept it', async () => {
    const plain = await t.app.inject({ url: '/help' });
    for (const [encoding, decompress] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        url: '/help',
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(decompress(response.rawPayload).toString('utf8')).toBe(plain.body);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('caches hashed assets for a year and keeps API misses as JSON 404s', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
    const api = await t.app.inject({ url: '/api/v1/nothing' });
    expect([api.statusCode, api.json().code]).toEqual([404, 'not_found']);
  });

  it('answers a missing file with a 404, never with the page, while page routes still get the page', async () => {
    // The page in place of a missing logo reaches the <img> as a broken image (issue 11).
    for (const url of [
      '/banks/no-such-bank.svg',
      '/payment-types/nope.svg?v=1',
      '/assets/main-gone123.js',
      '/locales/en/nope.json',
      '/locales/en',
      '/robots.txt',
      '/order/1f0c/abc/logo.png',
    ]) {
      const response = await t.app.inject({ url });
      expect([url, response.statusCode], url).toEqual([url, 404]);
      expect(response.headers['content-type'], url).not.toContain('text/html');
    }
    for (const url of ['/order/1f0c/abc', '/order/1f0c/abc?lng=en', '/help', '/', '/no-such-page']) {
      const response = await t.app.inject({ url });
      expect([url, response.statusCode], url).toEqual([url, 200]);
      expect(response.headers['content-type'], url).toContain('text/html');
    }
    expect((await t.app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('lets only the branding preview be framed, and only by this origin', async () => {
    const preview = await t.app.inject({ url: '/preview/branding' });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = String(preview.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    for (const url of ['/order/x/y', '/preview/branding/x', '/preview']) {
      const page = await t.app.inject({ url });
      expect(page.headers['x-frame-options'], url).toBe('DENY');
      expect(String(page.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
    }
  });

  it('sends the security headers, with HSTS only over HTTPS', async () => {
    const plain = await t.app.inject({ url: '/order/x/y' });
    expect(plain.headers['referrer-policy']).toBe('no-referrer');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(plain.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("connect-src 'self' https://api.pay.test");
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.app.inject({ url: '/order/x/y', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toContain('max-age=31536000');
    // A client that is not the trusted proxy cannot claim https.
    const forged = await t.app.inject({
      url: '/order/x/y',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});
