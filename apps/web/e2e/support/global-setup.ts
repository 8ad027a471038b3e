import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { preparePage, startServer } from '#scripts/bench/server.ts';
import { CHROMIUM_PATH } from '#scripts/bench/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminKey: string;
    /** The page's build the server serves, for a test that starts a server of its own. */
    distDir: string;
    skipReason: string | null;
  }
}

/**
 * Builds the page into a directory of this run's own (a build another process makes meanwhile in
 * apps/web/dist cannot swap the assets under the running server) and starts the real server on it.
 * Without Chromium the browser tests are skipped with the reason printed, and fail under CI.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    const reason = `${CHROMIUM_PATH} is missing (apt-get install chromium)`;
    if (process.env.CI === 'true') throw new Error(`Browser tests need Chromium: ${reason}`);
    console.warn(`\n  Skipping the browser tests: ${reason}\n`);
    project.provide('skipReason', reason);
    project.provide('baseUrl', '');
    project.provide('adminKey', '');
    project.provide('distDir', '');
    return;
  }
  const { distDir, release } = preparePage('payorder-e2e-web');
  // The shop-sync tests deliver callbacks to a receiver on this machine.
  const server = await startServer(distDir, { ALLOW_PRIVATE_CALLBACKS: '1' });
  project.provide('baseUrl', server.baseUrl);
  project.provide('adminKey', server.adminKey);
  project.provide('distDir', distDir);
  project.provide('skipReason', null);

  return async () => {
    await server.stop();
    release();
  };
}
