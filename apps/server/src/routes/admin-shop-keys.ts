import {
  ZKeyModeQuery,
  ZRotateApiKeyResponse,
  ZRotateWebhookSecretRequest,
  ZRotateWebhookSecretResponse,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rotateShopApiKey, rotateWebhookSecret } from '../admin/shop-keys.ts';
import { auditContextOf } from '../audit/audit-log.ts';
import { requireAdmin, useAuth } from '../auth/auth.ts';
import { ZIdParams } from './route-helpers.ts';

/**
 * A shop's API key and webhook secret, rotated by the operator (the live pair or, with `mode=test`, the
 * test pair), by the same code as the shop's own Keys page (admin/shop-keys.ts), audit-logged.
 */
export const adminShopKeyRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireAdmin);
  const { db, secrets } = app.ctx;

  app.post(
    '/v1/admin/shops/:id/api-key',
    {
      schema: { params: ZIdParams, querystring: ZKeyModeQuery, response: { 200: ZRotateApiKeyResponse } },
      config: { hasCredentials: true },
    },
    (request) =>
      rotateShopApiKey(
        db,
        secrets.secretsKey,
        request.params.id,
        auditContextOf(request),
        request.query.mode,
      ),
  );
  app.post(
    '/v1/admin/shops/:id/webhook-secret',
    {
      schema: {
        params: ZIdParams,
        querystring: ZKeyModeQuery,
        body: ZRotateWebhookSecretRequest,
        response: { 200: ZRotateWebhookSecretResponse },
      },
      config: { hasCredentials: true },
    },
    (request) =>
      rotateWebhookSecret(
        db,
        secrets.secretsKey,
        request.params.id,
        request.body,
        auditContextOf(request),
        request.query.mode,
      ),
  );
};
