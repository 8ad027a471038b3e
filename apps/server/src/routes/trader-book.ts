import {
  ZCreateRequisiteEntryRequest,
  ZNoContent,
  ZPatchRequisiteEntryRequest,
  ZRequisiteEntriesResponse,
  ZRequisiteEntry,
  ZTradeMethodsResponse,
  ZTraderStatus,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireTrader, useAuth } from '../auth/auth.ts';
import { listTraderTradeMethods } from '../reference/trade-methods.ts';
import {
  createEntry,
  deleteEntry,
  getOnline,
  listEntries,
  patchEntry,
  setOnline,
} from '../routing/requisite-book.ts';
import { ZIdParams } from './route-helpers.ts';

/** What the trader offers: its requisites book, its trade methods, and whether it is online. */
export const traderBookRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireTrader);
  const { db } = app.ctx;

  app.get(
    '/v1/trader/requisites',
    { schema: { summary: 'The requisites book', response: { 200: ZRequisiteEntriesResponse } } },
    (request) => listEntries(db, request.traderId),
  );
  app.post(
    '/v1/trader/requisites',
    {
      schema: {
        summary: 'Add a book entry',
        body: ZCreateRequisiteEntryRequest,
        response: { 201: ZRequisiteEntry },
      },
    },
    async (request, reply) => reply.code(201).send(await createEntry(db, request.traderId, request.body)),
  );
  app.patch(
    '/v1/trader/requisites/:id',
    {
      schema: {
        summary: 'Change a book entry',
        params: ZIdParams,
        body: ZPatchRequisiteEntryRequest,
        response: { 200: ZRequisiteEntry },
      },
    },
    (request) => patchEntry(db, request.traderId, request.params.id, request.body),
  );
  app.delete(
    '/v1/trader/requisites/:id',
    { schema: { summary: 'Remove a book entry', params: ZIdParams, response: { 204: ZNoContent } } },
    async (request, reply) => {
      await deleteEntry(db, request.traderId, request.params.id);
      return reply.code(204).send();
    },
  );
  app.get(
    '/v1/trader/status',
    { schema: { summary: 'Whether the trader is online', response: { 200: ZTraderStatus } } },
    (request) => getOnline(db, request.traderId),
  );
  app.get(
    '/v1/trader/trade-methods',
    { schema: { summary: "The trader's trade methods", response: { 200: ZTradeMethodsResponse } } },
    (request) => listTraderTradeMethods(db, request.traderId),
  );
  app.put(
    '/v1/trader/status',
    { schema: { summary: 'Go online or offline', body: ZTraderStatus, response: { 200: ZTraderStatus } } },
    (request) => setOnline(db, request.traderId, request.body.online),
  );
};
