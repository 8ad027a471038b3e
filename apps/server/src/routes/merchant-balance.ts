import { ZLedgerLinesResponse, ZLedgerQuery, ZMerchantBalanceResponse } from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireShop, useAuth } from '../auth/auth.ts';
import { merchantBalance } from '../ledger/balances.ts';
import { ledgerLinesOf } from '../ledger/ledger.ts';
import { testLedgerLines, testMerchantBalance } from '../ledger/test-balance.ts';

/**
 * The shop's balance and ledger, of the call's mode (test: what its test orders would have credited).
 * Called with the shop's API key or a shop's console session (requireShop), like every /v1/merchant route.
 */
export const merchantBalanceRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireShop);
  const { db } = app.ctx;

  app.get(
    '/v1/merchant/balance',
    {
      schema: {
        summary: "The shop's balances",
        description:
          'Per currency: completed orders less fees. In test mode (the test API key) the test balance: what the completed test orders would have credited; no money moves and the live balance never includes them.',
        response: { 200: ZMerchantBalanceResponse },
      },
    },
    (request) =>
      request.shop.isTest ? testMerchantBalance(db, request.shop.id) : merchantBalance(db, request.shop.id),
  );
  app.get(
    '/v1/merchant/ledger',
    {
      schema: {
        summary: "The shop's ledger lines, newest first",
        description:
          "In test mode (the test API key) one `settle` line per completed test order, what it would have credited (its transactionId is the order's id: test orders write nothing to the ledger).",
        querystring: ZLedgerQuery,
        response: { 200: ZLedgerLinesResponse },
      },
    },
    (request) =>
      request.shop.isTest
        ? testLedgerLines(db, request.shop.id, request.query.limit)
        : ledgerLinesOf(db, request.shop.id, request.query.limit),
  );
};
