import {
  AuditAction,
  AuditTargetType,
  ZAdminEntryPatchRequest,
  ZAdminTrader,
  ZAdminTradersResponse,
  ZCreateTraderRequest,
  ZCreateTraderResponse,
  ZDayStartQuery,
  ZRequisiteEntriesResponse,
  ZRequisiteEntry,
  ZTraderEntryParams,
  ZTraderOrdersResponse,
  ZTraderSettingsResponse,
  ZUpdateTraderRequest,
  type AuditAction as AuditActionName,
} from '@payorder/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTrader, traderSettings, updateTrader } from '../admin/admin-store.ts';
import { getAdminTrader, listAdminTraders, lockTrader, setTraderDisabled } from '../admin/traders.ts';
import { auditContextOf, auditedChange, recordAudit } from '../audit/audit-log.ts';
import { requireAdmin, useAuth } from '../auth/auth.ts';
import { listOpenTraderOrders, toTraderOrder } from '../orders/order-row.ts';
import { listEntries, patchEntry } from '../routing/requisite-book.ts';
import { ZIdParams } from './route-helpers.ts';

/**
 * The operator's traders (console page Traders): created, listed, their settings changed, disabled and
 * enabled; a trader's requisites book and open orders. Every change recorded in the audit log. Its money
 * (deposits, adjustments, ledger) is admin-trader-funds.ts, its trade methods admin-trade-methods.ts.
 */
export const adminTraderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireAdmin);
  const { db } = app.ctx;

  app.post(
    '/v1/admin/traders',
    {
      schema: { body: ZCreateTraderRequest, response: { 201: ZCreateTraderResponse } },
      config: { hasCredentials: true },
    },
    async (request, reply) => {
      const created = await db.transaction(async (tx) => {
        const trader = await createTrader(tx, request.body.name);
        await recordAudit(tx, {
          ...auditContextOf(request),
          action: AuditAction['trader.create'],
          targetType: AuditTargetType.trader,
          targetId: trader.id,
          before: null,
          after: await traderSettings(tx, trader.id),
        });
        return trader;
      });
      return reply.code(201).send(created);
    },
  );
  app.put(
    '/v1/admin/traders/:id',
    { schema: { params: ZIdParams, body: ZUpdateTraderRequest, response: { 200: ZTraderSettingsResponse } } },
    (request) =>
      auditedChange(
        db,
        auditContextOf(request),
        {
          action: AuditAction['trader.update'],
          targetType: AuditTargetType.trader,
          targetId: request.params.id,
        },
        (tx) => traderSettings(tx, request.params.id, { forUpdate: true }),
        (tx) => updateTrader(tx, request.params.id, request.body),
      ),
  );
  app.get(
    '/v1/admin/traders',
    { schema: { querystring: ZDayStartQuery, response: { 200: ZAdminTradersResponse } } },
    async (request) => ({ items: await listAdminTraders(db, request.query.dayStart) }),
  );
  app.get(
    '/v1/admin/traders/:id',
    { schema: { params: ZIdParams, querystring: ZDayStartQuery, response: { 200: ZAdminTrader } } },
    (request) => getAdminTrader(db, request.params.id, request.query.dayStart),
  );
  const traderSwitch =
    (isDisabled: boolean, action: AuditActionName) => (request: FastifyRequest<{ Params: { id: string } }>) =>
      auditedChange(
        db,
        auditContextOf(request),
        { action, targetType: AuditTargetType.trader, targetId: request.params.id },
        (tx) => lockTrader(tx, request.params.id),
        (tx) => setTraderDisabled(tx, request.params.id, isDisabled),
      );
  app.post(
    '/v1/admin/traders/:id/disable',
    { schema: { params: ZIdParams, response: { 200: ZAdminTrader } } },
    traderSwitch(true, AuditAction['trader.disable']),
  );
  app.post(
    '/v1/admin/traders/:id/enable',
    { schema: { params: ZIdParams, response: { 200: ZAdminTrader } } },
    traderSwitch(false, AuditAction['trader.enable']),
  );
  app.get(
    '/v1/admin/traders/:id/requisites',
    { schema: { params: ZIdParams, response: { 200: ZRequisiteEntriesResponse } } },
    async (request) => {
      await getAdminTrader(db, request.params.id);
      return listEntries(db, request.params.id);
    },
  );
  app.patch(
    '/v1/admin/traders/:id/requisites/:entryId',
    {
      schema: {
        params: ZTraderEntryParams,
        body: ZAdminEntryPatchRequest,
        response: { 200: ZRequisiteEntry },
      },
    },
    (request) =>
      patchEntry(db, request.params.id, request.params.entryId, request.body, auditContextOf(request)),
  );
  app.get(
    '/v1/admin/traders/:id/orders',
    { schema: { params: ZIdParams, response: { 200: ZTraderOrdersResponse } } },
    async (request) => {
      await getAdminTrader(db, request.params.id);
      return (await listOpenTraderOrders(db, request.params.id)).map(toTraderOrder);
    },
  );
};
