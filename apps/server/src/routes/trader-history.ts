import {
  TRADER_ORDER_CSV_COLUMNS,
  ZOrderIdParams,
  ZTraderOrderFilterQuery,
  ZTraderOrderSearchQuery,
  ZTraderOrderSearchResponse,
  ZTraderOrderTotals,
  ZTraderReceiptsResponse,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireTrader, useAuth } from '../auth/auth.ts';
import { sendCsv } from '../http/csv.ts';
import { notFound } from '../http/errors.ts';
import { searchTraderOrders } from '../order-flows/order-search.ts';
import { exportTraderOrders, traderOrderTotals } from '../order-flows/trader-history.ts';
import { getOrder } from '../orders/order-row.ts';
import { createReceiptStorage } from '../receipts/create-receipt-storage.ts';
import { listReceipts, traderReceiptUrl } from '../receipts/receipt-service.ts';
import { RECEIPT_FILE_ROUTE_SCHEMA, replyWithReceiptFile } from '../receipts/send-receipt-file.ts';

/**
 * The trader's order history: searched, totalled, exported as CSV, and the customer's receipts of its
 * own orders. Called with the trader's API key or the console's session cookie (requireTrader), like
 * every /v1/trader route.
 */
export const traderHistoryRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireTrader);
  const { db, config } = app.ctx;
  const storage = createReceiptStorage(config);

  /** One of this trader's orders, else 404 as for an order that does not exist. */
  const ownOrder = async (traderId: string, orderId: string) => {
    const row = await getOrder(db, orderId);
    if (row.trader_id !== traderId) throw notFound();
    return row;
  };

  // History: a static path, so it is matched before any /v1/trader/orders/:id route would be.
  app.get(
    '/v1/trader/orders/search',
    {
      schema: {
        summary: "Search the trader's order history",
        querystring: ZTraderOrderSearchQuery,
        response: { 200: ZTraderOrderSearchResponse },
      },
    },
    (request) => searchTraderOrders(db, request.traderId, request.query),
  );

  app.get(
    '/v1/trader/orders/totals',
    {
      schema: {
        summary: "Totals over the trader's whole history filter (count, volume, commission)",
        querystring: ZTraderOrderFilterQuery,
        response: { 200: ZTraderOrderTotals },
      },
    },
    (request) => traderOrderTotals(db, request.traderId, request.query),
  );
  app.get(
    '/v1/trader/orders/export',
    {
      schema: {
        summary: "The trader's history filter as CSV (every order, streamed)",
        querystring: ZTraderOrderFilterQuery,
        response: {
          200: {
            description: `CSV with a header row: ${TRADER_ORDER_CSV_COLUMNS.join(', ')}`,
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const csv = exportTraderOrders(db, request.traderId, request.query);
      sendCsv(reply, csv, `payorder-orders-${day}.csv`);
      return reply;
    },
  );

  // The customer's receipts of the trader's own order, fetched through the routes below.
  app.get(
    '/v1/trader/orders/:id/receipts',
    {
      schema: {
        summary: "An order's receipts",
        params: ZOrderIdParams,
        response: { 200: ZTraderReceiptsResponse },
      },
    },
    async (request) => {
      await ownOrder(request.traderId, request.params.id);
      return listReceipts(db, request.params.id, traderReceiptUrl);
    },
  );
  app.get(
    '/v1/trader/orders/:id/receipts/:receiptId/file',
    {
      schema: {
        summary: "A receipt's file",
        ...RECEIPT_FILE_ROUTE_SCHEMA,
      },
    },
    async (request, reply) => {
      await ownOrder(request.traderId, request.params.id);
      return replyWithReceiptFile(reply, { db, storage }, request);
    },
  );
};
