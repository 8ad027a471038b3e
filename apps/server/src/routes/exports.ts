import {
  ADMIN_LEDGER_CSV_COLUMNS,
  ADMIN_ORDER_CSV_COLUMNS,
  MERCHANT_LEDGER_CSV_COLUMNS,
  MERCHANT_ORDER_CSV_COLUMNS,
  MERCHANT_PAYOUT_CSV_COLUMNS,
  ZAdminExportQuery,
  ZExportQuery,
  ZPayoutExportQuery,
  type ExportQuery,
} from '@payorder/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireShop, useAuth } from '../auth/auth.ts';
import { csvName, sendCsv } from '../http/csv.ts';
import { exportAllLedger, exportShopLedger } from '../exports/ledger-export.ts';
import { exportAllOrders, exportShopOrders } from '../exports/order-export.ts';
import { exportShopPayouts } from '../exports/payout-export.ts';

const csvResponse = (columns: readonly string[]) => ({
  200: {
    description: `CSV (RFC 4180, UTF-8, oldest first) with a header row: ${columns.join(', ')}`,
    content: { 'text/csv': { schema: z.string() } },
  },
});

/**
 * Whether a shop's export is of its test data: the test key's call, or the console's with `mode=test`
 * (a download link carries no header) or the Test data switch's header.
 */
const exportsTestData = (
  request: Pick<FastifyRequest, 'console' | 'shop'> & { query: Pick<ExportQuery, 'mode'> },
) => (request.console ? request.query.mode === 'test' || request.shop.isTest : request.shop.isTest);

/** The shop's CSV exports of a date range: its own orders, its payouts and its ledger lines (of the call's mode). */
export const merchantExportRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  useAuth(app, requireShop);
  app.get(
    '/v1/merchant/orders/export',
    {
      schema: {
        summary: "The shop's orders created in a date range, as CSV (streamed, any size)",
        querystring: ZExportQuery,
        response: csvResponse(MERCHANT_ORDER_CSV_COLUMNS),
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const isTest = exportsTestData(request);
      const csv = exportShopOrders(db, request.shop.id, isTest, request.query);
      return sendCsv(reply, csv, csvName('orders', from, to, isTest));
    },
  );
  app.get(
    '/v1/merchant/payouts/export',
    {
      schema: {
        summary: "The shop's payouts created in a date range, as CSV (streamed, any size)",
        description:
          '`createdFrom` and `createdTo` as the payouts list reads them, both included. A test export ' +
          '(the test key, or the console with `mode=test`) is named `payorder-test-payouts-….csv`.',
        querystring: ZPayoutExportQuery,
        response: csvResponse(MERCHANT_PAYOUT_CSV_COLUMNS),
      },
    },
    async (request, reply) => {
      const { createdFrom, createdTo } = request.query;
      const isTest = exportsTestData(request);
      const csv = exportShopPayouts(db, request.shop.id, isTest, request.query);
      return sendCsv(reply, csv, csvName('payouts', createdFrom, createdTo, isTest));
    },
  );
  app.get(
    '/v1/merchant/ledger/export',
    {
      schema: {
        summary: "The shop's ledger lines posted in a date range, as CSV (streamed, any size)",
        querystring: ZExportQuery,
        response: csvResponse(MERCHANT_LEDGER_CSV_COLUMNS),
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const isTest = exportsTestData(request);
      return sendCsv(
        reply,
        exportShopLedger(db, request.shop.id, request.query, isTest),
        csvName('ledger', from, to, isTest),
      );
    },
  );
};

/** The operator's CSV exports of a date range: every shop's orders and the platform's ledger, or one shop's. */
export const adminExportRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  useAuth(app, requireAdmin);
  app.get(
    '/v1/admin/orders/export',
    {
      schema: {
        summary: 'Orders created in a date range, every shop’s or one’s, as CSV (streamed, any size)',
        querystring: ZAdminExportQuery,
        response: csvResponse(ADMIN_ORDER_CSV_COLUMNS),
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      return sendCsv(reply, exportAllOrders(db, request.query), csvName('orders', from, to));
    },
  );
  app.get(
    '/v1/admin/ledger/export',
    {
      schema: {
        summary: 'Ledger lines posted in a date range, every account’s or one shop’s, as CSV (streamed)',
        querystring: ZAdminExportQuery,
        response: csvResponse(ADMIN_LEDGER_CSV_COLUMNS),
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      return sendCsv(reply, exportAllLedger(db, request.query), csvName('ledger', from, to));
    },
  );
};
