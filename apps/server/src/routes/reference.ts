import {
  ZBanksResponse,
  ZCurrenciesResponse,
  ZMetaResponse,
  ZPaymentTypesResponse,
  ZSciDomainResponse,
  ZPaymentType,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listBanks, listCurrencies, listMeta } from '../reference/catalogue.ts';
import { PAYMENT_TYPE_NAMES } from '../reference/trade-methods.ts';
import { findSciDomain } from '../reference/sci-domains.ts';

/** Public reference data the page caches (spec §7). */
export const referenceRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get('/v1/banks', { schema: { response: { 200: ZBanksResponse } } }, () => listBanks(db));
  app.get('/v1/currencies/fiat', { schema: { response: { 200: ZCurrenciesResponse } } }, () =>
    listCurrencies(db),
  );
  app.get('/v1/meta', { schema: { response: { 200: ZMetaResponse } } }, () => listMeta(db));
  app.get('/v1/payment-types', { schema: { response: { 200: ZPaymentTypesResponse } } }, async () =>
    ZPaymentType.options.map((type) => ({ type, name: PAYMENT_TYPE_NAMES[type] })),
  );
  app.get('/v1/sci-domains', { schema: { response: { 200: ZSciDomainResponse } } }, (request) =>
    findSciDomain(db, request.hostname),
  );
};
