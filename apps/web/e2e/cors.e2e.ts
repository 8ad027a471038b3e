import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CreateOrderResponse } from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '@payorder/test-kit';
import { startServer, type RunningServer } from '../scripts/bench/server.ts';
import { newPage } from './support/browser.ts';
import { expectView } from './support/page-helpers.ts';
import { CARD2CARD, CARD_REQUISITES } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/**
 * WEB_API_HOST puts the page and the API on two origins: one server, reached as 127.0.0.1 for the
 * page and as localhost for the API (another host, so another origin to the browser), with
 * CORS_ORIGINS naming the page's origin only.
 */
describe.skipIf(skipReason !== null)('the page calling the API on another origin (CORS_ORIGINS)', () => {
  const browser = useBrowser();
  let server: RunningServer;
  let pageOrigin: string;
  let apiOrigin: string;
  let otherSite: http.Server;
  let otherOrigin: string;

  beforeAll(async () => {
    const port = await freePort();
    pageOrigin = `http://127.0.0.1:${port}`;
    apiOrigin = `http://localhost:${port}`;
    server = await startServer(
      inject('distDir'),
      { WEB_API_HOST: apiOrigin, CORS_ORIGINS: pageOrigin },
      { port },
    );
    // A page on an origin CORS_ORIGINS does not list, with no CSP of ours in the way.
    otherSite = http.createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>other</title>'),
    );
    await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
    otherOrigin = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    otherSite?.close();
    await server?.stop();
  });

  async function call<T>(method: string, path: string, key: string, body?: unknown): Promise<T> {
    const response = await fetch(`${server.baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  it('a listed page origin logs in, chooses a method and gets the transfer details', async () => {
    const shop = await call<{ apiKey: string }>('POST', '/v1/admin/shops', server.adminKey, { name: 'Shop' });
    const trader = await call<{ id: string; apiKey: string }>('POST', '/v1/admin/traders', server.adminKey, {
      name: 'Trader',
    });
    await call('POST', `/v1/admin/traders/${trader.id}/trade-methods`, server.adminKey, {
      ...CARD2CARD,
      fiatCurrency: 'RUB',
    });
    await call('POST', `/v1/admin/traders/${trader.id}/deposits`, server.adminKey, {
      amount: '100000.00',
      currency: 'RUB',
    });
    await call('PUT', '/v1/trader/status', trader.apiKey, { online: true });
    const order = await call<CreateOrderResponse>('POST', '/v1/merchant/orders', shop.apiKey, {
      amount: '1500.00',
      currency: 'RUB',
      returnUrl: 'https://shop.example/return',
    });
    expect(new URL(order.paymentUrl).origin).toBe(pageOrigin);

    const { page, context } = await newPage(browser());
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
    });
    const login = page.waitForResponse((r) => r.url() === `${apiOrigin}/api/v1/customer/auth/login`);
    await page.goto(order.paymentUrl);
    expect((await login).status()).toBe(200);
    expect((await login).headers()['access-control-allow-origin']).toBe(pageOrigin);
    await expectView(page, 'Select a bank for payment', 1);

    // A PATCH with Authorization and a JSON body is sent only after the browser's preflight (which
    // Chromium does not report to the page) was answered for this origin.
    const patched = page.waitForResponse(
      (r) =>
        r.request().method() === 'PATCH' &&
        r.url() === `${apiOrigin}/api/v1/customer/orders/${order.order.id}`,
    );
    await page.getByRole('button', { name: 'Select Card to card · Sberbank' }).click();
    expect((await patched).status()).toBe(200);
    expect((await patched).headers()['access-control-allow-origin']).toBe(pageOrigin);
    await expectView(page, 'Wait a minute... payment creation in progress', 2);
    await call('POST', `/v1/trader/orders/${order.order.id}/requisites`, trader.apiKey, {
      requisites: CARD_REQUISITES,
    });
    await expectView(page, 'Top up', 3);

    expect(apiRequests.length).toBeGreaterThan(0);
    expect(apiRequests.filter((url) => !url.startsWith(`${apiOrigin}/`))).toEqual([]);
    await context.close();
  });

  it('an origin not listed is refused by the browser', async () => {
    const { page, context } = await newPage(browser());
    const corsErrors: string[] = [];
    page.on('console', (message) => {
      if (/blocked by CORS policy/.test(message.text())) corsErrors.push(message.text());
    });
    const tryFetch = (init: { url: string; json?: boolean }) =>
      page.evaluate(async ({ url, json }) => {
        try {
          const response = await fetch(url, {
            method: json ? 'POST' : 'GET',
            headers: json ? { 'content-type': 'application/json' } : {},
            body: json ? JSON.stringify({ orderId: crypto.randomUUID(), token: 'x'.repeat(43) }) : undefined,
          });
          return `status ${response.status}`;
        } catch (error) {
          return `refused: ${String(error)}`;
        }
      }, init);

    await page.goto(otherOrigin);
    expect(await tryFetch({ url: `${apiOrigin}/api/v1/meta` })).toMatch(/^refused: TypeError/);
    expect(await tryFetch({ url: `${apiOrigin}/api/v1/customer/auth/login`, json: true })).toMatch(
      /^refused: TypeError/,
    );
    expect(corsErrors.length).toBeGreaterThanOrEqual(2);

    // The same calls from the listed origin go through.
    await page.goto(`${pageOrigin}/no/such/page`);
    expect(await tryFetch({ url: `${apiOrigin}/api/v1/meta` })).toBe('status 200');
    expect(await tryFetch({ url: `${apiOrigin}/api/v1/customer/auth/login`, json: true })).toBe('status 404');
    await context.close();

    // What the browser saw: no Access-Control-Allow-Origin for the origin not listed.
    const answer = await fetch(`${apiOrigin}/api/v1/meta`, { headers: { origin: otherOrigin } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
