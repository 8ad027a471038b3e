import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createOrder, json, startTestApp, type TestApp } from './helper.ts';
import { countStatements, statementsOf } from './statement-counter.ts';
import { cardNumberOf, createBookTrader, createShop, customerOrder, traderMove } from './routing-kit.ts';

/**
 * An order's moves are few round trips to the database (issue 25, docs/performance.md "Order life"):
 * each statement of a move waits on the network while the order's lock is held, and during
 * start-payment the chosen trader's lock, which every assignment to that trader waits for.
 * The budgets are what the moves take now; one statement more is a choice to make here, not by chance.
 */
/**
 * The shop's create: its key, the shop's fee and callback URL with the currency known, then the order,
 * its history's first row and the answer in one statement (7 before). An externalId adds two: its lock
 * and the look for an earlier order with it.
 */
const CREATE_BUDGET = 3;
const EXTERNAL_ID_STATEMENTS = 2;
/**
 * Statements of start-payment: the order's lock, routing's choice, the chosen trader's lock with its turn
 * and its entry's (one statement; three before), the hold (its transaction and its two accounts in one
 * statement), then the start, the assignment and the requisites as one statement (applyMoves; three before).
 */
const START_BUDGET = 5;
/**
 * The customer's sender details, then confirm-payment: each the order's lock (which reads the method's
 * sender fields too) and its move (6 before the fields were read with the lock).
 */
const PAY_BUDGET = 4;
/**
 * The trader's confirm: its key, the order's lock and move, the settlement (whether the hold is open, its
 * transaction and every account in one statement); the callback when the order has one. Routing looks
 * for waiting orders without a statement when none wait.
 */
const COMPLETE_BUDGET = 4;
/**
 * A bank notification that confirms its order (bank-notifications/ingest.ts): the device's key, the
 * duplicate keys' claim, the candidates with the trader's mode, the order's lock, the notification, the
 * move (and the callback when the order has one), the settlement (as the trader's confirm), and the
 * phone's last seen, written at most once a second (so not always). The rules are kept between messages
 * (rules-store.ts parseRulesOf). 18 before the ingest was first cut down, 12 before the second
 * (docs/performance.md "Bank notifications").
 */
const NOTIFICATION_BUDGET = 8;

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

describe('round trips of an order’s life', () => {
  it('creates an order in few statements, and the answer and the order agree', async () => {
    const shop = await createShop(t.app, '2');
    const counter = countStatements(t.db);
    let created: Awaited<ReturnType<typeof createOrder>> | undefined;
    const plain = await statementsOf(counter, () => createOrder(t.app, shop.apiKey));
    const statements = await statementsOf(counter, async () => {
      created = await createOrder(t.app, shop.apiKey, { amount: '1234.50', externalId: 'round-trips-1' });
    });
    expect(plain).toBeLessThanOrEqual(CREATE_BUDGET);
    expect(statements).toBeLessThanOrEqual(CREATE_BUDGET + EXTERNAL_ID_STATEMENTS);
    const read = await t.app.inject({
      url: `/api/v1/merchant/orders/${created!.id}`,
      headers: bearer(shop.apiKey),
    });
    expect(json<{ status: string; amount: string; fee: string; externalId: string }>(read)).toMatchObject({
      status: 'new',
      amount: '1234.50',
      fee: '24.69',
      externalId: 'round-trips-1',
    });
    const { rows } = await t.db.query<{ move: string }>(
      'SELECT move FROM order_history WHERE order_id = $1',
      [created!.id],
    );
    expect(rows).toEqual([{ move: 'create' }]);
  });

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

  it('writes the order row once a move: when it was paid and how it ended go with the move itself', async () => {
    const shop = await createShop(t.app, '2');
    const trader = await createBookTrader(t.app, { entries: 1 });
    const customer = await customerOrder(t.app, shop.apiKey, '1500.00');
    /**
     * The order's row as it stands and its last history row: written by the same command of the same
     * transaction (xmin, cmin) when the move's statement wrote the facts; a later command (the history
     * trigger's own UPDATE, migration 017) made a second version of the row.
     */
    const lastMove = async () => {
      const { rows } = await t.db.query<{
        move: string;
        once: boolean;
        paid: boolean;
        finished_move: string | null;
        finished_by: string | null;
        finished_from: string | null;
        finished_now: boolean;
      }>(
        `SELECT h.move, o.xmin = h.xmin AND o.cmin = h.cmin AS once, o.paid_at = h.paid_at AS paid,
                o.finished_move, o.finished_by, o.finished_from, o.finished_at = h.created_at AS finished_now
           FROM orders o
           JOIN LATERAL (SELECT move, xmin, cmin, created_at,
                                (SELECT min(created_at) FROM order_history p
                                  WHERE p.order_id = o.id AND p.move IN ('markCustomerPayed', 'confirmPayment')) AS paid_at
                           FROM order_history WHERE order_id = o.id ORDER BY id DESC LIMIT 1) h ON true
          WHERE o.id = $1`,
        [customer.id],
      );
      return rows[0]!;
    };
    expect((await customer.pay()).statusCode).toBe(200);
    expect(await lastMove()).toMatchObject({
      move: 'confirmPayment',
      once: true,
      paid: true,
      finished_move: null,
    });
    expect((await traderMove(t.app, trader.apiKey, customer.id, 'confirm')).statusCode).toBe(200);
    expect(await lastMove()).toMatchObject({
      move: 'traderConfirm',
      once: true,
      paid: true,
      finished_move: 'traderConfirm',
      finished_by: 'trader',
      finished_from: 'trader_confirm',
      finished_now: true,
    });
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
