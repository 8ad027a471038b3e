import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  CONSOLE_SESSION_COOKIE,
  luhnCheckDigit,
  type CreateOrderResponse,
  type CreateShopResponse,
  type CreateTraderResponse,
  type OrderStatus,
  type ShopCallback,
} from '@payorder/contract';
import { verifyCallbackSignature } from '@payorder/client';
import { CARD2CARD_METHOD, createPostgresDatabase, orderLinkOf, waitFor } from '@payorder/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { makeConfig } from '../src/config.ts';
import { migrationFiles } from '../src/db/migrate.ts';
import { startReceiver, type ReceivedCallback } from './callbacks-helper.ts';
import { totpCode } from './console-helper.ts';
import { ADMIN_KEY, injectFetch, isPostgresRun } from './helper.ts';
import { startNodeProcess, type NodeProcess } from './scale-kit.ts';

/**
 * Upgrade in place (issue 35; docs/deploy.md "Upgrading"). The release named in test/upgrade-base.json
 * (a commit of this repository: its server and contract, built by its own build script) runs as a real
 * process on a fresh database and makes, through its API, what a running platform holds: a shop whose
 * callback endpoint is failing, a trader with money and a book entry, orders in every status it can
 * reach, customer links, console sessions. Then it stops and HEAD starts on the same database (PGlite:
 * the same data directory; PostgreSQL: the same database), runs its migrations, and must say the same
 * about all of it and deliver the callbacks left pending with their original event ids. Last, the
 * rolling-upgrade rule: the release, started again on the migrated database (beside HEAD on
 * PostgreSQL, after it on PGlite), still reads everything as HEAD does and still makes an order.
 */

const REPO = path.resolve(import.meta.dirname, '../../..');
const BASE = JSON.parse(readFileSync(path.join(import.meta.dirname, 'upgrade-base.json'), 'utf8')) as {
  commit: string;
  why: string;
};
const RELEASE = `release ${BASE.commit.slice(0, 7)}`;
/** What the release's server is built from: its sources and migrations and the contract it was written against. */
const RELEASE_PATHS = ['package.json', 'tsconfig.base.json', 'apps/server', 'packages/contract'];
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PUBLIC_URL = 'http://pay.test';
/** One deployment's secrets: the release and HEAD open the same sealed webhook secrets. */
const SECRETS_KEY = crypto.randomBytes(32).toString('base64url');
/** A failed callback is tried again about every second for ten minutes: pending whenever the test looks. */
const RETRY_EVERY_SECOND = Array.from({ length: 600 }, () => '1').join(',');
/** The trader's "today" for its balance, fixed for the whole run. */
const DAY_START = new Date(Date.now() - 3_600_000).toISOString();

