import {
  ZAttachBankNotificationRequest,
  ZAutoConfirmSettings,
  ZBankDevicesResponse,
  ZBankNotification,
  ZBankNotificationsQuery,
  ZBankNotificationsResponse,
  ZCreateBankDeviceRequest,
  ZCreateBankDeviceResponse,
  ZNoContent,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireTrader, useAuth } from '../auth/auth.ts';
import { createDevice, listDevices, revokeDevice } from '../bank-notifications/devices.ts';
import {
  attachNotification,
  getAutoConfirmMode,
  listNotifications,
  setAutoConfirmMode,
} from '../bank-notifications/notifications.ts';
import { getPhoneSettings } from '../bank-notifications/phones.ts';
import { ZIdParams } from './route-helpers.ts';

/** The trader's phones, notifications and auto-confirm mode (trader API key or console session). */
export const traderBankNotificationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireTrader);
  const { db } = app.ctx;

  app.post(
    '/v1/trader/devices',
    {
      schema: {
        summary: 'Pair a phone (its key is shown once)',
        description:
          'At most MAX_DEVICES_PER_TRADER phones paired at once; one more answers 409 `device_limit_reached` ' +
          '(revoke one first). The answer carries the key: sent with `Cache-Control: no-store`.',
        body: ZCreateBankDeviceRequest,
        response: { 201: ZCreateBankDeviceResponse },
      },
      config: { hasCredentials: true },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createDevice(db, request.traderId, request.body.name, {
          publicUrl: app.ctx.publicUrl,
          maxDevices: app.ctx.config.MAX_DEVICES_PER_TRADER,
          secretsKey: app.ctx.secrets.secretsKey,
        }),
      ),
  );
  app.get(
    '/v1/trader/devices',
    { schema: { summary: "The trader's paired phones", response: { 200: ZBankDevicesResponse } } },
    async (request) => {
      const { silentAfterMinutes } = await getPhoneSettings(db);
      return { items: await listDevices(db, request.traderId, silentAfterMinutes), silentAfterMinutes };
    },
  );
  app.delete(
    '/v1/trader/devices/:id',
    { schema: { summary: 'Revoke a phone', params: ZIdParams, response: { 204: ZNoContent } } },
    async (request, reply) => {
      await revokeDevice(db, request.traderId, request.params.id);
      return reply.code(204).send();
    },
  );
  app.get(
    '/v1/trader/bank-notifications',
    {
      schema: {
        summary: "The trader's bank notifications, newest first",
        querystring: ZBankNotificationsQuery,
        response: { 200: ZBankNotificationsResponse },
      },
    },
    (request) => listNotifications(db, request.traderId, request.query),
  );
  app.post(
    '/v1/trader/bank-notifications/:id/attach',
    {
      schema: {
        summary: 'Attach an unmatched or ambiguous notification to an order by hand',
        params: ZIdParams,
        body: ZAttachBankNotificationRequest,
        response: { 200: ZBankNotification },
      },
    },
    (request) =>
      db.transaction((tx) =>
        attachNotification(tx, request.traderId, request.params.id, request.body.orderId),
      ),
  );
  app.get(
    '/v1/trader/auto-confirm',
    { schema: { summary: 'The auto-confirm mode', response: { 200: ZAutoConfirmSettings } } },
    (request) => getAutoConfirmMode(db, request.traderId),
  );
  app.put(
    '/v1/trader/auto-confirm',
    {
      schema: {
        summary: 'Set the auto-confirm mode',
        body: ZAutoConfirmSettings,
        response: { 200: ZAutoConfirmSettings },
      },
    },
    (request) => setAutoConfirmMode(db, request.traderId, request.body.mode),
  );
};
