import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, serverEnv } from '@payorder/test-kit';

export const webDir = path.resolve(import.meta.dirname, '../..');
const rootDir = path.resolve(webDir, '../..');

/**
 * Builds the production page into a directory of its own, so that a bench never rebuilds the
 * `dist/` another process may be serving.
 */
export function buildPage(outDir: string): void {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build.ts', '--outDir', outDir, '--logLevel', 'warn'],
    {
      cwd: webDir,
      stdio: 'inherit',
      // Vitest and some shells set NODE_ENV=test/development, which would build React's development bundle.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error('the page build failed');
}

/**
 * The production page for a bench or the browser tests: the build named by `PAYORDER_WEB_DIST` when
 * set (the test runner builds once for all of them), otherwise a fresh build into a temporary
 * directory of its own. `release()` removes only a build made here.
 */
export function preparePage(prefix: string): { distDir: string; release: () => void } {
  const shared = process.env.PAYORDER_WEB_DIST;
  if (shared && fs.existsSync(path.join(shared, 'index.html'))) return { distDir: shared, release: () => {} };
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  try {
    buildPage(distDir);
  } catch (error) {
    fs.rmSync(distDir, { recursive: true, force: true });
    throw error;
  }
  return { distDir, release: () => fs.rmSync(distDir, { recursive: true, force: true }) };
}

export interface RunningServer {
  baseUrl: string;
  adminKey: string;
  stop: () => Promise<void>;
}

/**
 * The real server (DEMO=0, an empty embedded database in a temporary DATA_DIR) serving `distDir`;
 * the benches and the browser tests both run against it. `env` adds or overrides settings; `port`
 * is for settings that must name the server's own address (a free one otherwise).
 */
export async function startServer(
  distDir: string,
  env: Record<string, string> = {},
  options: { port?: number } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const adminKey = 'bench-admin-key-0123456789abcdef';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payorder-bench-'));
  let output = '';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(rootDir, 'apps/server/src/server.ts')],
    {
      cwd: rootDir,
      env: serverEnv({
        port,
        dataDir,
        adminKey,
        webDist: distDir,
        // Every browser test signs in from 127.0.0.1, several files at a time: per-address limits
        // are proven by the server suite, and here they must not let one test spend another's budget.
        extra: {
          LOGIN_RATE_LIMIT_PER_IP: '100000',
          CONSOLE_LOGIN_RATE_LIMIT_PER_IP: '100000',
          CONSOLE_SIGN_IN_FAILURES_PER_IP: '100000',
          ...env,
        },
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // A backstop: it answers in seconds, but a second server started from its sources (tsx) while
  // three browser-test files run on two cores was seen to take over a minute.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/meta`)).ok) return { baseUrl, adminKey, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`server did not start:\n${output}`);
}
