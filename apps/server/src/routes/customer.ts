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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmPayment,
  customerCancel,
  patchOrder,
  paymentFieldsOf,
  startPayment,
} from '../orders/order-service.ts';
import { findOrder, toCustomerOrder } from '../orders/order-row.ts';
import { requireCustomer } from '../plugins/auth.ts';
import { selectedTradeMethodOf } from '../reference/trade-methods.ts';
import { offerFor } from '../routing/offer.ts';

const ZTradeMethodParams = z.object({ orderId: ZOrderIdParams.shape.id });

/** The customer API of spec §7. */
export const customerRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  app.post(
    '/v1/customer/auth/login',
    { schema: { body: ZLoginRequest, response: { 200: ZLoginResponse } } },
    (request) => app.ctx.customerLogin.login(request, request.body),
  );

  const orderRoute = { preHandler: requireCustomer } as const;
  const orderSchema = { params: ZOrderIdParams, response: { 200: ZOrder } };
  const customerOrder = async (id: string) => toCustomerOrder(await findOrder(db, id));

  app.get('/v1/customer/orders/:id', { ...orderRoute, schema: orderSchema }, (request) =>
    customerOrder(request.params.id),
  );
  // Live events (ARCHITECTURE.md): the same body as the GET above, now and after each change.
  app.get(
    '/v1/customer/orders/:id/events',
    { ...orderRoute, schema: { params: ZOrderIdParams } },
    async (request, reply) =>
      (await app.ctx.orderEvents.openCustomerStream(request.params.id)).sendAsResponse(reply),
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
      return offerFor(db, order);
    },
  );
  app.get(
    '/v1/customer/trade-methods/orders/:orderId/selected',
    {
      ...orderRoute,
      schema: { params: ZTradeMethodParams, response: { 200: ZSelectedTradeMethodResponse } },
    },
    async (request) => selectedTradeMethodOf(db, await findOrder(db, request.params.orderId)),
  );
};
