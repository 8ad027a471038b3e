import {
  ZMerchantOrder,
  ZOrderIdParams,
  ZTestCallbackRequest,
  ZTestCallbackResponse,
  ZTestOutcomeRequest,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireShop, useAuth } from '../auth/auth.ts';
import { latestCallbackUrl, queueTestEvent } from '../callbacks/outbox.ts';
import { savedCallbackUrl } from '../callbacks/shop-callback-url.ts';
import { assertPublicCallbackUrl } from '../callbacks/url-guard.ts';
import { AppError } from '../http/errors.ts';
import { forceTestOutcome } from '../order-flows/test-outcome.ts';
import { toMerchantOrder } from '../orders/order-row.ts';
import { shopOrderOf } from './route-helpers.ts';

/**
 * What a shop tries its integration with: a signed test event sent to a callback URL, and (test mode)
 * a test order moved to an outcome, with its signed callback.
 */
export const merchantTestToolRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireShop);
  const { db, config } = app.ctx;

  // A test event needs no body (a missing one is `{}`): a plain `curl -X POST` sends it to the latest
  // order's callbackUrl. Its own scope lets an empty JSON body through without changing other routes.
  await app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') done(null, {});
      else parseJson(request, body as string, done);
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/v1/merchant/callbacks/test',
      {
        schema: {
          summary: 'Send a signed test event to a callback URL',
          description:
            'The body is optional: without `callbackUrl` (or without a body at all) the event goes to the ' +
            "shop's saved callback URL of the key's mode (`PUT /api/v1/merchant/settings`), or when none is " +
            "saved to the callbackUrl of the shop's latest order of that mode. Made with the test key, it is " +
            'signed with the test webhook secret.',
          body: ZTestCallbackRequest,
          response: { 202: ZTestCallbackResponse },
        },
      },
      async (request, reply) => {
        const { isTest } = request.shop;
        const callbackUrl =
          request.body.callbackUrl ??
          (await savedCallbackUrl(db, request.shop.id, isTest)) ??
          (await latestCallbackUrl(db, request.shop.id, isTest));
        if (!callbackUrl) {
          throw new AppError(
            409,
            'no_callback_url',
            'Give a callback URL: none is saved in your settings, and none of your orders has one',
          );
        }
        await assertPublicCallbackUrl(callbackUrl, config.ALLOW_PRIVATE_CALLBACKS);
        const eventId = await queueTestEvent(db, request.shop.id, callbackUrl, isTest);
        return reply.code(202).send({ eventId, callbackUrl });
      },
    );
  });

  app.post(
    '/v1/merchant/orders/:id/test-outcome',
    {
      schema: {
        summary: 'Move a test order to an outcome',
        description:
          'Test mode only: moves a test order (made with the test API key) to `completed`, `cancelled` or ' +
          '`dispute`, as a trader or the operator would, with its signed callback. 404 for a live order; ' +
          '409 invalid_transition for one that already ended.',
        params: ZOrderIdParams,
        body: ZTestOutcomeRequest,
        response: { 200: ZMerchantOrder },
      },
    },
    async (request) => {
      await shopOrderOf(db, request, request.params.id);
      return toMerchantOrder(await forceTestOutcome(db, request.shop.id, request.params.id, request.body));
    },
  );
};
