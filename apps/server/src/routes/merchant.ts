import {
  ZCallbackAttemptsResponse,
  ZCallbackRetryResponse,
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZExternalIdParams,
  ZMerchantOrdersQuery,
  ZMerchantOrdersResponse,
  ZLedgerLinesResponse,
  ZLedgerQuery,
  ZMerchantBalanceResponse,
  ZMerchantOrder,
  ZOrderIdParams,
  ZMerchantOrderSearchQuery,
  ZOrderSearchResponse,
  ZOrderTimeline,
  ZShopCallbacksQuery,
  ZShopCallbacksResponse,
  ZMerchantSettings,
  ZMerchantSettingsRequest,
  ZTestCallbackRequest,
  ZTestCallbackResponse,
  ZTestOutcomeRequest,
} from '@payorder/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  latestCallbackUrl,
  listCallbackAttempts,
  listShopCallbacks,
  queueTestEvent,
  resendLatestCallback,
} from '../callbacks/outbox.ts';
import { savedCallbackUrl, saveCallbackUrl } from '../callbacks/shop-callback-url.ts';
import { assertPublicCallbackUrl } from '../callbacks/url-guard.ts';
import { auditContextOf } from '../audit/audit-log.ts';
import { AppError, notFound } from '../http/errors.ts';
import { createOrder } from '../order-flows/create-order.ts';
import { getOrder, toMerchantOrder } from '../orders/order-row.ts';
import { forceTestOutcome } from '../order-flows/test-outcome.ts';
import { findShopOrderByExternalId, listShopOrders, searchOrders } from '../order-flows/order-search.ts';
import { merchantBalance } from '../ledger/balances.ts';
import { ledgerLinesOf } from '../ledger/ledger.ts';
import { testLedgerLines, testMerchantBalance } from '../ledger/test-balance.ts';
import { orderTimeline } from '../order-flows/order-timeline.ts';
import { requireShop, useAuth } from '../auth/auth.ts';
import { createReceiptStorage } from '../receipts/create-receipt-storage.ts';
import { RECEIPT_FILE_ROUTE_SCHEMA, replyWithReceiptFile } from '../receipts/send-receipt-file.ts';

const ZIdempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(255).optional() });

/**
 * The shop's API: create orders and read them back, its balance and ledger, its callbacks. Called with
 * the shop's API key or a shop's console session (requireShop); creating orders takes the key.
 */
