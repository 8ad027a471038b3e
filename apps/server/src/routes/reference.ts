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
import { getSciDomain } from '../reference/sci-domains.ts';

/** Public reference data the page caches (docs/product/payment-page.md §7). */
export const referenceRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get('/v1/banks', { schema: { summary: 'Banks', response: { 200: ZBanksResponse } } }, () =>
    listBanks(db),
  );
  app.get(
    '/v1/currencies/fiat',
    { schema: { summary: 'Fiat currencies', response: { 200: ZCurrenciesResponse } } },
    () => listCurrencies(db),
  );
  app.get(
    '/v1/meta',
    { schema: { summary: 'Meta settings (support bot URL …)', response: { 200: ZMetaResponse } } },
    () => listMeta(db),
  );
  app.get(
    '/v1/payment-types',
    { schema: { summary: 'Payment types and their names', response: { 200: ZPaymentTypesResponse } } },
    async () => ZPaymentType.options.map((type) => ({ type, name: PAYMENT_TYPE_NAMES[type] })),
  );
  app.get(
    '/v1/sci-domains',
    {
      schema: {
        summary: "The payment page's branding for the requested host",
        response: { 200: ZSciDomainResponse },
      },
    },
    (request) => getSciDomain(db, request.hostname),
  );
};
