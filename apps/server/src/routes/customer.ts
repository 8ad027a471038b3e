import {
  ZApiError,
  ZEventStreamResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZOrder,
  ZOrderIdParams,
  ZPatchOrderRequest,
  ZPaymentFieldsResponse,
} from '@payorder/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmPayment,
  customerCancel,
  patchOrder,
  paymentFieldsOf,
  startPayment,
} from '../order-flows/order-service.ts';
import { toCustomerOrder } from '../orders/order-row.ts';
import { requireCustomer } from '../auth/auth.ts';

/**
 * The customer API of docs/product/payment-page.md §7: the login, and the order's own routes (each
 * with its customer token); the methods offered for it are customer-trade-methods.ts.
 */
export const customerRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  app.post(
    '/v1/customer/auth/login',
    // 404: an unknown order and a wrong token alike; 429: CustomerLogin's limits per address and per order.
    {
      schema: {
        summary: "Exchange the payment link's order id and token for an access token",
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, 404: ZApiError, 429: ZApiError },
      },
      config: { hasCredentials: true },
    },
    (request) => app.ctx.customerLogin.login(request, request.body),
  );

  const orderRoute = { preHandler: requireCustomer } as const;
  const orderSchema = { params: ZOrderIdParams, response: { 200: ZOrder } };

  // The poll of every open payment page (docs/product/payment-page.md §4, every 3 s): answered from the read model of open
  // orders, already encoded by ZOrder (a JSON string is sent as it is, not serialised again).
  // Like the probes, logged only at warn: a line per open page every 3 s says nothing the metrics do not.
  app.get(
    '/v1/customer/orders/:id',
    { ...orderRoute, schema: { ...orderSchema, summary: 'The order' }, logLevel: 'warn' },
    async (request, reply) => {
      const json = await app.ctx.orderEvents.readModel.customerOrderJson(request.params.id);
      // The plain reply's send: the typed one takes only the schema's object.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );
  // Live events (docs/architecture.md "Live events"): the same body as the GET above, now and after each change.
  app.get(
    '/v1/customer/orders/:id/events',
    {
      ...orderRoute,
      schema: {
        summary: "The order's live events (server-sent)",
        params: ZOrderIdParams,
        response: { 200: ZEventStreamResponse },
      },
    },
    async (request, reply) =>
      (
        await app.ctx.orderEvents.openCustomerStream(request.params.id, {
          address: request.ip,
          expiresAt: request.customerTokenExpiresAt,
        })
      ).sendAsResponse(reply),
  );
  app.patch(
    '/v1/customer/orders/:id',
    {
      ...orderRoute,
      schema: {
        summary: 'Choose the payment type and bank, send sender details, or say "paid"',
        ...orderSchema,
        body: ZPatchOrderRequest,
      },
    },
    async (request) => toCustomerOrder(await patchOrder(db, request.params.id, request.body)),
  );
  app.post(
    '/v1/customer/orders/:id/start-payment',
    { ...orderRoute, schema: { ...orderSchema, summary: 'Start paying: get transfer details' } },
    async (request) => toCustomerOrder(await startPayment(db, request.params.id)),
  );
  app.post(
    '/v1/customer/orders/:id/confirm-payment',
    { ...orderRoute, schema: { ...orderSchema, summary: 'Confirm the transfer was sent' } },
    async (request) => toCustomerOrder(await confirmPayment(db, request.params.id)),
  );
  app.post(
    '/v1/customer/orders/:id/cancel',
    { ...orderRoute, schema: { ...orderSchema, summary: 'Cancel the order' } },
    async (request) => toCustomerOrder(await customerCancel(db, request.params.id)),
  );
  app.get(
    '/v1/customer/orders/:id/payment-fields',
    {
      ...orderRoute,
      schema: {
        summary: 'Sender fields the chosen method asks for',
        params: ZOrderIdParams,
        response: { 200: ZPaymentFieldsResponse },
      },
    },
    (request) => paymentFieldsOf(db, request.params.id),
  );
};
