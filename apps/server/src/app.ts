import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import type { ApiError } from '@payorder/contract';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerCallbackWorker } from './callbacks/register-callback-worker.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context/app-context.ts';
import { openDb, type Db } from './db/db.ts';
import { OrderEvents } from './events/order-events.ts';
import { migrate } from './db/migrate.ts';
import { ensureShopTestKeys } from './admin/admin-store.ts';
import { startTestModeTrader } from './demo/test-mode-trader.ts';
import { pruneExpiredRows } from './jobs/retention.ts';
import { frameworkErrorHandler, registerErrorHandler } from './http/error-handler.ts';
import { refuseUnsafeInput } from './http/refuse-unsafe-input.ts';
import { lazyChildLogger, loggerOptions } from './logging.ts';
import { registerOpenApi } from './openapi/register-openapi.ts';
import { registerOps } from './routes/ops.ts';
import { requestIdOf } from './ops/request-id.ts';
import { expireOverdueOrders } from './order-flows/order-service.ts';
import { sweepPayouts } from './payouts/payout-offers.ts';
import { assignWaitingOrders } from './routing/assign-order.ts';
import { registerRateLimit } from './security/rate-limit.ts';
import { capConnections, trustedProxyCheck } from './security/connection-caps.ts';
import { connectionsRefused } from './ops/metrics.ts';
import { registerSecurityHeaders } from './security/security-headers.ts';
import { adminOverviewRoutes, merchantOverviewRoutes, traderOverviewRoutes } from './routes/overview.ts';
import { registerWeb } from './page/web.ts';
import { adminBrandingRoutes } from './routes/admin-branding.ts';
import { adminConsoleUserRoutes } from './routes/admin-console-users.ts';
import { adminNotificationRuleRoutes } from './routes/admin-notification-rules.ts';
import { adminPhoneRoutes } from './routes/admin-phones.ts';
import { adminOrderRoutes } from './routes/admin-orders.ts';
import { adminPlatformRoutes } from './routes/admin-platform.ts';
import { adminShopKeyRoutes } from './routes/admin-shop-keys.ts';
import { adminShopRoutes } from './routes/admin-shops.ts';
import { adminTradeMethodRoutes } from './routes/admin-trade-methods.ts';
import { adminTraderFundsRoutes } from './routes/admin-trader-funds.ts';
import { adminTraderRoutes } from './routes/admin-traders.ts';
import { shopKeysRoutes } from './routes/shop-keys.ts';
import { bankNotificationIngestRoutes } from './routes/bank-notification-ingest.ts';
import { applyShippedRules } from './bank-notifications/rules-store.ts';
import { clientErrorRoutes } from './routes/client-errors.ts';
import { consoleRoutes } from './routes/console.ts';
import { consoleCredentialRoutes } from './routes/console-credentials.ts';
import { customerRoutes } from './routes/customer.ts';
import { customerTradeMethodRoutes } from './routes/customer-trade-methods.ts';
import { adminExportRoutes, merchantExportRoutes } from './routes/exports.ts';
import { merchantBalanceRoutes } from './routes/merchant-balance.ts';
import { merchantCallbackRoutes } from './routes/merchant-callbacks.ts';
import { merchantOrderHistoryRoutes } from './routes/merchant-order-history.ts';
import { merchantOrderRoutes } from './routes/merchant-orders.ts';
import { merchantPayoutHistoryRoutes } from './routes/merchant-payout-history.ts';
import { merchantPayoutRoutes } from './routes/merchant-payouts.ts';
import { merchantTestToolRoutes } from './routes/merchant-test-tools.ts';
import { receiptRoutes } from './routes/receipts.ts';
import { referenceRoutes } from './routes/reference.ts';
import { traderBalanceRoutes } from './routes/trader-balance.ts';
import { traderBankNotificationRoutes } from './routes/trader-bank-notifications.ts';
import { traderBookRoutes } from './routes/trader-book.ts';
import { traderHistoryRoutes } from './routes/trader-history.ts';
import { traderOrderRoutes } from './routes/trader-orders.ts';
import { traderPayoutRoutes, traderPayoutSettingsRoutes } from './routes/trader-payouts.ts';
import { adminPayoutRoutes } from './routes/admin-payouts.ts';
import { CustomerLogin } from './security/customer-login.ts';
import { CustomerTokenVerifier } from './security/customer-token.ts';
import { loadSecrets } from './security/secrets.ts';

export interface BuildOptions {
  /** Reuse an open database (tests share one per file); otherwise one is opened from config. */
  db?: Db;
  /** Where the log lines go; standard output when unset (tests read them from here). */
  logStream?: DestinationStream;
}

/** Methods and request headers a page on another origin (CORS_ORIGINS) uses on the API. */
const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PATCH'];
const CORS_HEADERS = ['Authorization', 'Content-Type', 'Accept'];

/**
 * The API's route plugins, each under /api. The API reference lists the operations in the order they
 * are registered: a new plugin goes where its operations belong in the reference.
 */
