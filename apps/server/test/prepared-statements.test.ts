import { createPostgresDatabase } from '@payorder/test-kit';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../src/db/db.ts';
import { isPostgresRun } from './helper.ts';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The server's statements are prepared once per connection on a direct PostgreSQL connection (db.ts
 * StatementNames). A rolling upgrade migrates the schema under a running release: a statement it
 * prepared over `*` then has other columns, which PostgreSQL refuses once; the server must prepare it
 * again and carry on, inside a transaction too.
 */
describe.skipIf(!isPostgresRun)('prepared statements on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let db: Db;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createPostgresDatabase(POSTGRES_URL, 'payorder_prepared');
    db = await openDb({ databaseUrl: database.url, dataDir: '' });
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query(
      "CREATE TABLE things (id int PRIMARY KEY, name text); INSERT INTO things VALUES (1, 'one')",
    );
  });

  afterAll(async () => {
    await admin?.end();
    await db?.close();
    await database?.drop();
  });

  it('are prepared once: the connection holds the statement by name', async () => {
    const { rows } = await db.transaction(async (tx) => {
      await tx.query('SELECT * FROM things WHERE id = $1', [1]);
      return tx.query<{ named: number }>(
        "SELECT count(*)::int AS named FROM pg_prepared_statements WHERE statement LIKE '%FROM things WHERE id = $1%'",
        [],
      );
    });
    expect(rows[0]!.named).toBe(1);
  });

  it('still answer after a migration adds a column to what they read, alone and in a transaction', async () => {
    const read = () => db.query<Record<string, unknown>>('SELECT * FROM things WHERE id = $1', [1]);
    // Prepared on every pooled connection the pool may hand out.
    await Promise.all(Array.from({ length: 10 }, read));
    await admin.query("ALTER TABLE things ADD COLUMN colour text NOT NULL DEFAULT 'red'");

    expect((await read()).rows).toEqual([{ id: 1, name: 'one', colour: 'red' }]);
    const inTransaction = await db.transaction(async (tx) => {
      await tx.query("UPDATE things SET name = 'uno' WHERE id = $1", [1]);
      return (await tx.query<Record<string, unknown>>('SELECT * FROM things WHERE id = $1', [1])).rows;
    });
    expect(inTransaction).toEqual([{ id: 1, name: 'uno', colour: 'red' }]);
    const all = await Promise.all(Array.from({ length: 10 }, read));
    expect(all.map((result) => result.rows[0]!.colour)).toEqual(Array(10).fill('red'));
  });
});
