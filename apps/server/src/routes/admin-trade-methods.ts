import {
  AuditAction,
  AuditTargetType,
  ZAdminTradeMethod,
  ZAdminTradeMethodsResponse,
  ZCreateTradeMethodRequest,
  ZNoContent,
  ZTraderMethodParams,
  ZUpdateTradeMethodRequest,
  type AuditAction as AuditActionName,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTradeMethod,
  deleteTradeMethod,
  listAdminTradeMethods,
  lockTradeMethod,
  updateTradeMethod,
} from '../admin/trade-methods.ts';
import { auditContextOf, auditedChange, recordAudit } from '../audit/audit-log.ts';
import { requireAdmin, useAuth } from '../auth/auth.ts';
import { ZIdParams } from './route-helpers.ts';

const methodTarget = (action: AuditActionName, traderId: string) => ({
  action,
  targetType: AuditTargetType.trader,
  targetId: traderId,
});

/** A trader's trade methods, for the operator: each change audit-logged with the whole method before and after. */
export const adminTradeMethodRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireAdmin);
  const { db } = app.ctx;

  app.get(
    '/v1/admin/traders/:id/trade-methods',
    {
      schema: {
        summary: "A trader's trade methods, each with its book entries' count",
        params: ZIdParams,
        response: { 200: ZAdminTradeMethodsResponse },
      },
    },
    async (request) => ({ items: await listAdminTradeMethods(db, request.params.id) }),
  );
  app.post(
    '/v1/admin/traders/:id/trade-methods',
    {
      schema: {
        summary: 'Add a trade method to a trader',
        params: ZIdParams,
        body: ZCreateTradeMethodRequest,
        response: { 201: ZAdminTradeMethod },
      },
    },
    async (request, reply) => {
      const method = await db.transaction(async (tx) => {
        const created = await createTradeMethod(tx, request.params.id, request.body);
        await recordAudit(tx, {
          ...auditContextOf(request),
          action: AuditAction['trader.create_trade_method'],
          targetType: AuditTargetType.trader,
          targetId: request.params.id,
          before: null,
          after: created,
        });
        return created;
      });
      return reply.code(201).send(method);
    },
  );
  app.put(
    '/v1/admin/traders/:id/trade-methods/:methodId',
    {
      schema: {
        summary:
          "Change a trader's trade method (payment type, currency and fields only while no book entry uses them)",
        params: ZTraderMethodParams,
        body: ZUpdateTradeMethodRequest,
        response: { 200: ZAdminTradeMethod },
      },
    },
    (request) => {
      const { id, methodId } = request.params;
      return auditedChange(
        db,
        auditContextOf(request),
        methodTarget(AuditAction['trader.update_trade_method'], id),
        (tx) => lockTradeMethod(tx, id, methodId),
        (tx) => updateTradeMethod(tx, id, methodId, request.body),
      );
    },
  );
  app.delete(
    '/v1/admin/traders/:id/trade-methods/:methodId',
    {
      schema: {
        summary: "Remove a trader's trade method and the book entries filled in for it",
        params: ZTraderMethodParams,
        response: { 204: ZNoContent },
      },
    },
    async (request, reply) => {
      const { id, methodId } = request.params;
      await db.transaction(async (tx) => {
        const removed = await deleteTradeMethod(tx, id, methodId);
        await recordAudit(tx, {
          ...auditContextOf(request),
          ...methodTarget(AuditAction['trader.delete_trade_method'], id),
          before: removed,
          after: null,
        });
      });
      return reply.code(204).send();
    },
  );
};
