import type { ApiError } from '@payorder/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyMove, lockForMove } from '../src/orders/order-machine.ts';
import { getOrder } from '../src/orders/order-row.ts';
import { expireOverdueOrders } from '../src/order-flows/order-service.ts';
import { startTestApp, type TestApp } from './helper.ts';
import { createBookTrader, createShop, customerOrder, traderMove } from './routing-kit.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

interface HistoryRow {
  move: string;
  from_status: string | null;
  to_status: string;
  actor_kind: string;
  actor_id: string | null;
  note: string | null;
}

async function historyOf(orderId: string) {
  const { rows } = await t.db.query<HistoryRow>(
    `SELECT move, from_status, to_status, actor_kind, actor_id, note FROM order_history
      WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return rows;
}
const brief = (rows: HistoryRow[]) =>
  rows.map((row) => `${row.move} ${row.from_status ?? '-'}→${row.to_status} ${row.actor_kind}`);

describe('order history', () => {
  it('records every move from the creation to completion with who made it', async () => {
    const shop = await createShop(t.app);
    const trader = await createBookTrader(t.app);
    const customer = await customerOrder(t.app, shop.apiKey, '1000.00');
    expect((await customer.pay()).statusCode).toBe(200);
    expect((await traderMove(t.app, trader.apiKey, customer.id, 'confirm')).statusCode).toBe(200);

    const rows = await historyOf(customer.id);
    expect(brief(rows)).toEqual([
      'create -→new shop',
      'selectMethod new→new customer',
      'startPayment new→requisites customer',
      // Routing gives the order its trader and the free book entry's details: the system's moves.
      'assign requisites→requisites system',
      'submitRequisites requisites→customer_confirm system',
      'setCustomerDetails customer_confirm→customer_confirm customer',
      'confirmPayment customer_confirm→trader_confirm customer',
      'traderConfirm trader_confirm→completed trader',
    ]);
    expect(rows[0]!.actor_id).toBe(shop.id);
    expect(rows.at(-1)!.actor_id).toBe(trader.id);
  });

  it('names the trader who sends the details by hand (routing assigned it, with no book entry)', async () => {
    const shop = await createShop(t.app);
    const trader = await createBookTrader(t.app, { entries: 0 });
    const customer = await customerOrder(t.app, shop.apiKey, '700.00');
    const sent = await traderMove(t.app, trader.apiKey, customer.id, 'requisites', {
      requisites: { card_number: '2202 2063 9995 0000', cardholder: 'HAND' },
    });
    expect(sent.statusCode).toBe(200);
    expect(brief(await historyOf(customer.id)).slice(-2)).toEqual([
      'assign requisites→requisites system',
      'submitRequisites requisites→customer_confirm trader',
    ]);
  });

  it('records a timeout as the system, with the reason', async () => {
    const shop = await createShop(t.app);
    await createBookTrader(t.app);
    const customer = await customerOrder(t.app, shop.apiKey, '800.00');
    expect(await expireOverdueOrders(t.db, new Date(Date.now() + 48 * 3600_000))).toBe(1);
    expect((await historyOf(customer.id)).at(-1)).toMatchObject({
      move: 'expire',
      from_status: 'customer_confirm',
      to_status: 'cancelled',
      actor_kind: 'system',
      note: 'timed out in customer_confirm',
    });
  });

  it('writes nothing for a refused move', async () => {
    const shop = await createShop(t.app);
    const trader = await createBookTrader(t.app);
    const customer = await customerOrder(t.app, shop.apiKey, '900.00');
    const before = await historyOf(customer.id);
    // Still in customer_confirm: the trader cannot confirm money the customer has not sent.
    const refused = await traderMove(t.app, trader.apiKey, customer.id, 'confirm');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>().code).toBe('invalid_transition');
    expect(await historyOf(customer.id)).toEqual(before);
  });

  it('is written in the move’s transaction: a move rolled back leaves no history row', async () => {
    const shop = await createShop(t.app);
    await createBookTrader(t.app);
    const customer = await customerOrder(t.app, shop.apiKey, '900.00');
    const before = await historyOf(customer.id);
    await expect(
      t.db.transaction(async (tx) => {
        const row = await lockForMove(tx, customer.id, 'customerCancel', { kind: 'customer' });
        await applyMove(tx, row, 'customerCancel', { kind: 'customer' });
        const inside = await tx.query('SELECT 1 FROM order_history WHERE order_id = $1', [customer.id]);
        expect(inside.rowCount).toBe(before.length + 1);
        throw new Error('something later in the same request failed');
      }),
    ).rejects.toThrow('something later');
    expect(await historyOf(customer.id)).toEqual(before);
    expect((await customer.order()).status).toBe('customer_confirm');
  });

  it('refuses a move the table does not allow even when no lock checked it first: nothing changes', async () => {
    const shop = await createShop(t.app);
    await createBookTrader(t.app);
    const customer = await customerOrder(t.app, shop.apiKey, '950.00');
    const before = await historyOf(customer.id);

    // customer_confirm → completed is the phone's move, never the trader's confirm (trader_confirm or dispute).
    const moved = t.db.transaction(async (tx) => {
      const row = await getOrder(tx, customer.id, { lock: true });
      return applyMove(tx, row, 'traderConfirm', { kind: 'system' });
    });
    await expect(moved).rejects.toMatchObject({ code: 'invalid_transition' });
    expect(await historyOf(customer.id)).toEqual(before);
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
      customer.id,
    ]);
    expect(rows[0]!.status).toBe('customer_confirm');
  });

  it('is append-only', async () => {
    const shop = await createShop(t.app);
    await createBookTrader(t.app);
    const customer = await customerOrder(t.app, shop.apiKey, '900.00');
    await expect(
      t.db.query(`UPDATE order_history SET note = 'edited' WHERE order_id = $1`, [customer.id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM order_history WHERE order_id = $1', [customer.id])).rejects.toThrow(
      /append-only/,
    );
  });
});
