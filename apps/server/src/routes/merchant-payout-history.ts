import { ZMerchantPayoutTimeline, ZPayoutCallbackResendResponse, ZPayoutIdParams } from '@payorder/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireShop, useAuth } from '../auth/auth.ts';
import { resendLatestPayoutCallback } from '../callbacks/outbox.ts';
import { merchantPayoutTimeline } from '../payouts/payout-lists.ts';
import { shopPayout, type PayoutShop } from '../payouts/payout-service.ts';

const shopOf = (request: FastifyRequest): PayoutShop => ({
  id: request.shop.id,
  isTest: request.shop.isTest,
});

/**
 * A shop's payouts as its console shows them (docs/architecture.md "Payouts"): one payout with the
 * statuses it entered and its dispute window, and its latest callback sent again. Only payouts of the
 * call's mode; another shop's, or the other mode's, is 404.
 */
export const merchantPayoutHistoryRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireShop);
  const { db, config } = app.ctx;

  app.get(
    '/v1/merchant/payouts/:id/timeline',
    {
      schema: {
        summary: 'A payout with the statuses it entered',
        description:
          'Every status the payout entered, oldest first, with when and by whom (shop, trader, operator, ' +
          'system, device); the shop’s dispute reason; `disputableUntil` while it may still be disputed.',
        params: ZPayoutIdParams,
        response: { 200: ZMerchantPayoutTimeline },
      },
    },
    (request) => merchantPayoutTimeline(db, shopOf(request), request.params.id, config.PAYOUT_DISPUTE_HOURS),
  );

  app.post(
    '/v1/merchant/payouts/:id/callbacks/resend',
    {
      schema: {
        summary: "Send a payout's latest callback again",
        description:
          'Its latest event goes back to pending, due now, with a fresh round of retries. 409 ' +
          'no_callback_event when the payout has none yet (no callback URL, or no status that sends one).',
        params: ZPayoutIdParams,
        response: { 200: ZPayoutCallbackResendResponse },
      },
    },
    async (request) => {
      const payout = await shopPayout(db, shopOf(request), request.params.id);
      return { eventId: await resendLatestPayoutCallback(db, payout.id) };
    },
  );
};
