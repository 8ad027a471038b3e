import {
  ZMerchantSettings,
  ZMerchantSettingsRequest,
  ZShopCallbacksQuery,
  ZShopCallbacksResponse,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditContextOf } from '../audit/audit-log.ts';
import { requireShop, useAuth } from '../auth/auth.ts';
import { listShopCallbacks } from '../callbacks/outbox.ts';
import { savedCallbackUrl, saveCallbackUrl } from '../callbacks/shop-callback-url.ts';
import { assertPublicCallbackUrl } from '../callbacks/url-guard.ts';

/**
 * The shop's callbacks: those sent lately (of the call's mode), and its saved callback URL of the key's
 * mode, where orders created without one send theirs.
 */
export const merchantCallbackRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireShop);
  const { db, config } = app.ctx;

  app.get(
    '/v1/merchant/callbacks',
    { schema: { querystring: ZShopCallbacksQuery, response: { 200: ZShopCallbacksResponse } } },
    async (request) => ({
      items: await listShopCallbacks(db, request.shop.id, request.query.limit, request.shop.isTest),
    }),
  );
  app.get(
    '/v1/merchant/settings',
    {
      schema: {
        summary: "The shop's settings: its saved callback URL (of the key's mode)",
        response: { 200: ZMerchantSettings },
      },
    },
    async (request) => ({
      callbackUrl: await savedCallbackUrl(db, request.shop.id, request.shop.isTest),
    }),
  );
  app.put(
    '/v1/merchant/settings',
    {
      schema: {
        summary: "Save the shop's default callback URL (of the key's mode)",
        description:
          'An order created without `callbackUrl` sends its callbacks to this URL, and a test event ' +
          'without a URL goes here. `null` clears it. The test key (or the console’s test switch) saves ' +
          'the test mode’s URL.',
        body: ZMerchantSettingsRequest,
        response: { 200: ZMerchantSettings },
      },
    },
    async (request) => {
      const { callbackUrl } = request.body;
      if (callbackUrl) await assertPublicCallbackUrl(callbackUrl, config.ALLOW_PRIVATE_CALLBACKS);
      return saveCallbackUrl(
        db,
        request.shop.id,
        request.shop.isTest,
        request.body,
        request.console ? auditContextOf(request) : null,
      );
    },
  );
};
