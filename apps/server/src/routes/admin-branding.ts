import {
  AuditAction,
  AuditTargetType,
  ZAdminMetaResponse,
  ZAdminSciDomainsResponse,
  ZHostParams,
  ZKeyParams,
  ZMetaEntry,
  ZNoContent,
  ZPutMetaRequest,
  ZPutSciDomainRequest,
  ZSciDomain,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteSciDomain,
  findMeta,
  findSciDomainRow,
  upsertMeta,
  upsertSciDomain,
} from '../admin/admin-store.ts';
import { auditContextOf, auditedChange, recordAudit } from '../audit/audit-log.ts';
import { requireAdmin, useAuth } from '../auth/auth.ts';
import { AppError, notFound } from '../http/errors.ts';
import { listMeta } from '../reference/catalogue.ts';
import { DEFAULT_SCI_DOMAIN_HOST, listSciDomains } from '../reference/sci-domains.ts';

/**
 * Branding, for the operator (console page Branding): each payment domain's look (the default `*`
 * changed, never removed) and the meta entries. Every change recorded in the audit log, before and after.
 */
export const adminBrandingRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireAdmin);
  const { db } = app.ctx;

  app.put(
    '/v1/admin/sci-domains/:host',
    { schema: { params: ZHostParams, body: ZPutSciDomainRequest, response: { 200: ZSciDomain } } },
    (request) => {
      const host = request.params.host.toLowerCase();
      return auditedChange(
        db,
        auditContextOf(request),
        { action: AuditAction['sci_domain.update'], targetType: AuditTargetType.sci_domain, targetId: host },
        (tx) => findSciDomainRow(tx, host),
        (tx) => upsertSciDomain(tx, host, request.body),
      );
    },
  );
  app.delete(
    '/v1/admin/sci-domains/:host',
    {
      schema: {
        summary: "Remove a payment domain's branding (it then shows the default); the default '*' stays",
        params: ZHostParams,
        response: { 204: ZNoContent },
      },
    },
    async (request, reply) => {
      const host = request.params.host.toLowerCase();
      if (host === DEFAULT_SCI_DOMAIN_HOST) {
        throw new AppError(
          409,
          'default_sci_domain',
          "The default branding ('*') can be changed, not removed",
        );
      }
      await db.transaction(async (tx) => {
        const before = await findSciDomainRow(tx, host);
        if (!before || !(await deleteSciDomain(tx, host))) throw notFound('Payment domain');
        await recordAudit(tx, {
          ...auditContextOf(request),
          action: AuditAction['sci_domain.delete'],
          targetType: AuditTargetType.sci_domain,
          targetId: host,
          before,
          after: null,
        });
      });
      return reply.code(204).send();
    },
  );
  app.put(
    '/v1/admin/meta/:key',
    { schema: { params: ZKeyParams, body: ZPutMetaRequest, response: { 200: ZMetaEntry } } },
    (request) =>
      auditedChange(
        db,
        auditContextOf(request),
        {
          action: AuditAction['meta.update'],
          targetType: AuditTargetType.meta,
          targetId: request.params.key,
        },
        (tx) => findMeta(tx, request.params.key),
        (tx) => upsertMeta(tx, { key: request.params.key, value: request.body.value }),
      ),
  );
  app.get('/v1/admin/sci-domains', { schema: { response: { 200: ZAdminSciDomainsResponse } } }, async () => ({
    items: await listSciDomains(db),
  }));
  app.get('/v1/admin/meta', { schema: { response: { 200: ZAdminMetaResponse } } }, async () => ({
    items: await listMeta(db),
  }));
};
