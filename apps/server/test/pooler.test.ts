import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type CreateBankDeviceResponse,
  type IngestBankNotificationResponse,
  type Order,
  type TraderOrder,
} from '@payorder/contract';
import { createPostgresDatabase, freePort, setTraderOnline, waitFor } from '@payorder/test-kit';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { makeConfig } from '../src/config.ts';
import { openDb } from '../src/db/db.ts';
import { migrationFiles } from '../src/db/migrate.ts';
import { startReceiver } from './callbacks-helper.ts';
import { listen, openStream, type Stream } from './events-helper.ts';
import {
  ADMIN_KEY,
  bearer,
  createOrder,
  isPostgresRun,
  json,
  kitCall,
  loginCustomer,
  setupShopAndTrader,
} from './helper.ts';
import {
  cardNumberOf,
  createBookTrader,
  createShop,
  customerOrder,
  expectLedgerInvariants,
} from './routing-kit.ts';

/**
 * Behind a transaction-mode pooler (issue 35; docs/architecture.md "Database"): the app built with
 * DATABASE_URL pointing at a real PgBouncer (`pool_mode = transaction`, a pool of 3 server connections
 * for the app's 10) and DATABASE_DIRECT_URL at PostgreSQL itself, on a new database it migrates through
 * the pooler. An order's whole life, a customer's live events and a phone's bank notification work
 * through it, and PgBouncer's own figures prove the app's queries went through it and only its LISTEN
 * connection did not. The PgBouncer is a process this file starts (Debian's `pgbouncer`, which `.ci/run`
 * installs) and stops.
 */
const SKIP_REASON = 'PostgreSQL only: a PgBouncer in front of the PostgreSQL server';
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const isCi = process.env.CI === 'true' || process.env.CI === '1';
/** Server connections PgBouncer opens for the app's pool (10 clients): every transaction shares them. */
const POOL_SIZE = 3;
/** The name the app's DATABASE_URL asks PgBouncer for; PgBouncer maps it to the test's database. */
const POOLED_NAME = 'payorder';
/** Our own direct connection's application_name, told apart from the app's in pg_stat_activity. */
const CHECKER = 'payorder-pooler-test';
const DEADLINE_MS = 20_000;

/** The pgbouncer binary: Debian puts it in /usr/sbin, which a non-root PATH may lack. */
function findPgbouncer(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    const file = path.join(dir, 'pgbouncer');
    if (dir && fs.existsSync(file)) return file;
  }
  return null;
}

const pgbouncerPath = findPgbouncer();
const MISSING = 'pgbouncer is not installed (apt-get install pgbouncer)';
const skipReason = !isPostgresRun ? SKIP_REASON : !pgbouncerPath && !isCi ? MISSING : null;
if (isPostgresRun && skipReason) console.warn(`\n  Skipping the pooler tests: ${skipReason}\n`);

/**
 * PgBouncer refuses to run as root ("PgBouncer should not run as root"): as root it runs as the
 * `postgres` user, which the PostgreSQL package creates.
 */
function unprivilegedUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => {
    const result = spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`pgbouncer cannot run as root, and id postgres: ${result.stderr}`);
    return Number(result.stdout.trim());
  };
  return { uid: id('-u'), gid: id('-g') };
}

