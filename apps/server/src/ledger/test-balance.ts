import { type LedgerLine, type MerchantBalanceResponse } from '@payorder/contract';
import type { Queryable } from '../db/db.ts';

/**
 * The shop's balance and ledger in test mode (the test API key, or the console's "Test data" switch).
 * Test orders never touch the ledger (no hold, no settlement: no money moves), so these are worked out
 * from the shop's completed test orders: what each would have credited the shop, the sum paid less the
 * fee, as a live order's settlement does. A shop testing its integration sees its test balance move,
 * and its live balance never does.
 */
export async function testMerchantBalance(db: Queryable, shopId: string): Promise<MerchantBalanceResponse> {
  const { rows } = await db.query<{ currency: string; balance: string }>(
    `SELECT currency, sum(coalesce(paid_amount, amount) - fee)::numeric(20, 2)::text AS balance
       FROM orders
      WHERE shop_id = $1 AND is_test AND status = 'completed'
      GROUP BY currency ORDER BY currency`,
    [shopId],
  );
  return { balances: rows.map((row) => ({ ...row, held: '0.00' })) };
}

/**
 * The test ledger's lines, newest first: one `settle` line on the shop's account per completed test
 * order (its transactionId is the order's id: no ledger transaction exists), dated when it completed
 * (a completed order never moves again, so its updated_at is then).
 */
export async function testLedgerLines(db: Queryable, shopId: string, limit: number): Promise<LedgerLine[]> {
  const { rows } = await db.query<{ id: string; amount: string; currency: string; completed_at: Date }>(
    `SELECT id, (coalesce(paid_amount, amount) - fee)::numeric(20, 2)::text AS amount, currency,
            updated_at AS completed_at
       FROM orders
      WHERE shop_id = $1 AND is_test AND status = 'completed'
      ORDER BY updated_at DESC, id DESC LIMIT $2`,
    [shopId, limit],
  );
  return rows.map((row) => ({
    transactionId: row.id,
    kind: 'settle',
    orderId: row.id,
    payoutId: null,
    account: 'shop',
    amount: row.amount,
    currency: row.currency,
    note: null,
    createdAt: row.completed_at.toISOString(),
  }));
}
