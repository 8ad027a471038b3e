import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Backstops, not measures (speed lives in `npm run bench`): on a loaded two-core machine the
    // 2000-move ledger walk and a PostgreSQL app's start were seen past 60 s.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // PGlite is single-threaded WASM: a few files at a time keeps two cores busy without starving them.
    maxWorkers: 2,
  },
});
