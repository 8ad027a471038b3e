import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/db.ts';
import { eligibleCandidates, type RoutingRequest } from '../src/routing/eligible-candidates.ts';
import { startTestApp, type TestApp } from './helper.ts';
import { createBookTrader, createShop, customerOrder } from './routing-kit.ts';

/**
 * Routing reads an entry's open orders, not its past (docs/performance.md "A platform with a past"):
 * with a month's orders behind a book entry, the routing query as the server prepares it (a generic
 * plan, the same for every amount) reads a few pages, not the entry's history. Counted in pages read
 * (EXPLAIN's buffers), not in milliseconds: the same on a loaded machine as on a quiet one.
 */
const HISTORY = 20_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The statement eligibleCandidates sends for `request` (and `options`), and its parameters. */
async function routingStatement(
  request: RoutingRequest,
  options: Parameters<typeof eligibleCandidates>[2] = {},
) {
  let sent: { sql: string; params: unknown[] } | null = null;
  const capture = {
    query: async (sql: string, params: unknown[] = []) => {
      sent = { sql, params };
      return { rows: [], rowCount: 0 };
    },
  } as unknown as Queryable;
  await eligibleCandidates(capture, request, options);
  return sent!;
}

/** A parameter as an SQL literal (EXECUTE takes its arguments in the statement's text). */
const literal = (value: unknown): string =>
  value === null
    ? 'NULL'
    : typeof value === 'boolean'
      ? String(value)
      : `'${(Array.isArray(value) ? `{${value.join(',')}}` : String(value)).replaceAll("'", "''")}'`;

/**
 * Pages the statement reads when planned once for any parameters, as a statement the server prepares
 * once is after its first few runs (a generic plan: PREPARE, then EXECUTE with them).
 */
async function pagesRead(sql: string, params: unknown[]) {
  return t.db.transaction(async (tx) => {
    await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
    await tx.query(`PREPARE routing_with_a_past AS ${sql}`);
    const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: Record<string, number> }] }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) EXECUTE routing_with_a_past(${params.map(literal).join(', ')})`,
    );
    await tx.query('DEALLOCATE routing_with_a_past');
    const plan = rows[0]!['QUERY PLAN'][0].Plan;
    return plan['Shared Hit Blocks']! + plan['Shared Read Blocks']!;
  });
}

describe('routing over a book entry with a past', () => {
  it('reads a few pages, not the orders the entry ever had', async () => {
    const shop = await createShop(t.app);
    await createBookTrader(t.app, { entries: 1, limits: { maxOpenOrders: 50, dailyLimit: '10000000.00' } });
    // One open order, so the entry's open orders are read (its count, the amount's), then a month of
    // completed ones on the same entry.
    const open = await customerOrder(t.app, shop.apiKey, '1500.00');
    await t.db.query(
      `INSERT INTO orders (id, shop_id, token_hash, status, expires_at, amount, currency, return_url,
                           trade_method_id, payment_type, payment_bank, trader_id, requisite_entry_id,
                           requisites_at, assigned_at, finished_at, created_at, updated_at)
       SELECT gen_random_uuid(), o.shop_id, 'x', 'completed', o.expires_at, 100 + i % 40000, o.currency,
              o.return_url, o.trade_method_id, o.payment_type, o.payment_bank, o.trader_id,
              o.requisite_entry_id, at, at, at + interval '3 minutes', at, at
         FROM orders o,
              LATERAL generate_series(1, $2::int) i,
              LATERAL (SELECT now() - interval '30 days' * (1 - i::float8 / $2) - interval '1 hour' AS at) a
        WHERE o.id = $1`,
      [open.id, HISTORY],
    );
    await t.db.query('ANALYZE orders');
    const { rows } = await t.db.query<{ pages: number }>(
      "SELECT relpages AS pages FROM pg_class WHERE relname = 'orders'",
    );
    expect(rows[0]!.pages).toBeGreaterThan(200);
    const request: RoutingRequest = {
      currency: 'RUB',
      amount: '1500.00',
      isDemo: false,
      isTest: false,
      paymentType: 'card2card',
      bank: 'sberbank',
    };
    // The offer's read, the customer's choice's, and the start's (its first traders, then all of them).
    for (const options of [{}, { fairestOnly: true }, { perTrader: { first: 5 } }, { perTrader: {} }]) {
      const { sql, params } = await routingStatement(request, options);
      expect({ options, pages: await pagesRead(sql, params) }).toEqual({
        options,
        pages: expect.toSatisfy((read: number) => read < rows[0]!.pages / 10),
      });
    }
  });
});
