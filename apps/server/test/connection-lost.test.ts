import { describe, expect, it } from 'vitest';
import { isPostgresRun, useScratchPostgres } from './helper.ts';

/**
 * PostgreSQL ends a connection (a restart, an administrator, a failover) while a transaction holds it
 * between two statements: that transaction fails, and nothing else. A pooled connection handed out has
 * no error listener of the pool's; the error it emits would otherwise end the whole process (scale
 * test "PostgreSQL restarted under load": a replica died of it under CI's load).
 */
describe.skipIf(!isPostgresRun)('a connection lost inside a transaction, on PostgreSQL', () => {
  const scratch = useScratchPostgres('payorder_connection_lost', 'CREATE TABLE things (id int)');

  /** Ends the backend `pid` and waits until PostgreSQL has let it go (its client has the error by then). */
  async function terminate(pid: number) {
    const { admin } = scratch;
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    for (let tries = 0; tries < 100; tries += 1) {
      const { rows } = await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]);
      if (rows.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The FATAL reaches the client's socket a moment after the backend is gone from the list.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  it('fails that transaction, writes nothing of it, and the next work runs on a new connection', async () => {
    const { db } = scratch;
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO things VALUES (1)');
        const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await terminate(rows[0]!.pid);
        await tx.query('INSERT INTO things VALUES (2)');
      }),
    ).rejects.toThrow();
    const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM things');
    expect(rows[0]!.n).toBe('0');
    await db.transaction(async (tx) => tx.query('INSERT INTO things VALUES (3)'));
    expect((await db.query<{ id: number }>('SELECT id FROM things')).rows).toEqual([{ id: 3 }]);
  });
});
