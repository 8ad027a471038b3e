import {
  ZCallbackAttemptsResponse,
  ZCallbackRetryResponse,
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZExternalIdParams,
  ZMerchantOrder,
  ZMerchantOrdersQuery,
  ZMerchantOrdersResponse,
  ZOrderIdParams,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireShop, useAuth } from '../auth/auth.ts';
import { listCallbackAttempts, resendLatestCallback } from '../callbacks/outbox.ts';
import { assertPublicCallbackUrl } from '../callbacks/url-guard.ts';
import { AppError } from '../http/errors.ts';
import { createOrder } from '../order-flows/create-order.ts';
import { findShopOrderByExternalId, listShopOrders } from '../order-flows/order-search.ts';
import { toMerchantOrder } from '../orders/order-row.ts';
import { shopOrderOf } from './route-helpers.ts';

const ZIdempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(255).optional() });

/**
 * The shop's orders: created (by its API key only) and read back, each one's callbacks and their retry.
 * Only orders of the call's mode (route-helpers.ts shopOrderOf). Called with the shop's API key or a
 * shop's console session (requireShop), like every /v1/merchant route.
 */
/**
 * The idempotent answer is sealed with the key: live orders are the shop's back end's, by its key. The
 * console (a session, no key) makes test orders by hand ("New test order"), without an Idempotency-Key.
 */
function assertMayCreate(
  shop: { apiKey: string | null; isTest: boolean },
  idempotencyKey: string | undefined,
) {
  if (shop.apiKey === null && !shop.isTest)
    throw new AppError(403, 'forbidden', "Create orders with the shop's API key");
  if (shop.apiKey === null && idempotencyKey)
    throw new AppError(
      403,
      'forbidden',
      "An Idempotency-Key needs the shop's API key: the console's test orders go without one",
    );
}

export const merchantOrderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireShop);
  const { db, config, publicUrl } = app.ctx;

  app.post(
    '/v1/merchant/orders',
    {
      schema: {
        summary: 'Create an order and get its payment link',
        description:
          "With the shop's API key (live or test). A shop console session may make test orders only (the " +
          '`Payorder-Mode: test` header, its "New test order"), without an Idempotency-Key; 403 otherwise.',
        body: ZCreateOrderRequest,
        headers: ZIdempotencyHeaders,
        response: { 201: ZCreateOrderResponse },
      },
      config: { hasCredentials: true },
    },
    async (request, reply) => {
      assertMayCreate(request.shop, request.headers['idempotency-key']);
      if (request.body.callbackUrl) {
        await assertPublicCallbackUrl(request.body.callbackUrl, config.ALLOW_PRIVATE_CALLBACKS);
      }
      const created = await createOrder(db, {
        shopId: request.shop.id,
        shopApiKey: request.shop.apiKey,
        isTest: request.shop.isTest,
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        publicUrl,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/v1/merchant/orders',
    {
      schema: {
        summary: "List the shop's orders",
        description:
          'Newest first, a page at a time: pass `nextCursor` back as `cursor` until it is null. Filters ' +
          'combine; `createdFrom` and `createdTo` are inclusive. Only this shop’s orders are listed.',
        querystring: ZMerchantOrdersQuery,
        response: { 200: ZMerchantOrdersResponse },
      },
    },
    (request) => listShopOrders(db, request.shop.id, request.query, request.shop.isTest),
  );

  app.get(
    '/v1/merchant/orders/by-external-id/:externalId',
    {
      schema: {
        summary: 'Find an order by its external id',
        description:
          'The order the shop created with this `externalId` (the newest, when several share it; ' +
          '`GET /api/v1/merchant/orders?externalId=` lists them all). 404 when there is none.',
        params: ZExternalIdParams,
        response: { 200: ZMerchantOrder },
      },
    },
    (request) =>
      findShopOrderByExternalId(db, request.shop.id, request.params.externalId, request.shop.isTest),
  );

  app.get(
    '/v1/merchant/orders/:id',
    { schema: { summary: 'An order', params: ZOrderIdParams, response: { 200: ZMerchantOrder } } },
    async (request) => toMerchantOrder(await shopOrderOf(db, request, request.params.id)),
  );

  app.get(
    '/v1/merchant/orders/:id/callbacks',
    {
      schema: {
        summary: "An order's callback attempts",
        params: ZOrderIdParams,
        response: { 200: ZCallbackAttemptsResponse },
      },
    },
    async (request) => {
      const row = await shopOrderOf(db, request, request.params.id);
      return {
        callbackUrlStatus: row.callback_url_status,
        attempts: await listCallbackAttempts(db, row.id),
      };
    },
  );

  app.post(
    '/v1/merchant/orders/:id/callbacks/retry',
    {
      schema: {
        summary: "Send an order's latest callback again",
        params: ZOrderIdParams,
        response: { 202: ZCallbackRetryResponse },
      },
    },
    async (request, reply) => {
      const row = await shopOrderOf(db, request, request.params.id);
      return reply.code(202).send(await resendLatestCallback(db, row.id));
    },
  );
};
