import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type LightMyRequestResponse, type FastifyInstance } from 'fastify';
import {
  PRELOADS_FILE,
  SERVER_ENTRY_DIR,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type CreateTradeMethodRequest,
} from '@payorder/contract';
import { createPayorderClient } from '@payorder/client';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  apiClient,
  createPostgresDatabase,
  orderLinkOf,
  setTraderOnline,
  setupShopAndTrader as setupKitShopAndTrader,
  TRADER_DEPOSIT,
  type ApiCall,
} from '@payorder/test-kit';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { makeConfig, type Config } from '../src/config.ts';
import { openDb, type Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';

/**
 * Which database the suite runs on: PGlite in memory by default; a fresh database on a real PostgreSQL
 * server when TEST_DATABASE=postgres (scripts/test.mjs runs the suite both ways).
 */
export const isPostgresRun = process.env.TEST_DATABASE === 'postgres';
export const ADMIN_KEY = 'test-admin-key-0123456789';
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The migrated PGlite every test database starts as, made once per worker: a new PGlite runs initdb
 * and then every migration (about 2.7 s on the 2-core machine), one started from this image about 1 s.
 */
let migratedImage: Promise<Blob> | undefined;
function migratedPgliteImage(): Promise<Blob> {
  migratedImage ??= (async () => {
    const db = await openDb({ dataDir: 'memory://' });
    try {
      await migrate(db);
      return await db.dumpImage!();
    } finally {
      await db.close();
    }
  })();
  return migratedImage;
}

/** A fresh, migrated database: a new PostgreSQL database per call (a copy of the run's migrated template), or a new in-memory PGlite. */
export async function freshDb(): Promise<{ db: Db; url?: string; drop: () => Promise<void> }> {
  if (!isPostgresRun) {
    const db = await openDb({ dataDir: 'memory://', image: await migratedPgliteImage() });
    return { db, drop: () => db.close() };
  }
  // A copy of the run's migrated template (test/global-setup.ts), when the run made one.
  const template = inject('postgresTemplate') || undefined;
  const database = await createPostgresDatabase(POSTGRES_URL, 'payorder_test', { template });
  const db = await openDb({ databaseUrl: database.url, dataDir: '' });
  return {
    db,
    url: database.url,
    // Dropped even when closing fails: a test that closed the Db itself (ops' "database is gone")
    // made the second close throw, and left a database behind on every PostgreSQL run.
    drop: async () => {
      try {
        await db.close();
      } finally {
        await database.drop();
      }
    },
  };
}

/**
 * For tests of db.ts itself on PostgreSQL, on tables of their own: a database made before the
 * describe's tests with `schema` run in it, the server's Db opened on it and an admin connection
 * beside it (to change the schema under the server, or end its backends); both closed and the
 * database dropped afterwards. Call it inside `describe.skipIf(!isPostgresRun)`.
 */
export function useScratchPostgres(prefix: string, schema: string) {
  const scratch = {} as { db: Db; admin: pg.Client };
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  beforeAll(async () => {
    database = await createPostgresDatabase(POSTGRES_URL, prefix);
    scratch.admin = new pg.Client({ connectionString: database.url });
    await scratch.admin.connect();
    await scratch.admin.query(schema);
    scratch.db = await openDb({ databaseUrl: database.url, dataDir: '' });
  });
  afterAll(async () => {
    await scratch.admin?.end();
    await scratch.db?.close();
    await database?.drop();
  });
  return scratch;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  dataDir: string;
  /** The PostgreSQL database URL (PostgreSQL run only): another replica can open it. */
  databaseUrl?: string;
  close: () => Promise<void>;
}

export { CARD2CARD_METHOD, TRADER_DEPOSIT } from '@payorder/test-kit';

/** The whole app in-process on a fresh database; call close() after the file's tests. */
export async function startTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  options: {
    beforeReady?: (app: FastifyInstance) => Promise<void>;
    /** Receives the app's log lines (with LOG_LEVEL set in `overrides`). */
    logStream?: BuildOptions['logStream'];
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'payorder-test-'));
  const { db, url, drop } = await freshDb();
  const config = makeConfig({
    DATA_DIR: dataDir,
    ADMIN_API_KEY: ADMIN_KEY,
    PUBLIC_URL: 'http://pay.test',
    ALLOW_PRIVATE_CALLBACKS: '1',
    WORKER: '0',
    ...overrides,
  });
  const app = await buildApp(config, { db, logStream: options.logStream });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    dataDir,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

type Overrides = Partial<Record<keyof Config, string>>;

/**
 * The file's app, started before its tests and closed after them: `const t = useTestApp();` at the
 * top of a test file, then `t.app`, `t.db` in the tests. `overrides` may be worked out at start.
 */
export function useTestApp(overrides: Overrides | (() => Promise<Overrides>) = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await startTestApp(typeof overrides === 'function' ? await overrides() : overrides));
  });
  afterAll(() => t.close?.());
  return t;
}

