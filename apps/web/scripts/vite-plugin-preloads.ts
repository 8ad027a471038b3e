import { PRELOADS_FILE, type BuildPreloads } from '@payorder/contract';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { VIEW_CHUNKS_OF_STATUS } from '../src/app/routes/order/view-chunks.ts';

type Bundle = Rollup.OutputBundle;

const chunksOf = (bundle: Bundle) =>
  Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');

/** The chunks with these file names and everything they import statically. */
function withStaticImports(bundle: Bundle, fileNames: string[], found = new Set<string>()): Set<string> {
  for (const fileName of fileNames) {
    if (found.has(fileName)) continue;
    found.add(fileName);
    const file = bundle[fileName];
    if (file?.type === 'chunk') withStaticImports(bundle, file.imports, found);
  }
  return found;
}

const isModule = (chunk: Rollup.OutputChunk, file: string) =>
  Boolean(chunk.facadeModuleId?.endsWith(`${path.sep}src${path.sep}${file}`));

/** The page's code proper: main.tsx (an input of its own, scripts/build.ts) and everything it imports. */
function startingCode(bundle: Bundle): { main: Rollup.OutputChunk; starting: Set<string> } {
  const main = chunksOf(bundle).find((chunk) => isModule(chunk, 'main.tsx'));
  if (!main) throw new Error('No chunk for src/main.tsx in the build');
  return { main, starting: withStaticImports(bundle, [main.fileName]) };
}

const isConsoleBuild = (input: unknown) =>
  typeof input === 'string'
    ? input.endsWith('console.html')
    : Boolean(input && Object.values(input).some((file) => String(file).endsWith('console.html')));

/**
 * Lists, in `preloads.json` (contract `BuildPreloads`), the code the server has the browser download
 * (docs/performance.md):
 * - `entry`: the page's code proper, main.tsx, which the entry (boot.ts) imports;
 * - `start`: that chunk and everything it imports, downloaded at once beside it;
 * - `views`: for each order status, the chunks that draw its view (view-chunks.ts) beyond that.
 * Where the server drew the view, none of it is asked for before the first paint (boot.ts).
 */
export function firstViewPreloads(): Plugin {
  let base = '/';
  let isServerBuild = false;
  return {
    name: 'payorder:preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      // The console is built on its own (scripts/build.ts): the page's preloads are not its business.
      isServerBuild = Boolean(config.build.ssr) || isConsoleBuild(config.build.rolldownOptions?.input);
    },
    generateBundle(_options, bundle) {
      if (isServerBuild) return;
      const chunks = chunksOf(bundle);
      // The entry (boot.ts) is written into the HTML by the server and runs before the server-drawn
      // view is painted: anything it imported (React, say) would be downloaded and run first, and the
      // view wait for it; and a chunk importing it would fetch and run it a second time.
      const boot = chunks.find(
        (chunk) =>
          chunk.isEntry && chunk.moduleIds.some((id) => id.endsWith(`${path.sep}src${path.sep}boot.ts`)),
      );
      if (!boot) this.error('No chunk for src/boot.ts, the entry of index.html');
      if (boot.imports.length || boot.dynamicImports.length) {
        this.error(
          `The entry ${boot.fileName} must import nothing by name; it imports ${[...boot.imports, ...boot.dynamicImports].join(', ')}`,
        );
      }
      const importers = chunks.filter(
        (chunk) => chunk.imports.includes(boot.fileName) || chunk.dynamicImports.includes(boot.fileName),
      );
      if (importers.length) {
        this.error(
          `No chunk may import the entry ${boot.fileName} (it is inlined into the HTML); imported by ${importers.map((chunk) => chunk.fileName).join(', ')}`,
        );
      }
      const { main, starting } = startingCode(bundle);
      const filesOf = (name: string): string[] => {
        const chunk = chunks.find((candidate) =>
          candidate.moduleIds.some((id) => path.basename(id).replace(/\.[jt]sx?$/, '') === name),
        );
        if (!chunk) this.error(`No chunk holds a module named ${name}: was it renamed? (view-chunks.ts)`);
        return [...withStaticImports(bundle, [chunk.fileName])].filter((fileName) => !starting.has(fileName));
      };
      const url = (fileName: string) => `${base}${fileName}`;
      const preloads: BuildPreloads = {
        entry: url(main.fileName),
        start: [...starting].map(url),
        views: Object.fromEntries(
          Object.entries(VIEW_CHUNKS_OF_STATUS).map(([status, names]) => [
            status,
            [...new Set(names.flatMap(filesOf))].map(url),
          ]),
        ),
      };
      this.emitFile({ type: 'asset', fileName: PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
