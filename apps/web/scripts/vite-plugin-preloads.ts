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

/** The code the page starts with: the entry, and main.tsx, which the entry imports after the first paint. */
function startingCode(bundle: Bundle): Set<string> {
  const chunks = chunksOf(bundle);
  const main = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`${path.sep}src${path.sep}main.tsx`));
  if (!main) throw new Error('No chunk for src/main.tsx in the build');
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  return withStaticImports(bundle, [...entries, main.fileName]);
}

const isConsoleBuild = (input: unknown) =>
  typeof input === 'string'
    ? input.endsWith('console.html')
    : Boolean(input && Object.values(input).some((file) => String(file).endsWith('console.html')));

/**
 * Lists, in `preloads.json` (contract `BuildPreloads`), the code the server has the browser download
 * with the HTML (docs/performance.md):
 * - `start`: the page's code proper (main.tsx and its imports), which the entry imports: for a page
 *   the page draws itself, so the code downloads beside the entry instead of after it. (Where the
 *   server drew the view, the code waits for the first paint, boot.ts.)
 * - `views`: for each order status, the chunks that draw its view (view-chunks.ts) beyond that.
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
      // The entry runs before the server-drawn view is painted: anything it imports (React, say)
      // would be downloaded and run first, and the view wait for it (boot.ts).
      for (const entry of chunks.filter((chunk) => chunk.isEntry && chunk.imports.length)) {
        this.error(
          `The entry ${entry.fileName} must import nothing statically; it imports ${entry.imports.join(', ')}`,
        );
      }
      const starting = startingCode(bundle);
      const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const filesOf = (name: string): string[] => {
        const chunk = chunks.find((candidate) =>
          candidate.moduleIds.some((id) => path.basename(id).replace(/\.[jt]sx?$/, '') === name),
        );
        if (!chunk) this.error(`No chunk holds a module named ${name}: was it renamed? (view-chunks.ts)`);
        return [...withStaticImports(bundle, [chunk.fileName])].filter((fileName) => !starting.has(fileName));
      };
      const url = (fileName: string) => `${base}${fileName}`;
      const preloads: BuildPreloads = {
        // The entry itself is in index.html already.
        start: [...starting].filter((fileName) => !entries.has(fileName)).map(url),
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
