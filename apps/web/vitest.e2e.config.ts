import { defineConfig } from 'vitest/config';
import { LongestFirst } from './e2e/support/sequencer.ts';

/** Browser tests: the built page and the real server (started once), driven by playwright-core + Chromium. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    // A backstop, not a measure: every step waits on its own condition with its own timeout. A test
    // walking many views with axe can take a minute and more on a loaded two-core machine (CI saw
    // 52 s for the all-languages server-render walk and a timeout for the operator's 360 px sweep).
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // expect.poll waits 1 s by default: too short for a page's code to take over a server-drawn view
    // on a loaded two-core machine (CI saw dead-ends fail so). Every poll waits up to 15 s unless it
    // names its own timeout; a poll that passes returns at once, so this costs a passing run nothing.
    expect: { poll: { timeout: 15_000 } },
    // The tests mostly wait for the page's 3 s poll and the trader's moves, not for the CPU: three
    // files at a time fit two cores (four left a server started mid-run over a minute to answer).
    maxWorkers: 3,
    // A worker runs file after file in one process: playwright, axe-core and the contract are imported
    // once a worker, not once a file (the files share no state but the server's; each starts its own
    // Chromium). Ten small files: 29 s of imports against 76 s, 8 s of the runner's CPU against 14 s.
    isolate: false,
    // The longest files first, so the run does not end on one of them alone (support/sequencer.ts).
    sequence: { sequencer: LongestFirst },
  },
});
