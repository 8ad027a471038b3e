// Runs a script of the project on Node 22 LTS, the runtime we support, whatever Node started it:
// `node scripts/node22.mjs <script> [args…]`. On Node 22 or newer the script runs in this process.
// On an older Node (these machines have Node 20, past its end of life) the npm registry's `node@22`
// package is installed once into node_modules/.cache/node22 (outside the workspace: it never becomes
// a project dependency) and the script runs on it, with its bin first on PATH so that every `node`,
// `npm` and `npx` the script starts runs on Node 22 too.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SUPPORTED_NODE_MAJOR = 22;

const root = path.resolve(import.meta.dirname, '..');
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/node22.mjs <script> [args…]');
  process.exit(2);
}

const major = Number(process.versions.node.split('.')[0]);
if (major >= SUPPORTED_NODE_MAJOR) {
  process.argv = [process.argv[0], path.resolve(script), ...args];
  await import(pathToFileURL(path.resolve(script)).href);
} else {
  const prefix = path.join(root, 'node_modules/.cache/node22');
  const bin = path.join(prefix, 'node_modules/.bin');
  const node = path.join(bin, 'node');
  if (!fs.existsSync(node)) {
    console.log(
      `Node ${process.versions.node} is older than ${SUPPORTED_NODE_MAJOR}: installing node@${SUPPORTED_NODE_MAJOR} from the npm registry into ${path.relative(root, prefix)}…`,
    );
    fs.mkdirSync(prefix, { recursive: true });
    const install = spawnSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel',
        'error',
        '--prefix',
        prefix,
        `node@${SUPPORTED_NODE_MAJOR}`,
      ],
      { stdio: 'inherit' },
    );
    if (install.status !== 0 || !fs.existsSync(node)) {
      console.error(
        `Could not install node@${SUPPORTED_NODE_MAJOR}; install Node ${SUPPORTED_NODE_MAJOR} LTS and run again.`,
      );
      process.exit(install.status || 1);
    }
  }
  const child = spawn(node, [script, ...args], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  // The child gets the terminal's Ctrl-C itself; a SIGTERM sent to this process is passed on.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