function run(command: string, args: string[], cwd = REPO): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.stdout || result.error}`);
  }
  return result.stdout;
}

/** Why the base release cannot be had from this clone (no git, a shallow clone), or null. */
function whyNoBase(): string | null {
  const found = spawnSync('git', ['cat-file', '-e', `${BASE.commit}^{commit}`], { cwd: REPO });
  if (found.error) return `git cannot be run here (${found.error.message})`;
  if (found.status === 0) return null;
  const isShallow =
    spawnSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: REPO,
      encoding: 'utf8',
    }).stdout.trim() === 'true';
  return (
    `the base release ${BASE.commit} (apps/server/test/upgrade-base.json) is not in this clone` +
    (isShallow ? ': it is a shallow clone; fetch the whole history (git fetch --unshallow)' : '')
  );
}
const noBase = whyNoBase();
/** Locally a clone without the base skips, saying why; under CI it fails (beforeAll below). */
const skipReason = noBase && !process.env.CI ? noBase : null;
if (skipReason) console.warn(`upgrade-in-place test skipped: ${skipReason}`);

/**
 * The release's server as its `npm run build` made it: its commit's files (git archive) in a temporary
 * tree whose node_modules holds its own @payorder/contract and, as symlinks, every other package of
 * this install (Node resolves up the tree from the bundle), bundled by the release's own build script.
 */
async function buildRelease(commit: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'payorder-release-'));
  const tar = path.join(dir, 'release.tar');
  run('git', ['archive', '--output', tar, commit, ...RELEASE_PATHS]);
  run('tar', ['-xf', tar, '-C', dir]);
  await fs.rm(tar);
  const modules = path.join(dir, 'node_modules');
  await fs.mkdir(path.join(modules, '@payorder'), { recursive: true });
  for (const entry of await fs.readdir(path.join(REPO, 'node_modules'))) {
    if (entry !== '@payorder') {
      await fs.symlink(path.join(REPO, 'node_modules', entry), path.join(modules, entry));
    }
  }
  await fs.symlink(path.join(dir, 'packages/contract'), path.join(modules, '@payorder/contract'));
  const serverDir = path.join(dir, 'apps/server');
  const bundle = path.join(serverDir, 'dist');
  run(process.execPath, ['scripts/build.mjs', '--outdir', 'dist'], serverDir);
  // The contract in the bundle is the release's own, not today's (its source map names the files).
  const { sources } = JSON.parse(await fs.readFile(path.join(bundle, 'server.js.map'), 'utf8')) as {
    sources: string[];
  };
  const contractFiles = sources
    .map((source) => path.resolve(bundle, source))
    .filter((file) => file.includes(`${path.sep}packages${path.sep}contract${path.sep}`));
  expect(contractFiles.length).toBeGreaterThan(0);
  expect(contractFiles.filter((file) => !file.startsWith(dir))).toEqual([]);
  return {
    bundle,
    migrations: (await fs.readdir(path.join(serverDir, 'src/db/migrations'))).filter((name) =>
      name.endsWith('.sql'),
    ),
    // fs.rm removes the symlinks, never what they point to.
    remove: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

// ── Calls: the same ones to the release over HTTP and to HEAD in process ──────────────────────

interface Api {
  name: string;
  base: string;
  fetch: typeof fetch;
  /** The server's log, quoted when it answers 5xx. */
  log?: () => string;
}
const releaseApi = (server: NodeProcess): Api => ({
  name: RELEASE,
  base: server.base,
  fetch: (input, init) => fetch(input, init),
  log: server.output,
});
const headApi = (app: FastifyInstance): Api => ({ name: 'HEAD', base: PUBLIC_URL, fetch: injectFetch(app) });

type Auth = { key: string } | { cookie: string } | null;

async function send(api: Api, method: string, url: string, auth: Auth, body?: unknown) {
  const headers: Record<string, string> = {};
  if (auth && 'key' in auth) headers.authorization = `Bearer ${auth.key}`;
  // A console call: its session cookie and, for a state-changing one, the console's origin.
  if (auth && 'cookie' in auth) Object.assign(headers, { cookie: auth.cookie, origin: PUBLIC_URL });
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await api.fetch(`${api.base}/api${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** The JSON answer of a call; anything but 2xx throws, naming the server that answered. */
async function call<T>(api: Api, method: string, url: string, auth: Auth, body?: unknown): Promise<T> {
  const answer = await send(api, method, url, auth, body);
  if (answer.status < 200 || answer.status > 299) {
    const log = answer.status >= 500 && api.log ? `\n${api.name}'s log ends:\n${api.log().slice(-3000)}` : '';
    throw new Error(`${api.name}: ${method} ${url}: ${answer.status} ${answer.text}${log}`);
  }
  return (answer.text ? JSON.parse(answer.text) : undefined) as T;
}
const get = <T = unknown>(api: Api, url: string, auth: Auth) => call<T>(api, 'GET', url, auth);

/** A CSV export read into records by its header's names (RFC 4180: quoted fields, doubled quotes, CRLF). */
async function csvRecords(api: Api, url: string, auth: Auth) {
  const answer = await send(api, 'GET', url, auth);
  if (answer.status !== 200) throw new Error(`${api.name}: GET ${url}: ${answer.status} ${answer.text}`);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  const text = answer.text;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (isQuoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      isQuoted = !isQuoted;
    } else if (!isQuoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!isQuoted && char === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  const [header = [], ...lines] = rows;
  return {
    header,
    records: lines.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i]]))),
  };
}

// ── What the release makes ─────────────────────────────────────────────────────────────────────

const luhnCard = (digits: string) => `${digits}${luhnCheckDigit(digits.replace(/ /g, ''))}`;
/** The trader's book has one card, for its Sberbank method; its T-Bank method has no book (details by hand). */
const BOOK_DETAILS = { card_number: luhnCard('2202 2063 7777 000'), cardholder: 'IVAN P.' };
const HAND_REQUISITES = { card_number: luhnCard('2200 7001 2345 678'), cardholder: 'PETR S.' };
const SENDER = { customerCardFirstDigits: '220220', customerCardLastDigits: '1234' };
const CONSOLE_PASSWORD = 'correct horse battery';

type Step =
  | 'chooseBook'
  | 'chooseHand'
  | 'start'
  | 'handRequisites'
  | 'sender'
  | 'paid'
  | 'confirmPayment'
  | 'traderConfirm'
  | 'dispute'
  | 'customerCancel'
  | 'traderCancel'
  | 'resolvePaidLess'
  | 'testComplete';
const TO_TRADER_CONFIRM: Step[] = ['chooseBook', 'start', 'sender', 'confirmPayment'];

interface PlannedOrder {
  amount: string;
  steps: Step[];
  status: OrderStatus;
  /** Made with the shop's test key (test mode). */
  isTest?: boolean;
  /** Callback events it sends the shop. */
  callbacks: number;
}

/**
 * An order in every status the release can reach, each by another path where there are several. No move
 * of the release leads to `error` (ENDED_STATUSES lists it; no route or job sets it), so none is made.
 * Each amount differs: a book entry takes no second open order of the same amount.
 */
