/**
 * What lint's import rules cannot see, checked on every import (type-only ones included, which
 * eslint-plugin-import-x's no-cycle skips):
 * - no file imports itself round a circle, in any workspace's source;
 * - every folder of apps/server/src is on a floor of scripts/server-floors.mjs, and imports only folders
 *   on floors below its own;
 * - the code cites only what the repository holds: every `docs/architecture.md "<section>"` names a
 *   heading there, and nothing cites a file outside it (ARCHITECTURE.md, STYLE.md, ../shared/).
 * Run by `npm run lint`; prints each offence and exits 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_FLOORS } from './server-floors.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/contract/src', 'packages/client/src'];
const SERVER = path.join(ROOT, 'apps/server/src');
/** Root files of apps/server/src under every floor, and the ones above them all. */
const SERVER_BASE_FILES = ['config.ts', 'logging.ts'];
const SERVER_TOP_FILES = ['app.ts', 'server.ts', 'worker.ts'];
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The files a file imports by relative path or by the web's `#` imports map. */
function importsOf(file, aliases) {
  const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const targets = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    let target = null;
    if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
    else {
      const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
      if (alias) target = path.join(alias[1], specifier.slice(alias[0].length));
    }
    if (target && fs.existsSync(target)) targets.push(target);
  }
  return targets;
}

/** `"#x/*": "./src/x/*"` entries of each workspace's package.json imports map. */
function importAliases() {
  return ['apps/web', 'apps/server', 'packages/contract'].flatMap((workspace) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8'));
    return Object.entries(manifest.imports ?? {})
      .filter(([key, value]) => key.endsWith('/*') && typeof value === 'string' && value.endsWith('/*'))
      .map(([key, value]) => [key.slice(0, -1), path.join(ROOT, workspace, value.slice(0, -1))]);
  });
}

/** Every circle of imports (Tarjan's strongly connected components larger than one file). */
function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const serverFloor = new Map(
  SERVER_FLOORS.flatMap((folders, floor) => folders.map((name) => [name, floor + 1])),
);
/** The floor of a server path's first segment: base files 0, listed folders their floor, top files above all. */
function floorOf(segment) {
  if (SERVER_BASE_FILES.includes(segment)) return 0;
  if (SERVER_TOP_FILES.includes(segment)) return SERVER_FLOORS.length + 1;
  return serverFloor.get(segment);
}

const offences = [];
const aliases = importAliases();
const graph = new Map();
for (const source of SOURCES) {
  for (const file of sourceFiles(path.join(ROOT, source))) graph.set(file, importsOf(file, aliases));
}
for (const circle of circles(graph)) {
  offences.push(`import circle: ${circle.map((file) => path.relative(ROOT, file)).join(' → ')}`);
}

const serverEntries = fs.readdirSync(SERVER, { withFileTypes: true });
for (const entry of serverEntries) {
  if (entry.isDirectory() && !serverFloor.has(entry.name))
    offences.push(`apps/server/src/${entry.name}/ is on no floor of scripts/server-floors.mjs`);
  if (entry.isFile() && /\.ts$/.test(entry.name) && floorOf(entry.name) === undefined)
    offences.push(`apps/server/src/${entry.name}: a root file must be listed in scripts/check-imports.mjs`);
}
for (const name of serverFloor.keys()) {
  if (!fs.existsSync(path.join(SERVER, name)))
    offences.push(`scripts/server-floors.mjs lists ${name}/, which is gone`);
}
for (const [file, targets] of graph) {
  if (!file.startsWith(SERVER + path.sep)) continue;
  const from = path.relative(SERVER, file).split(path.sep)[0];
  for (const target of targets) {
    if (!target.startsWith(SERVER + path.sep)) continue;
    const to = path.relative(SERVER, target).split(path.sep)[0];
    if (from === to) continue;
    const [fromFloor, toFloor] = [floorOf(from), floorOf(to)];
    const bothBase = fromFloor === 0 && toFloor === 0;
    const bothTop = fromFloor === SERVER_FLOORS.length + 1 && toFloor === fromFloor;
    if (fromFloor <= toFloor && !bothBase && !bothTop)
      offences.push(
        `${path.relative(ROOT, file)} imports ${path.relative(ROOT, target)}: floor ${fromFloor} may import only floors below it`,
      );
  }
}

const headings = new Set(
  [...fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8').matchAll(/^#+ (.+)$/gm)].map((m) =>
    m[1].trim(),
  ),
);
const citing = [
  ...graph.keys(),
  ...sourceFiles(path.join(ROOT, 'apps/server/test')),
  ...sourceFiles(path.join(ROOT, 'apps/server/scripts')),
];
for (const file of citing) {
  const text = fs.readFileSync(file, 'utf8');
  for (const [, cited] of text.matchAll(/docs\/architecture\.md "([^"]+)"/g)) {
    const section = cited.replace(/\s*\n\s*(\*\s*|\/\/\s*)?/g, ' '); // a citation wrapped in a comment
    if (!headings.has(section))
      offences.push(
        `${path.relative(ROOT, file)} cites docs/architecture.md "${section}", which has no such heading`,
      );
  }
  if (/\bARCHITECTURE\.md|\bSTYLE\.md|\.\.\/shared\//.test(text))
    offences.push(
      `${path.relative(ROOT, file)} cites a file outside the repository (ARCHITECTURE.md, STYLE.md or ../shared/)`,
    );
}

if (offences.length > 0) {
  console.error(offences.join('\n'));
  console.error(
    `\n${offences.length} import offence(s); see scripts/server-floors.mjs and docs/architecture.md.`,
  );
  process.exit(1);
}
console.log(
  `imports: ${graph.size} files, no circle; the server's ${serverFloor.size} folders keep their floors.`,
);
