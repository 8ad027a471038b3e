import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminKey: string;
    skipReason: string | null;
  }
}

const webDir = path.resolve(import.meta.dirname, '../..');
const rootDir = path.resolve(webDir, '../..');
const ADMIN_KEY = 'e2e-admin-key-0123456789abcdef';

/**
 * Builds the page into a directory of this run's own: a build another process makes meanwhile in
 * apps/web/dist (npm start, a colleague's tests) cannot swap the assets under the running server.
 */
function buildInto(outDir: string) {
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: webDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(baseUrl: string, child: ChildProcess, logs: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${logs()}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/meta`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start:\n${logs()}`);
}

export default async function setup(project: TestProject) {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    const reason = `${CHROMIUM_PATH} is missing (apt-get install chromium)`;
    if (process.env.CI === 'true') throw new Error(`Browser tests need Chromium: ${reason}`);
    console.warn(`\n  Skipping the browser tests: ${reason}\n`);
    project.provide('skipReason', reason);
    project.provide('baseUrl', '');
    project.provide('adminKey', '');
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payorder-e2e-'));
  const distDir = path.join(dataDir, 'web-dist');
  buildInto(distDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(rootDir, 'apps/server/src/server.ts')],
    {
      cwd: rootDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DEMO: '0',
        DATA_DIR: dataDir,
        ADMIN_API_KEY: ADMIN_KEY,
        ALLOW_PRIVATE_CALLBACKS: '1',
        LOGIN_RATE_LIMIT_PER_IP: '100000',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: distDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForServer(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('adminKey', ADMIN_KEY);
  project.provide('skipReason', null);

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