const PLAN = {
  new: { amount: '1001.00', steps: [], status: 'new', callbacks: 0 },
  methodChosen: { amount: '1002.00', steps: ['chooseBook'], status: 'new', callbacks: 0 },
  requisites: { amount: '1003.00', steps: ['chooseHand', 'start'], status: 'requisites', callbacks: 0 },
  customerConfirm: {
    amount: '1004.00',
    steps: ['chooseBook', 'start'],
    status: 'customer_confirm',
    callbacks: 0,
  },
  customerPaid: {
    amount: '1005.00',
    steps: ['chooseHand', 'start', 'handRequisites', 'sender', 'paid'],
    status: 'customer_confirm',
    callbacks: 0,
  },
  traderConfirm: { amount: '1006.00', steps: TO_TRADER_CONFIRM, status: 'trader_confirm', callbacks: 0 },
  completed: {
    amount: '1007.00',
    steps: [...TO_TRADER_CONFIRM, 'traderConfirm'],
    status: 'completed',
    callbacks: 1,
  },
  cancelledByCustomer: {
    amount: '1008.00',
    steps: ['chooseBook', 'start', 'customerCancel'],
    status: 'cancelled',
    callbacks: 1,
  },
  cancelledByTrader: {
    amount: '1009.00',
    steps: ['chooseHand', 'start', 'traderCancel'],
    status: 'cancelled',
    callbacks: 1,
  },
  dispute: { amount: '1010.00', steps: [...TO_TRADER_CONFIRM, 'dispute'], status: 'dispute', callbacks: 1 },
  disputeResolvedPaidLess: {
    amount: '1011.00',
    steps: [...TO_TRADER_CONFIRM, 'dispute', 'resolvePaidLess'],
    status: 'completed',
    callbacks: 2,
  },
  testCompleted: {
    amount: '1012.00',
    steps: ['testComplete'],
    status: 'completed',
    isTest: true,
    callbacks: 1,
  },
} satisfies Record<string, PlannedOrder>;
type OrderName = keyof typeof PLAN;

interface OrderHandle {
  id: string;
  /** The payment link's token: what the customer's link carries. */
  token: string;
  /** The customer's access token the release gave for that link. */
  accessToken: string;
  /** The shop's key of the order's mode. */
  shopKey: string;
}

interface World {
  shop: CreateShopResponse;
  trader: CreateTraderResponse;
  orders: Record<string, OrderHandle>;
  operatorCookie: string;
  traderCookie: string;
}

