import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  ENDED_STATUSES,
  toMinor,
  ZCreateRequisiteEntryRequest,
  type CreateOrderResponse,
  type DataCollectionOrder,
  type RequisiteFieldName,
} from '@payorder/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { createOrder } from '../order-flows/create-order.ts';
import { listTraderOrders, type OrderRow } from '../orders/order-row.ts';
import { submitRequisites, traderConfirm } from '../order-flows/order-service.ts';
import { generateSecret } from 'otplib';
import { hashPassword } from '../console/console-accounts.ts';
import { totpUrl } from '../console/totp.ts';
import { createShop, createTrader } from '../admin/admin-store.ts';
import { createTradeMethod, deleteTradeMethod } from '../admin/trade-methods.ts';
import { canonicalRequisites } from '../orders/requisites.ts';
import { encrypt, randomSecret } from '../security/crypto.ts';
import { fileSecret } from '../security/secrets.ts';
import { deposit } from '../ledger/balances.ts';
import { EXTERNAL, post, shopAccount } from '../ledger/ledger.ts';
import { findTradeMethodRow } from '../reference/trade-methods.ts';
import { AMOUNT_COOL_DOWN_SECONDS } from '../routing/eligible-candidates.ts';
import { createEntry, setOnline } from '../routing/requisite-book.ts';
import { DEMO_TRADE_METHODS, sampleRequisites } from './demo-methods.ts';
import type { DemoAccounts } from './demo-accounts.ts';
import { isAutoConfirmOn } from './demo-device.ts';
import { enableSimulatedPayouts, workSimulatedPayouts } from './simulated-payouts.ts';

const SETTINGS_KEY = 'demo_accounts';
/** How often a simulated trader that may be idle (a person signed in as it) looks again. */
const IDLE_CHECK_MS = 2000;

/** What the demo trader puts up in each currency of its methods, so every demo order finds it. */
const DEMO_DEPOSIT = '1000000.00';

/**
 * Creates the demo shops and trader once per database (later starts reuse them), and makes sure the
 * trader is online with a book entry for each of its methods and a deposit in each of their currencies.
 * Demo shops and the demo trader are marked demo: they only ever serve each other.
 */
export async function ensureDemoAccounts(ctx: AppContext): Promise<DemoAccounts> {
  const accounts = await findOrCreateDemoAccounts(ctx);
  const { db } = ctx;
  await db.query('UPDATE shops SET is_demo = true WHERE id = ANY($1::uuid[])', [
    Object.values(accounts.shops).map((shop) => shop.id),
  ]);
  await db.query('UPDATE traders SET is_demo = true WHERE id = $1', [accounts.traderId]);
  await prepareSimulatedTrader(ctx, accounts.traderId, { isFunded: true });
  for (const shop of Object.values(accounts.shops)) await fundDemoShop(ctx, shop.id);
  return accounts;
}

/** What each demo shop holds in each currency of the demo's methods, so a newcomer can pay out at once. */
const DEMO_SHOP_BALANCE = '100000.00';

/**
 * A demo shop's balance to pay out from (docs/architecture.md "Payouts"): once per currency, an
 * adjustment from outside with its note (demo orders' settlements add to it as they complete).
 */
async function fundDemoShop(ctx: AppContext, shopId: string) {
  const currencies = [...new Set(DEMO_TRADE_METHODS.map((method) => method.fiatCurrency))];
  for (const currency of currencies) {
    await ctx.db.transaction(async (tx) => {
      const funded = await tx.query(
        `SELECT 1 FROM ledger_transactions WHERE kind = 'adjustment' AND shop_id = $1 AND currency = $2
            AND note = 'Demo balance'`,
        [shopId, currency],
      );
      if (funded.rowCount === 0) {
        await post(tx, { kind: 'adjustment', currency, shopId, note: 'Demo balance' }, [
          { from: EXTERNAL, to: shopAccount(shopId), amount: toMinor(DEMO_SHOP_BALANCE) },
        ]);
      }
    });
  }
}

/**
 * A simulated trader ready to take orders: its demo methods each in its currency (syncDemoMethods), a
 * book entry with sample details for each, online, and (`isFunded`, the demo trader) a deposit in each
 * of their currencies. The test-mode trader (`isTest`) holds no money (test orders move none), and its
 * entries carry the test details, which nobody could pay to (demo-methods.ts TEST_SAMPLE_VALUES), also
 * on a database whose entries were made before.
 */
