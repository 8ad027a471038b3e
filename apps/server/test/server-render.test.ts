import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, bearer, createOrder, standInWebBuild, useShopTestApp } from './helper.ts';

// A stand-in for the page's server entry (apps/web src/entry-server.tsx, covered by the browser
// tests): it shows what it was given, and fails for an order of 666.00.
const SERVER_ENTRY = `
export async function renderFirstView({ url, firstView, language, messages }) {
  if (firstView.order.order.amount === '666.00') throw new Error('drawing failed');
  return '<main><h1>' + messages[language].title + '</h1><p>' + firstView.order.order.id + ' ' + url + '</p></main>';
}`;

const t = useShopTestApp(async () => ({
  WEB_DIST_DIR: await standInWebBuild({ serverEntry: SERVER_ENTRY }),
}));

const modulesOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the first view drawn on the server', () => {
  it('goes into the root, in the language the page will show, with the domain brand', async () => {
    const order = await createOrder(t.app, t.shop.apiKey);
    const url = `/order/${order.id}/${order.token}`;
    const response = await t.app.inject({ url, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(response.body).toContain(
      `<div id="root" data-language="en"><main><h1>Top up</h1><p>${order.id} ${url}</p></main></div>`,
    );
    expect(response.body).toContain('<html lang="en" data-theme="light">');
    // The page's code is not preloaded: the drawn view paints first, then the code loads.
    expect(modulesOf(response.body)).toEqual(['/assets/method-grid-abc123.js']);

    const russian = await t.app.inject({ url });
    expect(russian.body).toContain('<div id="root" data-language="ru"><main><h1>Пополнение</h1>');
    expect(russian.body).toContain('<html lang="ru"');
  });

  it("takes the domain's theme and title, escaped", async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/sci-domains/brand.localhost',
      headers: bearer(ADMIN_KEY),
      payload: {
        theme: 'payforu',
        logo: '/brand/payorder-logo.svg',
        title: 'Pay & <go>',
        copyright: 'Pay',
        loader: '/brand/payorder-loader.svg',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const order = await createOrder(t.app, t.shop.apiKey);
    const response = await t.app.inject({
      url: `/order/${order.id}/${order.token}`,
      headers: { host: 'brand.localhost' },
    });
    expect(response.body).toContain('data-theme="payforu"');
    expect(response.body).toContain('<title>Pay &#38; &#60;go&#62;</title>');
  });

  it('leaves the page to draw itself, with its code preloaded, when drawing fails', async () => {
    const order = await createOrder(t.app, t.shop.apiKey, { amount: '666.00' });
    const response = await t.app.inject({ url: `/order/${order.id}/${order.token}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('id="first-view"');
    expect(modulesOf(response.body)).toEqual(['/assets/main-abc123.js', '/assets/method-grid-abc123.js']);
  });

  it('is not attempted without a logged-in order', async () => {
    const response = await t.app.inject({ url: '/help' });
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('the stylesheet', () => {
  it('comes inline, allowed by its hash in the CSP (still no unsafe-inline)', async () => {
    const response = await t.app.inject({ url: '/help' });
    expect(response.body).toContain('<style>body{color:#111}</style>');
    expect(response.body).not.toContain('rel="stylesheet"');
    const hash = crypto.createHash('sha256').update('body{color:#111}').digest('base64');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-inline');
  });
});