const API_ROUTES: FastifyPluginAsync[] = [
  referenceRoutes,
  customerRoutes,
  customerTradeMethodRoutes,
  receiptRoutes,
  merchantBalanceRoutes,
  merchantOrderRoutes,
  merchantPayoutRoutes,
  merchantPayoutHistoryRoutes,
  merchantOrderHistoryRoutes,
  merchantCallbackRoutes,
  merchantTestToolRoutes,
  traderHistoryRoutes,
  traderOrderRoutes,
  traderPayoutSettingsRoutes,
  traderPayoutRoutes,
  traderBookRoutes,
  traderBalanceRoutes,
  adminOrderRoutes,
  adminPayoutRoutes,
  adminShopRoutes,
  adminShopKeyRoutes,
  adminTraderRoutes,
  adminTraderFundsRoutes,
  adminTradeMethodRoutes,
  adminConsoleUserRoutes,
  adminBrandingRoutes,
  adminPlatformRoutes,
  shopKeysRoutes,
  merchantExportRoutes,
  adminExportRoutes,
  bankNotificationIngestRoutes,
  traderBankNotificationRoutes,
  adminNotificationRuleRoutes,
  adminPhoneRoutes,
  adminOverviewRoutes,
  traderOverviewRoutes,
  merchantOverviewRoutes,
  consoleRoutes,
  consoleCredentialRoutes,
  clientErrorRoutes,
];

/** Builds the app: database and secrets → external plugins → app plugins → routes → background jobs. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const db =
    options.db ??
    (await openDb({
      databaseUrl: config.DATABASE_URL,
      directUrl: config.DATABASE_DIRECT_URL,
      dataDir: config.DATA_DIR,
    }));
  await migrate(db);
  // The shipped rules that read bank notifications: a new database's, and a new release's changes to
  // them where the operator left them as shipped (rules-store.ts applyShippedRules).
  await applyShippedRules(db);
  const secrets = await loadSecrets(config, db);

  const app = createServer(config, secrets, options.logStream);
  await registerExternalPlugins(app, config);
  const ctx = await createContext(app, config, db, secrets);
  app.decorate('ctx', ctx);
  // Test mode (docs/architecture.md "Test mode for shops"): shops made before it get their test pair; test orders get their trader.
  await ensureShopTestKeys(db, secrets.secretsKey);
  const stopTestModeTrader = await startTestModeTrader(ctx, app.log);
  await registerAppPlugins(app, ctx);

  for (const routes of API_ROUTES) await app.register(routes, { prefix: '/api' });
  await registerNotFound(app, config, ctx.publicUrl);

  const stopJobs = startBackgroundJobs(app, db, config);
  // Open event streams would keep the server from closing: end them first (clients reconnect elsewhere).
  app.addHook('preClose', async () => ctx.orderEvents.endStreams());
  app.addHook('onClose', async () => {
    stopJobs();
    stopTestModeTrader();
    await ctx.orderEvents.stop();
    if (!options.db) await db.close();
  });
  return app;
}

/** Fastify with the server's limits, its logger and request ids; connections capped as they arrive. */
function createServer(
  config: Config,
  secrets: AppContext['secrets'],
  logStream: DestinationStream | undefined,
): FastifyInstance {
  const { TRUST_PROXY: trustProxy } = config;
  const app = Fastify({
    logger: { ...loggerOptions(config, [secrets.adminApiKey]), stream: logStream },
    childLoggerFactory: lazyChildLogger,
    // Unset: request.ip is the connection's address; a client cannot choose it with X-Forwarded-For.
    // A hop count as Fastify itself reads one (its types take only the function form).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // Slow clients (issue 20, finding 4): a whole request within HTTP_REQUEST_TIMEOUT_MS (408 after, however
    // slowly its body trickles), its headers within HTTP_HEADERS_TIMEOUT_MS; a connection silent both ways
    // for HTTP_CONNECTION_TIMEOUT_MS is closed (a live stream's heartbeats keep it talking).
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: config.HTTP_CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    maxRequestsPerSocket: config.HTTP_MAX_REQUESTS_PER_SOCKET,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
      // Node looks for requests past those timeouts this often (30 s unless told): a quarter of the shorter.
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.HTTP_HEADERS_TIMEOUT_MS / 4)),
    },
    bodyLimit: config.HTTP_BODY_LIMIT_BYTES,
    // Above every path parameter's own limit (an external id is up to 128 characters), so the route's
    // schema judges it; a longer one is refused by frameworkErrorHandler.
    routerOptions: { maxParamLength: 512 },
    frameworkErrors: frameworkErrorHandler,
    // Operations (ops/): the caller's X-Request-Id when safe, else a new one; on every log line.
    genReqId: requestIdOf,
  });
  // Connections per process and per client address (issue 33, finding 7): over a cap, closed as they arrive.
  let lastRefusalLogged = 0;
  capConnections(
    app.server,
    {
      total: config.MAX_CONNECTIONS,
      perAddress: config.MAX_CONNECTIONS_PER_ADDRESS,
      reserve: config.CONNECTIONS_RESERVED_FOR_NEW_ADDRESSES,
      isTrustedProxy: trustedProxyCheck(trustProxy),
    },
    (because, address) => {
      connectionsRefused.inc({ cap: because });
      // A flood refuses thousands a second: a line a minute says it is happening, the metric how much.
      if (Date.now() - lastRefusalLogged < 60_000) return;
      lastRefusalLogged = Date.now();
      app.log.warn({ cap: because, address }, 'connections refused over a connection cap');
    },
  );
  return app;
}

