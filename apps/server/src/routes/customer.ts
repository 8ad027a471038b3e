import {
  ZLoginRequest,
  ZLoginResponse,
  ZOrder,
  ZOrderIdParams,
  ZPatchOrderRequest,
  ZPaymentFieldsResponse,
  ZSelectedTradeMethodResponse,
  ZTradeMethodsResponse,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError, notFound } from '../http/errors.ts';
import type { ZodTypeProvider } from '../http/zod.ts';
import {
  confirmPayment,
  customerCancel,
  patchOrder,
  paymentFieldsOf,
  startPayment,
} from '../orders/order-service.ts';
import { findOrder, toCustomerOrder } from '../orders/order-row.ts';
import { requireCustomer } from '../plugins/auth.ts';
import { getTradeMethodRow, listTradeMethodsForCurrency } from '../reference/trade-methods.ts';
import { safeEqual, sha256 } from '../security/crypto.ts';
import { issueCustomerToken } from '../security/customer-token.ts';
import { RateLimiter } from '../security/rate-limiter.ts';

const ZTradeMethodParams = z.object({ orderId: ZOrderIdParams.shape.id });

/** The customer API of spec §7. */
export const customerRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, secrets } = app.ctx;
  const perIp = new RateLimiter(config.LOGIN_RATE_LIMIT_PER_IP);
  const perOrder = new RateLimiter(config.LOGIN_RATE_LIMIT_PER_ORDER);

  app.post(
    '/v1/customer/auth/login',
    { schema: { body: ZLoginRequest, response: { 200: ZLoginResponse } } },
    async (request) => {
      const { orderId, token } = request.body;
      if (!perIp.hit(request.ip) || !perOrder.hit(orderId)) {
        throw new AppError(429, 'rate_limited', 'Too many login attempts; wait a minute and try again');
      }
      const { rows } = await db.query<{ token_hash: string }>('SELECT token_hash FROM orders WHERE id = $1', [
        orderId,
      ]);
      // Same answer for an unknown order and a wrong token.
      if (!rows[0] || !safeEqual(rows[0].token_hash, sha256(token))) throw notFound();
      return issueCustomerToken(secrets.customerTokenSecret, orderId);
    },
  );

  const orderRoute = { preHandler: requireCustomer } as const;
  const orderSchema = { params: ZOrderIdParams, response: { 200: ZOrder } };
  const customerOrder = async (id: string) => toCustomerOrder(await findOrder(db, id));

  app.get('/v1/customer/orders/:id', { ...orderRoute, schema: orderSchema }, (request) =>
    customerOrder(request.params.id),
  );
  app.patch(
    '/v1/customer/orders/:id',
    { ...orderRoute, schema: { ...orderSchema, body: ZPatchOrderRequest } },
    async (request) => toCustomerOrder(await patchOrder(db, request.params.id, request.body)),
  );
  app.post('/v1/customer/orders/:id/start-payment', { ...orderRoute, schema: orderSchema }, async (request) =>
    toCustomerOrder(await startPayment(db, request.params.id)),
  );
  app.post(
    '/v1/customer/orders/:id/confirm-payment',
    { ...orderRoute, schema: orderSchema },
    async (request) => toCustomerOrder(await confirmPayment(db, request.params.id)),
  );
  app.post('/v1/customer/orders/:id/cancel', { ...orderRoute, schema: orderSchema }, async (request) =>
    toCustomerOrder(await customerCancel(db, request.params.id)),
  );
  app.get(
    '/v1/customer/orders/:id/payment-fields',
    { ...orderRoute, schema: { params: ZOrderIdParams, response: { 200: ZPaymentFieldsResponse } } },
    (request) => paymentFieldsOf(db, request.params.id),
  );

  app.get(
    '/v1/customer/trade-methods/orders/:orderId',
    { ...orderRoute, schema: { params: ZTradeMethodParams, response: { 200: ZTradeMethodsResponse } } },
    async (request) => {
      const order = await findOrder(db, request.params.orderId);
      return listTradeMethodsForCurrency(db, order.currency);
    },
  );
  app.get(
    '/v1/customer/trade-methods/orders/:orderId/selected',
    {
      ...orderRoute,
      schema: { params: ZTradeMethodParams, response: { 200: ZSelectedTradeMethodResponse } },
    },
    async (request) => {
      const order = await findOrder(db, request.params.orderId);
      return order.trade_method_id
        ? ((await getTradeMethodRow(db, order.trade_method_id))?.method ?? null)
        : null;
    },
  );
};
