import type { ApiError } from '@payorder/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCallbackWorker } from './callbacks/register-callback-worker.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDb, type Db } from './db/db.ts';
import { OrderEvents } from './events/order-events.ts';
import { migrate } from './db/migrate.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerZod } from './http/zod.ts';
import { expireOverdueOrders } from './orders/order-service.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWeb } from './plugins/web.ts';
import { adminRoutes } from './routes/admin.ts';
import { clientErrorRoutes } from './routes/client-errors.ts';
import { customerRoutes } from './routes/customer.ts';
import { merchantRoutes } from './routes/merchant.ts';
import { receiptRoutes } from './routes/receipts.ts';
import { referenceRoutes } from './routes/reference.ts';
import { traderRoutes } from './routes/trader.ts';
import { CustomerLogin } from './security/customer-login.ts';
import { loadSecrets } from './security/secrets.ts';

export interface BuildOptions {
  /** Reuse an open database (tests share one per file); otherwise one is opened from config. */
  db?: Db;
}

/** Builds the app: database and secrets → external plugins → app plugins → routes → background jobs. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const db = options.db ?? (await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  await migrate(db);
  const secrets = await loadSecrets(config, db);

  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 64 * 1024,
  });
  const orderEvents = new OrderEvents(db, app.log, config.EVENTS_HEARTBEAT_MS);
  await orderEvents.start();
  const ctx: AppContext = {
    config,
    db,
    secrets,
    publicUrl: config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`,
    customerLogin: new CustomerLogin(db, config, secrets.customerTokenSecret),
    orderEvents,
  };
  app.decorate('ctx', ctx);
  registerZod(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app, config);

  await app.register(referenceRoutes, { prefix: '/api' });
  await app.register(customerRoutes, { prefix: '/api' });
  await app.register(receiptRoutes, { prefix: '/api' });
  await app.register(merchantRoutes, { prefix: '/api' });
  await app.register(traderRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api' });
  await app.register(clientErrorRoutes, { prefix: '/api' });

  const spaFallback = await registerWeb(app, config.WEB_DIST_DIR, {
    apiHost: config.WEB_API_HOST ?? '',
    publicUrl: ctx.publicUrl,
    analyticsMeasurementId: config.ANALYTICS_MEASUREMENT_ID ?? null,
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (await spaFallback?.(request, reply)) return reply;
    const body: ApiError = {
      code: 'not_found',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.code(404).send(body);
  });

  const sweeper = setInterval(() => {
    expireOverdueOrders(db).catch((error: unknown) => app.log.error({ err: error }, 'order sweeper failed'));
  }, config.SWEEP_INTERVAL_MS);
  sweeper.unref();
  if (config.WORKER) registerCallbackWorker(app);

  // Open event streams would keep the server from closing: end them first (clients reconnect elsewhere).
  app.addHook('preClose', async () => orderEvents.endStreams());
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await orderEvents.stop();
    if (!options.db) await db.close();
  });
  return app;
}