/** The `Cookie` header a browser sends back after a console sign-in answer. */
async function signIn(api: Api, login: string, totp?: string): Promise<string> {
  const answer = await send(api, 'POST', '/v1/console/session', null, {
    login,
    password: CONSOLE_PASSWORD,
    ...(totp && { totp }),
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${CONSOLE_SESSION_COOKIE}=`));
  if (answer.status !== 200 || !cookie)
    throw new Error(`sign-in as ${login}: ${answer.status} ${answer.text}`);
  return cookie;
}

/** An operator's console session with TOTP enrolled (what the admin API takes from the console). */
async function operatorSession(api: Api): Promise<string> {
  const login = 'upgrade-operator';
  await call(
    api,
    'POST',
    '/v1/admin/console-users',
    { key: ADMIN_KEY },
    {
      login,
      password: CONSOLE_PASSWORD,
      role: 'operator',
    },
  );
  const first = { cookie: await signIn(api, login) };
  const { secret } = await call<{ secret: string }>(api, 'POST', '/v1/console/totp/enrolment', first);
  await call(api, 'POST', '/v1/console/totp/enrolment/confirm', first, { code: await totpCode(secret) });
  // The enrolment spent this step's code: the next step's signs in.
  return signIn(api, login, await totpCode(secret, 1));
}

/** The shop, the trader (its methods, money, book and console account) and the operator, through the release's admin and trader APIs. */
async function makeAccounts(api: Api, callbackUrl: string) {
  const admin = { key: ADMIN_KEY };
  const shop = await call<CreateShopResponse>(api, 'POST', '/v1/admin/shops', admin, {
    name: 'Upgrade shop',
  });
  // Its saved endpoints (live and test): orders made without a callbackUrl send their callbacks there.
  await call(api, 'PUT', `/v1/admin/shops/${shop.id}`, admin, {
    callbackUrl,
    testCallbackUrl: `${callbackUrl}-test`,
  });
  const trader = await call<CreateTraderResponse>(api, 'POST', '/v1/admin/traders', admin, {
    name: 'Upgrade trader',
  });
  const traderKey = { key: trader.apiKey };
  const book = await call<{ id: string }>(
    api,
    'POST',
    `/v1/admin/traders/${trader.id}/trade-methods`,
    admin,
    {
      ...CARD2CARD_METHOD,
    },
  );
  await call(api, 'POST', `/v1/admin/traders/${trader.id}/trade-methods`, admin, {
    ...CARD2CARD_METHOD,
    bank: 'tinkoff',
  });
  await call(api, 'POST', `/v1/admin/traders/${trader.id}/deposits`, admin, {
    amount: '50000.00',
    currency: 'RUB',
    note: 'upgrade test deposit',
  });
  await call(api, 'POST', `/v1/admin/traders/${trader.id}/adjustments`, admin, {
    amount: '250.50',
    currency: 'RUB',
    direction: 'debit',
    note: 'upgrade test adjustment',
  });
  await call(api, 'POST', '/v1/trader/requisites', traderKey, {
    tradeMethodId: book.id,
    details: BOOK_DETAILS,
    label: 'Main card',
    dailyLimit: '90000.00',
    maxOpenOrders: 20,
  });
  await call(api, 'PUT', '/v1/trader/status', traderKey, { online: true });
  await call(api, 'POST', '/v1/admin/console-users', admin, {
    login: 'upgrade-trader',
    password: CONSOLE_PASSWORD,
    role: 'trader',
    traderId: trader.id,
  });
  const traderCookie = await signIn(api, 'upgrade-trader');
  const operatorCookie = await operatorSession(api);
  return { shop, trader, traderCookie, operatorCookie };
}

/** A shop's order (no callbackUrl of its own: it takes the shop's saved one), walked through `steps`. */
async function makeOrder(api: Api, world: Omit<World, 'orders'>, externalId: string, planned: PlannedOrder) {
  const shopKey = planned.isTest ? world.shop.testApiKey : world.shop.apiKey;
  const created = await call<CreateOrderResponse>(
    api,
    'POST',
    '/v1/merchant/orders',
    { key: shopKey },
    {
      amount: planned.amount,
      currency: 'RUB',
      externalId,
      returnUrl: 'https://shop.test/return',
    },
  );
  const { id, token } = orderLinkOf(created.paymentUrl);
  const { accessToken } = await call<{ accessToken: string }>(api, 'POST', '/v1/customer/auth/login', null, {
    orderId: id,
    token,
  });
  const customer = { key: accessToken };
  const trader = { key: world.trader.apiKey };
  const asCustomer = `/v1/customer/orders/${id}`;
  const asTrader = `/v1/trader/orders/${id}`;
  const steps: Record<Step, () => Promise<unknown>> = {
    chooseBook: () =>
      call(api, 'PATCH', asCustomer, customer, { payment: { type: 'card2card', bank: 'sberbank' } }),
    chooseHand: () =>
      call(api, 'PATCH', asCustomer, customer, { payment: { type: 'card2card', bank: 'tinkoff' } }),
    start: () => call(api, 'POST', `${asCustomer}/start-payment`, customer),
    handRequisites: () =>
      call(api, 'POST', `${asTrader}/requisites`, trader, { requisites: HAND_REQUISITES }),
    sender: () => call(api, 'PATCH', asCustomer, customer, { payment: SENDER }),
    paid: () => call(api, 'PATCH', asCustomer, customer, { statusDetails: 'customer-payed' }),
    confirmPayment: () => call(api, 'POST', `${asCustomer}/confirm-payment`, customer),
    traderConfirm: () => call(api, 'POST', `${asTrader}/confirm`, trader),
    dispute: () =>
      call(api, 'POST', `${asTrader}/dispute`, trader, {
        reason: 'amount_differs',
        note: 'the bank shows 1000.00',
      }),
    customerCancel: () => call(api, 'POST', `${asCustomer}/cancel`, customer),
    traderCancel: () => call(api, 'POST', `${asTrader}/cancel`, trader),
    resolvePaidLess: () =>
      call(
        api,
        'POST',
        `/v1/admin/orders/${id}/resolve`,
        { cookie: world.operatorCookie },
        {
          status: 'completed',
          note: '1000.00 arrived, as the bank shows',
          paidAmount: '1000.00',
        },
      ),
    testComplete: () =>
      call(api, 'POST', `/v1/merchant/orders/${id}/test-outcome`, { key: shopKey }, { status: 'completed' }),
  };
  for (const step of planned.steps) await steps[step]();
  const order: OrderHandle = { id, token, accessToken, shopKey };
  const { status } = await get<{ status: string }>(api, `/v1/merchant/orders/${id}`, { key: shopKey });
  expect(status, `${externalId}: the status its steps lead to`).toBe(planned.status);
  return order;
}

// ── What a server says about all of it ─────────────────────────────────────────────────────────

interface CallbackAttempts {
  callbackUrlStatus: string | null;
  attempts: unknown[];
}

/** An answer without the callback attempts it lists (`callbacks.attempts`), which every further attempt adds to. */
function withoutAttempts(view: unknown) {
  const { callbacks, ...rest } = view as { callbacks: CallbackAttempts };
  const { attempts: _attempts, ...state } = callbacks;
  return { ...rest, callbacks: state };
}

/**
 * One order as the shop, the operator and the customer read it; apart, the attempts to deliver its
 * callbacks (each answer lists them) and its callbackUrlStatus.
 */
async function readOrder(api: Api, order: OrderHandle) {
  const shop = { key: order.shopKey };
  const [merchant, timeline, operator, customer, callbacks] = await Promise.all([
    get<{ status: string; integration: { callbackUrlStatus: string | null } }>(
      api,
      `/v1/merchant/orders/${order.id}`,
      shop,
    ),
    get(api, `/v1/merchant/orders/${order.id}/timeline`, shop),
    get(api, `/v1/admin/orders/${order.id}`, { key: ADMIN_KEY }),
    get(api, `/v1/customer/orders/${order.id}`, { key: order.accessToken }),
    get<CallbackAttempts>(api, `/v1/merchant/orders/${order.id}/callbacks`, shop),
  ]);
  return {
    merchant,
    timeline: withoutAttempts(timeline),
    operator: withoutAttempts(operator),
    customer,
    callbackUrlStatus: callbacks.callbackUrlStatus,
    attempts: callbacks.attempts,
  };
}

/** The shop's callback events, newest first, without what every further attempt changes. */
async function callbackEvents(api: Api, key: string) {
  const { items } = await get<{ items: ShopCallback[] }>(api, '/v1/merchant/callbacks?limit=100', { key });
  return items.map(({ attempts: _attempts, lastAttempt: _lastAttempt, ...event }) => event);
}

async function readMoney(api: Api, world: World) {
  const shop = { key: world.shop.apiKey };
  const testShop = { key: world.shop.testApiKey };
  const trader = { key: world.trader.apiKey };
  const admin = { key: ADMIN_KEY };
  return {
    traderBalance: await get(api, `/v1/trader/balance?dayStart=${encodeURIComponent(DAY_START)}`, trader),
    traderLedger: await get(api, '/v1/trader/ledger?limit=500', trader),
    traderAsOperatorSees: await get(api, `/v1/admin/traders/${world.trader.id}`, admin),
    traderLedgerAsOperatorSees: await get(
      api,
      `/v1/admin/traders/${world.trader.id}/ledger?limit=500`,
      admin,
    ),
    shopBalance: await get(api, '/v1/merchant/balance', shop),
    shopLedger: await get(api, '/v1/merchant/ledger?limit=500', shop),
    shopTestBalance: await get(api, '/v1/merchant/balance', testShop),
    shopTestLedger: await get(api, '/v1/merchant/ledger?limit=500', testShop),
    ordersExport: await csvRecords(api, '/v1/admin/orders/export', admin),
    ledgerExport: await csvRecords(api, '/v1/admin/ledger/export', admin),
    shopOrdersExport: await csvRecords(api, '/v1/merchant/orders/export', shop),
    shopLedgerExport: await csvRecords(api, '/v1/merchant/ledger/export', shop),
  };
}

/** Everything the test compares: each order, the money, the book, the shop, the callbacks, the console sessions. */
async function readAll(api: Api, world: World) {
  const orders: Record<string, Awaited<ReturnType<typeof readOrder>>> = {};
  for (const [name, order] of Object.entries(world.orders)) orders[name] = await readOrder(api, order);
  const admin = { key: ADMIN_KEY };
  const operator = { cookie: world.operatorCookie };
  const { items: shops } = await get<{ items: { id: string }[] }>(api, '/v1/admin/shops', admin);
  return {
    orders,
    money: await readMoney(api, world),
    book: await get(api, '/v1/trader/requisites', { key: world.trader.apiKey }),
    traderOrders: await get(api, '/v1/trader/orders', { key: world.trader.apiKey }),
    shopAsOperatorSees: shops.find((shop) => shop.id === world.shop.id),
    callbacks: await callbackEvents(api, world.shop.apiKey),
    testCallbacks: await callbackEvents(api, world.shop.testApiKey),
    operatorMe: await get(api, '/v1/console/me', operator),
    traderMe: await get(api, '/v1/console/me', { cookie: world.traderCookie }),
    disputesAsOperatorSees: await get(api, '/v1/admin/disputes', operator),
  };
}
type Everything = Awaited<ReturnType<typeof readAll>>;

/**
 * An answer as two releases must agree on it. A trader's today's volume (its balance's `today.volume`,
 * the operator's `todayVolume` of it) changed its meaning in issue 38
 * (the orders completed today at the sum each completed for, no longer the orders assigned today and
 * not cancelled: docs/glossary.md "Today's volume"), so releases on either side of it differ there.
 */
function comparable(answer: unknown): unknown {
  if (Array.isArray(answer)) return answer.map(comparable);
  if (answer === null || typeof answer !== 'object') return answer;
  return Object.fromEntries(
    Object.entries(answer)
      // a balance's today.volume, and the operator's todayVolume of a trader (not of a book entry)
      .filter(([field]) => !(field === 'volume' && 'completed' in answer))
      .filter(([field]) => !(field === 'todayVolume' && 'working' in answer))
      .map(([field, value]) => [field, comparable(value)]),
  );
}

/**
 * Everything `older` said, `newer` says the same: each field of each answer equal, each list as long
 * (an answer may gain fields, an export columns at its end: the contract adds, never renames). The
 * callback attempts may have grown by the attempts made since; those `older` listed come first.
 */
function expectSaysAll(newer: Everything, older: Everything, who: string) {
  for (const [name, order] of Object.entries(older.orders)) {
    const { attempts, ...rest } = order;
    const now = newer.orders[name]!;
    expect(now, `${who}: order ${name}`).toMatchObject(rest);
    expect(now.attempts.slice(0, attempts.length), `${who}: order ${name}'s callback attempts`).toEqual(
      attempts,
    );
  }
  for (const key of Object.keys(older.money) as (keyof Everything['money'])[]) {
    expect(comparable(newer.money[key]), `${who}: ${key}`).toMatchObject(
      comparable(older.money[key]) as object,
    );
  }
  for (const key of ['ordersExport', 'ledgerExport', 'shopOrdersExport', 'shopLedgerExport'] as const) {
    expect(
      newer.money[key].header.slice(0, older.money[key].header.length),
      `${who}: ${key} columns`,
    ).toEqual(older.money[key].header);
  }
  const { orders: _orders, money: _money, ...others } = older;
  for (const [key, value] of Object.entries(others)) {
    if (key === 'disputesAsOperatorSees') {
      // Newest first since issue 38 (oldest first before): the same disputes, each the same, in either order.
      const byId = (answer: unknown) =>
        [...(answer as { items: { id: string }[] }).items].sort((x, y) => x.id.localeCompare(y.id));
      expect(byId(newer[key]), `${who}: ${key}`).toMatchObject(byId(value));
      continue;
    }
    expect(newer[key as keyof Everything], `${who}: ${key}`).toMatchObject(value as object);
  }
}