/** Rate limits, the session cookie's parser, and CORS for the origins CORS_ORIGINS names. */
async function registerExternalPlugins(app: FastifyInstance, config: Config): Promise<void> {
  // Limits apply where a route or CustomerLogin asks for one; counted in Redis when REDIS_URL is set.
  await registerRateLimit(app, config);
  // Parses the console's session cookie (unsigned: its value is a 256-bit random token, looked up hashed).
  await app.register(cookie);
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(cors, {
      origin: config.CORS_ORIGINS,
      methods: CORS_METHODS,
      allowedHeaders: CORS_HEADERS,
      maxAge: 600,
    });
  }
}

/** What every route reaches through app.ctx, the live order events started. */
async function createContext(
  app: FastifyInstance,
  config: Config,
  db: Db,
  secrets: AppContext['secrets'],
): Promise<AppContext> {
  const orderEvents = new OrderEvents(db, app.log, {
    heartbeatMs: config.EVENTS_HEARTBEAT_MS,
    caps: {
      perOrder: config.EVENTS_MAX_STREAMS_PER_ORDER,
      perSession: config.EVENTS_MAX_STREAMS_PER_SESSION,
      perAddress: config.EVENTS_MAX_STREAMS_PER_ADDRESS,
    },
  });
  await orderEvents.start();
  return {
    config,
    db,
    secrets,
    publicUrl: config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`,
    customerLogin: new CustomerLogin(app, db, config, secrets.customerTokenSecret),
    customerTokens: new CustomerTokenVerifier(secrets.customerTokenSecret),
    orderEvents,
  };
}

/** Schemas, errors, unsafe input, security headers, operations and the API reference: before the routes. */
async function registerAppPlugins(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config, db, orderEvents } = ctx;
  // Route schemas are zod schemas: requests are parsed by them, replies encoded through them.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  refuseUnsafeInput(app);
  registerSecurityHeaders(app, config);
  // Operations (ops/): probes, metrics, request ids; before the routes so its hooks cover them.
  await registerOps(app, { config, db, orderEvents });
  // The API reference collects the routes as they are added: before them.
  await registerOpenApi(app, ctx.publicUrl);
}

/** The web's pages (the SPA's fallback) for what no route takes; otherwise 404 not_found. */
async function registerNotFound(app: FastifyInstance, config: Config, publicUrl: string): Promise<void> {
  const spaFallback = await registerWeb(app, config.WEB_DIST_DIR, {
    apiHost: config.WEB_API_HOST ?? '',
    publicUrl,
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
}

/**
 * Re-routing, the sweeper, the pruner and (WORKER) the callback worker; returns what stops them. Waiting
 * orders are placed from here only: when capacity frees (an order ended, a trader was funded, a book entry
 * came online: db/commit-signals.ts, raised in that move's transaction) and on the sweeper's timer.
 */
function startBackgroundJobs(app: FastifyInstance, db: Db, config: Config): () => void {
  const stopRerouting = db.signals.answer('capacity-freed', async () => {
    await assignWaitingOrders(db).catch((error: unknown) =>
      app.log.error({ err: error }, 're-routing waiting orders failed'),
    );
  });
  // Orders past their deadline are cancelled; then waiting orders get whatever freed meanwhile (a limit
  // that reset at midnight, an entry freed on another replica).
  const sweep = async () => {
    await expireOverdueOrders(db);
    await sweepPayouts(db, config);
    await assignWaitingOrders(db, { always: true });
  };
  const sweeper = setInterval(() => {
    sweep().catch((error: unknown) => app.log.error({ err: error }, 'order sweeper failed'));
  }, config.SWEEP_INTERVAL_MS);
  sweeper.unref();
  // Every replica prunes; SKIP LOCKED in each batch keeps them out of each other's way.
  let isPruning = false;
  const pruner = setInterval(() => {
    if (isPruning) return; // a long first run (a backlog) is not started twice
    isPruning = true;
    pruneExpiredRows(db, config)
      .then(
        (deleted) => app.log.debug({ deleted }, 'old rows pruned'),
        (error: unknown) => app.log.error({ err: error }, 'pruning old rows failed'),
      )
      .finally(() => (isPruning = false));
  }, config.PRUNE_INTERVAL_MS);
  pruner.unref();
  if (config.WORKER) registerCallbackWorker(app);
  return () => {
    stopRerouting();
    clearInterval(sweeper);
    clearInterval(pruner);
  };
}
