// Runs the server suite on PGlite, then again on PostgreSQL. Locally a missing PostgreSQL is
// skipped with the reason printed; under CI it is a failure.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const vitest = (env) =>
  spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1;

console.log('\n── server tests on PGlite (embedded) ──');
if (vitest({ TEST_DATABASE: 'pglite' }) !== 0) process.exit(1);

let reason = null;
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.end();
} catch (error) {
  reason = error.message;
}
if (reason) {
  const message = `PostgreSQL run skipped: cannot reach ${url} (${reason})`;
  if (process.env.CI) {
    console.error(`${message}; CI requires it`);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}
console.log(`\n── server tests on PostgreSQL (${url}) ──`);
process.exit(vitest({ TEST_DATABASE: 'postgres', TEST_DATABASE_URL: url }));
