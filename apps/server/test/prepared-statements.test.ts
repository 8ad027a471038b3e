import { describe, expect, it } from 'vitest';
import { isPostgresRun, useScratchPostgres } from './helper.ts';

/**
 * The server's statements are prepared once per connection on a direct PostgreSQL connection (db.ts
 * StatementNames). A rolling upgrade migrates the schema under a running release: a statement it
 * prepared over `*` then has other columns, which PostgreSQL refuses once; the server must prepare it
 * again and carry on, inside a transaction too.
 */
describe.skipIf(!isPostgresRun)('prepared statements on PostgreSQL', () => {
  const scratch = useScratchPostgres(
    'payorder_prepared',
    "CREATE TABLE things (id int PRIMARY KEY, name text); INSERT INTO things VALUES (1, 'one')",
  );

  it('are prepared once: the connection holds the statement by name', async () => {
    const { rows } = await scratch.db.transaction(async (tx) => {
      await tx.query('SELECT * FROM things WHERE id = $1', [1]);
      return tx.query<{ named: number }>(
        "SELECT count(*)::int AS named FROM pg_prepared_statements WHERE statement LIKE '%FROM things WHERE id = $1%'",
        [],
      );
    });
    expect(rows[0]!.named).toBe(1);
  });

  it('still answer after a migration adds a column to what they read, alone and in a transaction', async () => {
    const read = () => scratch.db.query<Record<string, unknown>>('SELECT * FROM things WHERE id = $1', [1]);
    // Prepared on every pooled connection the pool may hand out.
    await Promise.all(Array.from({ length: 10 }, read));
    await scratch.admin.query("ALTER TABLE things ADD COLUMN colour text NOT NULL DEFAULT 'red'");

    expect((await read()).rows).toEqual([{ id: 1, name: 'one', colour: 'red' }]);
    const inTransaction = await scratch.db.transaction(async (tx) => {
      await tx.query("UPDATE things SET name = 'uno' WHERE id = $1", [1]);
      return (await tx.query<Record<string, unknown>>('SELECT * FROM things WHERE id = $1', [1])).rows;
    });
    expect(inTransaction).toEqual([{ id: 1, name: 'uno', colour: 'red' }]);
    const all = await Promise.all(Array.from({ length: 10 }, read));
    expect(all.map((result) => result.rows[0]!.colour)).toEqual(Array(10).fill('red'));
  });
});
