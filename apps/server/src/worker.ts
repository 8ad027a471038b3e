import { pino } from 'pino';
import { startCallbackWorker } from './callbacks/delivery-worker.ts';
import { loadConfig } from './config.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { loggerOptions } from './logging.ts';
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
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrate(db);
  const secrets = await loadSecrets(config, db);
  const worker = startCallbackWorker({ db, config, secretsKey: secrets.secretsKey, log });
  log.info({}, 'callback worker started');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log.info({ signal }, 'callback worker stopping');
      worker
        .stop()
        .then(() => db.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
