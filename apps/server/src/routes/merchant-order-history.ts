import {
  ZMerchantOrderSearchQuery,
  ZOrderIdParams,
  ZOrderSearchResponse,
  ZOrderTimeline,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireShop, useAuth } from '../auth/auth.ts';
import { searchOrders } from '../order-flows/order-search.ts';
import { orderTimeline } from '../order-flows/order-timeline.ts';
import { createReceiptStorage } from '../receipts/create-receipt-storage.ts';
import { RECEIPT_FILE_ROUTE_SCHEMA, replyWithReceiptFile } from '../receipts/send-receipt-file.ts';
import { shopOrderOf } from './route-helpers.ts';

/** The shop's orders as its console shows them: searched, each one's timeline, its receipts' files. */
export const merchantOrderHistoryRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireShop);
  const { db, config } = app.ctx;
  const storage = createReceiptStorage(config);

  app.get(
    '/v1/merchant/orders/search',
    { schema: { querystring: ZMerchantOrderSearchQuery, response: { 200: ZOrderSearchResponse } } },
    (request) => searchOrders(db, request.query, { shopId: request.shop.id, isTest: request.shop.isTest }),
  );
  app.get(
    '/v1/merchant/orders/:id/timeline',
    { schema: { params: ZOrderIdParams, response: { 200: ZOrderTimeline } } },
    async (request) => {
      await shopOrderOf(db, request, request.params.id);
      return orderTimeline(db, request.params.id, { shopId: request.shop.id });
    },
  );
  app.get(
    '/v1/merchant/orders/:id/receipts/:receiptId/file',
    { schema: RECEIPT_FILE_ROUTE_SCHEMA },
    async (request, reply) => {
      await shopOrderOf(db, request, request.params.id);
      return replyWithReceiptFile(reply, { db, storage }, request);
    },
  );
};
