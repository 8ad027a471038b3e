import zlib from 'node:zlib';
import { chromium, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

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
 * before the view's heading is on screen. Each body is gzipped here, so the figure does not depend
 * on what the server happens to send.
 */
export async function measureFirstViewBytes(url: string, heading: RegExp): Promise<FirstViewBytes> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-US' });
    const page = await context.newPage();
    // The instant the view's heading enters the page, recorded by the page itself (exact, unlike polling).
    await page.addInitScript(() => {
      const w = window as unknown as { __firstViewAt?: number };
      new MutationObserver((_, observer) => {
        if (document.querySelector('main h1')) {
          w.__firstViewAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
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
