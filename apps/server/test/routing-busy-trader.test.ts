import type { Order } from '@payorder/contract';
import { waitFor } from '@payorder/test-kit';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isPostgresRun, json, useTestApp } from './helper.ts';
import { createBookTrader, createShop, customerOrder } from './routing-kit.ts';

/**
 * Routing's path when the trader it would take is held by another transaction (routing/assign-order.ts
 * lockFairestCandidate): its SKIP LOCKED look finds no one free, so it waits for the fairest trader's
 * row; the other transaction then assigns that trader something (its last assignment moves) and
 * commits. Routing, now holding the trader, must read the candidates afresh (the trader's entries,
 * holds and fairness as they are now) and assign the order to it. Only PostgreSQL has a second
 * connection to hold the row from.
 */
describe.skipIf(!isPostgresRun)('routing while the only trader is held by another transaction', () => {
  const t = useTestApp();

  it('waits for the trader, reads the candidates again while holding it, and assigns the order', async () => {
    const shop = await createShop(t.app);
    const trader = await createBookTrader(t.app, { entries: 1 });
    const customer = await customerOrder(t.app, shop.apiKey, '1234.00', { start: false });

    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM traders WHERE id = $1 FOR UPDATE', [trader.id]);
      const started = customer.start();
      // Routing is now waiting for the trader's row (its SKIP LOCKED look found no one free): the one
      // session of the database waiting on a lock, and on this transaction's.
      await waitFor(
        async () => {
          const { rows } = await other.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'
                AND pg_backend_pid() = ANY(pg_blocking_pids(pid))`,
          );
          return rows[0]!.waiting;
        },
        (waiting) => waiting === 1,
      );
      await other.query("UPDATE traders SET last_assignment = nextval('routing_assignments') WHERE id = $1", [
        trader.id,
      ]);
      await other.query('COMMIT');

      const response = await started;
      expect(response.statusCode).toBe(200);
      const order = await customer.order();
      expect(order.status).toBe('customer_confirm');
      expect(order.requisites).not.toBeNull();
      const { rows } = await t.db.query<{ trader_id: string }>('SELECT trader_id FROM orders WHERE id = $1', [
        customer.id,
      ]);
      expect(rows[0]!.trader_id).toBe(trader.id);
      expect(json<Order>(response).status).toBe('customer_confirm');
    } finally {
      await other.end();
    }
  });
});
