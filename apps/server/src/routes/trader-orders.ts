import {
  ZEventStreamResponse,
  ZOrderIdParams,
  ZSubmitRequisitesRequest,
  ZTraderDisputeRequest,
  ZTraderOrder,
  ZTraderOrdersQuery,
  ZTraderOrdersResponse,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireTrader, useAuth } from '../auth/auth.ts';
import { streamSessionOf } from '../events/stream-access.ts';
import {
  submitRequisites,
  traderCancel,
  traderConfirm,
  traderDispute,
} from '../order-flows/order-service.ts';
import { listTraderOrders, toTraderOrder } from '../orders/order-row.ts';

/** The orders waiting for the trader, their live events, and the moves only a trader makes. */
export const traderOrderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireTrader);
  const { db } = app.ctx;

  app.get(
    '/v1/trader/orders',
    {
      schema: {
        summary: 'Orders waiting for the trader',
        querystring: ZTraderOrdersQuery,
        response: { 200: ZTraderOrdersResponse },
      },
    },
    async (request) =>
      (await listTraderOrders(db, request.traderId, request.query.status)).map(toTraderOrder),
  );

  // Live events: the trader's open orders, then each of its orders after every change.
  app.get(
    '/v1/trader/events',
    {
      schema: {
        summary: "The trader's live order events (server-sent)",
        response: { 200: ZEventStreamResponse },
      },
    },
    async (request, reply) => {
      const stream = await app.ctx.orderEvents.openTraderStream(request.traderId, {
        address: request.ip,
        session: streamSessionOf(request),
      });
      return stream.sendAsResponse(reply);
    },
  );

  const schema = { params: ZOrderIdParams, response: { 200: ZTraderOrder } };
  app.post(
    '/v1/trader/orders/:id/requisites',
    { schema: { ...schema, summary: 'Send transfer details by hand', body: ZSubmitRequisitesRequest } },
    async (request) =>
      toTraderOrder(await submitRequisites(db, request.traderId, request.params.id, request.body.requisites)),
  );
  app.post(
    '/v1/trader/orders/:id/confirm',
    { schema: { ...schema, summary: 'Confirm the money arrived' } },
    async (request) => toTraderOrder(await traderConfirm(db, request.traderId, request.params.id)),
  );
  app.post(
    '/v1/trader/orders/:id/dispute',
    {
      schema: {
        ...schema,
        summary: 'Dispute the payment, with its reason',
        body: ZTraderDisputeRequest.nullish(),
      },
    },
    async (request) =>
      toTraderOrder(await traderDispute(db, request.traderId, request.params.id, request.body ?? undefined)),
  );
  app.post(
    '/v1/trader/orders/:id/cancel',
    { schema: { ...schema, summary: 'Cancel the order' } },
    async (request) => toTraderOrder(await traderCancel(db, request.traderId, request.params.id)),
  );
};
