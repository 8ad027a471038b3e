import crypto from 'node:crypto';
import pg from 'pg';

/** One statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in a transaction). */
async function onServer(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Why the PostgreSQL server at `serverUrl` cannot be reached (its error's message), or null when it answers. */
export async function postgresUnreachable(serverUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * A new database `<prefix>_<random>` on the PostgreSQL server at `serverUrl`: empty, or a copy of the
 * database named `options.template` (which nothing may be connected to); drop() removes it.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  if (options.template !== undefined && !/^[a-z0-9_]+$/.test(options.template))
    throw new Error(`not a database name: ${options.template}`);
  await onServer(
    serverUrl,
    `CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** `work` on a fresh database, dropped afterwards whatever happens. */
export async function withFreshPostgres<T>(
  serverUrl: string,
  prefix: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const { url, drop } = await createPostgresDatabase(serverUrl, prefix);
  try {
    return await work(url);
  } finally {
    await drop();
  }
}
