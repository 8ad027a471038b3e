import {
  ZAdjustment,
  ZAdjustmentRequest,
  ZDeposit,
  ZDepositRequest,
  ZLedgerLinesResponse,
  ZLedgerQuery,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAdminTrader } from '../admin/traders.ts';
import { auditContextOf } from '../audit/audit-log.ts';
import { requireAdmin, useAuth } from '../auth/auth.ts';
import { adjust, deposit } from '../ledger/balances.ts';
import { ledgerLinesOf } from '../ledger/ledger.ts';
import { ZIdParams } from './route-helpers.ts';

/**
 * A trader's money, for the operator: deposits and adjustments (each audit-logged by ledger/balances.ts)
 * and the trader's ledger.
 */
export const adminTraderFundsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireAdmin);
  const { db } = app.ctx;

  app.post(
    '/v1/admin/traders/:id/deposits',
    { schema: { params: ZIdParams, body: ZDepositRequest, response: { 201: ZDeposit } } },
    async (request, reply) =>
      reply.code(201).send(await deposit(db, request.params.id, request.body, auditContextOf(request))),
  );
  app.post(
    '/v1/admin/traders/:id/adjustments',
    {
      schema: {
        summary: "Correct a trader's working balance up (credit) or down (debit), with a note saying why",
        description:
          'Double-entry against the outside world, like a deposit. A debit never takes the available balance ' +
          '(working less the security hold) below zero: 409 insufficient_balance. Audit-logged with the note.',
        params: ZIdParams,
        body: ZAdjustmentRequest,
        response: { 201: ZAdjustment },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await adjust(db, request.params.id, request.body, auditContextOf(request))),
  );
  app.get(
    '/v1/admin/traders/:id/ledger',
    { schema: { params: ZIdParams, querystring: ZLedgerQuery, response: { 200: ZLedgerLinesResponse } } },
    async (request) => {
      await getAdminTrader(db, request.params.id);
      return ledgerLinesOf(db, request.params.id, request.query.limit);
    },
  );
};
