import {
  DISPUTE_REASONS,
  fromMinor,
  toMinor,
  type DisputeQueueResponse,
  type LedgerLine,
  type MerchantBalanceResponse,
} from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoAccounts } from '../src/demo/demo.ts';
import type { DemoAccounts } from '../src/demo/demo-accounts.ts';
import { ensureDemoHistory } from '../src/demo/demo-history.ts';
import { ADMIN_KEY, bearer, json, startTestApp, type TestApp } from './helper.ts';

/**
 * Demo data that makes sense (issue 38): the seeded weeks of orders are in their methods' currencies,
 * every order a trader was given has its money in the ledger as the live moves write it (balanced, the
 * cached balances their entries' sums), and every dispute says why.
 */
let t: TestApp;
let accounts: DemoAccounts;
beforeAll(async () => {
  t = await startTestApp(
    {},
    { beforeReady: async (app) => void (accounts = await ensureDemoAccounts(app.ctx)) },
  );
  expect(await ensureDemoHistory(t.app.ctx, accounts)).toBe(true);
});
afterAll(() => t.close());

const SEEDED = "o.token_hash = 'demo-history'";

describe('the demo history', () => {
  it('is seeded once, each order in the currency of its method', async () => {
    expect(await ensureDemoHistory(t.app.ctx, accounts)).toBe(false);
    const { rows } = await t.db.query<{ orders: number; foreign: number; currencies: number }>(
      `SELECT count(*)::int AS orders, count(DISTINCT o.currency)::int AS currencies,
              count(*) FILTER (WHERE m.fiat_currency <> o.currency)::int AS foreign
         FROM orders o LEFT JOIN trade_methods m ON m.id = o.trade_method_id WHERE ${SEEDED}`,
    );
    expect(rows[0]!.orders).toBeGreaterThan(300);
    expect(rows[0]!.currencies).toBeGreaterThan(1);
    expect(rows[0]!.foreign).toBe(0);
  });

  it('writes each order’s money as the live moves do: hold, then settle or release; an open dispute stays held', async () => {
    const { rows } = await t.db.query<{ status: string; has_trader: boolean; kinds: string }>(
      `SELECT o.status, o.trader_id IS NOT NULL AS has_trader,
              coalesce((SELECT string_agg(kind, ',' ORDER BY created_at, kind) FROM ledger_transactions
                         WHERE order_id = o.id), '') AS kinds,
              count(*)::int AS n
         FROM orders o WHERE ${SEEDED} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
    // One shape per status: every completed order hold,settle; every cancelled one a trader had
    // hold,release; one no trader took, nothing; an open dispute, its hold.
    expect(rows.map(({ status, has_trader: hasTrader, kinds }) => ({ status, hasTrader, kinds }))).toEqual([
      { status: 'cancelled', hasTrader: false, kinds: '' },
      { status: 'cancelled', hasTrader: true, kinds: 'hold,release' },
      { status: 'completed', hasTrader: true, kinds: 'hold,settle' },
      { status: 'dispute', hasTrader: true, kinds: 'hold' },
    ]);
    // Each completed order credits its shop its amount less its fee, dated after its hold.
    const { rows: wrong } = await t.db.query(
      `SELECT o.id FROM orders o
         JOIN ledger_transactions s ON s.order_id = o.id AND s.kind = 'settle'
         JOIN ledger_transactions h ON h.order_id = o.id AND h.kind = 'hold'
         JOIN ledger_entries e ON e.transaction_id = s.id
         JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'shop'
        WHERE ${SEEDED} AND (a.owner_id <> o.shop_id OR e.amount <> ((o.amount - o.fee) * 100)::bigint
                             OR s.created_at < h.created_at OR a.currency <> o.currency)`,
    );
    expect(wrong).toEqual([]);
  });

  it('keeps the ledger balanced: every transaction sums to zero, every balance is its entries’ sum and never below zero', async () => {
    const { rows: unbalanced } = await t.db.query(
      `SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0`,
    );
    expect(unbalanced).toEqual([]);
    const { rows: drifted } = await t.db.query(
      `SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
        GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)`,
    );
    expect(drifted).toEqual([]);
    const { rows: negative } = await t.db.query(
      `SELECT id FROM ledger_accounts WHERE balance < 0 AND kind NOT IN ('external', 'platform')`,
    );
    expect(negative).toEqual([]);
  });

  it('shows the shop its seeded settlements and a balance that adds them up', async () => {
    const shop = accounts.shops.after_payment;
    const lines = json<LedgerLine[]>(
      await t.app.inject({ url: '/api/v1/merchant/ledger?limit=500', headers: bearer(shop.apiKey) }),
    );
    const settled = lines.filter((line) => line.kind === 'settle');
    expect(settled.length).toBeGreaterThan(50);
    expect(settled.every((line) => toMinor(line.amount) > 0n && line.orderId !== null)).toBe(true);
    const { rows } = await t.db.query<{ currency: string; balance: string }>(
      `SELECT currency, balance::text FROM ledger_accounts WHERE kind = 'shop' AND owner_id = $1`,
      [shop.id],
    );
    const { balances } = json<MerchantBalanceResponse>(
      await t.app.inject({ url: '/api/v1/merchant/balance', headers: bearer(shop.apiKey) }),
    );
    for (const { currency, balance } of rows) {
      expect(balances.find((row) => row.currency === currency)?.balance, currency).toBe(
        fromMinor(BigInt(balance)),
      );
    }
  });

  it('gives every dispute its reason and the trader’s words, and every resolution the operator’s', async () => {
    const { rows } = await t.db.query<{ move: string; reason: string | null; note: string | null }>(
      `SELECT h.move, h.reason, h.note FROM order_history h JOIN orders o ON o.id = h.order_id
        WHERE ${SEEDED} AND h.move IN ('traderDispute', 'resolveCompleted', 'resolveCancelled')`,
    );
    const disputes = rows.filter((row) => row.move === 'traderDispute');
    expect(disputes.length).toBeGreaterThan(10);
    for (const row of disputes) {
      expect(DISPUTE_REASONS).toContain(row.reason);
      expect(row.note?.length).toBeGreaterThan(10);
    }
    for (const row of rows.filter((row) => row.move !== 'traderDispute'))
      expect(row.note?.length, row.move).toBeGreaterThan(10);
    // The operator's queue says why each open one was disputed, with every reason among them.
    const queue = json<DisputeQueueResponse>(
      await t.app.inject({ url: '/api/v1/admin/disputes', headers: bearer(ADMIN_KEY) }),
    );
    expect(queue.items.length).toBeGreaterThan(0);
    expect(queue.items.every((item) => item.disputeReason !== null && item.disputeNote)).toBe(true);
    expect(new Set(queue.items.map((item) => item.disputeReason))).toEqual(new Set(DISPUTE_REASONS));
  });
});