/** A PgBouncer in transaction mode on a free loopback port, in front of `databaseUrl`. */
async function startPgBouncer(binary: string, databaseUrl: string) {
  const target = new URL(databaseUrl);
  const user = decodeURIComponent(target.username || 'postgres');
  const password = decodeURIComponent(target.password);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payorder-pgbouncer-'));
  // Read by the postgres user when we are root; nothing secret in it (trust authentication).
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const server = [
    `host=${target.hostname}`,
    `port=${target.port || 5432}`,
    `dbname=${target.pathname.slice(1)}`,
    `user=${user}`,
    ...(password ? [`password=${password}`] : []),
  ].join(' ');
  fs.writeFileSync(path.join(dir, 'users.txt'), `"${user}" ""\n`, { mode: 0o644 });
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${POOLED_NAME} = ${server}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      // TCP only: no socket file in a shared directory.
      'unix_socket_dir =',
      // The clients' side; PgBouncer still logs in to PostgreSQL as the [databases] line says.
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      // The admin console (database `pgbouncer`) for SHOW POOLS, SERVERS, STATS.
      `admin_users = ${user}`,
      'pool_mode = transaction',
      'max_client_conn = 50',
      `default_pool_size = ${POOL_SIZE}`,
      // No ignore_startup_parameters: node-postgres sends user, database and client_encoding (and the
      // listener its application_name), all of which PgBouncer tracks itself; nothing else is sent.
      'logfile =',
      'pidfile =',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const child: ChildProcess = spawn(binary, [path.join(dir, 'pgbouncer.ini')], {
    ...unprivilegedUser(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = () => child.kill('SIGKILL');
  // A test process that dies still takes its PgBouncer with it.
  process.once('exit', kill);
  const adminUrl = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/pgbouncer`;
  /** One statement on the admin console (simple protocol, no parameters: all it speaks). */
  const admin = async <T>(sql: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  };
  const stop = async () => {
    process.removeListener('exit', kill);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(kill, 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      () => {
        if (child.exitCode !== null) throw new Error(`pgbouncer exited (${child.exitCode}):\n${log}`);
        return admin('SHOW VERSION').then(
          () => true,
          () => false,
        );
      },
      Boolean,
      { timeoutMs: DEADLINE_MS, intervalMs: 50 },
    );
  } catch (error) {
    await stop();
    throw new Error(`pgbouncer did not start: ${String(error)}\n${log}`);
  }
  return {
    url: `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${POOLED_NAME}`,
    admin,
    stop,
    log: () => log,
  };
}

type PgBouncer = Awaited<ReturnType<typeof startPgBouncer>>;

it('DATABASE_DIRECT_URL without DATABASE_URL is refused at start, naming it', () => {
  expect(() => makeConfig({ DATABASE_DIRECT_URL: 'postgres://postgres@127.0.0.1:5432/payorder' })).toThrow(
    /DATABASE_DIRECT_URL: needs DATABASE_URL/,
  );
});

describe.skipIf(skipReason !== null)(
  skipReason ? `behind PgBouncer (${skipReason})` : 'behind PgBouncer in transaction mode',
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
    let pgbouncer: PgBouncer | undefined;
    let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
    let app: FastifyInstance | undefined;
    let dataDir: string | undefined;
    let direct: pg.Client | undefined;
    let baseUrl: string;
    const streams: Stream[] = [];

    beforeAll(async () => {
      // Only under CI=true can a missing pgbouncer get here: there it fails rather than skips.
      if (!pgbouncerPath) throw new Error(`${MISSING}; CI requires it`);
      // No template: every migration runs through the pooler as the app starts.
      database = await createPostgresDatabase(POSTGRES_URL, 'payorder_pooler');
      pgbouncer = await startPgBouncer(pgbouncerPath, database.url);
      receiver = await startReceiver();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payorder-pooler-'));
      app = await buildApp(
        makeConfig({
          DATABASE_URL: pgbouncer.url,
          DATABASE_DIRECT_URL: database.url,
          DATA_DIR: dataDir,
          ADMIN_API_KEY: ADMIN_KEY,
          PUBLIC_URL: 'http://pay.test',
          ALLOW_PRIVATE_CALLBACKS: '1',
          WORKER: '1',
          CALLBACK_POLL_INTERVAL_MS: '20',
        }),
      );
      baseUrl = await listen(app);
      const url = new URL(database.url);
      url.searchParams.set('application_name', CHECKER);
      direct = new pg.Client({ connectionString: url.toString() });
      await direct.connect();
    });

    afterAll(async () => {
      await Promise.all(streams.map((stream) => stream.close()));
      // An aborted stream's connection can outlive the abort (fetch may keep reading it to reuse the
      // socket); its response, ended by the app's close, then turned the connection idle only after the
      // server had closed its idle ones, and app.close waited 70 s for the client's keep-alive (seen in 2
      // of ~25 runs on the loaded machine). The streams' tests are over: their connections are cut here.
      app?.server.closeAllConnections();
      await app?.close();
      await direct?.end();
      await receiver?.close();
      await pgbouncer?.stop();
      await database?.drop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const customerStream = async (orderId: string, accessToken: string) => {
      const stream = await openStream(`${baseUrl}/api/v1/customer/orders/${orderId}/events`, accessToken);
      streams.push(stream);
      expect(stream.response.status).toBe(200);
      return stream;
    };

    it('migrates through the pooler as it starts', async () => {
      const applied = await direct!.query<{ name: string }>(
        'SELECT name FROM schema_migrations ORDER BY name',
      );
      expect(applied.rows.map((row) => row.name)).toEqual(await migrationFiles());
    });

    it('an order’s whole life, its callback delivered, and the customer’s live events', async () => {
      const call = kitCall(app!);
      const { shop, trader } = await setupShopAndTrader(app!);
      const created = await createOrder(app!, shop.apiKey, { callbackUrl: receiver!.url });
      const accessToken = await loginCustomer(app!, created.id, created.token);
      const customer = (method: 'GET' | 'POST' | 'PATCH', suffix = '', payload?: object) =>
        app!.inject({
          method,
          url: `/api/v1/customer/orders/${created.id}${suffix}`,
          headers: bearer(accessToken),
          payload,
        });
      const traderMove = (action: string, payload?: object) =>
        app!.inject({
          method: 'POST',
          url: `/api/v1/trader/orders/${created.id}/${action}`,
          headers: bearer(trader.apiKey),
          payload,
        });
      const stream = await customerStream(created.id, accessToken);
      await stream.next<Order>((order) => order.status === 'new', 0, DEADLINE_MS);

      expect(
        (await customer('PATCH', '', { payment: { type: 'card2card', bank: 'sberbank' } })).statusCode,
      ).toBe(200);
      expect(json<Order>(await customer('POST', '/start-payment')).status).toBe('requisites');
      // The page's poll, answered from the read model from now on (kept fresh by the notifications).
      expect(json<Order>(await customer('GET')).status).toBe('requisites');
      const requisites = { card_number: '2202 2063 1232 5678', cardholder: 'IVAN P.' };
      const sent = await traderMove('requisites', { requisites });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(json<TraderOrder>(sent).status).toBe('customer_confirm');
      // Read your writes: the poll syncs on the listening connection, which heard of the move.
      expect(json<Order>(await customer('GET')).status).toBe('customer_confirm');
      // The customer's stream hears of the trader's move (NOTIFY through the pooler, LISTEN direct).
      const withDetails = await stream.next<Order>(
        (order) => order.status === 'customer_confirm',
        0,
        DEADLINE_MS,
      );
      expect(withDetails.requisites).toMatchObject(requisites);

      const details = await customer('PATCH', '', {
        payment: { customerCardFirstDigits: '220220', customerCardLastDigits: '1234' },
      });
      expect(details.statusCode, details.body).toBe(200);
      expect(json<Order>(await customer('POST', '/confirm-payment')).status).toBe('trader_confirm');
      expect(json<TraderOrder>(await traderMove('confirm')).status).toBe('completed');
      expect(json<Order>(await customer('GET')).status).toBe('completed');
      await stream.next<Order>((order) => order.status === 'completed', 0, DEADLINE_MS);

      // The callback: written to the outbox in the move's transaction, claimed and delivered by the worker.
      await waitFor(
        () => receiver!.received.filter((callback) => JSON.parse(callback.rawBody).orderId === created.id),
        (received) => received.length === 1,
        { timeoutMs: DEADLINE_MS },
      );
      const outbox = await waitFor(
        async () =>
          (
            await direct!.query<{ state: string; status: string }>(
              `SELECT state, payload->>'status' AS status FROM callback_outbox WHERE order_id = $1`,
              [created.id],
            )
          ).rows,
        (rows) => rows[0]?.state === 'delivered',
        { timeoutMs: DEADLINE_MS },
      );
      expect(outbox).toEqual([{ state: 'delivered', status: 'completed' }]);
      // Another test's routing should not find this trader.
      await setTraderOnline(call, trader.apiKey, false);
    });

    it('a bank notification from a paired phone confirms the order it fits', async () => {
      const shop = await createShop(app!);
      const trader = await createBookTrader(app!, { entries: 1 });
      const paired = await app!.inject({
        method: 'POST',
        url: '/api/v1/trader/devices',
        headers: bearer(trader.apiKey),
        payload: { name: 'Phone' },
      });
      expect(paired.statusCode, paired.body).toBe(201);
      const device = json<CreateBankDeviceResponse>(paired);
      const mode = await app!.inject({
        method: 'PUT',
        url: '/api/v1/trader/auto-confirm',
        headers: bearer(trader.apiKey),
        payload: { mode: 'on_arrival' },
      });
      expect(mode.statusCode, mode.body).toBe(200);
      const customer = await customerOrder(app!, shop.apiKey, '1500.00');
      expect((await customer.order()).status).toBe('customer_confirm');
      const accessToken = customer.auth.authorization.slice('Bearer '.length);
      const stream = await customerStream(customer.id, accessToken);

      const posted = await app!.inject({
        method: 'POST',
        url: '/api/v1/ingest/bank-notifications',
        headers: bearer(device.key),
        payload: {
          from: '900',
          text: `СЧЁТ${cardNumberOf(0).slice(-4)} 14:32 Перевод 1500р от Иван И. Баланс: 1000.50р`,
          receivedAt: new Date().toISOString(),
        },
      });
      expect(posted.statusCode, posted.body).toBe(202);
      expect(json<IngestBankNotificationResponse>(posted)).toMatchObject({
        outcome: 'confirmed',
        orderId: customer.id,
      });
      await stream.next<Order>((order) => order.status === 'completed', 0, DEADLINE_MS);
      await expectLedgerInvariants(app!.ctx.db);
    });

    it('a process given only the pooler’s URL (a worker) stops naming statements and loses no work', async () => {
      // Without DATABASE_DIRECT_URL the process takes DATABASE_URL for PostgreSQL itself and names its
      // statements (db.ts StatementNames); the pooler hands them to server connections that never saw
      // them. The first such error turns the names off and runs the work again.
      const db = await openDb({ databaseUrl: pgbouncer!.url, dataDir: '' });
      try {
        const read = (n: number) =>
          db.transaction(async (tx) => {
            const { rows } = await tx.query<{ n: number; shops: number }>(
              'SELECT $1::int AS n, (SELECT count(*)::int FROM shops WHERE name <> $2) AS shops',
              [n, ''],
            );
            return rows[0]!;
          });
        const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => read(n)));
        expect(answers.map((row) => row.n)).toEqual(Array.from({ length: 30 }, (_, n) => n));
        const alone = await Promise.all(
          Array.from({ length: 30 }, (_, n) => db.query<{ n: number }>('SELECT $1::int + 1 AS n', [n])),
        );
        expect(alone.map((result) => result.rows[0]!.n)).toEqual(Array.from({ length: 30 }, (_, n) => n + 1));
      } finally {
        await db.close();
      }
    });

    it('the app’s queries went through PgBouncer, and only its LISTEN connection did not', async () => {
      const [stats] = (
        await pgbouncer!.admin<{ database: string; total_xact_count: string }>('SHOW STATS')
      ).filter((row) => row.database === POOLED_NAME);
      // Migrations, the two orders' moves, the worker's polls: hundreds of transactions at least.
      expect(Number(stats?.total_xact_count)).toBeGreaterThan(100);
      const servers = (
        await pgbouncer!.admin<{ database: string; local_port: number }>('SHOW SERVERS')
      ).filter((row) => row.database === POOLED_NAME);
      expect(servers.length).toBeGreaterThan(0);
      expect(servers.length).toBeLessThanOrEqual(POOL_SIZE);
      const pooled = new Set(servers.map((row) => Number(row.local_port)));
      const backends = await direct!.query<{ application_name: string; client_port: number }>(
        `SELECT application_name, client_port FROM pg_stat_activity
          WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      // Every other session on the database is one of PgBouncer's, but the listener, which is not.
      const ownSessions = backends.rows.filter((row) => !pooled.has(row.client_port));
      expect(ownSessions.map((row) => row.application_name)).toEqual(['payorder-listener']);
    });
  },
);
