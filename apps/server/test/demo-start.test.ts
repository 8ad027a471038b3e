import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { serverBundle } from './server-bundle.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('the demo in production', () => {
  it('is refused at start, naming the variables, unless DEMO_IN_PRODUCTION=1 says so', () => {
    // DEMO is on by default.
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /DEMO.*NODE_ENV=production.*DEMO_IN_PRODUCTION=1/s,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO: '1' })).toThrow(/DEMO_IN_PRODUCTION/);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: '1', DEMO_IN_PRODUCTION: '1' }).DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: '0' }).DEMO).toBe(false);
    // A newcomer's `npm start` (no NODE_ENV) still gets the demo.
    expect(loadConfig({}).DEMO).toBe(true);
  });
});

describe('the demo server started with its output not on a terminal (a log collector, a file)', () => {
  it('prints no password, key or TOTP secret, only where each is kept', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'payorder-demo-start-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    // The admin key generated into DATA_DIR, on the embedded database: what `npm start` does.
    const { ADMIN_API_KEY: _adminKey, DATABASE_URL: _databaseUrl, ...env } = process.env;
    // The built server, as `npm start` runs it.
    const child = spawn(process.execPath, [path.join(serverBundle(), 'server.js')], {
      cwd: serverDir,
      env: {
        ...env,
        NODE_ENV: 'development',
        DEMO: '1',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    });

    const started = await Promise.race([
      vi.waitUntil(() => output.includes('Demo shop:'), { timeout: 90_000, interval: 200 }),
      exited.then(() => false),
    ]);
    expect(started, output).toBe(true);
    const read = async (name: string) => (await fs.readFile(path.join(dataDir, name), 'utf8')).trim();
    const secrets = {
      adminKey: await read('admin-api-key'),
      traderPassword: await read('demo-trader-password'),
      operatorPassword: await read('demo-operator-password'),
      totpSecret: await read('demo-operator-totp-secret'),
      shopPassword: await read('demo-shop-password'),
      shopApiKey: await read('demo-shop-api-key'),
      deviceKey: await read('demo-device-key'),
    };
    for (const [name, value] of Object.entries(secrets)) {
      expect(value.length, name).toBeGreaterThan(8);
      expect(output.includes(value), `${name} printed`).toBe(false);
    }
    for (const file of [
      'admin-api-key',
      'demo-trader-password',
      'demo-operator-password',
      'demo-operator-totp-secret',
      'demo-shop-password',
      'demo-shop-api-key',
      'demo-device-key',
    ]) {
      expect(output).toContain(path.join(dataDir, file));
    }
    expect(output).toContain('/console');
    // No payment link either: it carries its order's access token.
    expect(output).not.toMatch(/\/order\/[^/\s]+\/[^/\s]+/);
  }, 120_000);
});
