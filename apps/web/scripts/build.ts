/**
 * `npm run build`: the page for the browser into dist/ (or --outDir); the console (console.html →
 * <outDir>/console.html, its files named assets/console-*, served by the server at /console); and the
 * page's server entry
 * (src/entry-server.tsx, which draws an order's first view) into <outDir>/ssr (SERVER_ENTRY_DIR),
 * self-contained so the server (apps/server page/server-render.ts) can load it from wherever the
 * build was put.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SERVER_ENTRY_DIR } from '@payorder/contract';
import { build, type InlineConfig } from 'vite';

const webDir = path.resolve(import.meta.dirname, '..');
/** The console's HTML, in the source and in the build. */
export const CONSOLE_HTML = 'console.html';
const { values } = parseArgs({
  options: { outDir: { type: 'string', default: 'dist' }, logLevel: { type: 'string', default: 'info' } },
});
const outDir = path.resolve(webDir, values.outDir!);
const shared: InlineConfig = {
  root: webDir,
  // The config imports the contract's TypeScript: Vite's module runner loads it (Node 20 cannot).
  configLoader: 'runner',
  logLevel: values.logLevel as InlineConfig['logLevel'],
  mode: 'production',
};

await build({ ...shared, build: { outDir, emptyOutDir: true } });
// The console is a build of its own, so the page's output (and so its first view and budgets) is
// exactly what it would be without it, and no chunk is shared: the page never loads console code.
await build({
  ...shared,
  build: {
    outDir,
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: path.join(webDir, CONSOLE_HTML),
      output: {
        entryFileNames: 'assets/console-[name]-[hash].js',
        chunkFileNames: 'assets/console-[name]-[hash].js',
        assetFileNames: 'assets/console-[name]-[hash][extname]',
      },
    },
  },
});
await build({
  ...shared,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: path.join(outDir, SERVER_ENTRY_DIR),
    emptyOutDir: true,
    copyPublicDir: false,
  },
  // Everything in one bundle: it runs where the build is put, with no node_modules beside it.
  ssr: { noExternal: true },
});
