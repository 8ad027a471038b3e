import {
  AuditAction,
  AuditTargetType,
  ZBankDevicesResponse,
  ZPhoneSettings,
  ZUnreadNotificationsQuery,
  ZUnreadNotificationsResponse,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditContextOf, auditedChange } from '../audit/audit-log.ts';
import { requireAdmin, useAuth } from '../auth/auth.ts';
import { listDevices } from '../bank-notifications/devices.ts';
import { getPhoneSettings, listUnread, setPhoneSettings } from '../bank-notifications/phones.ts';
import { notFound } from '../http/errors.ts';
import { ZIdParams } from './route-helpers.ts';

/**
 * The traders' phones for the operator (issues 36 and 38): when a phone counts as silent, a trader's
 * phones as the trader sees them, and the messages no rule read (to teach a rule from).
 */
export const adminPhoneRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireAdmin);
  const { db } = app.ctx;

  app.get(
    '/v1/admin/settings/phones',
    { schema: { summary: "The traders' phones: when one is silent", response: { 200: ZPhoneSettings } } },
    () => getPhoneSettings(db),
  );
  app.put(
    '/v1/admin/settings/phones',
    {
      schema: {
        summary: "Set when a trader's phone is silent",
        description:
          'A phone not heard from for longer than `silentAfterMinutes` (5 to 10080) is silent: its trader, if ' +
          "on auto-confirm, is told on every console screen, and the overview's health lists it.",
        body: ZPhoneSettings,
        response: { 200: ZPhoneSettings },
      },
    },
    (request) =>
      auditedChange(
        db,
        auditContextOf(request),
        {
          action: AuditAction['settings.update'],
          targetType: AuditTargetType.settings,
          targetId: 'phones',
        },
        (tx) => getPhoneSettings(tx),
        (tx) => setPhoneSettings(tx, request.body),
      ),
  );
  app.get(
    '/v1/admin/traders/:id/devices',
    {
      schema: {
        summary: "A trader's paired phones, as the trader sees them",
        params: ZIdParams,
        response: { 200: ZBankDevicesResponse },
      },
    },
    async (request) => {
      const { rows } = await db.query('SELECT 1 FROM traders WHERE id = $1', [request.params.id]);
      if (rows.length === 0) throw notFound('Trader');
      const { silentAfterMinutes } = await getPhoneSettings(db);
      return { items: await listDevices(db, request.params.id, silentAfterMinutes), silentAfterMinutes };
    },
  );
  app.get(
    '/v1/admin/bank-notifications/unread',
    {
      schema: {
        summary: "Messages from a bank's sender that no rule read, every trader's, newest first",
        querystring: ZUnreadNotificationsQuery,
        response: { 200: ZUnreadNotificationsResponse },
      },
    },
    async (request) => ({ items: await listUnread(db, request.query.limit) }),
  );
};
