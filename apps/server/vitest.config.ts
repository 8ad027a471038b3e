import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files whose checks do not depend on the database, run once, in the PGlite run: the packed
 * @payorder/client used from outside (npm pack, install, tsc, esbuild), the committed client types
 * against the served document, the OpenAPI lint, and the demo's `npm start` (embedded database
 * whatever TEST_DATABASE says). On PostgreSQL they would repeat the same work for the same verdict
 * (about a minute and a half of a CI run); `npx vitest run` of one of them there finds no test file.
 */
const DATABASE_INDEPENDENT = [
  'test/client-package.test.ts',
  'test/client-generated.test.ts',
  'test/openapi-lint.test.ts',
  'test/demo-start.test.ts',
];

export default defineConfig({
  // The client from its sources (its exports' `payorder-source` condition), not its built dist/.
  resolve: {
    alias: {
      '@payorder/client': fileURLToPath(new URL('../../packages/client/src/index.ts', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // On PostgreSQL: the migrated template every test database is copied from.
    globalSetup: ['test/global-setup.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE === 'postgres' ? DATABASE_INDEPENDENT : []),
    ],
    // Backstops, not measures (speed lives in `npm run bench`): on a loaded two-core machine the
    // 2000-move ledger walk and a PostgreSQL app's start were seen past 60 s.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // expect.poll waits 1 s by default, too short on a loaded two-core machine: every poll waits up to
    // 15 s unless it names its own timeout (a poll that passes returns at once).
    expect: { poll: { timeout: 15_000 } },
    // PGlite is single-threaded WASM: a few files at a time keeps two cores busy without starving them.
    maxWorkers: 2,
    // Files share their worker's modules instead of importing the server afresh each (measured on the
    // 2-core machine: the PGlite suite 229 s → 163 s). Every file starts apps of its own on databases
    // of its own, and no test mocks a module, so nothing one file does is seen by the next.
    isolate: false,
  },
});
