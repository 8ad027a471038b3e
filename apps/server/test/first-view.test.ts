import { FIRST_VIEW_ELEMENT_ID, ZFirstView, type FirstView } from '@payorder/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, bearer, createOrder, standInWebBuild, useShopTestApp } from './helper.ts';

const LOGIN_LIMIT_PER_ORDER = 3;
const t = useShopTestApp(async () => ({
  WEB_DIST_DIR: await standInWebBuild(),
  LOGIN_RATE_LIMIT_PER_ORDER: String(LOGIN_LIMIT_PER_ORDER),
}));

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

function firstViewOf(response: LightMyRequestResponse): FirstView | null {
  const pattern = new RegExp(`<script id="${FIRST_VIEW_ELEMENT_ID}" type="application/json">(.*?)</script>`);
  const match = pattern.exec(response.body);
  return match ? ZFirstView.parse(JSON.parse(match[1]!)) : null;
}

const languageFilesOf = (response: LightMyRequestResponse) =>
  [...response.body.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin>/g)].map((m) => m[1]);

describe('the first view in the HTML', () => {
  it('carries for an order link exactly what the first calls of the page would answer', async () => {
    const order = await createOrder(t.app, t.shop.apiKey);
    const firstView = firstViewOf(await page(`/order/${order.id}/${order.token}`));
    expect(firstView?.order).not.toBeNull();
    const auth = bearer(firstView!.order!.login.accessToken);
    // The embedded access token is a working one, and each part equals its call's answer.
    const api = async (url: string, headers = {}) => {
      const response = await t.app.inject({ url: `/api${url}`, headers });
      expect(response.statusCode, url).toBe(200);
      return response.json() as unknown;
    };
    expect(firstView!.order!.order).toEqual(await api(`/v1/customer/orders/${order.id}`, auth));
    expect(firstView!.order!.tradeMethods).toEqual(
      await api(`/v1/customer/trade-methods/orders/${order.id}`, auth),
    );
    expect(firstView!.order!.tradeMethods).toHaveLength(1);
    expect(firstView!.order!.selectedTradeMethod).toBeNull();
    expect(firstView!.sciDomain).toEqual(await api('/v1/sci-domains'));
    expect(firstView!.currencies).toEqual(await api('/v1/currencies/fiat'));
    expect(firstView!.meta).toEqual(await api('/v1/meta'));
  });

  it('carries the chosen method once the customer has chosen one', async () => {
    const order = await createOrder(t.app, t.shop.apiKey);
    const first = firstViewOf(await page(`/order/${order.id}/${order.token}`))!.order!;
    const method = first.tradeMethods[0]!;
    const started = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/customer/orders/${order.id}`,
      headers: bearer(first.login.accessToken),
      payload: { payment: { type: method.paymentType, bank: method.bank } },
    });
    expect(started.statusCode, started.body).toBe(200);
    const again = firstViewOf(await page(`/order/${order.id}/${order.token}`))!.order!;
    expect(again.selectedTradeMethod).toEqual(method);
    expect(again.order.status).toBe(started.json<{ status: string }>().status);
  });

  it('leaves the order out for a wrong token, an unknown order and any other page', async () => {
    const order = await createOrder(t.app, t.shop.apiKey);
    for (const url of [
      `/order/${order.id}/${'x'.repeat(43)}`,
      `/order/00000000-0000-4000-8000-000000000000/${order.token}`,
      `/order/not-an-id/${order.token}`,
      '/help',
    ]) {
      const firstView = firstViewOf(await page(url));
      expect(firstView?.order, url).toBeNull();
      // The domain settings still come with the page: its layout draws without asking.
      expect(firstView?.sciDomain, url).toEqual((await t.app.inject({ url: '/api/v1/sci-domains' })).json());
    }
  });

  it('counts its login against the same per-order limit as the login call', async () => {
    const order = await createOrder(t.app, t.shop.apiKey);
    const url = `/order/${order.id}/${order.token}`;
    for (let i = 0; i < LOGIN_LIMIT_PER_ORDER; i++)
      expect(firstViewOf(await page(url))?.order).not.toBeNull();
    expect(firstViewOf(await page(url))?.order).toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/login',
      payload: { orderId: order.id, token: order.token },
    });
    expect([login.statusCode, login.json<{ code: string }>().code]).toEqual([429, 'rate_limited']);
  });

  it('keeps text from the database from closing its script tag', async () => {
    const value = '</script><script>alert(1)</script><!--';
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/meta/support_note',
      headers: bearer(ADMIN_KEY),
      payload: { value },
    });
    expect(put.statusCode, put.body).toBe(200);
    const response = await page('/help');
    expect(response.body).not.toContain('<script>alert(1)');
    expect(firstViewOf(response)?.meta).toContainEqual({ key: 'support_note', value });
  });
});

describe('the code the HTML has the browser preload beside the first script', () => {
  const modulesOf = (response: LightMyRequestResponse) =>
    [...response.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("is the page's code and the code of the served order's view, from the build's list", async () => {
    const order = await createOrder(t.app, t.shop.apiKey);
    // (This stand-in build has no server entry: the page draws itself, so its code comes first.)
    expect(modulesOf(await page(`/order/${order.id}/${order.token}`))).toEqual([
      '/assets/main-abc123.js',
      '/assets/method-grid-abc123.js',
    ]);
    expect(modulesOf(await page(`/order/${order.id}/${'x'.repeat(43)}`))).toEqual(['/assets/main-abc123.js']);
    expect(modulesOf(await page('/help'))).toEqual(['/assets/main-abc123.js']);
  });

  it('keeps the list itself unserved', async () => {
    const response = await page('/preloads.json');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('method-grid');
  });
});

describe('the language files the HTML has the browser preload', () => {
  it.each([
    [{}, ['/locales/ru/common.json']],
    // Only the language shown: the page fetches Russian, the fallback, only when that file fails (issue 23).
    [{ 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.8' }, ['/locales/ua/common.json']],
    [{ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' }, ['/locales/en/common.json']],
    [{ 'accept-language': 'de;q=0.5,kk;q=0.7' }, ['/locales/kz/common.json']],
    [{ 'accept-language': 'ru-RU,ru' }, ['/locales/ru/common.json']],
    [{ 'accept-language': 'en', cookie: 'a=1; i18next=tr' }, ['/locales/tr/common.json']],
  ])('for %j: %j', async (headers, files) => {
    expect(languageFilesOf(await page('/help', headers))).toEqual(files);
  });

  it('follows the lng parameter first, as the page does', async () => {
    const response = await page('/help?lng=es', { 'accept-language': 'en', cookie: 'i18next=tr' });
    expect(languageFilesOf(response)).toEqual(['/locales/es/common.json']);
  });
});
