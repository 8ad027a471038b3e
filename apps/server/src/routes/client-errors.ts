import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZClientError = z.object({
  fatal: z.boolean(),
  message: z.string().max(2000),
  context: z.record(z.string(), z.unknown()).default({}),
});

/** The page reports its fatal and non-fatal errors here; they are logged and kept for operators. */
export const clientErrorRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/v1/client-errors', { schema: { body: ZClientError } }, async (request, reply) => {
    const { fatal, message, context } = request.body;
    request.log.warn({ clientError: { fatal, message, context } }, 'page reported an error');
    await app.ctx.db.query('INSERT INTO client_errors (fatal, message, context) VALUES ($1, $2, $3::jsonb)', [
      fatal,
      message,
      JSON.stringify(context).slice(0, 8000),
    ]);
    return reply.code(204).send();
  });
};
