import { adjustTraderFunds, fundTrader } from '../admin/trader-funds.ts';
import {
  fieldErrorsOfIssues,
  AuditAction,
  AuditTargetType,
  ZAdminShop,
  ZAuditListQuery,
  ZAuditListResponse,
  ZBank,
  ZCodeParams,
  ZCreateConsoleUserRequest,
  ZCreateConsoleUserResponse,
  ZCreateShopRequest,
  ZCreateShopResponse,
  ZAdminTradeMethod,
  ZAdminTradeMethodsResponse,
  ZCreateTradeMethodRequest,
  ZNoContent,
  ZTraderMethodParams,
  ZUpdateTradeMethodRequest,
  type AuditAction as AuditActionName,
  ZCreateTraderRequest,
  ZCreateTraderResponse,
  ZCurrency,
  ZAdjustment,
  ZAdjustmentRequest,
  ZDeposit,
  ZDepositRequest,
  ZHostParams,
  ZKeyParams,
  ZMetaEntry,
  ZPutBankRequest,
  ZPutCurrencyRequest,
  ZPutMetaRequest,
  ZPutSciDomainRequest,
  ZSciDomain,
  ZTraderSettingsResponse,
  ZAdminUpdateShopRequest,
  ZUpdateTraderRequest,
  ZCallbackRetryResponse,
  ZDisputeQueueResponse,
  ZOrderIdParams,
  ZOrderSearchQuery,
  ZOrderSearchResponse,
  ZOrderTimeline,
  ZOperatorEventStreamResponse,
  ZResolveDisputeRequest,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAdminShop, updateShopSettings } from '../admin/shops.ts';
import { auditContextOf, auditedChange, listAudit, recordAudit } from '../audit/audit-log.ts';
import { resendLatestCallback } from '../callbacks/outbox.ts';
import { AppError, fieldsOf, notFound, validationFailed } from '../http/errors.ts';
import { getOrder } from '../orders/order-row.ts';
import { disputeQueue, searchOrders } from '../order-flows/order-search.ts';
import { resolveDispute } from '../order-flows/order-service.ts';
import { orderTimeline } from '../order-flows/order-timeline.ts';
import { createReceiptStorage } from '../receipts/create-receipt-storage.ts';
import { RECEIPT_FILE_ROUTE_SCHEMA, replyWithReceiptFile } from '../receipts/send-receipt-file.ts';
import { requireAdmin, useAuth } from '../auth/auth.ts';
import { streamSessionOf } from '../events/stream-access.ts';
import {
  createShop,
  createTrader,
  findBank,
  findCurrency,
  findMeta,
  deleteSciDomain,
  findSciDomainRow,
  traderSettings,
  upsertBank,
  upsertCurrency,
  upsertMeta,
  upsertSciDomain,
  updateTrader,
} from '../admin/admin-store.ts';
import { DEFAULT_SCI_DOMAIN_HOST } from '../reference/sci-domains.ts';
import {
  createTradeMethod,
  deleteTradeMethod,
  listAdminTradeMethods,
  lockTradeMethod,
  updateTradeMethod,
} from '../admin/trade-methods.ts';
import { createConsoleUser } from '../console/console-accounts.ts';

const ZIdParams = z.object({ id: z.uuid() });

/** Parses a value built from path and body together, answering 400 with the failing fields. */
function parseOr400<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { issues } = result.error;
    throw validationFailed('Invalid request', fieldsOf(issues), fieldErrorsOfIssues(issues, value));
  }
  return result.data;
}

/**
 * Operator API: shops, traders and their methods, reference data and payment-domain branding; every
 * order with its timeline, disputes and callbacks. Every write is one transaction with its audit log
 * row (audit/audit-log.ts), before and after. Called with ADMIN_API_KEY or an operator's console
 * session (requireAdmin).
 */
