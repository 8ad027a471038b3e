// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureConsoleBytes } from './console-bytes.ts';

describe('measureConsoleBytes', () => {
  it('counts the entry, its preloads and its stylesheet, not the screens loaded later', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bytes-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    for (const name of ['console-main.js', 'console-vendor.js', 'console-main.css', 'console-later.js'])
      fs.writeFileSync(path.join(dir, 'assets', name), name.repeat(100));
    fs.writeFileSync(
      path.join(dir, 'console.html'),
      `<script type="module" crossorigin src="/assets/console-main.js"></script>
       <link rel="modulepreload" crossorigin href="/assets/console-vendor.js">
       <link rel="stylesheet" crossorigin href="/assets/console-main.css">`,
    );
    const measured = measureConsoleBytes(dir);
    expect(measured.files.map((file) => file.file)).toEqual([
      '/assets/console-main.js',
      '/assets/console-vendor.js',
      '/assets/console-main.css',
    ]);
    expect(measured.gzipBytes).toBeGreaterThan(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
