// `npm start` / `npm run worker`: builds what is missing or older than its sources (the page with
// Vite, the server and worker with esbuild), then runs the built server (or, with the argument
// `worker`, the callback worker) with plain `node` in this process's terminal.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const role = process.argv[2] === 'worker' ? 'worker' : 'server';
const contractSources = path.join(root, 'packages/contract/src');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Runs `npm run build` of `workspace` when `built` is missing or older than any of `sources`. */
function buildWhenStale(label, workspace, built, sources) {
  if (!fs.existsSync(path.join(root, workspace, 'package.json'))) return;
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  if (Math.max(...sources.map(newestMtime)) <= builtAt) return;
  console.log(`Building ${label}…`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const web = path.join(root, 'apps/web');
const server = path.join(root, 'apps/server');
if (role === 'server') {
  buildWhenStale('the payment page', 'apps/web', path.join(web, 'dist/index.html'), [
    ...['src', 'public', 'index.html'].map((p) => path.join(web, p)),
    contractSources,
  ]);
}
buildWhenStale('the server', 'apps/server', path.join(server, `dist/${role}.js`), [
  path.join(server, 'src'),
  path.join(server, 'package.json'),
  contractSources,
]);

const child = spawn(process.execPath, [path.join(server, `dist/${role}.js`)], {
  cwd: root,
  stdio: 'inherit',
  env: role === 'server' ? { LOG_LEVEL: 'warn', ...process.env } : process.env,
});
// The child gets the terminal's Ctrl-C itself; a SIGTERM sent to this process is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
