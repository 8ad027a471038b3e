import {
  AuditAction,
  AuditTargetType,
  ZConsoleUser,
  ZConsoleUsersQuery,
  ZConsoleUsersResponse,
  ZCreateConsoleUserRequest,
  ZCreateConsoleUserResponse,
  ZNoContent,
  ZPasswordResetResponse,
  ZPatchConsoleUserRequest,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditContextOf, recordAudit } from '../audit/audit-log.ts';
import { requireAdmin, useAuth } from '../auth/auth.ts';
import {
  listConsoleUsers,
  resetConsolePassword,
  resetConsoleTotp,
  setConsoleUserDisabled,
} from '../console/account-lifecycle.ts';
import { createConsoleUser } from '../console/console-accounts.ts';
import { ZIdParams } from './route-helpers.ts';

/**
 * Console accounts, for the operator (console page Operators; docs/architecture.md "Console accounts,
 * for their whole life"): created, listed, disabled and enabled, their password or two-factor sign-in
 * reset. Each action but creation ends every session of the account (console/account-lifecycle.ts);
 * every one is audit-logged.
 */
export const adminConsoleUserRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireAdmin);
  const { db } = app.ctx;

  app.post(
    '/v1/admin/console-users',
    { schema: { body: ZCreateConsoleUserRequest, response: { 201: ZCreateConsoleUserResponse } } },
    async (request, reply) => {
      const created = await db.transaction(async (tx) => {
        const user = await createConsoleUser(tx, request.body);
        const { login, role, traderId, shopId } = request.body;
        await recordAudit(tx, {
          ...auditContextOf(request),
          action: AuditAction['console_user.create'],
          targetType: AuditTargetType.console_user,
          targetId: user.id,
          before: null,
          after: { id: user.id, login, role, traderId: traderId ?? null, shopId: shopId ?? null },
        });
        return user;
      });
      return reply.code(201).send(created);
    },
  );
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
};
