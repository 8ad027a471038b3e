import {
  ZKeyModeQuery,
  AuditAction,
  AuditTargetType,
  ZAdminEntryPatchRequest,
  ZAdminMetaResponse,
  ZAdminSciDomainsResponse,
  ZAdminShop,
  ZAdminShopsResponse,
  ZAdminTrader,
  ZAdminTradersResponse,
  ZConsoleUser,
  ZConsoleUsersQuery,
  ZConsoleUsersResponse,
  ZNoContent,
  ZPasswordResetResponse,
  ZPatchConsoleUserRequest,
  ZLedgerLinesResponse,
  ZLedgerQuery,
  ZRequisiteEntriesResponse,
  ZRequisiteEntry,
  ZRotateApiKeyResponse,
  ZRotateWebhookSecretRequest,
  ZRotateWebhookSecretResponse,
  ZTraderEntryParams,
  ZTraderOrdersResponse,
  type AuditAction as AuditActionName,
} from '@payorder/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rotateShopApiKey, rotateWebhookSecret } from '../admin/shop-keys.ts';
import { getAdminShop, listAdminShops, setShopDisabled } from '../admin/shops.ts';
import { getAdminTrader, listAdminTraders, lockTrader, setTraderDisabled } from '../admin/traders.ts';
import { auditContextOf, auditedChange } from '../audit/audit-log.ts';
import {
  listConsoleUsers,
  resetConsolePassword,
  resetConsoleTotp,
  setConsoleUserDisabled,
} from '../console/account-lifecycle.ts';
import { ledgerLinesOf } from '../ledger/ledger.ts';
import { listOpenTraderOrders, toTraderOrder } from '../orders/order-row.ts';
import { requireAdmin, useAuth } from '../auth/auth.ts';
import { listMeta } from '../reference/catalogue.ts';
import { listSciDomains } from '../reference/sci-domains.ts';
import { listEntries, patchEntry } from '../routing/requisite-book.ts';

const ZIdParams = z.object({ id: z.uuid() });

/**
 * The operator's management views and actions (console pages Shops, Traders, Operators, Branding): lists,
 * disable and enable, key rotation, a trader's ledger, book and open orders, console accounts' lifecycle. Same auth as the admin API (the
 * admin key or an operator's console session); every change recorded in the audit log.
 */
export const adminManagementRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, secrets } = app.ctx;
  useAuth(app, requireAdmin);

  // ── Shops ──
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
  app.post(
    '/v1/admin/shops/:id/api-key',
    {
      schema: { params: ZIdParams, querystring: ZKeyModeQuery, response: { 200: ZRotateApiKeyResponse } },
      config: { hasCredentials: true },
    },
    (request) =>
      rotateShopApiKey(
        db,
        secrets.secretsKey,
        request.params.id,
        auditContextOf(request),
        request.query.mode,
      ),
  );
  app.post(
    '/v1/admin/shops/:id/webhook-secret',
    {
      schema: {
        params: ZIdParams,
        querystring: ZKeyModeQuery,
        body: ZRotateWebhookSecretRequest,
        response: { 200: ZRotateWebhookSecretResponse },
      },
      config: { hasCredentials: true },
    },
    (request) =>
      rotateWebhookSecret(
        db,
        secrets.secretsKey,
        request.params.id,
        request.body,
        auditContextOf(request),
        request.query.mode,
      ),
  );

  // ── Traders ──
  app.get('/v1/admin/traders', { schema: { response: { 200: ZAdminTradersResponse } } }, async () => ({
    items: await listAdminTraders(db),
  }));
  app.get(
    '/v1/admin/traders/:id',
    { schema: { params: ZIdParams, response: { 200: ZAdminTrader } } },
    (request) => getAdminTrader(db, request.params.id),
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
    '/v1/admin/traders/:id/ledger',
    { schema: { params: ZIdParams, querystring: ZLedgerQuery, response: { 200: ZLedgerLinesResponse } } },
    async (request) => {
      await getAdminTrader(db, request.params.id);
      return ledgerLinesOf(db, request.params.id, request.query.limit);
    },
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

  // ── Console accounts (ARCHITECTURE.md "Console accounts, for their whole life") ──
  // Each action ends every session of the account (console/account-lifecycle.ts).
  app.get(
    '/v1/admin/console-users',
    { schema: { querystring: ZConsoleUsersQuery, response: { 200: ZConsoleUsersResponse } } },
    async (request) => ({ items: await listConsoleUsers(db, request.query) }),
  );
  app.patch(
    '/v1/admin/console-users/:id',
    { schema: { params: ZIdParams, body: ZPatchConsoleUserRequest, response: { 200: ZConsoleUser } } },
    (request) =>
      setConsoleUserDisabled(db, request.params.id, request.body.disabled, auditContextOf(request)),
  );
  app.post(
    '/v1/admin/console-users/:id/password-reset',
    {
      schema: { params: ZIdParams, response: { 200: ZPasswordResetResponse } },
      config: { hasCredentials: true },
    },
    (request) => resetConsolePassword(db, request.params.id, auditContextOf(request)),
  );
  app.delete(
    '/v1/admin/console-users/:id/totp',
    {
      schema: {
        summary: "Reset a login's two-factor sign-in (ends its sessions)",
        description:
          "An operator's own is refused with 403 `reauthentication_required`: it removes its own with " +
          '`POST /api/v1/console/totp/removal`, proving itself again with its password and a current code.',
        params: ZIdParams,
        response: { 204: ZNoContent },
      },
    },
    async (request, reply) => {
      await resetConsoleTotp(db, request.params.id, auditContextOf(request));
      return reply.code(204).send();
    },
  );

  // ── Branding and meta ──
  app.get('/v1/admin/sci-domains', { schema: { response: { 200: ZAdminSciDomainsResponse } } }, async () => ({
    items: await listSciDomains(db),
  }));
  app.get('/v1/admin/meta', { schema: { response: { 200: ZAdminMetaResponse } } }, async () => ({
    items: await listMeta(db),
  }));
};
