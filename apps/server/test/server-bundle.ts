import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
const BUNDLES_DIR = path.join(serverDir, '.test-build');
const BUNDLE_PREFIX = 'bundle-';
let bundleDir: string | undefined;

/**
 * The built server and worker (`npm run build`'s esbuild bundle, what `npm start` runs with plain
 * node), built once per test worker process into apps/server/.test-build/bundle-<pid> (inside
 * apps/server, so it finds node_modules; of its own, so no two runs race on one folder): every file of
 * the worker that runs real processes starts them from it, none builds or loads tsx again. Vitest ends
 * its workers without running their exit handlers, so a bundle usually outlives its process: the next
 * build, and each run's global teardown, remove those whose process is gone.
 */
export function serverBundle(): string {
  if (bundleDir) return bundleDir;
  removeLeftoverBundles();
  const outdir = path.join(BUNDLES_DIR, `${BUNDLE_PREFIX}${process.pid}`);
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--outdir', outdir], {
    cwd: serverDir,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`build failed: ${build.stdout}${build.stderr}`);
  process.once('exit', () => fs.rmSync(outdir, { recursive: true, force: true }));
  return (bundleDir = outdir);
}

/** Removes the bundles whose process is gone (called before a build and by global-setup.ts's teardown). */
export function removeLeftoverBundles(): void {
  for (const entry of fs.existsSync(BUNDLES_DIR) ? fs.readdirSync(BUNDLES_DIR) : []) {
    const pid = Number(entry.slice(BUNDLE_PREFIX.length));
    if (entry.startsWith(BUNDLE_PREFIX) && pid > 0 && !isAlive(pid))
      fs.rmSync(path.join(BUNDLES_DIR, entry), { recursive: true, force: true });
  }
}

/** Whether a process with this id runs. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
