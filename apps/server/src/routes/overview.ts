import {
  ZAdminOverview,
  ZAdminOverviewHealthQuery,
  ZAdminOverviewQuery,
  ZOverviewHealth,
  ZMerchantOverview,
  ZOverviewQuery,
  ZTraderOverview,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin, requireShop, requireTrader, useAuth } from '../auth/auth.ts';
import {
  adminOverview,
  merchantOverview,
  overviewHealth,
  resolvePeriod,
  traderOverview,
} from '../overview/overview.ts';

/** The operator's overview (docs/architecture.md "Overview"): the platform, or one shop, over a period. */
export const adminOverviewRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  useAuth(app, requireAdmin);
  app.get(
    '/v1/admin/overview',
    {
      schema: {
        summary: "The platform's funnel, speed, money and health over the orders created in a period",
        querystring: ZAdminOverviewQuery,
        response: { 200: ZAdminOverview },
      },
    },
    async (request) => {
      const period = await resolvePeriod(db, { kind: 'admin' }, request.query);
      return adminOverview(db, period, request.query.shopId);
    },
  );
  app.get(
    '/v1/admin/overview/health',
    {
      schema: {
        summary:
          "The platform's health now (open disputes, failing callbacks, traders online, orders waiting)",
        querystring: ZAdminOverviewHealthQuery,
        response: { 200: ZOverviewHealth },
      },
    },
    (request) => overviewHealth(db, request.query.shopId),
  );
};

/** A trader's own numbers: by default its day (today in `tz`). */
export const traderOverviewRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  useAuth(app, requireTrader);
  app.get(
    '/v1/trader/overview',
    {
      schema: {
        summary: "The trader's own orders, volume, commission and speed over a period (default: today)",
        querystring: ZOverviewQuery,
        response: { 200: ZTraderOverview },
      },
    },
    async (request) => {
      const scope = { kind: 'trader', traderId: request.traderId } as const;
      return traderOverview(db, request.traderId, await resolvePeriod(db, scope, request.query));
    },
  );
};

/**
 * A shop's own conversion and volume, of the call's mode: the live key its live orders, the test key (or
 * the console's Test data switch) its test orders only (docs/product/shop.md §4).
 */
export const merchantOverviewRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  useAuth(app, requireShop);
  app.get(
    '/v1/merchant/overview',
    {
      schema: {
        summary: "The shop's own funnel, conversion and volume over a period",
        querystring: ZOverviewQuery,
        response: { 200: ZMerchantOverview },
      },
    },
    async (request) => {
      const { id, isTest } = request.shop;
      const period = await resolvePeriod(db, { kind: 'shop', shopId: id, isTest }, request.query);
      return merchantOverview(db, id, period, isTest);
    },
  );
};