export async function prepareSimulatedTrader(
  ctx: AppContext,
  traderId: string,
  { isFunded, isTest = false }: { isFunded: boolean; isTest?: boolean },
) {
  const { db } = ctx;
  await syncDemoMethods(db, traderId);
  // A method that ever had an entry gets none again (a person signed in as the demo trader may remove it).
  const { rows: methods } = await db.query<{
    id: string;
    fiat_currency: string;
    had_entry: boolean;
    entry_id: string | null;
  }>(
    `SELECT tm.id, tm.fiat_currency,
            EXISTS (SELECT 1 FROM requisite_entries e WHERE e.trade_method_id = tm.id) AS had_entry,
            (SELECT e.id FROM requisite_entries e WHERE e.trade_method_id = tm.id AND e.deleted_at IS NULL
              ORDER BY e.created_at LIMIT 1) AS entry_id
       FROM trade_methods tm
      WHERE tm.trader_id = $1 AND tm.is_active
      ORDER BY tm.created_at`,
    [traderId],
  );
  for (const { id, fiat_currency: currency, had_entry: hadEntry, entry_id: entryId } of methods) {
    const method = (await findTradeMethodRow(db, id))!.method;
    const fields = method.fields.map((field) => field.name as RequisiteFieldName);
    const details = sampleRequisites(fields, ctx.publicUrl, { currency, isTest });
    if (!hadEntry) {
      await createEntry(db, traderId, {
        ...ZCreateRequisiteEntryRequest.parse({ tradeMethodId: id, details: {} }),
        details,
        label: 'Demo',
      });
    } else if (isTest && entryId) {
      // The test-mode trader's entries from before test details existed showed a real-looking card.
      const requisites = await canonicalRequisites(db, method, details, 'details');
      await db.query('UPDATE requisite_entries SET details = $2::jsonb WHERE id = $1', [
        entryId,
        JSON.stringify(requisites),
      ]);
    }
  }
  if (isFunded) {
    const { rows: unfunded } = await db.query<{ currency: string }>(
      `SELECT DISTINCT tm.fiat_currency AS currency FROM trade_methods tm
        WHERE tm.trader_id = $1 AND NOT EXISTS (
          SELECT 1 FROM ledger_transactions t WHERE t.kind = 'deposit' AND t.trader_id = $1 AND t.currency = tm.fiat_currency)`,
      [traderId],
    );
    for (const { currency } of unfunded) {
      await deposit(db, traderId, { amount: DEMO_DEPOSIT, currency, note: 'Demo deposit' });
    }
  }
  await enableSimulatedPayouts(db, traderId);
  await setOnline(db, traderId, true);
}

const methodKey = (m: { paymentType: string; bank: string; fiatCurrency: string }) =>
  `${m.paymentType}:${m.bank}:${m.fiatCurrency}`;

/**
 * A simulated trader's methods moved to their currencies on a database seeded before (when every type was
 * also offered in RUB): a method of a type the demo lists only in other currencies (UPI or ERIP in RUB) is
 * turned off with its entries, as a trader removing a method does, and the type's listed methods it
 * lacks are added. Methods a person signed in as the demo trader added, or removed, are left as they are.
 */
async function syncDemoMethods(db: AppContext['db'], traderId: string) {
  const { rows } = await db.query<{ id: string; payment_type: string; bank: string; fiat_currency: string }>(
    'SELECT id, payment_type, bank, fiat_currency FROM trade_methods WHERE trader_id = $1 AND is_active',
    [traderId],
  );
  const currenciesOf = (type: string) =>
    new Set(DEMO_TRADE_METHODS.filter((m) => m.paymentType === type).map((m) => m.fiatCurrency));
  const movedTypes = new Set<string>();
  const held = new Set<string>();
  for (const row of rows) {
    const listed = currenciesOf(row.payment_type);
    if (listed.size > 0 && !listed.has(row.fiat_currency)) {
      await deleteTradeMethod(db, traderId, row.id);
      movedTypes.add(row.payment_type);
    } else {
      held.add(methodKey({ paymentType: row.payment_type, bank: row.bank, fiatCurrency: row.fiat_currency }));
    }
  }
  for (const method of DEMO_TRADE_METHODS) {
    if (movedTypes.has(method.paymentType) && !held.has(methodKey(method)))
      await createTradeMethod(db, traderId, method);
  }
}

