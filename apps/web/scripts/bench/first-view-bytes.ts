import zlib from 'node:zlib';
import type { Request } from 'playwright-core';
import { launchChromium } from './chromium.ts';

export interface DownloadedFile {
  url: string;
  type: 'js' | 'css';
  /** Decoded body. */
  bytes: number;
  /** The body gzipped at level 9, as the server's `.gz` copy is. */
  gzipBytes: number;
  /** What went over the wire for the body (the server picks brotli when the browser accepts it). */
  transferredBytes: number;
  encoding: string;
}

export interface FirstViewBytes {
  files: DownloadedFile[];
  gzipBytes: number;
  transferredBytes: number;
  /** JS and CSS requested after the first view was shown (loaded on demand, not counted). */
  later: string[];
}

const kindOf = (contentType: string): DownloadedFile['type'] | null =>
  /javascript/.test(contentType) ? 'js' : /text\/css/.test(contentType) ? 'css' : null;

/**
 * Opens `url` in a fresh browser profile (nothing cached) and sums every JS and CSS file requested
 * before the view is on screen and the page's code has taken it over (the server draws the first
 * view into the HTML; what counts is what the page needs to be working), and the styles and the
 * entry script the HTML carries inline. Each body is gzipped here, so the figure does not depend on what the server
 * happens to send.
 */
export async function measureFirstViewBytes(url: string, heading: RegExp): Promise<FirstViewBytes> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-US' });
    const page = await context.newPage();
    // When the view's heading is in the page and React attached to it, recorded by the page itself
    // (polled every 5 ms: animation frames do not run in a page that is not shown).
    // (A string: tsx would wrap named functions in a helper the page does not have.)
    await page.addInitScript({
      content: `(function check() {
        const root = document.getElementById('root');
        const isReactAttached = Object.keys(root ?? {}).some((key) => key.startsWith('__reactContainer'));
        if (document.querySelector('main h1') && isReactAttached) window.__firstViewAt = performance.now();
        else setTimeout(check, 5);
      })();`,
    });
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const navigation = await page.goto(url);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => (window as unknown as { __firstViewAt?: number }).__firstViewAt);
    await page.waitForLoadState('networkidle');
    const { firstViewAt, startTimes } = await page.evaluate(() => ({
      firstViewAt: (window as unknown as { __firstViewAt: number }).__firstViewAt,
      startTimes: performance
        .getEntriesByType('resource')
        .map((entry) => [entry.name, entry.startTime] as [string, number]),
    }));
    const startedAt = new Map(startTimes);
    const isBeforeView = (request: Request) => (startedAt.get(request.url()) ?? 0) < firstViewAt;
    const before = requests.filter(isBeforeView);
    const later = requests.filter((request) => !isBeforeView(request));

    const files: DownloadedFile[] = [];
    for (const request of before) {
      const response = await request.response();
      if (!response) continue;
      const type = kindOf(response.headers()['content-type'] ?? '');
      if (!type) continue;
      const body = await response.body();
      const sizes = await request.sizes();
      files.push({
        url: new URL(request.url()).pathname,
        type,
        bytes: body.length,
        gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
        transferredBytes: sizes.responseBodySize,
        encoding: response.headers()['content-encoding'] ?? 'identity',
      });
    }
    const html = (await navigation?.text()) ?? '';
    const inline = [
      ...[...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, code = '']) => ['css', code] as const),
      // The page's entry (boot.ts), which the server writes into the HTML.
      ...[...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(
        ([, code = '']) => ['js', code] as const,
      ),
    ];
    for (const [type, code] of inline) {
      const gzipBytes = zlib.gzipSync(code, { level: 9 }).length;
      files.push({
        url: `<${type === 'css' ? 'style' : 'script'}> in the HTML`,
        type,
        bytes: Buffer.byteLength(code),
        gzipBytes,
        transferredBytes: gzipBytes,
        encoding: 'in HTML',
      });
    }
    const laterFiles = later
      .map((request) => new URL(request.url()).pathname)
      .filter((pathname) => /\.(js|css)$/.test(pathname));
    await context.close();
    return {
      files,
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
      transferredBytes: files.reduce((sum, file) => sum + file.transferredBytes, 0),
      later: laterFiles,
    };
  } finally {
    await browser.close();
  }
}
