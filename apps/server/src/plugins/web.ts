import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  FIRST_VIEW_ELEMENT_ID,
  VIEW_CHUNKS_FILE,
  type FirstView,
  type OrderStatus,
} from '@payorder/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageFilesOf, loadFirstView } from './first-view.ts';

/** spec §9 runtime configuration, as the page reads it from `<script id="runtime-config">`. */
export interface RuntimeConfig {
  apiHost: string;
  publicUrl: string;
  analyticsMeasurementId: string | null;
}

export const RUNTIME_CONFIG_PLACEHOLDER = '<!--runtime-config-->';

/** What one answer's index.html carries besides the runtime configuration. */
export interface IndexExtras {
  /** The first view's data (contract `ZFirstView`). */
  firstView?: FirstView | null;
  /** Same-origin language files for the browser to fetch while the code downloads. */
  languageFiles?: string[];
  /** Module scripts (the code of the served order's view) for the browser to fetch beside the first. */
  modules?: string[];
}

/** JSON inside a non-executable script tag: allowed by a CSP without 'unsafe-inline', and `<` escaped. */
const jsonScript = (id: string, value: unknown) =>
  `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

export function renderIndex(template: string, config: RuntimeConfig, extras: IndexExtras = {}): string {
  const tags = [
    ...(extras.languageFiles ?? []).map(
      (href) => `<link rel="preload" href="${href}" as="fetch" crossorigin>`,
    ),
    ...(extras.modules ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    jsonScript('runtime-config', config),
    ...(extras.firstView ? [jsonScript(FIRST_VIEW_ELEMENT_ID, extras.firstView)] : []),
  ];
  return template.replace(RUNTIME_CONFIG_PLACEHOLDER, tags.join('\n    '));
}

/**
 * Serves the built page: hashed assets cached for a year, index.html never cached and rendered for
 * each request with the runtime configuration, the first view's data and the language files to
 * preload (docs/performance.md), and every path that is not an API call or a file answered with it
 * so the router can take it. Returns that fallback, or null when the page has not been built.
 */
export async function registerWeb(app: FastifyInstance, distDir: string, runtimeConfig: RuntimeConfig) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const template = fs.readFileSync(indexFile, 'utf8');
  const viewModules = readViewModules(path.join(distDir, VIEW_CHUNKS_FILE));
  // With the API on another host (runtime config API host) this server's data is not the page's.
  const isOwnApi = runtimeConfig.apiHost === '';
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // The build writes .br and .gz copies of its text files (apps/web/scripts/vite-plugin-precompress.ts).
    preCompressed: true,
    allowedPath: (pathName) => pathName !== '/index.html' && pathName !== `/${VIEW_CHUNKS_FILE}`,
    setHeaders(res, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (request.url.startsWith('/api/')) return false;
    const firstView =
      isOwnApi && request.method === 'GET'
        ? await loadFirstView(app.ctx, request).catch((error: unknown) => {
            // The page fetches what is missing itself; a failure here only costs it the head start.
            request.log.warn({ err: error }, 'first view data not embedded');
            return null;
          })
        : null;
    const html = renderIndex(template, runtimeConfig, {
      firstView,
      languageFiles: languageFilesOf(request),
      modules: firstView?.order ? viewModules[firstView.order.order.status] : [],
    });
    // no-store: the page may carry the order and its access token.
    void reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    void reply.send(compressFor(request, reply, html));
    return true;
  };
}

/** The build's map from status to the code of its view (apps/web scripts/vite-plugin-view-chunks.ts). */
function readViewModules(file: string): Partial<Record<OrderStatus, string[]>> {
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Record<OrderStatus, string[]>>;
}

/**
 * The HTML compressed as the browser accepts it (it now carries the first view's data, a few KB that
 * a phone on a slow network would otherwise wait for); a fast setting, as it is done per request.
 */
function compressFor(request: FastifyRequest, reply: FastifyReply, html: string): Buffer | string {
  void reply.header('Vary', 'Accept-Encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    void reply.header('Content-Encoding', 'br');
    return zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    void reply.header('Content-Encoding', 'gzip');
    return zlib.gzipSync(html, { level: 6 });
  }
  return html;
}
