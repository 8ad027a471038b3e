import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { CODE_TEMPLATE_ELEMENT_ID } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, bearer, createOrder, standInWebBuild, useShopTestApp } from './helper.ts';

// A stand-in for the page's server entry (apps/web src/entry-server.tsx, covered by the browser
// tests): it shows what it was given, fails for an order of 666.00, and draws images for one of 777.00.
const SERVER_ENTRY = `
export async function renderFirstView({ url, firstView, language, messages }) {
  if (firstView.order.order.amount === '666.00') throw new Error('drawing failed');
  if (firstView.order.order.amount === '777.00') {
    return '<link rel="preload" as="image" href="/favicon.svg"/><link rel="preload" as="image" href="/big.svg"/>' +
      '<main><img class="logo" src="/favicon.svg" alt=""><img src="/banks/missing.svg" alt="">' +
      '<img src="/../payorder-test-outside.svg" alt=""><img src="/big.svg" alt=""></main>';
  }
  return '<main><h1>' + messages[language].title + '</h1><p>' + firstView.order.order.id + ' ' + url + '</p></main>';
}`;

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const t = useShopTestApp(async () => {
  const dist = await standInWebBuild({ serverEntry: SERVER_ENTRY });
  await fs.writeFile(path.join(dist, 'big.svg'), SVG.replace('/>', `>${' '.repeat(3000)}</svg>`));
  await fs.writeFile(path.join(dist, '..', 'payorder-test-outside.svg'), SVG);
  return { WEB_DIST_DIR: dist };
});

const modulesOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const CODE_TEMPLATE = new RegExp(
  `<template id="${CODE_TEMPLATE_ELEMENT_ID}" data-entry="([^"]+)">(.*?)</template>`,
);
const codeTemplateOf = (html: string) => {
  const match = CODE_TEMPLATE.exec(html);
  return match && { entry: match[1], links: match[2]!.match(/<link[^>]*>/g) };
};
const outsideCodeTemplate = (html: string) => html.replace(CODE_TEMPLATE, '');

describe('the first view drawn on the server', () => {
  it('goes into the root, in the language the page will show, with the domain brand', async () => {
    const order = await createOrder(t.app, t.shop.apiKey);
    const url = `/order/${order.id}/${order.token}`;
    const response = await t.app.inject({ url, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(response.body).toContain(
      `<div id="root" data-language="en"><main><h1>Top up</h1><p>${order.id} ${url}</p></main></div>`,
    );
    expect(response.body).toContain('<html lang="en" data-theme="light">');
    // Nothing is asked for before the drawn view is painted: the page's code, its view's and the
    // language file are listed in an inert template, which the inlined entry moves in after the paint.
    expect(codeTemplateOf(response.body)).toEqual({
      entry: '/assets/main-abc123.js',
      links: [
        '<link rel="preload" href="/locales/en/common.json" as="fetch" crossorigin>',
        '<link rel="modulepreload" crossorigin href="/assets/main-abc123.js">',
        '<link rel="modulepreload" crossorigin href="/assets/method-grid-abc123.js">',
      ],
    });
    expect(outsideCodeTemplate(response.body)).not.toMatch(/<link|<img|<script[^>]* src=/);

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
    expect(codeTemplateOf(response.body)?.entry).toBe('/assets/main-abc123.js');
  });

  it("carries the build's small SVG images inline, and links any other", async () => {
    const order = await createOrder(t.app, t.shop.apiKey, { amount: '777.00' });
    const response = await t.app.inject({ url: `/order/${order.id}/${order.token}` });
    expect(response.body).toContain(
      `<img class="logo" src="data:image/svg+xml,${encodeURIComponent(SVG)}" alt="">`,
    );
    // Not a file of the build, outside it, or too large to be worth the HTML's bytes: left as links.
    expect(response.body).toContain('<img src="/banks/missing.svg" alt="">');
    expect(response.body).toContain('<img src="/../payorder-test-outside.svg" alt="">');
    expect(response.body).toContain('<img src="/big.svg" alt="">');
    // React's preload of each image: gone for the one inline, kept for the one still a link.
    expect(response.body).not.toContain('<link rel="preload" as="image" href="/favicon.svg"/>');
    expect(response.body).toContain('<link rel="preload" as="image" href="/big.svg"/>');
  });

  it('is not attempted without a logged-in order', async () => {
    const response = await t.app.inject({ url: '/help' });
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe("the stylesheet and the page's entry", () => {
  it.each([
    ['stylesheet', 'style-src', '<style>body{color:#111}</style>', 'body{color:#111}', 'rel="stylesheet"'],
    [
      'entry',
      'script-src',
      '<script type="module">console.log(1)</script>',
      'console.log(1)',
      'index-abc123.js',
    ],
  ])(
    'the %s comes inline, allowed by its hash in the CSP (still no unsafe-inline), its file not asked for',
    async (_, directive, element, content, link) => {
      const response = await t.app.inject({ url: '/help' });
      expect(response.body).toContain(element);
      expect(response.body).not.toContain(link);
      const hash = crypto.createHash('sha256').update(content).digest('base64');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain(`${directive} 'self' 'sha256-${hash}';`);
      expect(csp).not.toContain('unsafe-inline');
    },
  );
});