/** The demo console sign-ins, printed by `npm start`. */
export const DEMO_CONSOLE_LOGIN = 'demo-trader';
export const DEMO_OPERATOR_LOGIN = 'demo-operator';
export const DEMO_SHOP_LOGIN = 'demo-shop';

/**
 * A demo console account: its password generated once and kept under DATA_DIR (`<login>-password`, like
 * the admin key), set from that file on every start, so the printed password always works, even on a
 * database that outlived its data dir.
 */
async function upsertDemoConsoleUser(
  ctx: AppContext,
  account: { login: string; role: 'trader' | 'operator' | 'shop'; traderId?: string; shopId?: string },
  totpSecret?: string,
): Promise<{ login: string; password: string; passwordFile: string }> {
  const passwordName = `${account.login}-password`;
  const password = await fileSecret(ctx.config.DATA_DIR, passwordName, () => randomSecret(12));
  await ctx.db.query(
    `INSERT INTO console_users (id, login, password_hash, role, trader_id, shop_id, totp_secret_enc)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT ((lower(login))) DO UPDATE SET password_hash = excluded.password_hash,
       trader_id = excluded.trader_id, shop_id = excluded.shop_id,
       totp_secret_enc = coalesce(excluded.totp_secret_enc, console_users.totp_secret_enc),
       failed_attempts = 0, locked_until = NULL, disabled_at = NULL`,
    [
      crypto.randomUUID(),
      account.login,
      await hashPassword(password),
      account.role,
      account.traderId ?? null,
      account.shopId ?? null,
      totpSecret ? encrypt(ctx.secrets.secretsKey, totpSecret) : null,
    ],
  );
  return { login: account.login, password, passwordFile: path.join(ctx.config.DATA_DIR, passwordName) };
}

/** The demo trader's console account: login `demo-trader`. */
export function ensureDemoConsoleUser(ctx: AppContext, accounts: DemoAccounts) {
  return upsertDemoConsoleUser(ctx, {
    login: DEMO_CONSOLE_LOGIN,
    role: 'trader',
    traderId: accounts.traderId,
  });
}

/**
 * The demo operator (`demo-operator`): two-factor sign-in already set up, with a TOTP secret generated
 * once into DATA_DIR/demo-operator-totp-secret, printed with its otpauth:// URL so a person can add it
 * to an authenticator app (or compute codes from it).
 */
export async function ensureDemoOperator(ctx: AppContext) {
  const totpSecretName = `${DEMO_OPERATOR_LOGIN}-totp-secret`;
  const totpSecret = await fileSecret(ctx.config.DATA_DIR, totpSecretName, () => generateSecret());
  const user = await upsertDemoConsoleUser(ctx, { login: DEMO_OPERATOR_LOGIN, role: 'operator' }, totpSecret);
  return {
    ...user,
    totpSecret,
    totpSecretFile: path.join(ctx.config.DATA_DIR, totpSecretName),
    otpauthUrl: totpUrl(DEMO_OPERATOR_LOGIN, totpSecret),
  };
}

/**
 * The demo shop's API key (kept in the database) written to DATA_DIR/demo-shop-api-key on every start,
 * like the other demo secrets, for a start whose output is not a terminal; the file's path.
 */
export async function writeDemoShopKeyFile(ctx: AppContext, accounts: DemoAccounts): Promise<string> {
  const file = path.join(ctx.config.DATA_DIR, 'demo-shop-api-key');
  await fs.mkdir(ctx.config.DATA_DIR, { recursive: true });
  await fs.writeFile(file, `${accounts.shops.after_payment.apiKey}\n`, { mode: 0o600 });
  return file;
}

/** The demo shop's console account (`demo-shop`), of the demo shop that collects receipts. */
export function ensureDemoShopUser(ctx: AppContext, accounts: DemoAccounts) {
  return upsertDemoConsoleUser(ctx, {
    login: DEMO_SHOP_LOGIN,
    role: 'shop',
    shopId: accounts.shops.after_payment.id,
  });
}

/**
 * Whether a person is working the demo trader's orders in the console (a live session of its account):
 * then the simulated trader steps aside and leaves the confirming to them, until they sign out.
 */
async function isDemoTraderSignedIn(ctx: AppContext, traderId: string): Promise<boolean> {
  const { rows } = await ctx.db.query(
    `SELECT 1 FROM console_sessions cs JOIN console_users u ON u.id = cs.user_id
      WHERE u.trader_id = $1 AND cs.revoked_at IS NULL AND cs.expires_at > now() LIMIT 1`,
    [traderId],
  );
  return rows.length > 0;
}

