import { describe, expect, it } from 'vitest';
import { TRANSACTION_RETRIES } from '../src/db/db.ts';
import { isPostgresRun, useScratchPostgres } from './helper.ts';

/**
 * Two transactions that lock the same two rows in opposite orders: PostgreSQL ends one as a deadlock's
 * victim (40P01). The victim runs again and goes through, so both callers see their work committed,
 * not an error (db.ts `retryEndedTransactions`).
 */
describe.skipIf(!isPostgresRun)('a transaction ended as a deadlock’s victim, on PostgreSQL', () => {
  const scratch = useScratchPostgres(
    'payorder_transaction_retry',
    'CREATE TABLE things (id int PRIMARY KEY, touched int NOT NULL DEFAULT 0); INSERT INTO things VALUES (1), (2)',
  );

  /** Resolves once both transactions hold their first row, so each then waits for the other's. */
  function meeting(parties: number) {
    let arrived = 0;
    let release: () => void = () => undefined;
    const all = new Promise<void>((resolve) => (release = resolve));
    return () => {
      arrived += 1;
      if (arrived === parties) release();
      return all;
    };
  }

  it('runs the victim again: both transactions commit, each once', async () => {
    const { db } = scratch;
    const bothHoldOne = meeting(2);
    let runs = 0;
    const touch = (first: number, second: number) =>
      db.transaction(async (tx) => {
        runs += 1;
        await tx.query('UPDATE things SET touched = touched + 1 WHERE id = $1', [first]);
        // Only the first run of each meets the other: a run again takes both rows in turn.
        if (runs <= 2) await bothHoldOne();
        await tx.query('UPDATE things SET touched = touched + 1 WHERE id = $1', [second]);
        return first;
      });
    const retriesBefore = db.transactionRetries!();
    await expect(Promise.all([touch(1, 2), touch(2, 1)])).resolves.toEqual([1, 2]);
    expect(runs).toBe(3);
    expect(db.transactionRetries!() - retriesBefore).toBe(1);
    const { rows } = await db.query<{ id: number; touched: number }>(
      'SELECT id, touched FROM things ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 1, touched: 2 },
      { id: 2, touched: 2 },
    ]);
  });

  it(`gives up after ${TRANSACTION_RETRIES} runs again, with PostgreSQL's error`, async () => {
    const { db } = scratch;
    let runs = 0;
    await expect(
      db.transaction(async (tx) => {
        runs += 1;
        // A deadlock every time, raised as PostgreSQL raises it.
        await tx.query(`DO $$ BEGIN RAISE EXCEPTION 'deadlock detected' USING ERRCODE = '40P01'; END $$`);
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(TRANSACTION_RETRIES + 1);
  });
});
