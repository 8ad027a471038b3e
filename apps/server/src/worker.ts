import http from 'node:http';
import { pino } from 'pino';
import { startCallbackWorker } from './callbacks/delivery-worker.ts';
import { loadConfig, type Config } from './config.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { loggerOptions } from './logging.ts';
import { mayReadMetrics } from './ops/metrics-access.ts';
import { workerMetrics } from './ops/metrics.ts';
import { closeOnSignals } from './ops/shutdown.ts';
import { loadSecrets } from './security/secrets.ts';

/**
 * The callback worker as its own process (`npm run worker`), for scaling delivery out: run the
 * server with WORKER=0 and any number of these against the same DATABASE_URL, with the same
 * SECRETS_KEY (or DATA_DIR) as the server so they can open the shops' webhook secrets.
 */
async function main() {
  const config = loadConfig();
  // The server's logger configuration: the same JSON lines, the same credentials taken out.
  const log = pino(loggerOptions(config, config.ADMIN_API_KEY ? [config.ADMIN_API_KEY] : [])).child({
    component: 'callbacks',
  });
  if (!config.DATABASE_URL) {
    // The embedded database belongs to one process: the server, which then runs the worker itself.
    throw new Error(
      'npm run worker needs DATABASE_URL (PostgreSQL); with the embedded database the server delivers callbacks itself (WORKER=1)',
    );
  }
  const db = await openDb({
    databaseUrl: config.DATABASE_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    dataDir: config.DATA_DIR,
  });
  await migrate(db);
  const secrets = await loadSecrets(config, db);
  const worker = startCallbackWorker({ db, config, secretsKey: secrets.secretsKey, log });
  log.info({}, 'callback worker started');
  const metricsServer = config.METRICS_PORT === undefined ? null : await serveWorkerMetrics(config, log);
  // Attempts in flight finish and are recorded before the database closes.
  closeOnSignals(
    async () => {
      metricsServer?.close();
      await worker.stop();
      await db.close();
    },
    { timeoutMs: config.SHUTDOWN_TIMEOUT_MS, log },
  );
}

/** The worker's own GET /metrics on METRICS_PORT (HOST), for its callback outcomes and process figures. */
async function serveWorkerMetrics(config: Config, log: { info(obj: object, msg?: string): void }) {
  const registry = workerMetrics();
  const server = http.createServer((request, response) => {
    const isAllowed = mayReadMetrics(request, config.METRICS_TOKEN);
    if (request.url !== '/metrics' || !isAllowed) {
      response.writeHead(request.url === '/metrics' ? 403 : 404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(config.METRICS_PORT, config.HOST, resolve));
  log.info({ address: server.address() }, 'worker metrics listening');
  return server;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
