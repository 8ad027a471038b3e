import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../src/db/db.ts';
import { bearer, json, startTestApp, type TestApp } from './helper.ts';
import { cardNumberOf, createBookTrader, createShop, customerOrder, traderMove } from './routing-kit.ts';

/**
 * An order's moves are few round trips to the database (issue 25, docs/performance.md "Order life"):
 * each statement of a move waits on the network while the order's lock is held, and during
 * start-payment the chosen trader's lock, which every assignment to that trader waits for.
 * The budgets are what the moves take now; one statement more is a choice to make here, not by chance.
 */
/** Statements of start-payment: the order's lock and move, routing's choice, the chosen trader's lock and its turn, the hold (its transaction, its two accounts in one statement), the entry, the requisites. */
const START_BUDGET = 10;
/** The customer's sender details, then confirm-payment: the trader's key, then each move's lock and one statement. */
const PAY_BUDGET = 6;
/** The trader's confirm: its key, the order's lock and move, the callback, the settlement (is the hold open, its transaction, every account in one statement), routing's look for waiting orders. */
const COMPLETE_BUDGET = 7;
/**
 * A bank notification that confirms its order (bank-notifications/ingest.ts): the device's key, the
 * duplicate keys' claim, the rules, the candidates with the trader's mode, the order's lock, the
 * notification, the move (and the callback when the order has one), the settlement (as the trader's
 * confirm), the phone's last seen, routing's look for waiting orders. 18 before the ingest was cut down
 * (docs/performance.md "Bank notifications").
 */
const NOTIFICATION_BUDGET = 12;

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

/**
 * Counts the statements `db` runs for the work measured (inside transactions or not; BEGIN and COMMIT not
 * counted): only those of the work's own async context, so a background sweep (expiry, routing's periodic
 * look) that ticks meanwhile is not counted as the move's.
 */
function countStatements(db: Db) {
  const measured = new AsyncLocalStorage<true>();
  const counter = { statements: 0, measured };
  const count = () => {
    if (measured.getStore()) counter.statements += 1;
  };
  const counted = (q: Queryable): Queryable => ({
    ...q,
    query: <T>(sql: string, params?: unknown[]) => {
      count();
      return q.query<T>(sql, params);
    },
  });
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = <T>(sql: string, params?: unknown[]) => {
    count();
    return query<T>(sql, params);
  };
  db.transaction = <T>(work: (tx: Queryable) => Promise<T>) => transaction((tx) => work(counted(tx)));
  return counter;
}

async function statementsOf(counter: ReturnType<typeof countStatements>, work: () => Promise<unknown>) {
  const before = counter.statements;
  await counter.measured.run(true, work);
  return counter.statements - before;
}

describe('round trips of an order’s life', () => {
  it('starts (routing, hold, requisites from the book) and completes (settlement, callback) in few statements', async () => {
    const shop = await createShop(t.app, '2');
    const trader = await createBookTrader(t.app, { entries: 2, commissionPercent: '1' });
    const counter = countStatements(t.db);
    const carry = async () => {
      const customer = await customerOrder(t.app, shop.apiKey, '1500.00', { start: false });
      const start = await statementsOf(counter, async () => {
        expect((await customer.start()).statusCode).toBe(200);
      });
      const pay = await statementsOf(counter, async () => {
        expect((await customer.pay()).statusCode).toBe(200);
      });
      const complete = await statementsOf(counter, async () => {
        expect((await traderMove(t.app, trader.apiKey, customer.id, 'confirm')).statusCode).toBe(200);
      });
      expect((await customer.order()).status).toBe('completed');
      return { start, pay, complete };
    };
    await carry(); // the first settlement opens the shop's, platform's and commission accounts

    const { start, pay, complete } = await carry();
    expect(start).toBeLessThanOrEqual(START_BUDGET);
    expect(pay).toBeLessThanOrEqual(PAY_BUDGET);
    expect(complete).toBeLessThanOrEqual(COMPLETE_BUDGET);
  });

  it('confirms an order by a bank notification in few statements', async () => {
    const shop = await createShop(t.app, '2');
    const trader = await createBookTrader(t.app, { entries: 1, commissionPercent: '1' });
    const device = json<{ key: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/trader/devices',
        headers: bearer(trader.apiKey),
        payload: { name: 'Phone' },
      }),
    );
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/trader/auto-confirm',
      headers: bearer(trader.apiKey),
      payload: { mode: 'on_arrival' },
    });
    const counter = countStatements(t.db);
    const confirm = async (amount: string, index: number) => {
      const customer = await customerOrder(t.app, shop.apiKey, `${amount}.00`);
      const statements = await statementsOf(counter, async () => {
        const posted = await t.app.inject({
          method: 'POST',
          url: '/api/v1/ingest/bank-notifications',
          headers: bearer(device.key),
          payload: {
            from: '900',
            text: `СЧЁТ${cardNumberOf(0).slice(-4)} 14:32 Перевод ${amount}р от Иван И. Баланс: ${index}.50р`,
            messageId: `sms-${index}`,
            receivedAt: new Date().toISOString(),
          },
        });
        expect(json<{ outcome: string }>(posted).outcome).toBe('confirmed');
      });
      expect((await customer.order()).status).toBe('completed');
      return statements;
    };
    await confirm('1500', 1); // the first settlement opens the shop's, platform's and commission accounts
    expect(await confirm('1600', 2)).toBeLessThanOrEqual(NOTIFICATION_BUDGET);
  });
});
