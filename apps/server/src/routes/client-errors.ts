import { ZNoContent } from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { redactDeep, redactText } from '../logging.ts';

/** Bounds of one report: what the page sends (a message, a stack and a component stack of ≤ 2000 each) fits well. */
export const CLIENT_ERROR_LIMITS = { messageLength: 2000, contextBytes: 8192, contextDepth: 4 } as const;

/** Nesting depth of a JSON value: 0 for a scalar, 1 for a flat object or array. */
function depthOf(value: unknown): number {
  if (!value || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

const ZClientError = z.object({
  fatal: z.boolean(),
  message: z.string().max(CLIENT_ERROR_LIMITS.messageLength),
  context: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((context) => depthOf(context) <= CLIENT_ERROR_LIMITS.contextDepth, {
      message: `nested at most ${CLIENT_ERROR_LIMITS.contextDepth} levels deep`,
    })
    .refine((context) => Buffer.byteLength(JSON.stringify(context)) <= CLIENT_ERROR_LIMITS.contextBytes, {
      message: `at most ${CLIENT_ERROR_LIMITS.contextBytes} bytes as JSON`,
    }),
});

/**
 * The page reports its fatal and non-fatal errors here; they are logged and kept for operators
 * (pruned after CLIENT_ERROR_RETENTION_DAYS). No login is needed, so reports are limited per client
 * address, and credentials a report may quote (a payment link in a message) are taken out first.
 */
export const clientErrorRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: app.ctx.config.CLIENT_ERRORS_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };
  app.post(
    '/v1/client-errors',
    {
      schema: { summary: 'Report a payment page error', body: ZClientError, response: { 204: ZNoContent } },
      config: { rateLimit },
    },
    async (request, reply) => {
      // Redacted once, before it is logged or stored; the admin key has no shape of its own: by value.
      const literals = [app.ctx.secrets.adminApiKey];
      const { fatal } = request.body;
      const message = redactText(request.body.message, literals);
      const context = redactDeep(request.body.context, literals);
      request.log.warn({ clientError: { fatal, message, context } }, 'page reported an error');
      await app.ctx.db.query(
        'INSERT INTO client_errors (fatal, message, context) VALUES ($1, $2, $3::jsonb)',
        [fatal, message, JSON.stringify(context)],
      );
      return reply.code(204).send();
    },
  );
};
