import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loggerOptions, redactText } from '../src/logging.ts';
import { CARD2CARD_METHOD, freshDb, isPostgresRun, standInWebBuild } from './helper.ts';
import { startNodeProcess } from './scale-kit.ts';
import { serverBundle } from './server-bundle.ts';

/** Receives the shop's callbacks. */
async function callbackReceiver() {
  const bodies: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      bodies.push(body);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/callback`, bodies, close: () => void server.close() };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.each(['info', 'debug'])('the logs at LOG_LEVEL=%s', (level) => {
  it('carry no payment-link token, bearer token, API key or webhook secret of a whole order', async () => {
    const adminKey = `admin-${crypto.randomBytes(18).toString('base64url')}`;
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'payorder-logs-'));
    const distDir = await standInWebBuild();
    const receiver = await callbackReceiver();
    // On PostgreSQL the callbacks go out from `npm run worker` as its own process, whose log is checked too.
    const database = isPostgresRun ? await freshDb() : null;
    cleanups.push(
      () => fs.rm(dataDir, { recursive: true, force: true }),
      () => fs.rm(distDir, { recursive: true, force: true }),
      () => receiver.close(),
      () => database?.drop(),
    );
    const env = {
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO: '0',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      ADMIN_API_KEY: adminKey,
      ALLOW_PRIVATE_CALLBACKS: '1',
      CALLBACK_POLL_INTERVAL_MS: '50',
      LOG_LEVEL: level,
      ...(database ? { DATABASE_URL: database.url!, WORKER: '0' } : { WORKER: '1' }),
    };
    // The built server and worker, as `npm start` and `npm run worker` run them.
    const server = await startNodeProcess(serverBundle(), 'server', 'server', env);
    cleanups.push(() => server.stop());
    const worker = database ? await startNodeProcess(serverBundle(), 'worker', 'worker', env) : null;
    cleanups.push(async () => worker?.stop());
    const base = server.base;
    const call = async <T = unknown>(
      method: string,
      url: string,
      key?: string,
      body?: unknown,
    ): Promise<T> => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(key && { authorization: `Bearer ${key}` }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status >= 400) throw new Error(`${method} ${url}: ${response.status} ${text}`);
      return (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T;
    };

    // The operator, the shop, the customer's page and the trader, as in README's walk-through.
    const shop = await call<{ apiKey: string; webhookSecret: string }>(
      'POST',
      '/api/v1/admin/shops',
      adminKey,
      {
        name: 'Log shop',
      },
    );
    const trader = await call<{ id: string; apiKey: string }>('POST', '/api/v1/admin/traders', adminKey, {
      name: 'Log trader',
    });
    await call('POST', `/api/v1/admin/traders/${trader.id}/trade-methods`, adminKey, CARD2CARD_METHOD);
    await call('POST', `/api/v1/admin/traders/${trader.id}/deposits`, adminKey, {
      amount: '10000.00',
      currency: 'RUB',
    });
    await call('PUT', '/api/v1/trader/status', trader.apiKey, { online: true });
    const created = await fetch(`${base}/api/v1/merchant/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${shop.apiKey}`,
        'content-type': 'application/json',
        'idempotency-key': 'log-order-1',
      },
      body: JSON.stringify({
        amount: '1500.00',
        currency: 'RUB',
        returnUrl: 'https://shop.test/return',
        callbackUrl: receiver.url,
      }),
    }).then((response) => response.json() as Promise<{ paymentUrl: string }>);
    const [, , orderId, token] = new URL(created.paymentUrl).pathname.split('/') as [
      string,
      string,
      string,
      string,
    ];

    expect(await call<string>('GET', `/order/${orderId}/${token}`)).toContain('<!doctype html>');
    await call('GET', `/order/${orderId}/${token}/?lng=en&token=${token}`);
    const { accessToken } = await call<{ accessToken: string }>(
      'POST',
      '/api/v1/customer/auth/login',
      undefined,
      {
        orderId,
        token,
      },
    );
    await call('GET', `/api/v1/customer/orders/${orderId}?token=${accessToken}`, accessToken);
    await call('PATCH', `/api/v1/customer/orders/${orderId}`, accessToken, {
      payment: { type: 'card2card', bank: 'sberbank' },
    });
    await call('POST', `/api/v1/customer/orders/${orderId}/start-payment`, accessToken);
    await call('GET', '/api/v1/trader/orders?status=requisites', trader.apiKey);
    await call('POST', `/api/v1/trader/orders/${orderId}/requisites`, trader.apiKey, {
      requisites: { card_number: '2202 2063 1232 5678', cardholder: 'IVAN P.' },
    });
    await call('POST', `/api/v1/customer/orders/${orderId}/cancel`, accessToken);
    await call('POST', '/api/v1/client-errors', undefined, {
      fatal: false,
      message: `failed at ${created.paymentUrl} with Bearer ${accessToken}`,
      context: { url: created.paymentUrl, key: shop.apiKey },
    });
    // Wrong credentials are logged as failures, still without the values tried.
    await fetch(`${base}/api/v1/merchant/orders/${orderId}`, {
      headers: { authorization: `Bearer ${adminKey}` },
    });
    await call('GET', `/api/v1/merchant/orders/${orderId}/callbacks`, shop.apiKey);
    // The trader's console: its password and session cookie stay out of the log too.
    const consolePassword = `pw-${crypto.randomBytes(12).toString('base64url')}`;
    await call('POST', '/api/v1/admin/console-users', adminKey, {
      login: 'log-trader',
      password: consolePassword,
      role: 'trader',
      traderId: trader.id,
    });
    const signedIn = await fetch(`${base}/api/v1/console/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'log-trader', password: consolePassword }),
    });
    const sessionCookie = signedIn.headers.getSetCookie()[0]!.split(';')[0]!;
    const sessionToken = sessionCookie.split('=')[1]!;
    await fetch(`${base}/api/v1/trader/orders`, { headers: { cookie: sessionCookie } });
    await fetch(`${base}/api/v1/trader/status`, {
      method: 'PUT',
      headers: { cookie: sessionCookie, origin: 'https://evil.test', 'content-type': 'application/json' },
      body: JSON.stringify({ online: false }),
    });
    await fetch(`${base}/api/v1/console/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'log-trader', password: `${consolePassword}-wrong` }),
    });

    await vi.waitFor(() => expect(receiver.bodies.some((body) => body.includes('"cancelled"'))).toBe(true), {
      timeout: 15_000,
      interval: 50,
    });
    await server.stop();
    await worker?.stop();
    const log = server.output() + (worker?.output() ?? '');

    // The log did record the visit, with the link's token taken out.
    expect(log).toContain(`/order/${orderId}/[redacted]`);
    expect(log).toContain('page reported an error');
    if (level === 'debug') expect(log).toContain('callback attempt');
    const secrets = {
      linkToken: token,
      accessToken,
      shopApiKey: shop.apiKey,
      traderApiKey: trader.apiKey,
      adminKey,
      webhookSecret: shop.webhookSecret,
      consolePassword,
      sessionToken,
    };
    for (const [name, value] of Object.entries(secrets)) {
      expect(log.includes(value), `${name} appears in the log`).toBe(false);
    }
  });
});

describe('the logger configuration (server and worker process alike)', () => {
  it('takes out card numbers however grouped, and no order id', () => {
    // Order ids whose first three groups, or last two, are 16 digits.
    const ids = '55714477-0732-4158-ba8e-c787433abe02,c787433a-be02-4158-8123-557144770732';
    const cards = '2202 2063 1232 5678, 2202-2063-1232-5678, 2202206312325678-0425 or 2202206312325678.';
    expect(redactText(`GET /api/v1/trader/orders/${ids} card ${cards}`)).toBe(
      `GET /api/v1/trader/orders/${ids} card [redacted], [redacted], [redacted]-0425 or [redacted].`,
    );
  });

  it('takes credentials out of errors, URLs and credential fields', () => {
    const lines: string[] = [];
    const log = pino(
      loggerOptions({ LOG_LEVEL: 'info' }, ['plain-admin-key-0123456789']),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    log.error({ err: new Error('POST /order/abc/SECRETLINK?token=SECRETQUERY failed') }, 'failed');
    log.info({ apiKey: 'shop_SECRETSHOP', headers: { authorization: 'Bearer SECRETBEARER' } }, 'call');
    log.info({ shop: { webhookSecret: 'whsec_SECRETHOOK' } }, 'made');
    log.info({ err: new Error('admin key plain-admin-key-0123456789 refused') }, 'refused');
    log.warn({ err: new Error('bad header Cookie: a=1; payorder_console=SECRETSESSION; b=2') }, 'odd');
    log.info({ body: { login: 'x', password: 'SECRETPASSWORD' } }, 'sign-in');
    const text = lines.join('');
    expect(text).toContain('/order/abc/[redacted]');
    for (const secret of [
      'SECRETLINK',
      'SECRETQUERY',
      'SECRETSHOP',
      'SECRETBEARER',
      'SECRETHOOK',
      'plain-admin',
      'SECRETSESSION',
      'SECRETPASSWORD',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
