import { VIEW_CHUNKS_FILE, type OrderStatus } from '@payorder/contract';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { VIEW_CHUNKS_OF_STATUS, type ViewChunk } from '../src/app/routes/order/view-chunks.ts';

/**
 * Writes `view-chunks.json` beside index.html: for each order status, the URLs of the chunks that
 * draw its view and of what they import, less what the first script already brings. The server puts
 * them into the HTML as `<link rel="modulepreload">` for the order it serves, so a view that is not
 * in the first script downloads beside it instead of after it has run (docs/performance.md).
 */
export function viewChunks(): Plugin {
  let base = '/';
  return {
    name: 'payorder:view-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withStaticImports = (fileNames: string[], found = new Set<string>()): Set<string> => {
        for (const fileName of fileNames) {
          if (found.has(fileName)) continue;
          found.add(fileName);
          withStaticImports(byFileName.get(fileName)?.imports ?? [], found);
        }
        return found;
      };
      const firstScript = withStaticImports(chunks.filter((chunk) => chunk.isEntry).map((c) => c.fileName));
      const filesOf = (name: ViewChunk): string[] => {
        const chunk = chunks.find((candidate) =>
          candidate.moduleIds.some((id) => path.basename(id).replace(/\.[jt]sx?$/, '') === name),
        );
        if (!chunk) {
          this.error(`No chunk named ${name} in the build: was its module renamed? (view-chunks.ts)`);
        }
        return [...withStaticImports([chunk.fileName])].filter((fileName) => !firstScript.has(fileName));
      };
      const urlsOfStatus = Object.fromEntries(
        Object.entries(VIEW_CHUNKS_OF_STATUS).map(([status, names]) => [
          status,
          [...new Set(names.flatMap(filesOf))].map((fileName) => `${base}${fileName}`),
        ]),
      ) as Record<OrderStatus, string[]>;
      this.emitFile({ type: 'asset', fileName: VIEW_CHUNKS_FILE, source: JSON.stringify(urlsOfStatus) });
    },
  };
}
