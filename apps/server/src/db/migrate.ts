import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
/** Any constant: serialises migrations when several servers start at once on one database. */
const MIGRATION_LOCK_ID = 727_271;

/** The numbered SQL files in db/migrations, in the order they apply. */
export async function migrationFiles(): Promise<string[]> {
  return (await fs.readdir(MIGRATIONS_DIR)).filter((name) => /^\d{3}_.+\.sql$/.test(name)).sort();
}

/** Applies the numbered SQL files in db/migrations that this database has not seen yet. */
export async function migrate(db: Db): Promise<string[]> {
  const files = await migrationFiles();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.name));
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      const sql = await fs.readFile(path.join(MIGRATIONS_DIR, name), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    }
    return pending;
  });
}

/** Our migrations keep one statement per `;`-terminated block; no functions with inner semicolons. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
