import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
const BUNDLE_PREFIX = 'bundle-';
let bundleDir: string | undefined;

/**
 * The built server and worker (`npm run build`'s esbuild bundle, what `npm start` runs with plain
 * node), built once per test worker process into apps/server/.test-build/bundle-<pid> (inside
 * apps/server, so it finds node_modules; of its own, so no two runs race on one folder): every file of
 * the worker that runs real processes starts them from it, none builds or loads tsx again. Removed when
 * the process exits; one left by a process that died is removed by the next build.
 */
export function serverBundle(): string {
  if (bundleDir) return bundleDir;
  const parent = path.join(serverDir, '.test-build');
  for (const entry of fs.existsSync(parent) ? fs.readdirSync(parent) : []) {
    const pid = Number(entry.slice(BUNDLE_PREFIX.length));
    if (entry.startsWith(BUNDLE_PREFIX) && pid > 0 && !isAlive(pid))
      fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
  }
  const outdir = path.join(parent, `${BUNDLE_PREFIX}${process.pid}`);
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--outdir', outdir], {
    cwd: serverDir,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`build failed: ${build.stdout}${build.stderr}`);
  process.once('exit', () => fs.rmSync(outdir, { recursive: true, force: true }));
  return (bundleDir = outdir);
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
