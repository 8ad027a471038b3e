import {
  AuditAction,
  AuditTargetType,
  ZCallbackRetryResponse,
  ZDisputeQueueQuery,
  ZDisputeQueueResponse,
  ZOperatorEventStreamResponse,
  ZOrderIdParams,
  ZOrderSearchQuery,
  ZOrderSearchResponse,
  ZOrderTimeline,
  ZResolveDisputeRequest,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditContextOf, recordAudit } from '../audit/audit-log.ts';
import { requireAdmin, useAuth } from '../auth/auth.ts';
import { resendLatestCallback } from '../callbacks/outbox.ts';
import { streamSessionOf } from '../events/stream-access.ts';
import { AppError } from '../http/errors.ts';
import { disputeQueue, searchOrders } from '../order-flows/order-search.ts';
import { resolveDispute } from '../order-flows/order-service.ts';
import { orderTimeline } from '../order-flows/order-timeline.ts';
import { getOrder } from '../orders/order-row.ts';
import { createReceiptStorage } from '../receipts/create-receipt-storage.ts';
import { RECEIPT_FILE_ROUTE_SCHEMA, replyWithReceiptFile } from '../receipts/send-receipt-file.ts';

/**
 * The operator's orders: every order with its timeline and receipts, the dispute queue and its
 * resolution, callbacks sent again, and the live events of the platform. Each change is one transaction
 * with its audit log row (audit/audit-log.ts). Called with ADMIN_API_KEY or an operator's console
 * session (requireAdmin), like every /v1/admin route.
 */
export const adminOrderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireAdmin);
  const { db, config } = app.ctx;
  const storage = createReceiptStorage(config);

  app.get(
    '/v1/admin/orders',
    { schema: { querystring: ZOrderSearchQuery, response: { 200: ZOrderSearchResponse } } },
    (request) => searchOrders(db, request.query),
  );
  app.get(
    '/v1/admin/orders/:id',
    { schema: { params: ZOrderIdParams, response: { 200: ZOrderTimeline } } },
    (request) => orderTimeline(db, request.params.id),
  );
  app.get(
    '/v1/admin/orders/:id/receipts/:receiptId/file',
    { schema: RECEIPT_FILE_ROUTE_SCHEMA },
    async (request, reply) => replyWithReceiptFile(reply, { db, storage }, request),
  );
  app.get(
    '/v1/admin/disputes',
    { schema: { querystring: ZDisputeQueueQuery, response: { 200: ZDisputeQueueResponse } } },
    (request) => disputeQueue(db, request.query),
  );
  // Live events: the platform's order changes and traders going online or offline (contract operator-events.ts).
  app.get(
    '/v1/admin/events',
    {
      schema: {
        summary: "The operator's live events (server-sent): orders changing, traders going online or offline",
        response: { 200: ZOperatorEventStreamResponse },
      },
    },
    async (request, reply) => {
      const stream = await app.ctx.orderEvents.openOperatorStream({
        address: request.ip,
        session: streamSessionOf(request),
      });
      return stream.sendAsResponse(reply);
    },
  );
  app.post(
    '/v1/admin/orders/:id/resolve',
    { schema: { params: ZOrderIdParams, body: ZResolveDisputeRequest, response: { 200: ZOrderTimeline } } },
    async (request) => {
      const note = request.body.note?.trim();
      if (!note) {
        throw new AppError(400, 'note_required', 'Say why the dispute is resolved this way', {
          note: 'Required',
        });
      }
      const operator = { id: request.console?.user.id ?? null, note };
      const { status, paidAmount } = request.body;
      await resolveDispute(db, request.params.id, { status, paidAmount }, operator, (tx, before, after) =>
        recordAudit(tx, {
          ...auditContextOf(request),
          action: AuditAction['order.resolve_dispute'],
          targetType: AuditTargetType.order,
          targetId: before.id,
          before: { status: before.status },
          after: { status: after.status, note, ...(after.paid_amount && { paidAmount: after.paid_amount }) },
        }),
      );
      return orderTimeline(db, request.params.id);
    },
  );
  app.post(
    '/v1/admin/orders/:id/callbacks/resend',
    { schema: { params: ZOrderIdParams, response: { 202: ZCallbackRetryResponse } } },
    async (request, reply) => {
      const order = await getOrder(db, request.params.id);
      const resent = await resendLatestCallback(db, order.id, (tx, eventId) =>
        recordAudit(tx, {
          ...auditContextOf(request),
          action: AuditAction['order.resend_callback'],
          targetType: AuditTargetType.order,
          targetId: order.id,
          before: { callbackUrlStatus: order.callback_url_status },
          after: { eventId, callbackUrlStatus: 'in_progress' },
        }),
      );
      return reply.code(202).send(resent);
    },
  );
};