/** useTestApp with a shop and an online trader (CARD2CARD_METHOD): `t.shop`, `t.trader`. */
export function useShopTestApp(overrides: Overrides | (() => Promise<Overrides>) = {}): ShopTestApp {
  const t = {} as ShopTestApp;
  beforeAll(async () => {
    Object.assign(t, await startShopTestApp(typeof overrides === 'function' ? await overrides() : overrides));
  });
  afterAll(() => t.close?.());
  return t;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function json<T>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** The in-process app's API for the test kit (@payorder/test-kit): `call(method, '/v1/…', key, body)`. */
export const kitCall = (app: FastifyInstance): ApiCall => apiClient('http://pay.test', injectFetch(app));

/** Creates what an order needs through the admin API: a shop, and a trader with the given methods. */
export async function setupShopAndTrader(
  app: FastifyInstance,
  options: {
    shop?: {
      customerDataCollectionOrder?: 'before_payment' | 'after_payment';
      collectCustomerReceipts?: boolean;
    };
    methods?: CreateTradeMethodRequest[];
    /** false: the trader stays offline with no deposit. */
    online?: boolean;
    deposit?: string;
  } = {},
) {
  const { shop, trader } = await setupKitShopAndTrader(kitCall(app), ADMIN_KEY, {
    shop: options.shop,
    methods: options.methods,
    deposit: options.online === false ? false : options.deposit,
    depositNote: 'test deposit',
    online: options.online,
  });
  return { shop, trader };
}

export interface ShopTestApp extends TestApp {
  shop: { id: string; apiKey: string; webhookSecret: string };
  trader: { id: string; apiKey: string };
}

/** startTestApp with a shop and an online trader (CARD2CARD_METHOD) set up: what most test files begin with. */
export async function startShopTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  options: Parameters<typeof startTestApp>[1] = {},
): Promise<ShopTestApp> {
  const t = await startTestApp(overrides, options);
  return { ...t, ...(await setupShopAndTrader(t.app)) };
}

/** Puts a trader to work: a deposit (by the operator) and online (by the trader). */
export async function readyTrader(
  app: FastifyInstance,
  trader: { id: string; apiKey: string },
  amount = TRADER_DEPOSIT,
  currency = 'RUB',
) {
  const call = kitCall(app);
  await call('POST', `/v1/admin/traders/${trader.id}/deposits`, ADMIN_KEY, {
    amount,
    currency,
    note: 'test deposit',
  });
  await setTraderOnline(call, trader.apiKey, true);
}

export async function createOrder(
  app: FastifyInstance,
  shopApiKey: string,
  body: Partial<CreateOrderRequest> = {},
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/merchant/orders',
    headers: { ...bearer(shopApiKey), ...headers },
    payload: { amount: '1500.00', currency: 'RUB', returnUrl: 'https://shop.test/return', ...body },
  });
  if (response.statusCode !== 201) throw new Error(`create order: ${response.statusCode} ${response.body}`);
  const created = json<CreateOrderResponse>(response);
  return { ...created, ...orderLinkOf(created.paymentUrl) };
}

export async function loginCustomer(app: FastifyInstance, orderId: string, token: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/customer/auth/login',
    payload: { orderId, token },
  });
  if (response.statusCode !== 200) throw new Error(`login: ${response.statusCode} ${response.body}`);
  return json<{ accessToken: string }>(response).accessToken;
}

/**
 * A stand-in build of the page (the real one comes from apps/web, whose browser tests cover it),
 * with `serverEntry` as its server entry's source when given.
 */
export async function standInWebBuild(options: { serverEntry?: string } = {}): Promise<string> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'payorder-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="<!--app-lang-->" data-theme="<!--app-theme-->"><head><title><!--app-title--></title>' +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head>' +
      '<body><!--app-root--><!--app-data--></body></html>',
  );
  await fs.writeFile(path.join(dist, 'assets', 'index-abc123.css'), 'body{color:#111}');
  await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await fs.mkdir(path.join(dist, 'locales', 'en'), { recursive: true });
  await fs.mkdir(path.join(dist, 'locales', 'ru'), { recursive: true });
  await fs.writeFile(path.join(dist, 'locales', 'en', 'common.json'), '{"title":"Top up"}');
  await fs.writeFile(path.join(dist, 'locales', 'ru', 'common.json'), '{"title":"Пополнение"}');
  if (options.serverEntry) {
    await fs.mkdir(path.join(dist, SERVER_ENTRY_DIR));
    await fs.writeFile(path.join(dist, SERVER_ENTRY_DIR, 'entry-server.js'), options.serverEntry);
  }
  await fs.writeFile(
    path.join(dist, PRELOADS_FILE),
    JSON.stringify({
      entry: '/assets/main-abc123.js',
      start: ['/assets/main-abc123.js'],
      views: { new: ['/assets/method-grid-abc123.js'], completed: ['/assets/result-view-abc123.js'] },
    }),
  );
  return dist;
}

/**
 * The fetch of an in-process app (app.inject), for @payorder/client: the typed client the shops use,
 * driving the app without a port.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body && { payload: body }),
    });
    const hasBody = response.statusCode !== 204 && response.statusCode !== 304;
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(hasBody ? response.rawPayload : null, { status: response.statusCode, headers });
  };
}

/** @payorder/client on an in-process app, with a bearer key. */
export const clientFor = (app: FastifyInstance, apiKey?: string) =>
  createPayorderClient({ baseUrl: 'http://pay.test', apiKey, fetch: injectFetch(app) });
