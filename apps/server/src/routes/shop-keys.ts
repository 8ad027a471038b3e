import {
  ZKeyModeQuery,
  ZRotateApiKeyResponse,
  ZRotateWebhookSecretRequest,
  ZRotateWebhookSecretResponse,
  ZShopKeys,
} from '@payorder/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rotateShopApiKey, rotateWebhookSecret, shopKeys } from '../admin/shop-keys.ts';
import { auditContextOf } from '../audit/audit-log.ts';
import { AppError } from '../http/errors.ts';
import { requireShop, useAuth } from '../auth/auth.ts';

/**
 * The shop's Keys page: fingerprints, and rotation of its API key and webhook secret by the same code
 * as the operator's (admin/shop-keys.ts), recorded in the audit log under the shop's console account.
 */
export const shopKeysRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, secrets } = app.ctx;
  useAuth(app, requireShop);
  // Rotation needs the console session: a leaked API key must not be able to lock its shop out.
  const fromConsole = (request: FastifyRequest) => {
    if (!request.console) throw new AppError(403, 'forbidden', "Rotate keys from the shop's console");
  };

  app.get('/v1/merchant/keys', { schema: { response: { 200: ZShopKeys } } }, (request) =>
    shopKeys(db, secrets.secretsKey, request.shop.id),
  );
  app.post(
    '/v1/merchant/keys/api-key',
    {
      schema: { querystring: ZKeyModeQuery, response: { 200: ZRotateApiKeyResponse } },
      config: { hasCredentials: true },
    },
    (request) => {
      fromConsole(request);
      return rotateShopApiKey(
        db,
        secrets.secretsKey,
        request.shop.id,
        auditContextOf(request),
        request.query.mode,
      );
    },
  );
  app.post(
    '/v1/merchant/keys/webhook-secret',
    {
      schema: {
        querystring: ZKeyModeQuery,
        body: ZRotateWebhookSecretRequest,
        response: { 200: ZRotateWebhookSecretResponse },
      },
      config: { hasCredentials: true },
    },
    (request) => {
      fromConsole(request);
      return rotateWebhookSecret(
        db,
        secrets.secretsKey,
        request.shop.id,
        request.body,
        auditContextOf(request),
        request.query.mode,
      );
    },
  );
};
