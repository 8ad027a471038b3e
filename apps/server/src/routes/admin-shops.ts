import {
  AuditAction,
  AuditTargetType,
  ZAdminShop,
  ZAdminShopsResponse,
  ZAdminUpdateShopRequest,
  ZCreateShopRequest,
  ZCreateShopResponse,
  type AuditAction as AuditActionName,
} from '@payorder/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createShop } from '../admin/admin-store.ts';
import { getAdminShop, listAdminShops, setShopDisabled, updateShopSettings } from '../admin/shops.ts';
import { auditContextOf, auditedChange, recordAudit } from '../audit/audit-log.ts';
import { requireAdmin, useAuth } from '../auth/auth.ts';
import { assertPublicCallbackUrl } from '../callbacks/url-guard.ts';
import { ZIdParams } from './route-helpers.ts';

/**
 * The operator's shops (console page Shops): created, listed, their settings changed, disabled and
 * enabled; their keys are admin-shop-keys.ts. Every change recorded in the audit log, before and after.
 */
export const adminShopRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireAdmin);
  const { db, secrets, config } = app.ctx;

  app.post(
    '/v1/admin/shops',
    {
      schema: { body: ZCreateShopRequest, response: { 201: ZCreateShopResponse } },
      config: { hasCredentials: true },
    },
    async (request, reply) => {
      const created = await db.transaction(async (tx) => {
        const shop = await createShop(tx, secrets.secretsKey, request.body);
        await recordAudit(tx, {
          ...auditContextOf(request),
          action: AuditAction['shop.create'],
          targetType: AuditTargetType.shop,
          targetId: shop.id,
          before: null,
          after: await getAdminShop(tx, shop.id),
        });
        return shop;
      });
      return reply.code(201).send(created);
    },
  );
  app.put(
    '/v1/admin/shops/:id',
    { schema: { params: ZIdParams, body: ZAdminUpdateShopRequest, response: { 200: ZAdminShop } } },
    async (request) => {
      // The same check as the shop's own endpoint (merchant-callbacks.ts), said on the field it is about.
      const { callbackUrl, testCallbackUrl } = request.body;
      if (callbackUrl) await assertPublicCallbackUrl(callbackUrl, config.ALLOW_PRIVATE_CALLBACKS);
      if (testCallbackUrl) {
        await assertPublicCallbackUrl(testCallbackUrl, config.ALLOW_PRIVATE_CALLBACKS, 'testCallbackUrl');
      }
      return auditedChange(
        db,
        auditContextOf(request),
        { action: AuditAction['shop.update'], targetType: AuditTargetType.shop, targetId: request.params.id },
        (tx) => getAdminShop(tx, request.params.id, { forUpdate: true }),
        (tx) => updateShopSettings(tx, request.params.id, request.body),
      );
    },
  );
  app.get('/v1/admin/shops', { schema: { response: { 200: ZAdminShopsResponse } } }, async () => ({
    items: await listAdminShops(db),
  }));
  app.get(
    '/v1/admin/shops/:id',
    { schema: { params: ZIdParams, response: { 200: ZAdminShop } } },
    (request) => getAdminShop(db, request.params.id),
  );
  const shopSwitch =
    (isDisabled: boolean, action: AuditActionName) => (request: FastifyRequest<{ Params: { id: string } }>) =>
      auditedChange(
        db,
        auditContextOf(request),
        { action, targetType: AuditTargetType.shop, targetId: request.params.id },
        (tx) => getAdminShop(tx, request.params.id, { forUpdate: true }),
        (tx) => setShopDisabled(tx, request.params.id, isDisabled),
      );
  app.post(
    '/v1/admin/shops/:id/disable',
    { schema: { params: ZIdParams, response: { 200: ZAdminShop } } },
    shopSwitch(true, AuditAction['shop.disable']),
  );
  app.post(
    '/v1/admin/shops/:id/enable',
    { schema: { params: ZIdParams, response: { 200: ZAdminShop } } },
    shopSwitch(false, AuditAction['shop.enable']),
  );
};
