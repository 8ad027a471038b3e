// `npm run build` (server part): bundles src/server.ts and src/worker.ts with esbuild into dist/, so
// production runs plain `node` (docs/decisions/005-server-bundle.md). Our code and the contract
// package (TypeScript source) are bundled; every other package stays in node_modules, loaded as is.
// The migrations' SQL files are copied beside the bundle, where src/db/migrate.ts looks for them.
// `--outdir <dir>` (a folder inside apps/server, so the bundle finds node_modules) builds elsewhere:
// the tests build one per test worker (test/server-bundle.ts), never racing another run's build.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const outdirArg = process.argv.indexOf('--outdir');
const outdir =
  outdirArg > 0 ? path.resolve(serverDir, process.argv[outdirArg + 1]) : path.join(serverDir, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const contract = JSON.parse(
  fs.readFileSync(path.join(serverDir, '../../packages/contract/package.json'), 'utf8'),
);
const BUNDLED = new Set(['@payorder/contract']);
const external = [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(contract.dependencies ?? {}),
].filter((name) => !BUNDLED.has(name));

const startedAt = performance.now();
await build({
  entryPoints: [path.join(serverDir, 'src/server.ts'), path.join(serverDir, 'src/worker.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // Subpaths (`pg/lib/...`) of an external package are external too.
  external,
  sourcemap: true,
  logLevel: 'warning',
});
// Replaced whole: a migration renamed or removed in the sources must not stay behind to be applied again.
fs.rmSync(path.join(outdir, 'migrations'), { recursive: true, force: true });
fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(
  `server and worker built into ${path.relative(process.cwd(), outdir) || '.'} in ${Math.round(performance.now() - startedAt)} ms`,
);
