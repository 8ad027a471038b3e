import {
  AuditAction,
  AuditTargetType,
  ZAuditListQuery,
  ZAuditListResponse,
  ZBank,
  ZCodeParams,
  ZCurrency,
  ZPutBankRequest,
  ZPutCurrencyRequest,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findBank, findCurrency, upsertBank, upsertCurrency } from '../admin/admin-store.ts';
import { auditContextOf, auditedChange, listAudit } from '../audit/audit-log.ts';
import { requireAdmin, useAuth } from '../auth/auth.ts';
import { parseOr400 } from './route-helpers.ts';

/**
 * The platform, for the operator: the audit log, and the bank and currency catalogues (each change
 * recorded in that log, before and after).
 */
export const adminPlatformRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireAdmin);
  const { db } = app.ctx;

  app.get(
    '/v1/admin/audit',
    { schema: { querystring: ZAuditListQuery, response: { 200: ZAuditListResponse } } },
    (request) => listAudit(db, request.query),
  );
  app.put(
    '/v1/admin/banks/:code',
    { schema: { params: ZCodeParams, body: ZPutBankRequest, response: { 200: ZBank } } },
    (request) => {
      const bank = parseOr400(ZBank, { code: request.params.code, ...request.body });
      return auditedChange(
        db,
        auditContextOf(request),
        { action: AuditAction['bank.update'], targetType: AuditTargetType.bank, targetId: bank.code },
        (tx) => findBank(tx, bank.code),
        (tx) => upsertBank(tx, bank),
      );
    },
  );
  app.put(
    '/v1/admin/currencies/:code',
    { schema: { params: ZCodeParams, body: ZPutCurrencyRequest, response: { 200: ZCurrency } } },
    (request) => {
      const currency = parseOr400(ZCurrency, { code: request.params.code, ...request.body });
      return auditedChange(
        db,
        auditContextOf(request),
        {
          action: AuditAction['currency.update'],
          targetType: AuditTargetType.currency,
          targetId: currency.code,
        },
        (tx) => findCurrency(tx, currency.code),
        (tx) => upsertCurrency(tx, currency),
      );
    },
  );
};
