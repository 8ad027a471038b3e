import type { Order } from '@payorder/contract';
import { waitFor } from '@payorder/test-kit';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isPostgresRun, json, useTestApp } from './helper.ts';
import { FIRST_CANDIDATES, TRADER_LOCK } from '../src/routing/assign-order.ts';
import { createBookTrader, createShop, customerOrder, traderMove } from './routing-kit.ts';

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

/** Generous for a loaded machine; routing waiting for a held trader would wait until the test ends it. */
const ANSWER_WITHIN_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!isPostgresRun)('routing while the fairest traders are held by other transactions', () => {
  const t = useTestApp();

  it('reads past the first traders it reads when all of them are held, and assigns the next free one', async () => {
    const shop = await createShop(t.app);
    const traders = [];
    for (let index = 0; index <= FIRST_CANDIDATES; index += 1) {
      traders.push(await createBookTrader(t.app, { entries: 1 }));
    }
    // None assigned yet: the fairest are the first by id. The first FIRST_CANDIDATES are held, so only
    // the last is free, and it is not among the traders routing reads first.
    const [free, ...held] = traders
      .map((trader) => trader.id)
      .sort()
      .reverse();
    const customer = await customerOrder(t.app, shop.apiKey, '1234.00', { start: false });

    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM traders WHERE id = ANY($1::uuid[]) FOR UPDATE', [held]);
      // Answered while the others are still held: routing did not wait for one of them (which would
      // wait until this transaction ends).
      const response = await Promise.race([
        customer.start(),
        sleep(ANSWER_WITHIN_MS).then(() => {
          throw new Error(`start-payment not answered in ${ANSWER_WITHIN_MS} ms: waiting for a held trader`);
        }),
      ]);
      expect(response.statusCode).toBe(200);
      const { rows } = await t.db.query<{ trader_id: string }>('SELECT trader_id FROM orders WHERE id = $1', [
        customer.id,
      ]);
      expect(rows[0]!.trader_id).toBe(free);
    } finally {
      await other.query('ROLLBACK');
      await other.end();
    }
  });
});

describe.skipIf(!isPostgresRun)('a settlement while a start holds the trader', () => {
  const t = useTestApp();

  it('completes the trader’s confirm while routing holds the trader’s row for another order', async () => {
    const shop = await createShop(t.app);
    const trader = await createBookTrader(t.app, { entries: 2 });
    const customer = await customerOrder(t.app, shop.apiKey, '1500.00');
    expect((await customer.pay()).statusCode).toBe(200);

    // What a start-payment holds from routing's choice to its commit, its hold's ledger accounts taken
    // after it. The settlement takes its accounts first, then writes a ledger transaction naming the
    // trader, whose foreign-key check reads the trader's row: it must not wait for this lock, or the two
    // wait for each other.
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(`SELECT 1 FROM traders WHERE id = $1 ${TRADER_LOCK}`, [trader.id]);
      const response = await Promise.race([
        traderMove(t.app, trader.apiKey, customer.id, 'confirm'),
        sleep(ANSWER_WITHIN_MS).then(() => {
          throw new Error(
            `the trader's confirm not answered in ${ANSWER_WITHIN_MS} ms: waiting for routing's lock`,
          );
        }),
      ]);
      expect(response.statusCode).toBe(200);
      expect((await customer.order()).status).toBe('completed');
    } finally {
      await other.query('ROLLBACK');
      await other.end();
    }
  });
});
