import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const MEMORY = 'memory://';

export async function openDb(options: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  // 'memory://' keeps the database in memory (tests); otherwise it lives under the data dir.
  return openPglite(options.dataDir === MEMORY ? MEMORY : path.join(options.dataDir, 'pg'));
}

async function openPglite(dir: string): Promise<Db> {
  if (dir !== MEMORY) await fs.mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir === MEMORY ? undefined : dir);
  const run = async <T>(q: Pick<PGlite, 'query'>, sql: string, params?: unknown[]) => {
    const result = await q.query<T>(sql, params);
    return { rows: result.rows, rowCount: result.rows.length || (result.affectedRows ?? 0) };
  };
  return {
    kind: 'pglite',
    query: (sql, params) => run(client, sql, params),
    transaction: (work) => client.transaction((tx) => work({ query: (sql, params) => run(tx, sql, params) })),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const run = async <T>(q: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) => {
    const result = await q.query(sql, params as unknown[]);
    return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
  };
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: (sql, params) => run(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
