import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { migrationFiles } from '../db/migrate.ts';
import type { OrderEvents } from '../events/order-events.ts';
import { AppError } from '../http/errors.ts';
import { mayReadMetrics } from '../ops/metrics-access.ts';
import { ServerMetrics } from '../ops/metrics.ts';
import { checkReadiness } from '../ops/readiness.ts';
import { REQUEST_ID_HEADER } from '../ops/request-id.ts';

/**
 * What an operator sees: the request id on every answer, request metrics, and the probes
 * /healthz (the process answers), /readyz (the database answers and carries this build's migrations)
 * and /metrics (Prometheus text). Registered before the API routes, so its hooks apply to them all.
 */
export async function registerOps(
  app: FastifyInstance,
  deps: { config: Pick<Config, 'METRICS_TOKEN'>; db: Db; orderEvents: OrderEvents },
): Promise<void> {
  const metrics = new ServerMetrics(deps.db, deps.orderEvents);
  const migrations = await migrationFiles();

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      {
        // The route's pattern, never the raw URL: one series per route, whatever the ids in it.
        route: request.routeOptions.url ?? '(no route)',
        method: request.method,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  // Probes are called every few seconds: their own log lines only when something goes wrong.
  const probe = { logLevel: 'warn' as const };
  app.get('/healthz', probe, async () => ({ status: 'ok' }));
  app.get('/readyz', probe, async (_request, reply) => {
    const readiness = await checkReadiness(deps.db, migrations);
    if (readiness.isReady) return { status: 'ready' };
    return reply.code(503).send({ status: 'not_ready', reason: readiness.reason });
  });
  app.get('/metrics', probe, async (request, reply) => {
    if (!mayReadMetrics(request.raw, deps.config.METRICS_TOKEN)) {
      throw new AppError(
        403,
        'forbidden',
        'Metrics are served to this machine only; set METRICS_TOKEN to read them from elsewhere',
      );
    }
    const text = await metrics.scrape();
    return reply.type(metrics.registry.contentType).send(text);
  });
}