/** The demo shops' fee, % of each order. */
const DEMO_SHOP_FEE_PERCENT = '3';

async function findOrCreateDemoAccounts(ctx: AppContext): Promise<DemoAccounts> {
  const { db, secrets } = ctx;
  const existing = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
    SETTINGS_KEY,
  ]);
  if (existing.rows[0]) return JSON.parse(existing.rows[0].value) as DemoAccounts;

  return db.transaction(async (tx) => {
    const demo = { isDemo: true };
    const after = await createShop(
      tx,
      secrets.secretsKey,
      { name: 'Demo shop', customerDataCollectionOrder: 'after_payment', collectCustomerReceipts: true },
      demo,
    );
    const before = await createShop(
      tx,
      secrets.secretsKey,
      {
        name: 'Demo shop (details first)',
        customerDataCollectionOrder: 'before_payment',
        collectCustomerReceipts: false,
      },
      demo,
    );
    // A shop pays the platform a fee out of which the trader's commission is paid: 0 % (a new shop's
    // default) would show the demo's overview paying commissions out of nothing.
    await tx.query('UPDATE shops SET fee_percent = $2 WHERE id = ANY($1::uuid[])', [
      [after.id, before.id],
      DEMO_SHOP_FEE_PERCENT,
    ]);
    const trader = await createTrader(tx, 'Demo trader', demo);
    for (const method of DEMO_TRADE_METHODS) await createTradeMethod(tx, trader.id, method);
    // The demo keeps its own shops' keys so `/` can create orders; real shops' keys are never stored.
    const accounts: DemoAccounts = {
      shops: { after_payment: after, before_payment: before },
      traderId: trader.id,
    };
    await tx.query('INSERT INTO settings (key, value) VALUES ($1, $2)', [
      SETTINGS_KEY,
      JSON.stringify(accounts),
    ]);
    return accounts;
  });
}

/** The demo's order amounts: round hundreds, 1 000 to 4 900 RUB. */
const DEMO_AMOUNTS = Array.from({ length: 40 }, (_, step) => (1000 + step * 100).toFixed(2));

/**
 * A random demo amount that no demo order of the demo trader holds now or ended with in the last
 * AMOUNT_COOL_DOWN_SECONDS: routing keeps such an amount off the trader's entries, and the newcomer's
 * order would wait for nobody (the simulated trader confirms orders, it does not claim them). Any
 * amount when all are taken.
 */
async function freeDemoAmount(ctx: AppContext, accounts: DemoAccounts): Promise<string> {
  const { rows } = await ctx.db.query<{ amount: string }>(
    `SELECT DISTINCT amount::numeric(20, 2)::text AS amount FROM orders
      WHERE trader_id = $1
        AND (NOT (status = ANY($2)) OR finished_at > now() - make_interval(secs => $3))`,
    [accounts.traderId, ENDED_STATUSES, AMOUNT_COOL_DOWN_SECONDS],
  );
  const taken = new Set(rows.map((row) => row.amount));
  const free = DEMO_AMOUNTS.filter((amount) => !taken.has(amount));
  const choices = free.length > 0 ? free : DEMO_AMOUNTS;
  return choices[Math.floor(Math.random() * choices.length)]!;
}

export async function createDemoOrder(
  ctx: AppContext,
  accounts: DemoAccounts,
  collection: DataCollectionOrder = 'after_payment',
): Promise<CreateOrderResponse> {
  const shop = accounts.shops[collection];
  const amount = await freeDemoAmount(ctx, accounts);
  return createOrder(ctx.db, {
    shopId: shop.id,
    shopApiKey: shop.apiKey,
    publicUrl: ctx.publicUrl,
    request: {
      amount,
      currency: 'RUB',
      returnUrl: `${ctx.publicUrl}/`,
      expiresInSeconds: 3600,
    },
  });
}

/**
 * The simulated trader: supplies requisites (to orders of methods with no free book entry) and confirms
 * payments for the demo trader's orders after a short wait, through the same moves the trader API makes.
 * Only demo shops' orders: the demo trader is never routed a real shop's order, and this checks again.
 * Idle while someone is signed in to the console as the demo trader (isDemoTraderSignedIn).
 */
