import type { ApiError } from '@payorder/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_KEY, bearer, json, setupShopAndTrader, startTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let shop: { apiKey: string };
let trader: { id: string };
beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      // A route whose handler returns more, or other, than its response schema allows.
      beforeReady: async (app) => {
        app.withTypeProvider<ZodTypeProvider>().get(
          '/api/test/reply/:kind',
          {
            schema: {
              params: z.object({ kind: z.enum(['extra', 'wrong']) }),
              response: { 200: z.object({ amount: z.string() }) },
            },
          },
          async (request) =>
            (request.params.kind === 'extra'
              ? { amount: '10.00', apiKeyHash: 'not for the client' }
              : { amount: 10 }) as unknown as { amount: string },
        );
      },
    },
  );
  ({ shop, trader } = await setupShopAndTrader(t.app));
});
afterAll(() => t.close());

describe('requests a route schema refuses', () => {
  it('answers 400 validation_failed naming each failing body field by its dotted path', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/traders/${trader.id}/trade-methods`,
      headers: bearer(ADMIN_KEY),
      payload: {
        paymentType: 'card2card',
        bank: 'sberbank',
        fiatCurrency: 'RUB',
        fields: [
          { name: 'card_number', type: 'string' },
          { name: 'card_number', type: 'number' },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    const body = json<ApiError>(response);
    expect(body).toEqual({
      code: 'validation_failed',
      message: 'Invalid request body',
      fields: { 'fields.1.type': expect.any(String) },
      fieldErrors: { 'fields.1.type': { code: 'invalid_choice' } },
    });
  });

  it('names the whole body "(body)" when it is not an object at all', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/orders',
      headers: { ...bearer(shop.apiKey), 'content-type': 'application/json' },
      payload: '["10.00"]',
    });
    expect(response.statusCode).toBe(400);
    expect(json<ApiError>(response)).toEqual({
      code: 'validation_failed',
      message: 'Invalid request body',
      fields: { '(body)': expect.any(String) },
      fieldErrors: { '(body)': { code: 'invalid_format' } },
    });
  });

  it('says which part of the request failed: path parameters and headers too', async () => {
    const params = await t.app.inject({
      url: '/api/v1/merchant/orders/not-a-uuid',
      headers: bearer(shop.apiKey),
    });
    expect(params.statusCode).toBe(400);
    expect(json<ApiError>(params)).toEqual({
      code: 'validation_failed',
      message: 'Invalid request params',
      fields: { id: expect.any(String) },
      fieldErrors: { id: { code: 'invalid_format' } },
    });

    const headers = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/orders',
      headers: { ...bearer(shop.apiKey), 'idempotency-key': 'k'.repeat(256) },
      payload: { amount: '10.00', currency: 'RUB', returnUrl: 'https://shop.test/return' },
    });
    expect(headers.statusCode).toBe(400);
    expect(json<ApiError>(headers)).toEqual({
      code: 'validation_failed',
      message: 'Invalid request headers',
      fields: { 'idempotency-key': expect.any(String) },
      fieldErrors: { 'idempotency-key': { code: 'too_long', params: { max: 255 } } },
    });
  });

  it('gives codes for what a route checks against a contract schema itself, path and body together', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/currencies/rub',
      headers: bearer(ADMIN_KEY),
      payload: { symbol: '₽' },
    });
    expect(json<ApiError>(response)).toEqual({
      code: 'validation_failed',
      message: 'Invalid request',
      fields: { code: expect.any(String) },
      fieldErrors: { code: { code: 'currency_invalid' } },
    });
  });
});

describe('deeply nested JSON', () => {
  /** 10,000 arrays inside one another: 20 kB, well under the body limit. */
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

  it.each([
    ['a customer login (no credentials needed)', '/api/v1/customer/auth/login', {}],
    ['a page error report (no credentials needed)', '/api/v1/client-errors', {}],
    ['a shop creating an order', '/api/v1/merchant/orders', 'shop'],
  ] as const)('is refused as 400 validation_failed on %s, not 500', async (_name, url, auth) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...(auth === 'shop' && bearer(shop.apiKey)), 'content-type': 'application/json' },
      payload: `{"message":${deep},"amount":${deep}}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(json<ApiError>(response)).toMatchObject({ code: 'validation_failed' });
  });
});

describe('replies', () => {
  it('go out through the route’s response schema: unknown keys are dropped', async () => {
    const response = await t.app.inject({ url: '/api/test/reply/extra' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"amount":"10.00"}');
  });

  it('never carry a value the schema refuses: the client gets 500 with a request id instead', async () => {
    const response = await t.app.inject({ url: '/api/test/reply/wrong' });
    expect(response.statusCode).toBe(500);
    expect(json<ApiError>(response)).toEqual({
      code: 'internal_error',
      message: expect.stringMatching(/^Internal error; quote request id /),
    });
  });
});
