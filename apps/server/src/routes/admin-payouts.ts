import {
  AuditAction,
  AuditTargetType,
  ZAdminPayout,
  ZAdminPayoutsQuery,
  ZAdminPayoutsResponse,
  ZPayoutIdParams,
  ZResolvePayoutRequest,
  ZReceiptFileResponse,
  ZTraderReceiptFileQuery,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf, recordAudit } from '../audit/audit-log.ts';
import { requireAdmin, useAuth } from '../auth/auth.ts';
import { adminPayout, adminPayouts } from '../payouts/payout-lists.ts';
import { readProofFile } from '../payouts/payout-proofs.ts';
import { resolvePayout } from '../payouts/payout-service.ts';
import { createReceiptStorage } from '../receipts/create-receipt-storage.ts';
import { sendReceiptFile } from '../receipts/send-receipt-file.ts';

const ZProofFileParams = ZPayoutIdParams.extend({ proofId: z.uuid() });

/**
 * The operator's payouts (docs/architecture.md "Payouts"): every shop's, filtered; one with its history,
 * proofs and declines; an overdue or disputed one resolved (completed or failed, with a note, audited).
 */
export const adminPayoutRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireAdmin);
  const { db, config } = app.ctx;
  const storage = createReceiptStorage(config);

  app.get(
    '/v1/admin/payouts',
    {
      schema: {
        summary: 'Every payout, newest first (overdue ones: ?status=overdue)',
        querystring: ZAdminPayoutsQuery,
        response: { 200: ZAdminPayoutsResponse },
      },
    },
    (request) => adminPayouts(db, request.query),
  );

  app.get(
    '/v1/admin/payouts/:id',
    {
      schema: {
        summary: 'A payout with its history, proofs and declines',
        params: ZPayoutIdParams,
        response: { 200: ZAdminPayout },
      },
    },
    (request) => adminPayout(db, request.params.id),
  );

  app.post(
    '/v1/admin/payouts/:id/resolve',
    {
      schema: {
        summary: 'Resolve an overdue or disputed payout',
        description:
          '`completed` (the money left: the trader is reimbursed) or `failed` (its hold released; a disputed ' +
          'one is reversed by new ledger transactions), with a note. Audited.',
        params: ZPayoutIdParams,
        body: ZResolvePayoutRequest,
        response: { 200: ZAdminPayout },
      },
    },
    async (request) => {
      const { outcome, note } = request.body;
      const operator = { kind: 'operator', id: request.console?.user.id ?? null, note } as const;
      await resolvePayout(db, request.params.id, outcome, operator, (tx, before, after) =>
        recordAudit(tx, {
          ...auditContextOf(request),
          action: AuditAction['payout.resolve'],
          targetType: AuditTargetType.payout,
          targetId: before.id,
          before: { status: before.status },
          after: { status: after.status, note },
        }),
      );
      return adminPayout(db, request.params.id);
    },
  );

  app.get(
    '/v1/admin/payouts/:id/proofs/:proofId/file',
    {
      schema: {
        summary: "A payout proof's file",
        params: ZProofFileParams,
        querystring: ZTraderReceiptFileQuery,
        response: { 200: ZReceiptFileResponse },
      },
    },
    async (request, reply) => {
      const file = await readProofFile({ db, storage }, request.params.id, request.params.proofId);
      return sendReceiptFile(reply, file, request.params.proofId, { inline: request.query.inline === '1' });
    },
  );
};
