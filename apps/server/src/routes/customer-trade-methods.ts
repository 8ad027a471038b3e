import {
  OFFER_EMPTY_HEADER,
  ZOrderIdParams,
  ZSelectedTradeMethodResponse,
  ZTradeMethodsResponse,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer, useAuth } from '../auth/auth.ts';
import { getOrder } from '../orders/order-row.ts';
import { selectedTradeMethodOf } from '../reference/trade-methods.ts';
import { offerFor } from '../routing/offer.ts';

const ZTradeMethodParams = z.object({ orderId: ZOrderIdParams.shape.id });

/** The payment page's methods for its order (docs/product/payment-page.md §7): those offered, and the chosen one. */
export const customerTradeMethodRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireCustomer);
  const { db } = app.ctx;

  app.get(
    '/v1/customer/trade-methods/orders/:orderId',
    {
      schema: {
        summary: 'Payment methods offered for the order',
        params: ZTradeMethodParams,
        response: { 200: ZTradeMethodsResponse },
      },
    },
    async (request, reply) => {
      const order = await getOrder(db, request.params.orderId);
      const methods = await offerFor(db, order);
      if (methods.length === 0) {
        reply.header(
          OFFER_EMPTY_HEADER,
          `no_trader_available: no online trader can take ${order.currency} ${order.amount} now`,
        );
      }
      return methods;
    },
  );
  app.get(
    '/v1/customer/trade-methods/orders/:orderId/selected',
    {
      schema: {
        summary: 'The chosen payment method',
        params: ZTradeMethodParams,
        response: { 200: ZSelectedTradeMethodResponse },
      },
    },
    async (request) => selectedTradeMethodOf(db, await getOrder(db, request.params.orderId)),
  );
};
