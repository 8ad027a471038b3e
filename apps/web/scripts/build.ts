/**
 * `npm run build`: the page for the browser into dist/ (or --outDir), and its server entry
 * (src/entry-server.tsx, which draws an order's first view) into <outDir>/ssr (SERVER_ENTRY_DIR),
 * self-contained so the server (apps/server plugins/server-render.ts) can load it from wherever the
 * build was put.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SERVER_ENTRY_DIR } from '@payorder/contract';
import { build, type InlineConfig } from 'vite';

const webDir = path.resolve(import.meta.dirname, '..');
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
