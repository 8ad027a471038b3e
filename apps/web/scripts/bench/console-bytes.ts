import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface ConsoleBytes {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/** Files of the console's build (scripts/build.ts names them all assets/console-*). */
export const CONSOLE_ASSET = /\/assets\/console-[^/]+$/;

/**
 * The JS and CSS the console's HTML (dist/console.html) makes the browser load before it can draw
 * anything: its entry script, the modules it preloads (its static imports) and its stylesheets; the
 * screens loaded on demand are not counted. Each gzipped at level 9, as the build's .gz copies.
 */
export function measureConsoleBytes(distDir: string): ConsoleBytes {
  const html = fs.readFileSync(path.join(distDir, 'console.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
    ...html.matchAll(/<link rel="(?:modulepreload|stylesheet)"[^>]* href="([^"]+)"/g),
  ].map((match) => match[1]!);
  const files = [...new Set(urls)].map((url) => ({
    file: url,
    gzipBytes: zlib.gzipSync(fs.readFileSync(path.join(distDir, url)), { level: 9 }).length,
  }));
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
