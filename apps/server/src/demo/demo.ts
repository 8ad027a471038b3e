import type { CreateOrderResponse, DataCollectionOrder, RequisiteFieldName } from '@payorder/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { createOrder } from '../orders/create-order.ts';
import { listTraderOrders } from '../orders/order-row.ts';
import { submitRequisites, traderConfirm } from '../orders/order-service.ts';
import { createShop, createTradeMethod, createTrader } from '../reference/admin-store.ts';
import { getTradeMethodRow } from '../reference/trade-methods.ts';
import { DEMO_TRADE_METHODS, sampleRequisites } from './demo-methods.ts';

export interface DemoAccounts {
  shops: Record<DataCollectionOrder, { id: string; apiKey: string }>;
  traderId: string;
}

const SETTINGS_KEY = 'demo_accounts';

/** Creates the demo shops and trader once per database; later starts reuse them. */
export async function ensureDemoAccounts(ctx: AppContext): Promise<DemoAccounts> {
  const { db, secrets } = ctx;
  const existing = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
    SETTINGS_KEY,
  ]);
  if (existing.rows[0]) return JSON.parse(existing.rows[0].value) as DemoAccounts;

  return db.transaction(async (tx) => {
    const after = await createShop(tx, secrets.secretsKey, {
      name: 'Demo shop',
      customerDataCollectionOrder: 'after_payment',
      collectCustomerReceipts: true,
    });
    const before = await createShop(tx, secrets.secretsKey, {
      name: 'Demo shop (details first)',
      customerDataCollectionOrder: 'before_payment',
      collectCustomerReceipts: false,
    });
    const trader = await createTrader(tx, 'Demo trader');
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

export function createDemoOrder(
  ctx: AppContext,
  accounts: DemoAccounts,
  collection: DataCollectionOrder = 'after_payment',
): Promise<CreateOrderResponse> {
  const shop = accounts.shops[collection];
  const amount = (1000 + Math.floor(Math.random() * 40) * 100).toFixed(2);
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
 * The simulated trader: supplies requisites and confirms payments for the demo trader's orders
 * after a short wait, through the same moves the trader API makes.
 */
export function startSimulatedTrader(ctx: AppContext, accounts: DemoAccounts, log: FastifyInstance['log']) {
  const delay = ctx.config.DEMO_TRADER_DELAY_MS;
  const tick = async () => {
    const now = Date.now();
    for (const order of await listTraderOrders(ctx.db, accounts.traderId)) {
      const isDue = now - new Date(order.updated_at).getTime() >= delay;
      if (!isDue) continue;
      if (order.status === 'requisites') {
        const method = await getTradeMethodRow(ctx.db, order.trade_method_id!);
        if (!method) continue;
        const fields = method.method.fields.map((field) => field.name as RequisiteFieldName);
        await submitRequisites(ctx.db, accounts.traderId, order.id, sampleRequisites(fields, ctx.publicUrl));
      } else if (order.status === 'trader_confirm') {
        await traderConfirm(ctx.db, accounts.traderId, order.id);
      }
    }
  };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tick()
      .catch((error: unknown) => log.warn({ err: error }, 'simulated trader move failed'))
      .finally(() => (running = false));
  }, 500);
  timer.unref();
  return () => clearInterval(timer);
}