export function startSimulatedTrader(ctx: AppContext, accounts: DemoAccounts, log: FastifyInstance['log']) {
  return simulateTrader(ctx, log, {
    traderId: accounts.traderId,
    serves: (order) => order.is_demo && !order.is_test,
    isIdle: () => isDemoTraderSignedIn(ctx, accounts.traderId),
  });
}

/**
 * Works a simulated trader's orders (those `serves` accepts) while `isIdle` says no: details to orders
 * waiting for them, and confirmation once the customer says they paid, each DEMO_TRADER_DELAY_MS after
 * the order's last change, through the same moves the trader API makes. Driven by the order events of
 * its trader (OrderEvents.watchTrader), not by polling: a server with no such orders runs no statement
 * for it. A move that fails (another replica made it first) is logged and looked at again a second later.
 * With `isIdle` (the demo trader: a person may sign in and out of its console) it also looks every few
 * seconds, since signing out changes no order. Returns the stop.
 */
export function simulateTrader(
  ctx: AppContext,
  log: FastifyInstance['log'],
  trader: { traderId: string; serves: (order: OrderRow) => boolean; isIdle?: () => Promise<boolean> },
) {
  const delay = ctx.config.DEMO_TRADER_DELAY_MS;
  /** Works what is due; returns in how many ms the next order falls due, or null when none waits. */
  const tick = async (): Promise<number | null> => {
    if (await trader.isIdle?.()) return null;
    let nextDueInMs: number | null = null;
    const orders = (await listTraderOrders(ctx.db, trader.traderId)).filter(trader.serves);
    // Read once a tick, and only when a payment waits: with auto-confirm on, it leaves those to the phone.
    const confirms =
      orders.some((order) => order.status === 'trader_confirm') &&
      !(await isAutoConfirmOn(ctx, trader.traderId));
    for (const order of orders) {
      const actsOn = order.status === 'requisites' || (order.status === 'trader_confirm' && confirms);
      if (!actsOn) continue;
      const dueInMs = new Date(order.updated_at).getTime() + delay - Date.now();
      if (dueInMs > 0) {
        nextDueInMs = Math.min(nextDueInMs ?? dueInMs, dueInMs);
      } else if (order.status === 'requisites') {
        const method = await findTradeMethodRow(ctx.db, order.trade_method_id!);
        if (!method) continue;
        const fields = method.method.fields.map((field) => field.name as RequisiteFieldName);
        const details = sampleRequisites(fields, ctx.publicUrl, {
          currency: method.method.fiatCurrency,
          isTest: order.is_test,
        });
        await submitRequisites(ctx.db, trader.traderId, order.id, details);
      } else {
        // With auto-confirm on, the trader's bank notifications confirm (bank-notifications/): it steps aside.
        await traderConfirm(ctx.db, trader.traderId, order.id);
      }
    }
    const payoutsDueInMs = await workSimulatedPayouts(ctx, trader.traderId, delay);
    if (payoutsDueInMs !== null) nextDueInMs = Math.min(nextDueInMs ?? payoutsDueInMs, payoutsDueInMs);
    return nextDueInMs;
  };

  let isRunning = false;
  let isWanted = false;
  let isStopped = false;
  let dueTimer: NodeJS.Timeout | undefined;
  const later = (ms: number) => {
    clearTimeout(dueTimer);
    dueTimer = setTimeout(run, ms);
    dueTimer.unref();
  };
  function run() {
    if (isStopped) return;
    if (isRunning) {
      isWanted = true;
      return;
    }
    isRunning = true;
    tick()
      .then((nextDueInMs) => (nextDueInMs === null ? clearTimeout(dueTimer) : later(nextDueInMs + 20)))
      .catch((error: unknown) => {
        log.warn({ err: error }, 'simulated trader move failed');
        later(1000);
      })
      .finally(() => {
        isRunning = false;
        if (isWanted) {
          isWanted = false;
          run();
        }
      });
  }
  const unwatch = ctx.orderEvents.watchTrader(trader.traderId, run);
  const idleCheck = trader.isIdle ? setInterval(run, IDLE_CHECK_MS) : undefined;
  idleCheck?.unref();
  // Payouts offered to it are looked for as often (an offer is no order event).
  const payoutCheck = setInterval(run, IDLE_CHECK_MS);
  payoutCheck.unref();
  run(); // the orders open before this start
  return () => {
    isStopped = true;
    unwatch();
    clearTimeout(dueTimer);
    clearInterval(idleCheck);
    clearInterval(payoutCheck);
  };
}
