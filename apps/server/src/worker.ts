import { startCallbackWorker, type WorkerLog } from './callbacks/delivery-worker.ts';
import { loadConfig } from './config.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { loadSecrets } from './security/secrets.ts';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

/** JSON lines like the server's logger, without making pino a direct dependency for three calls. */
function jsonLog(level: string): WorkerLog {
  const threshold = level === 'silent' ? Infinity : LEVELS.indexOf(level as (typeof LEVELS)[number]);
  const write = (name: (typeof LEVELS)[number]) => (obj: object, msg?: string) => {
    if (LEVELS.indexOf(name) < threshold) return;
    const { err, ...rest } = obj as { err?: unknown };
    const error = err instanceof Error ? { err: { message: err.message, stack: err.stack } } : {};
    const line = JSON.stringify({ level: name, time: Date.now(), pid: process.pid, msg, ...rest, ...error });
    (name === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return { debug: write('debug'), info: write('info'), error: write('error') };
}

/**
 * The callback worker as its own process (`npm run worker`), for scaling delivery out: run the
 * server with WORKER=0 and any number of these against the same DATABASE_URL, with the same
 * SECRETS_KEY (or DATA_DIR) as the server so they can open the shops' webhook secrets.
 */
async function main() {
  const config = loadConfig();
  const log = jsonLog(config.LOG_LEVEL);
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
