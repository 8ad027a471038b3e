/**
 * `node --import tsx scripts/bundle-report.ts [--split]`: where the page's bytes are. Builds the page
 * (not the console) into a temporary directory and prints each chunk's gzipped size (level 9, as the
 * bench measures) with what it imports, and its largest modules. `--split` forces each library of the
 * vendor chunk into a chunk of its own, so each one's minified, gzipped weight reads directly
 * (docs/performance.md "Where the first view's weight was").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { build, type Plugin } from 'vite';

const { values } = parseArgs({ options: { split: { type: 'boolean', default: false } } });
const LIBRARIES = [
  'react-dom',
  'react',
  'scheduler',
  '@tanstack',
  'i18next',
  'react-i18next',
  'react-router',
];
const gzip = (code: string) => zlib.gzipSync(code, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const lines: string[] = [];
const report: Plugin = {
  name: 'payorder:bundle-report',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
    for (const chunk of chunks.sort((a, b) => gzip(b.code) - gzip(a.code))) {
      lines.push(
        `\n${chunk.fileName}  ${kb(gzip(chunk.code))} gzip  (imports ${chunk.imports.join(', ') || 'nothing'})`,
      );
      const modules = Object.entries(chunk.modules).sort(
        ([, a], [, b]) => b.renderedLength - a.renderedLength,
      );
      for (const [id, module] of modules.slice(0, 12)) {
        const name = id.replace(/.*node_modules[\\/]/, '').replace(/.*[\\/](apps|packages)[\\/]/, '$1/');
        lines.push(`  ${String(module.renderedLength).padStart(8)} B before minifying  ${name}`);
      }
    }
  },
};

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payorder-bundle-report-'));
try {
  await build({
    root: path.resolve(import.meta.dirname, '..'),
    configLoader: 'runner',
    logLevel: 'warn',
    mode: 'production',
    plugins: [report],
    build: {
      outDir,
      emptyOutDir: true,
      ...(values.split
        ? {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: LIBRARIES.map((name) => ({
                    name: `lib-${name.replace('@', '')}`,
                    test: new RegExp(`node_modules[\\\\/]${name}[\\\\/]`),
                  })),
                },
              },
            },
          }
        : {}),
    },
  });
  console.log(lines.join('\n'));
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
