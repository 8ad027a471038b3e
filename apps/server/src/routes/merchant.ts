import {
  ZCallbackAttemptsResponse,
  ZCallbackRetryResponse,
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZLedgerLinesResponse,
  ZLedgerQuery,
  ZMerchantBalanceResponse,
  ZMerchantOrder,
  ZOrderIdParams,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCallbackAttempts, retryLatestCallback } from '../callbacks/outbox.ts';
import { assertPublicCallbackUrl } from '../callbacks/url-guard.ts';
import { AppError, notFound } from '../http/errors.ts';
import { createOrder } from '../orders/create-order.ts';
import { findOrder, toMerchantOrder } from '../orders/order-row.ts';
import { merchantBalance } from '../ledger/balances.ts';
import { ledgerLinesOf } from '../ledger/ledger.ts';
import { requireShop } from '../plugins/auth.ts';

const ZIdempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(255).optional() });

/** The shop's API: create orders and read them back. */
export const merchantRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, publicUrl } = app.ctx;
  app.addHook('preHandler', requireShop);

  app.get('/v1/merchant/balance', { schema: { response: { 200: ZMerchantBalanceResponse } } }, (request) =>
    merchantBalance(db, request.shop.id),
  );
  app.get(
    '/v1/merchant/ledger',
    { schema: { querystring: ZLedgerQuery, response: { 200: ZLedgerLinesResponse } } },
    (request) => ledgerLinesOf(db, request.shop.id, request.query.limit),
  );

  app.post(
    '/v1/merchant/orders',
    {
      schema: {
        body: ZCreateOrderRequest,
        headers: ZIdempotencyHeaders,
        response: { 201: ZCreateOrderResponse },
      },
    },
    async (request, reply) => {
      if (request.body.callbackUrl) {
        await assertPublicCallbackUrl(request.body.callbackUrl, config.ALLOW_PRIVATE_CALLBACKS);
      }
      const created = await createOrder(db, {
        shopId: request.shop.id,
        shopApiKey: request.shop.apiKey,
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        publicUrl,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/v1/merchant/orders/:id',
    { schema: { params: ZOrderIdParams, response: { 200: ZMerchantOrder } } },
    async (request) => {
      const row = await findOrder(db, request.params.id);
      if (row.shop_id !== request.shop.id) throw notFound();
      return toMerchantOrder(row);
    },
  );

  app.get(
    '/v1/merchant/orders/:id/callbacks',
    { schema: { params: ZOrderIdParams, response: { 200: ZCallbackAttemptsResponse } } },
    async (request) => {
      const row = await findOrder(db, request.params.id);
      if (row.shop_id !== request.shop.id) throw notFound();
      return {
        callbackUrlStatus: row.callback_url_status,
        attempts: await listCallbackAttempts(db, row.id),
      };
    },
  );

  app.post(
    '/v1/merchant/orders/:id/callbacks/retry',
    { schema: { params: ZOrderIdParams, response: { 202: ZCallbackRetryResponse } } },
    async (request, reply) => {
      const row = await findOrder(db, request.params.id);
      if (row.shop_id !== request.shop.id) throw notFound();
      const eventId = await retryLatestCallback(db, row.id);
      if (!eventId) {
        throw new AppError(409, 'no_callback_event', 'This order has not produced a callback yet');
      }
      return reply.code(202).send({ eventId, callbackUrlStatus: 'in_progress' });
    },
  );
};
