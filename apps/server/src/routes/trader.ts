import {
  ZCreateRequisiteEntryRequest,
  ZEventStreamResponse,
  ZNoContent,
  ZLedgerLinesResponse,
  ZLedgerQuery,
  ZOrderIdParams,
  ZPatchRequisiteEntryRequest,
  ZRequisiteEntriesResponse,
  ZRequisiteEntry,
  ZTraderBalanceQuery,
  ZTraderBalanceResponse,
  ZTradeMethodsResponse,
  ZTraderStatus,
  ZSubmitRequisitesRequest,
  ZTraderOrder,
  ZTraderOrdersQuery,
  ZTraderOrdersResponse,
  ZTraderOrderSearchQuery,
  ZTraderOrderSearchResponse,
  ZTraderReceiptsResponse,
  ZTraderDisputeRequest,
  ZTraderOrderFilterQuery,
  ZTraderOrderTotals,
  TRADER_ORDER_CSV_COLUMNS,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../http/errors.ts';
import { getOrder, listTraderOrders, toTraderOrder } from '../orders/order-row.ts';
import { searchTraderOrders } from '../order-flows/order-search.ts';
import { sendCsv } from '../http/csv.ts';
import { exportTraderOrders, traderOrderTotals } from '../order-flows/trader-history.ts';
import {
  submitRequisites,
  traderCancel,
  traderConfirm,
  traderDispute,
} from '../order-flows/order-service.ts';
import { traderBalance } from '../ledger/balances.ts';
import { ledgerLinesOf } from '../ledger/ledger.ts';
import { requireTrader, useAuth } from '../auth/auth.ts';
import { streamSessionOf } from '../events/stream-access.ts';
import { createReceiptStorage } from '../receipts/create-receipt-storage.ts';
import { listReceipts, traderReceiptUrl } from '../receipts/receipt-service.ts';
import { RECEIPT_FILE_ROUTE_SCHEMA, replyWithReceiptFile } from '../receipts/send-receipt-file.ts';
import { listTraderTradeMethods } from '../reference/trade-methods.ts';
import {
  createEntry,
  deleteEntry,
  getOnline,
  listEntries,
  patchEntry,
  setOnline,
} from '../routing/requisite-book.ts';

const ZEntryIdParams = z.object({ id: z.uuid() });

/**
 * The trader's API: its orders and the moves only a trader makes, its requisites book, online status,
 * balance and ledger. Called with the trader's API key or the console's session cookie (requireTrader).
 */
export const traderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;
  const storage = createReceiptStorage(config);
  useAuth(app, requireTrader);

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

  app.get(
    '/v1/trader/requisites',
    { schema: { summary: 'The requisites book', response: { 200: ZRequisiteEntriesResponse } } },
    (request) => listEntries(db, request.traderId),
  );
  app.post(
    '/v1/trader/requisites',
    {
      schema: {
        summary: 'Add a book entry',
        body: ZCreateRequisiteEntryRequest,
        response: { 201: ZRequisiteEntry },
      },
    },
    async (request, reply) => reply.code(201).send(await createEntry(db, request.traderId, request.body)),
  );
  app.patch(
    '/v1/trader/requisites/:id',
    {
      schema: {
        summary: 'Change a book entry',
        params: ZEntryIdParams,
        body: ZPatchRequisiteEntryRequest,
        response: { 200: ZRequisiteEntry },
      },
    },
    (request) => patchEntry(db, request.traderId, request.params.id, request.body),
  );
  app.delete(
    '/v1/trader/requisites/:id',
    { schema: { summary: 'Remove a book entry', params: ZEntryIdParams, response: { 204: ZNoContent } } },
    async (request, reply) => {
      await deleteEntry(db, request.traderId, request.params.id);
      return reply.code(204).send();
    },
  );
  app.get(
    '/v1/trader/status',
    { schema: { summary: 'Whether the trader is online', response: { 200: ZTraderStatus } } },
    (request) => getOnline(db, request.traderId),
  );
  app.get(
    '/v1/trader/trade-methods',
    { schema: { summary: "The trader's trade methods", response: { 200: ZTradeMethodsResponse } } },
    (request) => listTraderTradeMethods(db, request.traderId),
  );
  app.put(
    '/v1/trader/status',
    { schema: { summary: 'Go online or offline', body: ZTraderStatus, response: { 200: ZTraderStatus } } },
    (request) => setOnline(db, request.traderId, request.body.online),
  );
  app.get(
    '/v1/trader/balance',
    {
      schema: {
        summary: "The trader's balances, with today's completed orders",
        querystring: ZTraderBalanceQuery,
        response: { 200: ZTraderBalanceResponse },
      },
    },
    (request) => traderBalance(db, request.traderId, request.query.dayStart),
  );
  app.get(
    '/v1/trader/ledger',
    {
      schema: {
        summary: "The trader's ledger lines, newest first",
        querystring: ZLedgerQuery,
        response: { 200: ZLedgerLinesResponse },
      },
    },
    (request) => ledgerLinesOf(db, request.traderId, request.query.limit),
  );
};