// ── The run ────────────────────────────────────────────────────────────────────────────────────

describe.skipIf(skipReason !== null)(
  `upgrade in place: ${RELEASE} → HEAD on ${isPostgresRun ? 'PostgreSQL' : 'PGlite'}`,
  () => {
    const startedAt = Date.now();
    const timings: string[] = [];
    const lap = (() => {
      let last = Date.now();
      return (what: string) => {
        timings.push(`${what} ${((Date.now() - last) / 1000).toFixed(1)} s`);
        last = Date.now();
      };
    })();
    let release: Awaited<ReturnType<typeof buildRelease>> | undefined;
    let dataDir = '';
    let dropDatabase: (() => Promise<void>) | undefined;
    let databaseEnv: { DATA_DIR: string; DATABASE_URL?: string };
    let releaseProcess: NodeProcess | undefined;
    let head: FastifyInstance | undefined;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    /** What the shop's endpoint answers now; what it answered each delivery. */
    let endpointAnswers = 500;
    const answered = new Map<ReceivedCallback, number>();
    let world: World;
    let released: Everything;

    async function startRelease(name: string) {
      releaseProcess = await startNodeProcess(release!.bundle, 'server', name, {
        ...databaseEnv,
        HOST: '127.0.0.1',
        PORT: '0',
        DEMO: '0',
        PUBLIC_URL,
        ADMIN_API_KEY: ADMIN_KEY,
        SECRETS_KEY,
        ALLOW_PRIVATE_CALLBACKS: '1',
        CALLBACK_RETRY_SCHEDULE: RETRY_EVERY_SECOND,
        CALLBACK_POLL_INTERVAL_MS: '50',
        CALLBACK_TIMEOUT_MS: '5000',
        LOG_LEVEL: 'info',
      });
      return releaseApi(releaseProcess);
    }

    /** SIGTERM, as a deployment stops it: it drains and closes its database, and says so by exiting 0. */
    async function stopRelease() {
      const stopping = releaseProcess!;
      releaseProcess = undefined;
      await stopping.stop();
      expect(
        stopping.child.exitCode,
        `${RELEASE} shut down cleanly:\n${stopping.output().slice(-2000)}`,
      ).toBe(0);
    }

    async function startHead() {
      head = await buildApp(
        makeConfig({
          ...databaseEnv,
          PUBLIC_URL,
          ADMIN_API_KEY: ADMIN_KEY,
          SECRETS_KEY,
          ALLOW_PRIVATE_CALLBACKS: '1',
          WORKER: '1',
          CALLBACK_RETRY_SCHEDULE: RETRY_EVERY_SECOND,
          CALLBACK_POLL_INTERVAL_MS: '50',
          CALLBACK_TIMEOUT_MS: '5000',
        }),
      );
      await head.ready();
      return headApi(head);
    }

    /** Each received delivery of these events that the endpoint answered 2xx. */
    const deliveries = (eventIds: string[]) =>
      [...answered].filter(([entry, status]) => status < 300 && eventIds.includes(entry.eventId));

    beforeAll(async () => {
      if (noBase) throw new Error(`${noBase}. CI runs on a full clone of main, which has it.`);
      const isEarlier = spawnSync('git', ['merge-base', '--is-ancestor', BASE.commit, 'HEAD'], { cwd: REPO });
      if (isEarlier.status !== 0) {
        throw new Error(`${BASE.commit} (test/upgrade-base.json) is not an earlier commit of HEAD's history`);
      }
      release = await buildRelease(BASE.commit);
      lap(`${RELEASE} built`);
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'payorder-upgrade-'));
      if (isPostgresRun) {
        // An empty database, not the run's migrated template: the release makes its own schema.
        const database = await createPostgresDatabase(POSTGRES_URL, 'payorder_upgrade');
        databaseEnv = { DATA_DIR: dataDir, DATABASE_URL: database.url };
        dropDatabase = database.drop;
      } else {
        databaseEnv = { DATA_DIR: dataDir };
      }
      receiver = await startReceiver((entry) => {
        answered.set(entry, endpointAnswers);
        return endpointAnswers;
      });

      const api = await startRelease('release');
      lap(`${RELEASE} started on a new database`);
      const accounts = await makeAccounts(api, receiver.url);
      const orders: Record<string, OrderHandle> = {};
      for (const [name, planned] of Object.entries(PLAN) as [OrderName, PlannedOrder][]) {
        orders[name] = await makeOrder(api, accounts, name, planned);
      }
      world = { ...accounts, orders };
      // Every callback event tried at least once and failed (the order's callbackUrlStatus error_delay),
      // so later attempts change nothing the reads compare.
      const expectedEvents = Object.values(PLAN).reduce((sum, planned) => sum + planned.callbacks, 0);
      await waitFor(
        async () =>
          (
            await Promise.all(
              [world.shop.apiKey, world.shop.testApiKey].map((key) =>
                get<{ items: ShopCallback[] }>(api, '/v1/merchant/callbacks', { key }),
              ),
            )
          ).flatMap(({ items }) => items.map((event) => event.attempts)),
        (attempts) => attempts.length === expectedEvents && attempts.every((count) => count >= 1),
        { timeoutMs: 30_000, intervalMs: 100 },
      );
      await waitFor(
        async () =>
          (await Promise.all(Object.values(world.orders).map((order) => readOrder(api, order)))).map(
            (view) => view.callbackUrlStatus,
          ),
        (statuses) => statuses.every((status) => status === null || status === 'error_delay'),
        { timeoutMs: 30_000, intervalMs: 100 },
      );
      lap(`${RELEASE}'s data made (${Object.keys(PLAN).length} orders, ${expectedEvents} callbacks pending)`);
      released = await readAll(api, world);
      await stopRelease();
      lap(`${RELEASE} read and stopped`);
    });

    afterAll(async () => {
      await releaseProcess?.stop();
      await head?.close();
      await receiver?.close();
      await dropDatabase?.();
      if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
      await release?.remove();
      console.log(
        `upgrade in place on ${isPostgresRun ? 'PostgreSQL' : 'PGlite'}: ${timings.join('; ')}; ` +
          `${((Date.now() - startedAt) / 1000).toFixed(1)} s in all`,
      );
    });

    it('HEAD migrates the database and reads every order, balance, ledger line, export and book entry as the release left them', async () => {
      const api = await startHead();
      lap('HEAD started (migrations run)');
      const { rows } = await head!.ctx.db.query<{ name: string }>('SELECT name FROM schema_migrations');
      const applied = new Set(rows.map((row) => row.name));
      const added = (await migrationFiles()).filter((name) => !release!.migrations.includes(name));
      console.log(`migrations HEAD added to ${RELEASE}'s database: ${added.join(', ') || 'none'}`);
      for (const name of await migrationFiles()) expect(applied.has(name), name).toBe(true);

      const now = await readAll(api, world);
      expectSaysAll(now, released, 'HEAD');
      for (const [name, planned] of Object.entries(PLAN)) {
        expect(now.orders[name]!.merchant.status, name).toBe(planned.status);
      }
      lap('HEAD read everything');
    });

    it("the release's customer links and console sessions still open in HEAD", async () => {
      const api = headApi(head!);
      for (const [name, order] of Object.entries(world.orders)) {
        // The link itself (a new login), and the access token the release gave before the upgrade.
        const { accessToken } = await call<{ accessToken: string }>(
          api,
          'POST',
          '/v1/customer/auth/login',
          null,
          {
            orderId: order.id,
            token: order.token,
          },
        );
        const opened = await get(api, `/v1/customer/orders/${order.id}`, { key: accessToken });
        expect(opened, `${name} through its link`).toMatchObject(released.orders[name]!.customer as object);
      }
      // The operator's session acts, not only reads: a state-changing call with its cookie and origin.
      const operator = { cookie: world.operatorCookie };
      expect(await get(api, '/v1/console/me', operator)).toMatchObject(released.operatorMe as object);
      await call(api, 'PUT', '/v1/admin/meta/upgrade-check', operator, { value: 'HEAD' });
      const trader = { cookie: world.traderCookie };
      expect(await get(api, '/v1/console/me', trader)).toMatchObject(released.traderMe as object);
    });

    it('HEAD delivers the callbacks the release left pending, each with its original event id and body', async () => {
      const api = headApi(head!);
      const pending = [...released.callbacks, ...released.testCallbacks];
      expect(pending.every((event) => event.state === 'pending')).toBe(true);
      const eventIds = pending.map((event) => event.eventId);
      const triedByRelease = new Map([...answered.keys()].map((entry) => [entry.eventId, entry]));
      for (const id of eventIds) expect(triedByRelease.has(id), `${id} was tried by the release`).toBe(true);

      endpointAnswers = 200;
      await waitFor(
        () => new Set(deliveries(eventIds).map(([entry]) => entry.eventId)).size,
        (count) => count === eventIds.length,
        { timeoutMs: 30_000, intervalMs: 50 },
      );
      lap('pending callbacks delivered by HEAD');
      const secrets = new Map(
        pending.map((event) => [
          event.eventId,
          released.testCallbacks.includes(event) ? world.shop.testWebhookSecret : world.shop.webhookSecret,
        ]),
      );
      for (const [entry] of deliveries(eventIds)) {
        const before = JSON.parse(triedByRelease.get(entry.eventId)!.rawBody) as object;
        expect(JSON.parse(entry.rawBody), `event ${entry.eventId}`).toMatchObject(before);
        expect(verifyCallbackSignature(entry.rawBody, entry.signature, secrets.get(entry.eventId)!)).toBe(
          true,
        );
      }
      expect(deliveries(eventIds)).toHaveLength(eventIds.length);

      // Recorded as delivered, and each order with callbacks shows it.
      const states = await waitFor(
        async () => [
          ...(await callbackEvents(api, world.shop.apiKey)),
          ...(await callbackEvents(api, world.shop.testApiKey)),
        ],
        (events) => events.every((event) => event.state === 'delivered'),
        { timeoutMs: 10_000, intervalMs: 50 },
      );
      expect(states.map((event) => event.eventId).sort()).toEqual([...eventIds].sort());
      for (const [name, planned] of Object.entries(PLAN)) {
        const { merchant } = await readOrder(api, world.orders[name]!);
        expect(merchant.integration.callbackUrlStatus, name).toBe(planned.callbacks > 0 ? 'success' : null);
      }
    });

    it('the release still works on the migrated database (beside HEAD on PostgreSQL, after it on PGlite): reads what it and HEAD wrote as HEAD does, and makes and completes an order', async () => {
      // HEAD makes the same orders through the same calls: rows in the forms HEAD writes them, which the
      // release must read too while it still runs. Only the base release's calls: rows of a feature it
      // lacks are outside this check (payouts are a known exception: docs/deploy.md "Upgrading").
      const headCalls = headApi(head!);
      const orders: Record<string, OrderHandle> = { ...world.orders };
      for (const [name, planned] of Object.entries(PLAN) as [OrderName, PlannedOrder][]) {
        const amount = (Number(planned.amount) + 1000).toFixed(2);
        orders[`${name}ByHead`] = await makeOrder(headCalls, world, `${name}ByHead`, { ...planned, amount });
      }
      const both: World = { ...world, orders };
      const allDelivered = async (api: Api) => {
        await waitFor(
          async () => [
            ...(await callbackEvents(api, world.shop.apiKey)),
            ...(await callbackEvents(api, world.shop.testApiKey)),
          ],
          (events) => events.every((event) => event.state === 'delivered'),
          { timeoutMs: 30_000, intervalMs: 50 },
        );
      };
      await allDelivered(headCalls);
      const headSays = await readAll(headCalls, both);
      lap(`HEAD made ${Object.keys(PLAN).length} orders`);

      // The embedded database is one process's: HEAD closes before the release opens it.
      if (!isPostgresRun) {
        await head!.close();
        head = undefined;
      }
      const api = await startRelease('release-after-upgrade');
      lap(`${RELEASE} started again on the migrated database`);
      expectSaysAll(headSays, await readAll(api, both), RELEASE);

      const order = await makeOrder(api, world, 'afterUpgrade', {
        amount: '1013.00',
        steps: [...TO_TRADER_CONFIRM, 'traderConfirm'],
        status: 'completed',
        callbacks: 1,
      });
      const [event] = await callbackEvents(api, world.shop.apiKey);
      expect(event).toMatchObject({ orderId: order.id, status: 'completed' });
      await allDelivered(api);
      const withRelease = { ...both, orders: { ...both.orders, afterUpgrade: order } };
      const releaseSays = await readAll(api, withRelease);
      lap(`${RELEASE} read everything and completed an order`);
      await stopRelease();

      // …and HEAD reads what the release wrote after the upgrade as the release does.
      const headSaysNow = await readAll(head ? headApi(head) : await startHead(), withRelease);
      expectSaysAll(headSaysNow, releaseSays, 'HEAD after the release wrote');
      expect(deliveries([event!.eventId])).toHaveLength(1);
      lap('HEAD read it');
    });
  },
);
