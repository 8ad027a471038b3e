import {
  ZBank,
  ZCodeParams,
  ZCreateConsoleUserRequest,
  ZCreateConsoleUserResponse,
  ZCreateShopRequest,
  ZCreateShopResponse,
  ZCreateTradeMethodRequest,
  ZCreateTraderRequest,
  ZCreateTraderResponse,
  ZCurrency,
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
  ZShopSettingsResponse,
  ZTradeMethod,
  ZTraderSettingsResponse,
  ZUpdateShopRequest,
  ZUpdateTraderRequest,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldsOf, validationFailed, type AppError } from '../http/errors.ts';
import { requireAdmin } from '../plugins/auth.ts';
import {
  createShop,
  createTradeMethod,
  createTrader,
  upsertBank,
  upsertCurrency,
  upsertMeta,
  upsertSciDomain,
  updateShop,
  updateTrader,
} from '../reference/admin-store.ts';
import { deposit } from '../ledger/balances.ts';
import { createConsoleUser } from '../console/console-accounts.ts';

const ZIdParams = z.object({ id: z.uuid() });

/** Parses a value built from path and body together, answering 400 with the failing fields. */
function parseOr400<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationFailed('Invalid request', fieldsOf(result.error.issues)) as AppError;
  return result.data;
}

/** Operator API: shops, traders and their methods, reference data and payment-domain branding. */
export const adminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, secrets } = app.ctx;
  app.addHook('preHandler', requireAdmin);

  app.post(
    '/v1/admin/shops',
    { schema: { body: ZCreateShopRequest, response: { 201: ZCreateShopResponse } } },
    async (request, reply) => reply.code(201).send(await createShop(db, secrets.secretsKey, request.body)),
  );
  app.post(
    '/v1/admin/traders',
    { schema: { body: ZCreateTraderRequest, response: { 201: ZCreateTraderResponse } } },
    async (request, reply) => reply.code(201).send(await createTrader(db, request.body.name)),
  );
  app.post(
    '/v1/admin/console-users',
    { schema: { body: ZCreateConsoleUserRequest, response: { 201: ZCreateConsoleUserResponse } } },
    async (request, reply) => reply.code(201).send(await createConsoleUser(db, request.body)),
  );
  app.put(
    '/v1/admin/shops/:id',
    { schema: { params: ZIdParams, body: ZUpdateShopRequest, response: { 200: ZShopSettingsResponse } } },
    (request) => updateShop(db, request.params.id, request.body),
  );
  app.put(
    '/v1/admin/traders/:id',
    { schema: { params: ZIdParams, body: ZUpdateTraderRequest, response: { 200: ZTraderSettingsResponse } } },
    (request) => updateTrader(db, request.params.id, request.body),
  );
  app.post(
    '/v1/admin/traders/:id/deposits',
    { schema: { params: ZIdParams, body: ZDepositRequest, response: { 201: ZDeposit } } },
    async (request, reply) => reply.code(201).send(await deposit(db, request.params.id, request.body)),
  );
  app.post(
    '/v1/admin/traders/:id/trade-methods',
    {
      schema: {
        params: ZIdParams,
        body: ZCreateTradeMethodRequest,
        response: { 201: ZTradeMethod },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTradeMethod(db, request.params.id, request.body)),
  );
  app.put(
    '/v1/admin/sci-domains/:host',
    { schema: { params: ZHostParams, body: ZPutSciDomainRequest, response: { 200: ZSciDomain } } },
    (request) => upsertSciDomain(db, request.params.host, request.body),
  );
  app.put(
    '/v1/admin/meta/:key',
    { schema: { params: ZKeyParams, body: ZPutMetaRequest, response: { 200: ZMetaEntry } } },
    (request) => upsertMeta(db, { key: request.params.key, value: request.body.value }),
  );
  app.put(
    '/v1/admin/banks/:code',
    { schema: { params: ZCodeParams, body: ZPutBankRequest, response: { 200: ZBank } } },
    (request) => upsertBank(db, parseOr400(ZBank, { code: request.params.code, ...request.body })),
  );
  app.put(
    '/v1/admin/currencies/:code',
    { schema: { params: ZCodeParams, body: ZPutCurrencyRequest, response: { 200: ZCurrency } } },
    (request) => upsertCurrency(db, parseOr400(ZCurrency, { code: request.params.code, ...request.body })),
  );
};
