import {
  ZCreatePayoutRequest,
  ZMerchantPayoutsQuery,
  ZMerchantPayoutsResponse,
  ZPayout,
  ZPayoutDisputeRequest,
  ZPayoutIdParams,
  ZPayoutTestOutcomeRequest,
} from '@payorder/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireShop, useAuth } from '../auth/auth.ts';
import { assertPublicCallbackUrl } from '../callbacks/url-guard.ts';
import { merchantPayouts } from '../payouts/payout-lists.ts';
import { toPayout } from '../payouts/payout-row.ts';
import {
  createPayout,
  disputePayout,
  moveShopPayout,
  shopPayout,
  type PayoutShop,
} from '../payouts/payout-service.ts';

const shopOf = (request: FastifyRequest): PayoutShop => ({
  id: request.shop.id,
  isTest: request.shop.isTest,
});

/**
 * The shop's payouts (docs/architecture.md "Payouts"): created, read back, listed, cancelled while no
 * trader has taken one, disputed after completion; a test payout's outcome set. Only payouts of the
 * call's mode (the live or the test key). Called with the shop's API key or its console session.
 */
export const merchantPayoutRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireShop);
  const { db, config } = app.ctx;

  app.post(
    '/v1/merchant/payouts',
    {
      schema: {
        summary: 'Pay a person out through a trader',
        description:
          'Holds `amount` plus the shop’s payout fee on its balance (409 insufficient_balance names what is ' +
          'available). `recipient` holds the payment type’s fields, each checked (400 with `fieldErrors`). ' +
          'The same `externalId` with the same body answers the same payout (200), never a second one; ' +
          'with another body, 409 external_id_taken.',
        body: ZCreatePayoutRequest,
        response: { 200: ZPayout, 201: ZPayout },
      },
    },
    async (request, reply) => {
      if (request.body.callbackUrl) {
        await assertPublicCallbackUrl(request.body.callbackUrl, config.ALLOW_PRIVATE_CALLBACKS);
      }
      const { payout, created } = await createPayout(db, shopOf(request), request.body, config);
      return reply.code(created ? 201 : 200).send(toPayout(payout));
    },
  );

  app.get(
    '/v1/merchant/payouts',
    {
      schema: {
        summary: "List the shop's payouts",
        description: 'Newest first, a page at a time: pass `nextCursor` back as `cursor` until it is null.',
        querystring: ZMerchantPayoutsQuery,
        response: { 200: ZMerchantPayoutsResponse },
      },
    },
    (request) => merchantPayouts(db, shopOf(request), request.query),
  );

  app.get(
    '/v1/merchant/payouts/:id',
    { schema: { summary: 'Get a payout', params: ZPayoutIdParams, response: { 200: ZPayout } } },
    async (request) => toPayout(await shopPayout(db, shopOf(request), request.params.id)),
  );

  app.post(
    '/v1/merchant/payouts/:id/cancel',
    {
      schema: {
        summary: 'Cancel a payout no trader has taken',
        description: 'Only while `new`; its hold goes back to the balance. Taken: 409 invalid_transition.',
        params: ZPayoutIdParams,
        response: { 200: ZPayout },
      },
    },
    async (request) => toPayout(await moveShopPayout(db, shopOf(request), request.params.id, 'cancel')),
  );

  app.post(
    '/v1/merchant/payouts/:id/dispute',
    {
      schema: {
        summary: 'Dispute a completed payout: the recipient says nothing arrived',
        description: `Only \`completed\`, within PAYOUT_DISPUTE_HOURS (default 72) of completion; an operator decides.`,
        params: ZPayoutIdParams,
        body: ZPayoutDisputeRequest,
        response: { 200: ZPayout },
      },
    },
    async (request) =>
      toPayout(
        await disputePayout(
          db,
          shopOf(request),
          request.params.id,
          request.body.reason,
          config.PAYOUT_DISPUTE_HOURS,
        ),
      ),
  );

  app.post(
    '/v1/merchant/payouts/:id/test-outcome',
    {
      schema: {
        summary: "Set a test payout's outcome",
        description: 'Test payouts only (the test key): `completed` or `failed`, with its callback.',
        params: ZPayoutIdParams,
        body: ZPayoutTestOutcomeRequest,
        response: { 200: ZPayout },
      },
    },
    async (request) =>
      toPayout(
        await moveShopPayout(
          db,
          shopOf(request),
          request.params.id,
          request.body.status === 'completed' ? 'testCompleted' : 'testFailed',
        ),
      ),
  );
};
