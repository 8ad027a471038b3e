import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // PGlite is single-threaded WASM: a few files at a time keeps two cores busy without starving them.
    maxWorkers: 2,
  },
});
