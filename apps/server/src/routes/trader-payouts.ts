import multipart from '@fastify/multipart';
import {
  ZPayoutDeclineRequest,
  ZPayoutIdParams,
  ZPayoutSettings,
  ZTraderPayout,
  ZTraderPayoutsResponse,
  ZReceiptFileResponse,
  ZTraderReceiptFileQuery,
  type TraderPayout,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireTrader, useAuth } from '../auth/auth.ts';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { traderPayouts } from '../payouts/payout-lists.ts';
import { completeWithProof, listProofs, readProofFile, traderProofUrl } from '../payouts/payout-proofs.ts';
import { getPayout, toTraderPayout, type PayoutRow } from '../payouts/payout-row.ts';
import { declinePayout, payoutSettings, savePayoutSettings, takePayout } from '../payouts/payout-service.ts';
import { createReceiptStorage } from '../receipts/create-receipt-storage.ts';
import {
  discardUnreadBody,
  RECEIPT_MULTIPART_LIMITS,
  readReceiptUpload,
} from '../receipts/read-receipt-upload.ts';
import { sendReceiptFile } from '../receipts/send-receipt-file.ts';

const ZProofFileParams = ZPayoutIdParams.extend({ proofId: z.uuid() });

/** The payout as the trader sees it after its move, with its proofs. */
async function traderView(q: Queryable, row: PayoutRow): Promise<TraderPayout> {
  const proofs = await listProofs(q, [row.id], traderProofUrl);
  return toTraderPayout(row, row.commission ?? '0.00', proofs.get(row.id) ?? []);
}

/** Which payouts the trader takes: currencies, payment types, the largest amount, how many at once. */
export const traderPayoutSettingsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireTrader);
  const { db, config } = app.ctx;

  app.get(
    '/v1/trader/payout-settings',
    { schema: { summary: 'Which payouts I take', response: { 200: ZPayoutSettings } } },
    (request) => payoutSettings(db, request.traderId),
  );
  app.put(
    '/v1/trader/payout-settings',
    {
      schema: {
        summary: 'Set which payouts I take',
        description: 'Currencies, payment types, the largest amount (null: any) and how many at once.',
        body: ZPayoutSettings,
        response: { 200: ZPayoutSettings },
      },
    },
    (request) => savePayoutSettings(db, request.traderId, request.body, config),
  );
};

/**
 * The trader's payouts (docs/architecture.md "Payouts"): the payouts offered
 * to it and its own, take (the first wins), decline with a reason (never offered again), complete with a
 * proof file (the receipt rules). Called with the trader's API key or its console session.
 */
export const traderPayoutRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireTrader);
  const { db, config } = app.ctx;
  const storage = createReceiptStorage(config);
  await app.register(multipart, { limits: RECEIPT_MULTIPART_LIMITS });

  app.get(
    '/v1/trader/payouts',
    {
      schema: {
        summary: 'Payouts offered to me now, mine in hand, and my latest finished ones',
        response: { 200: ZTraderPayoutsResponse },
      },
    },
    (request) => traderPayouts(db, request.traderId),
  );

  app.post(
    '/v1/trader/payouts/:id/take',
    {
      schema: {
        summary: 'Take a payout offered to me',
        description: 'The first take wins; a payout no longer offered to me answers 409 payout_not_offered.',
        params: ZPayoutIdParams,
        response: { 200: ZTraderPayout },
      },
    },
    async (request) => traderView(db, await takePayout(db, request.traderId, request.params.id, config)),
  );

  app.post(
    '/v1/trader/payouts/:id/decline',
    {
      schema: {
        summary: 'Decline a payout offered to me, saying why',
        description: 'It is never offered to me again; the next trader gets it.',
        params: ZPayoutIdParams,
        body: ZPayoutDeclineRequest,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await declinePayout(db, request.traderId, request.params.id, request.body.reason, config);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/trader/payouts/:id/complete',
    {
      onError: (request, reply) => discardUnreadBody(request, reply),
      schema: {
        summary:
          'Complete my taken payout with its proof (multipart/form-data, field "file": a photo or PDF)',
        params: ZPayoutIdParams,
        response: { 200: ZTraderPayout },
      },
    },
    async (request) => {
      // Refuse before reading the body when the payout is not this trader's.
      const row = await getPayout(db, request.params.id);
      if (row.trader_id !== request.traderId) throw notFound('Payout');
      const upload = await readReceiptUpload(request);
      const moved = await completeWithProof(
        { db, storage, log: request.log },
        request.traderId,
        row.id,
        upload,
      );
      return traderView(db, moved);
    },
  );

  app.get(
    '/v1/trader/payouts/:id/proofs/:proofId/file',
    {
      schema: {
        summary: "A proof's file of my payout",
        params: ZProofFileParams,
        querystring: ZTraderReceiptFileQuery,
        response: { 200: ZReceiptFileResponse },
      },
    },
    async (request, reply) => {
      const row = await getPayout(db, request.params.id);
      if (row.trader_id !== request.traderId) throw notFound('Payout');
      const file = await readProofFile({ db, storage }, row.id, request.params.proofId);
      return sendReceiptFile(reply, file, request.params.proofId, { inline: request.query.inline === '1' });
    },
  );
};
