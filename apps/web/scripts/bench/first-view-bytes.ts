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
    const before: Request[] = [];
    const later: Request[] = [];
    let isShown = false;
    page.on('request', (request) => (isShown ? later : before).push(request));
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
    isShown = true;

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
    await page.waitForLoadState('networkidle');
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
