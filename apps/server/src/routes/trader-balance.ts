import {
  ZLedgerLinesResponse,
  ZLedgerQuery,
  ZTraderBalanceQuery,
  ZTraderBalanceResponse,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireTrader, useAuth } from '../auth/auth.ts';
import { traderBalance } from '../ledger/balances.ts';
import { ledgerLinesOf } from '../ledger/ledger.ts';

/** The trader's balances (with today's completed orders) and its ledger. */
export const traderBalanceRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireTrader);
  const { db } = app.ctx;

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
