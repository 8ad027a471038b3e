// Runs the server suite on PGlite and on PostgreSQL: one after the other, or with `--parallel` at the
// same time (each test makes its own database, so the two runs share nothing; each run's output is
// printed whole when it ends, and a failed run's failures are printed again last, where a log's tail
// shows them). Locally a missing PostgreSQL is skipped with the reason printed; under
// CI it is a failure. Other arguments are passed to vitest (a file, `-t name`).
import { spawn } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const isParallel = process.argv.includes('--parallel');
const vitestArgs = process.argv.slice(2).filter((arg) => arg !== '--parallel');

/** How many lines of a failed run's failures are repeated at the end. */
const FAILURE_SUMMARY_LINES = 60;
const failureSummaries = [];

/** Vitest's report of what failed: from its first "Failed Tests" or "Unhandled Errors" banner on. */
function failuresOf(output) {
  // eslint-disable-next-line no-control-regex -- the ANSI colour codes vitest writes
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const start = lines.findIndex((line) =>
    /⎯ (Failed Tests|Failed Suites|Unhandled Errors?) \d+ ⎯/.test(line),
  );
  const failed = start === -1 ? lines.filter((line) => /^\s*(FAIL|×)\s/.test(line)) : lines.slice(start);
  // No report at all (the run died): its last lines say why.
  return (
    failed.length > 0 ? failed.slice(0, FAILURE_SUMMARY_LINES) : lines.slice(-FAILURE_SUMMARY_LINES)
  ).join('\n');
}

/** One vitest run; resolves to whether it passed. */
function vitest(label, env) {
  const started = Date.now();
  console.log(
    `\n── server tests on ${label}${isParallel ? ' (started; its output follows when it ends)' : ''} ──`,
  );
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...vitestArgs], {
      cwd: import.meta.dirname + '/..',
      stdio: isParallel ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (isParallel) console.log(`\n── server tests on ${label}: output ──\n${output}`);
      if (isParallel && code !== 0)
        failureSummaries.push(`── server tests on ${label}: what failed ──\n${failuresOf(output)}`);
      console.log(
        `── server tests on ${label}: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ──`,
      );
      resolve(code === 0);
    });
  });
}

async function postgresUnreachable() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (error) {
    return error.message;
  }
}

const reason = await postgresUnreachable();
if (reason) {
  const message = `PostgreSQL run skipped: cannot reach ${url} (${reason})`;
  if (process.env.CI) {
    console.error(`${message}; CI requires it`);
    process.exit(1);
  }
  console.warn(message);
}
const runs = [
  () => vitest('PGlite (embedded)', { TEST_DATABASE: 'pglite' }),
  ...(reason
    ? []
    : [() => vitest(`PostgreSQL (${url})`, { TEST_DATABASE: 'postgres', TEST_DATABASE_URL: url })]),
];
let passed = true;
if (isParallel) passed = (await Promise.all(runs.map((run) => run()))).every(Boolean);
else for (const run of runs) if (!(passed = await run())) break;
for (const summary of failureSummaries) console.log(`\n${summary}`);
process.exit(passed ? 0 : 1);
