// `npm test`: every test of the project, stage by stage, on Node 22 (scripts/node22.mjs starts it).
// Stages in one group run at the same time; each stage's time is printed at the end, passed or not.
//
//   typecheck + lint       tsc of every workspace, eslint and prettier
//   contract tests         the shared schemas
//   page build             the production page, built once for the browser tests and the benches
//   server tests           the API on PGlite and on PostgreSQL, at the same time on separate databases
//   web unit tests         the page's and the console's components
//   browser tests          the built page and consoles in Chromium against the real server
//   bench gates            the budgets of docs/performance.md, once (`npm run bench` is the same)
//
// Locally a missing PostgreSQL or Chromium skips its tests with the reason printed; under CI=true
// it is a failure (each suite says so itself).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const pageDist = fs.mkdtempSync(path.join(os.tmpdir(), 'payorder-test-page-'));
process.on('exit', () => fs.rmSync(pageDist, { recursive: true, force: true }));
const env = { ...process.env, PAYORDER_WEB_DIST: pageDist };

/** Each inner array runs at once; the next starts when all of it has passed. */
const groups = [
  // The page build (a few seconds of Vite) and the contract tests (one second) need nothing the
  // checks make: they run beside them rather than after them.
  [
    { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', 'lint'] },
    { name: 'contract tests', command: ['npm', 'test', '--workspace', 'packages/contract'] },
    {
      name: 'page build',
      command: ['node', '--import', 'tsx', 'scripts/build.ts', '--outDir', pageDist, '--logLevel', 'warn'],
      cwd: web,
      // Vitest and some shells set NODE_ENV=test/development, which would build React's development bundle.
      env: { NODE_ENV: 'production' },
    },
  ],
  [{ name: 'server tests', command: ['node', 'apps/server/scripts/test.mjs', '--parallel'] }],
  [{ name: 'web unit tests', command: ['npx', 'vitest', 'run'], cwd: web }],
  [
    {
      name: 'browser tests',
      command: ['npx', 'vitest', 'run', '--config', 'vitest.e2e.config.ts'],
      cwd: web,
    },
  ],
  [{ name: 'bench gates', command: ['npm', 'run', 'bench'] }],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const results = [];
const started = Date.now();

function run({ name, command, cwd = root, env: extra = {} }) {
  const stageStart = Date.now();
  console.log(`\n── ${name} ──`);
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd, stdio: 'inherit', env: { ...env, ...extra } });
    child.on('exit', (code, signal) => {
      const ok = code === 0;
      results.push({ name, ms: Date.now() - stageStart, ok: ok ? 'passed' : `FAILED (${signal ?? code})` });
      console.log(`── ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(Date.now() - stageStart)} ──`);
      resolve(ok);
    });
  });
}

function printTimes() {
  const width = Math.max(...results.map((result) => result.name.length), 'total'.length);
  console.log(`\nStage times (Node ${process.versions.node}):`);
  for (const { name, ms, ok } of results)
    console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(6)}  ${ok}`);
  console.log(`  ${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(6)}`);
}

for (const group of groups) {
  const passed = await Promise.all(group.map(run));
  if (passed.includes(false)) {
    printTimes();
    process.exit(1);
  }
}
printTimes();