export const merchantRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, publicUrl } = app.ctx;
  const storage = createReceiptStorage(config);
  useAuth(app, requireShop);
  /**
   * The shop's order of the call's mode: a test key (or the console's test switch) sees test orders
   * only, a live key live ones only; anything else is 404, like another shop's order.
   */
  const shopOrder = async (request: FastifyRequest, id: string) => {
    const row = await getOrder(db, id);
    if (row.shop_id !== request.shop.id || row.is_test !== request.shop.isTest) throw notFound();
    return row;
  };

  app.get(
    '/v1/merchant/balance',
    {
      schema: {
        summary: "The shop's balances",
        description:
          'Per currency: completed orders less fees. In test mode (the test API key) the test balance: what the completed test orders would have credited; no money moves and the live balance never includes them.',
        response: { 200: ZMerchantBalanceResponse },
      },
    },
    (request) =>
      request.shop.isTest ? testMerchantBalance(db, request.shop.id) : merchantBalance(db, request.shop.id),
  );
  app.get(
    '/v1/merchant/ledger',
    {
      schema: {
        summary: "The shop's ledger lines, newest first",
        description:
          "In test mode (the test API key) one `settle` line per completed test order, what it would have credited (its transactionId is the order's id: test orders write nothing to the ledger).",
        querystring: ZLedgerQuery,
        response: { 200: ZLedgerLinesResponse },
      },
    },
    (request) =>
      request.shop.isTest
        ? testLedgerLines(db, request.shop.id, request.query.limit)
        : ledgerLinesOf(db, request.shop.id, request.query.limit),
  );

  app.post(
    '/v1/merchant/orders',
    {
      schema: {
        summary: 'Create an order and get its payment link',
        body: ZCreateOrderRequest,
        headers: ZIdempotencyHeaders,
        response: { 201: ZCreateOrderResponse },
      },
      config: { hasCredentials: true },
    },
    async (request, reply) => {
      // The idempotent answer is sealed with the key: orders are the shop's back end's, by its key.
      if (request.shop.apiKey === null)
        throw new AppError(403, 'forbidden', "Create orders with the shop's API key");
      if (request.body.callbackUrl) {
        await assertPublicCallbackUrl(request.body.callbackUrl, config.ALLOW_PRIVATE_CALLBACKS);
      }
      const created = await createOrder(db, {
        shopId: request.shop.id,
        shopApiKey: request.shop.apiKey,
        isTest: request.shop.isTest,
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        publicUrl,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/v1/merchant/orders',
    {
      schema: {
        summary: "List the shop's orders",
        description:
          'Newest first, a page at a time: pass `nextCursor` back as `cursor` until it is null. Filters ' +
          'combine; `createdFrom` and `createdTo` are inclusive. Only this shop’s orders are listed.',
        querystring: ZMerchantOrdersQuery,
        response: { 200: ZMerchantOrdersResponse },
      },
    },
    (request) => listShopOrders(db, request.shop.id, request.query, request.shop.isTest),
  );

  app.get(
    '/v1/merchant/orders/by-external-id/:externalId',
    {
      schema: {
        summary: 'Find an order by its external id',
        description:
          'The order the shop created with this `externalId` (the newest, when several share it; ' +
          '`GET /api/v1/merchant/orders?externalId=` lists them all). 404 when there is none.',
        params: ZExternalIdParams,
        response: { 200: ZMerchantOrder },
      },
    },
    (request) =>
      findShopOrderByExternalId(db, request.shop.id, request.params.externalId, request.shop.isTest),
  );

  app.get(
    '/v1/merchant/orders/:id',
    { schema: { summary: 'An order', params: ZOrderIdParams, response: { 200: ZMerchantOrder } } },
    async (request) => toMerchantOrder(await shopOrder(request, request.params.id)),
  );

  app.get(
    '/v1/merchant/orders/:id/callbacks',
    {
      schema: {
        summary: "An order's callback attempts",
        params: ZOrderIdParams,
        response: { 200: ZCallbackAttemptsResponse },
      },
    },
    async (request) => {
      const row = await shopOrder(request, request.params.id);
      return {
        callbackUrlStatus: row.callback_url_status,
        attempts: await listCallbackAttempts(db, row.id),
      };
    },
  );

  app.post(
    '/v1/merchant/orders/:id/callbacks/retry',
    {
      schema: {
        summary: "Send an order's latest callback again",
        params: ZOrderIdParams,
        response: { 202: ZCallbackRetryResponse },
      },
    },
    async (request, reply) => {
      const row = await shopOrder(request, request.params.id);
      return reply.code(202).send(await resendLatestCallback(db, row.id));
    },
  );

  // ── The shop's orders and callbacks, as its console shows them ──
  app.get(
    '/v1/merchant/orders/search',
    { schema: { querystring: ZMerchantOrderSearchQuery, response: { 200: ZOrderSearchResponse } } },
    (request) => searchOrders(db, request.query, { shopId: request.shop.id, isTest: request.shop.isTest }),
  );
  app.get(
    '/v1/merchant/orders/:id/timeline',
    { schema: { params: ZOrderIdParams, response: { 200: ZOrderTimeline } } },
    async (request) => {
      await shopOrder(request, request.params.id);
      return orderTimeline(db, request.params.id, { shopId: request.shop.id });
    },
  );
  app.get(
    '/v1/merchant/orders/:id/receipts/:receiptId/file',
    { schema: RECEIPT_FILE_ROUTE_SCHEMA },
    async (request, reply) => {
      await shopOrder(request, request.params.id);
      return replyWithReceiptFile(reply, { db, storage }, request);
    },
  );
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
      await shopOrder(request, request.params.id);
      return toMerchantOrder(await forceTestOutcome(db, request.shop.id, request.params.id, request.body));
    },
  );
};
