import {
  ZOrderIdParams,
  ZSubmitRequisitesRequest,
  ZTraderOrder,
  ZTraderOrdersQuery,
  ZTraderOrdersResponse,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../http/zod.ts';
import { listTraderOrders, toTraderOrder } from '../orders/order-row.ts';
import { submitRequisites, traderCancel, traderConfirm, traderDispute } from '../orders/order-service.ts';
import { requireTrader } from '../plugins/auth.ts';

/** The trader's API: orders assigned to its trade methods, and the moves only a trader makes. */
export const traderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  app.addHook('preHandler', requireTrader);

  app.get(
    '/v1/trader/orders',
    { schema: { querystring: ZTraderOrdersQuery, response: { 200: ZTraderOrdersResponse } } },
    async (request) =>
      (await listTraderOrders(db, request.traderId, request.query.status)).map(toTraderOrder),
  );

  // Live events: the trader's open orders, then each of its orders after every change.
  app.get('/v1/trader/events', async (request, reply) =>
    (await app.ctx.orderEvents.openTraderStream(request.traderId)).sendAsResponse(reply),
  );

  const schema = { params: ZOrderIdParams, response: { 200: ZTraderOrder } };
  app.post(
    '/v1/trader/orders/:id/requisites',
    { schema: { ...schema, body: ZSubmitRequisitesRequest } },
    async (request) =>
      toTraderOrder(await submitRequisites(db, request.traderId, request.params.id, request.body.requisites)),
  );
  app.post('/v1/trader/orders/:id/confirm', { schema }, async (request) =>
    toTraderOrder(await traderConfirm(db, request.traderId, request.params.id)),
  );
  app.post('/v1/trader/orders/:id/dispute', { schema }, async (request) =>
    toTraderOrder(await traderDispute(db, request.traderId, request.params.id)),
  );
  app.post('/v1/trader/orders/:id/cancel', { schema }, async (request) =>
    toTraderOrder(await traderCancel(db, request.traderId, request.params.id)),
  );
};