export const adminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, secrets, config } = app.ctx;
  const storage = createReceiptStorage(config);
  useAuth(app, requireAdmin);

  // ── Orders: search, timeline, disputes, callbacks ──
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
  app.get('/v1/admin/disputes', { schema: { response: { 200: ZDisputeQueueResponse } } }, () =>
    disputeQueue(db),
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
  app.get(
    '/v1/admin/audit',
    { schema: { querystring: ZAuditListQuery, response: { 200: ZAuditListResponse } } },
    (request) => listAudit(db, request.query),
  );

  app.post(
    '/v1/admin/shops',
    {
      schema: { body: ZCreateShopRequest, response: { 201: ZCreateShopResponse } },
      config: { hasCredentials: true },
    },
    async (request, reply) => {
      const created = await db.transaction(async (tx) => {
        const shop = await createShop(tx, secrets.secretsKey, request.body);
        await recordAudit(tx, {
          ...auditContextOf(request),
          action: AuditAction['shop.create'],
          targetType: AuditTargetType.shop,
          targetId: shop.id,
          before: null,
          after: await getAdminShop(tx, shop.id),
        });
        return shop;
      });
      return reply.code(201).send(created);
    },
  );
  app.post(
    '/v1/admin/traders',
    {
      schema: { body: ZCreateTraderRequest, response: { 201: ZCreateTraderResponse } },
      config: { hasCredentials: true },
    },
    async (request, reply) => {
      const created = await db.transaction(async (tx) => {
        const trader = await createTrader(tx, request.body.name);
        await recordAudit(tx, {
          ...auditContextOf(request),
          action: AuditAction['trader.create'],
          targetType: AuditTargetType.trader,
          targetId: trader.id,
          before: null,
          after: await traderSettings(tx, trader.id),
        });
        return trader;
      });
      return reply.code(201).send(created);
    },
  );
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
  app.put(
    '/v1/admin/shops/:id',
    { schema: { params: ZIdParams, body: ZAdminUpdateShopRequest, response: { 200: ZAdminShop } } },
    (request) =>
      auditedChange(
        db,
        auditContextOf(request),
        { action: AuditAction['shop.update'], targetType: AuditTargetType.shop, targetId: request.params.id },
        (tx) => getAdminShop(tx, request.params.id, { forUpdate: true }),
        (tx) => updateShopSettings(tx, request.params.id, request.body),
      ),
  );
  app.put(
    '/v1/admin/traders/:id',
    { schema: { params: ZIdParams, body: ZUpdateTraderRequest, response: { 200: ZTraderSettingsResponse } } },
    (request) =>
      auditedChange(
        db,
        auditContextOf(request),
        {
          action: AuditAction['trader.update'],
          targetType: AuditTargetType.trader,
          targetId: request.params.id,
        },
        (tx) => traderSettings(tx, request.params.id, { forUpdate: true }),
        (tx) => updateTrader(tx, request.params.id, request.body),
      ),
  );
  app.post(
    '/v1/admin/traders/:id/deposits',
    { schema: { params: ZIdParams, body: ZDepositRequest, response: { 201: ZDeposit } } },
    async (request, reply) =>
      reply.code(201).send(await fundTrader(db, request.params.id, request.body, auditContextOf(request))),
  );
  app.post(
    '/v1/admin/traders/:id/adjustments',
    {
      schema: {
        summary: "Correct a trader's working balance up (credit) or down (debit), with a note saying why",
        description:
          'Double-entry against the outside world, like a deposit. A debit never takes the available balance ' +
          '(working less the security hold) below zero: 409 insufficient_balance. Audit-logged with the note.',
        params: ZIdParams,
        body: ZAdjustmentRequest,
        response: { 201: ZAdjustment },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await adjustTraderFunds(db, request.params.id, request.body, auditContextOf(request))),
  );
  // ── A trader's trade methods: each change with the whole method before and after ──
  app.get(
    '/v1/admin/traders/:id/trade-methods',
    {
      schema: {
        summary: "A trader's trade methods, each with its book entries' count",
        params: ZIdParams,
        response: { 200: ZAdminTradeMethodsResponse },
      },
    },
    async (request) => ({ items: await listAdminTradeMethods(db, request.params.id) }),
  );
  app.post(
    '/v1/admin/traders/:id/trade-methods',
    {
      schema: {
        summary: 'Add a trade method to a trader',
        params: ZIdParams,
        body: ZCreateTradeMethodRequest,
        response: { 201: ZAdminTradeMethod },
      },
    },
    async (request, reply) => {
      const method = await db.transaction(async (tx) => {
        const created = await createTradeMethod(tx, request.params.id, request.body);
        await recordAudit(tx, {
          ...auditContextOf(request),
          action: AuditAction['trader.create_trade_method'],
          targetType: AuditTargetType.trader,
          targetId: request.params.id,
          before: null,
          after: created,
        });
        return created;
      });
      return reply.code(201).send(method);
    },
  );
  const methodTarget = (action: AuditActionName, traderId: string) => ({
    action,
    targetType: AuditTargetType.trader,
    targetId: traderId,
  });
  app.put(
    '/v1/admin/traders/:id/trade-methods/:methodId',
    {
      schema: {
        summary:
          "Change a trader's trade method (payment type, currency and fields only while no book entry uses them)",
        params: ZTraderMethodParams,
        body: ZUpdateTradeMethodRequest,
        response: { 200: ZAdminTradeMethod },
      },
    },
    (request) => {
      const { id, methodId } = request.params;
      return auditedChange(
        db,
        auditContextOf(request),
        methodTarget(AuditAction['trader.update_trade_method'], id),
        (tx) => lockTradeMethod(tx, id, methodId),
        (tx) => updateTradeMethod(tx, id, methodId, request.body),
      );
    },
  );
  app.delete(
    '/v1/admin/traders/:id/trade-methods/:methodId',
    {
      schema: {
        summary: "Remove a trader's trade method and the book entries filled in for it",
        params: ZTraderMethodParams,
        response: { 204: ZNoContent },
      },
    },
    async (request, reply) => {
      const { id, methodId } = request.params;
      await db.transaction(async (tx) => {
        const removed = await deleteTradeMethod(tx, id, methodId);
        await recordAudit(tx, {
          ...auditContextOf(request),
          ...methodTarget(AuditAction['trader.delete_trade_method'], id),
          before: removed,
          after: null,
        });
      });
      return reply.code(204).send();
    },
  );
  app.put(
    '/v1/admin/sci-domains/:host',
    { schema: { params: ZHostParams, body: ZPutSciDomainRequest, response: { 200: ZSciDomain } } },
    (request) => {
      const host = request.params.host.toLowerCase();
      return auditedChange(
        db,
        auditContextOf(request),
        { action: AuditAction['sci_domain.update'], targetType: AuditTargetType.sci_domain, targetId: host },
        (tx) => findSciDomainRow(tx, host),
        (tx) => upsertSciDomain(tx, host, request.body),
      );
    },
  );
  app.delete(
    '/v1/admin/sci-domains/:host',
    {
      schema: {
        summary: "Remove a payment domain's branding (it then shows the default); the default '*' stays",
        params: ZHostParams,
        response: { 204: ZNoContent },
      },
    },
    async (request, reply) => {
      const host = request.params.host.toLowerCase();
      if (host === DEFAULT_SCI_DOMAIN_HOST) {
        throw new AppError(
          409,
          'default_sci_domain',
          "The default branding ('*') can be changed, not removed",
        );
      }
      await db.transaction(async (tx) => {
        const before = await findSciDomainRow(tx, host);
        if (!before || !(await deleteSciDomain(tx, host))) throw notFound('Payment domain');
        await recordAudit(tx, {
          ...auditContextOf(request),
          action: AuditAction['sci_domain.delete'],
          targetType: AuditTargetType.sci_domain,
          targetId: host,
          before,
          after: null,
        });
      });
      return reply.code(204).send();
    },
  );
  app.put(
    '/v1/admin/meta/:key',
    { schema: { params: ZKeyParams, body: ZPutMetaRequest, response: { 200: ZMetaEntry } } },
    (request) =>
      auditedChange(
        db,
        auditContextOf(request),
        {
          action: AuditAction['meta.update'],
          targetType: AuditTargetType.meta,
          targetId: request.params.key,
        },
        (tx) => findMeta(tx, request.params.key),
        (tx) => upsertMeta(tx, { key: request.params.key, value: request.body.value }),
      ),
  );
  app.put(
    '/v1/admin/banks/:code',
    { schema: { params: ZCodeParams, body: ZPutBankRequest, response: { 200: ZBank } } },
    (request) => {
      const bank = parseOr400(ZBank, { code: request.params.code, ...request.body });
      return auditedChange(
        db,
        auditContextOf(request),
        { action: AuditAction['bank.update'], targetType: AuditTargetType.bank, targetId: bank.code },
        (tx) => findBank(tx, bank.code),
        (tx) => upsertBank(tx, bank),
      );
    },
  );
  app.put(
    '/v1/admin/currencies/:code',
    { schema: { params: ZCodeParams, body: ZPutCurrencyRequest, response: { 200: ZCurrency } } },
    (request) => {
      const currency = parseOr400(ZCurrency, { code: request.params.code, ...request.body });
      return auditedChange(
        db,
        auditContextOf(request),
        {
          action: AuditAction['currency.update'],
          targetType: AuditTargetType.currency,
          targetId: currency.code,
        },
        (tx) => findCurrency(tx, currency.code),
        (tx) => upsertCurrency(tx, currency),
      );
    },
  );
};
