import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { createTrader } from '../admin/admin-store.ts';
import { createTradeMethod } from '../admin/trade-methods.ts';
import { DEMO_TRADE_METHODS } from './demo-methods.ts';
import { prepareSimulatedTrader, simulateTrader } from './demo.ts';

const SETTINGS_KEY = 'test_mode_trader';
/** Any constant: the lock under which the first start (of any replica) creates the trader. */
const CREATE_LOCK = 727_274;

/**
 * The simulated trader that serves test orders (docs/architecture.md "Test mode for shops"), on every server
 * whatever DEMO says: test mode is for real shops on a real deployment. It is a demo trader marked
 * test, so routing gives it test orders only and never a live or demo shop's order
 * (routing/eligible-candidates.ts); it holds no money, has no console account or API key anyone knows,
 * and the operator's lists leave it out. Created once per database; its id in settings.
 */
export async function ensureTestModeTrader(ctx: AppContext): Promise<string> {
  const traderId = await ctx.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CREATE_LOCK]);
    const existing = await tx.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
      SETTINGS_KEY,
    ]);
    if (existing.rows[0]) return existing.rows[0].value;
    const trader = await createTrader(tx, 'Test mode (simulated trader)', { isDemo: true });
    await tx.query('UPDATE traders SET is_test = true WHERE id = $1', [trader.id]);
    for (const method of DEMO_TRADE_METHODS) await createTradeMethod(tx, trader.id, method);
    await tx.query('INSERT INTO settings (key, value) VALUES ($1, $2)', [SETTINGS_KEY, trader.id]);
    return trader.id;
  });
  await prepareSimulatedTrader(ctx, traderId, { isFunded: false, isTest: true });
  return traderId;
}

/** Starts the test-mode trader's work on test orders; returns the stop. */
export async function startTestModeTrader(ctx: AppContext, log: FastifyInstance['log']) {
  const traderId = await ensureTestModeTrader(ctx);
  return simulateTrader(ctx, log, { traderId, serves: (order) => order.is_test });
}
