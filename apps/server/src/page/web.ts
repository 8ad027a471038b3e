import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  BRANDING_PREVIEW_PATH,
  CODE_TEMPLATE_ELEMENT_ID,
  CONSOLE_BASE_PATH,
  FIRST_VIEW_ELEMENT_ID,
  HTML_SLOTS,
  RUNTIME_CONFIG_ELEMENT_ID,
  PRELOADS_FILE,
  SERVER_ENTRY_DIR,
  fillHtmlSlots,
  misplacedHtmlSlots,
  toBcp47,
  type FirstView,
  type HtmlSlot,
  type RuntimeConfig,
  type Language,
  type BuildPreloads,
} from '@payorder/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageFilesOf, languageOf, loadFirstView } from './first-view.ts';
import { consoleContentSecurityPolicy, contentSecurityPolicy } from '../security/security-headers.ts';
import { smallImageInliner } from './inline-images.ts';
import { ServerRenderer } from './server-render.ts';

/** What one answer's index.html carries besides the runtime configuration. */
export interface IndexExtras {
  /** The first view's data (contract `ZFirstView`). */
  firstView?: FirstView | null;
  /** Same-origin language files for the browser to fetch while the code downloads. */
  languageFiles?: string[];
  /** Module scripts (the page's code, the code of the served order's view) to fetch beside the first. */
  modules?: string[];
  /**
   * The page's code, which its entry (inlined in the HTML) imports. With it, the links above go into
   * an inert <template> that the entry moves into the document after the first paint (apps/web
   * boot.ts): nothing is asked for before the server-drawn view is on screen.
   */
  entry?: string;
  /** The language the page is drawn in, for <html lang>. */
  language?: Language;
  /** The first view drawn by the page's server entry, for <div id="root">. */
  body?: string;
}

/** JSON inside a non-executable script tag: allowed by a CSP without 'unsafe-inline', and `<` escaped. */
const jsonScript = (id: string, value: unknown) =>
  `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** The slots the page's template must hold (apps/web index.html; docs/decisions/008). */
export const PAGE_SLOTS: readonly HtmlSlot[] = ['lang', 'theme', 'title', 'root', 'data'];

/** A template filled for one answer: its slots (contract `HTML_SLOTS`) replaced as exact strings. */
export function renderIndex(template: string, config: RuntimeConfig, extras: IndexExtras = {}): string {
  const links = [
    ...(extras.languageFiles ?? []).map(
      (href) => `<link rel="preload" href="${href}" as="fetch" crossorigin>`,
    ),
    ...(extras.modules ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  const tags = [
    ...(extras.entry
      ? [
          `<template id="${CODE_TEMPLATE_ELEMENT_ID}" data-entry="${escapeHtml(extras.entry)}">${links.join('')}</template>`,
        ]
      : links),
    jsonScript(RUNTIME_CONFIG_ELEMENT_ID, config),
    ...(extras.firstView ? [jsonScript(FIRST_VIEW_ELEMENT_ID, extras.firstView)] : []),
  ];
  // The domain's theme and title from the first byte, as the layout would set them.
  const brand = extras.firstView?.sciDomain;
  return fillHtmlSlots(template, {
    data: tags.join('\n    '),
    ...(brand ? { theme: escapeHtml(brand.theme), title: escapeHtml(brand.title) } : {}),
    ...(extras.language ? { lang: toBcp47(extras.language) } : {}),
    // data-language: the page hydrates this only when it shows the same language (main.tsx).
    ...(extras.body && extras.language
      ? { root: `<div id="root" data-language="${extras.language}">${extras.body}</div>` }
      : {}),
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Serves the built page: hashed assets cached for a year, index.html never cached and rendered for
 * each request with the runtime configuration, the first view's data and the language files to
 * preload (docs/performance.md), and every path that is not an API call or a file answered with it
 * so the router can take it. Returns that fallback, or null when the page has not been built.
 */
export async function registerWeb(app: FastifyInstance, distDir: string, runtimeConfig: RuntimeConfig) {
  const indexFile = path.join(distDir, 'index.html');
  registerConsolePages(app, distDir, runtimeConfig);
  if (!fs.existsSync(indexFile)) return null;
  const styled = inlineStylesheets(fs.readFileSync(indexFile, 'utf8'), distDir);
  const { html: template, scriptHashes } = inlineEntryScripts(styled.html, distDir);
  const { styleHashes } = styled;
  const misplaced = misplacedHtmlSlots(template, PAGE_SLOTS);
  if (misplaced.length) {
    throw new Error(
      `${indexFile} must hold each of these slots once: ${misplaced.map((slot) => HTML_SLOTS[slot]).join(', ')}`,
    );
  }
  const csp = contentSecurityPolicy(app.ctx.config, styleHashes, { scriptHashes });
  const previewCsp = contentSecurityPolicy(app.ctx.config, styleHashes, {
    scriptHashes,
    isFramedBySelf: true,
  });
  const preloads = readPreloads(path.join(distDir, PRELOADS_FILE));
  const renderer = await ServerRenderer.load(distDir);
  const inlineImages = smallImageInliner(distDir);
  // With the API on another host (runtime config API host) this server's data is not the page's.
  const isOwnApi = runtimeConfig.apiHost === '';
  const isFilePath = filePathTest(distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // The build writes .br and .gz copies of its text files (apps/web/scripts/vite-plugin-precompress.ts).
    preCompressed: true,
    // Not sent: the template (sent rendered), and what only the server reads.
    allowedPath: (pathName) =>
      pathName !== '/index.html' &&
      pathName !== `/${CONSOLE_FILE}` &&
      pathName !== `/${PRELOADS_FILE}` &&
      !pathName.startsWith(`/${SERVER_ENTRY_DIR}/`),
    setHeaders(res, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (request.url.startsWith('/api/')) return false;
    // The console's paths are its own (registerConsolePages): without its build they are not found.
    if (isConsolePath(request.url)) return false;
    // A missing file is a 404: the page in its place would reach an <img> as a broken image (issue 11).
    if (isFilePath(request.url)) return false;
    const firstView =
      isOwnApi && request.method === 'GET'
        ? await loadFirstView(app.ctx, request).catch((error: unknown) => {
            // The page fetches what is missing itself; a failure here only costs it the head start.
            request.log.warn({ err: error }, 'first view data not embedded');
            return null;
          })
        : null;
    const language = languageOf(request);
    const body =
      renderer && firstView?.order
        ? await renderer.render(request.url, firstView, language).then(inlineImages, (error: unknown) => {
            // The page draws itself from the same data: a failure here only costs it the head start.
            request.log.error({ err: error }, 'first view not drawn on the server');
            return '';
          })
        : '';
    const html = renderIndex(template, runtimeConfig, {
      firstView,
      language,
      body,
      languageFiles: languageFilesOf(language),
      // All of it at once when the entry starts the page's code: after the first paint of a view the
      // server drew, at once otherwise (apps/web boot.ts).
      modules: [
        ...preloads.start,
        ...((firstView?.order && preloads.views[firstView.order.order.status]) || []),
      ],
      entry: preloads.entry,
    });
    // The branding preview is the one page the console may frame (same origin only).
    const isPreview = request.url.split('?')[0] === BRANDING_PREVIEW_PATH;
    if (isPreview) void reply.header('X-Frame-Options', 'SAMEORIGIN');
    // no-store: the page may carry the order and its access token.
    void reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', isPreview ? previewCsp : csp)
      .type('text/html; charset=utf-8');
    void reply.send(compressFor(request, reply, html));
    return true;
  };
}

/** The console's entry in the build (apps/web console.html, a second Vite entry). */
const CONSOLE_FILE = 'console.html';

const isConsolePath = (url: string) => {
  const pathName = url.split('?')[0]!;
  return pathName === CONSOLE_BASE_PATH || pathName.startsWith(`${CONSOLE_BASE_PATH}/`);
};

/**
 * The console app (docs/architecture.md "Console"): every path under /console that is not a file answers
 * the console's HTML with the runtime configuration, for its router to take. Nothing else goes in:
 * no first view, no server render — the console fetches what it shows with its session cookie. Never
 * cached (a deploy's new code is picked up on the next load), with the console's own CSP. A path under
 * /console that looks like a file is a 404. Without the console's build, nothing is registered.
 */
function registerConsolePages(app: FastifyInstance, distDir: string, runtimeConfig: RuntimeConfig): void {
  const consoleFile = path.join(distDir, CONSOLE_FILE);
  if (!fs.existsSync(consoleFile)) return;
  const html = renderIndex(fs.readFileSync(consoleFile, 'utf8'), runtimeConfig);
  const csp = consoleContentSecurityPolicy(app.ctx.config);
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    if (/\.[A-Za-z0-9]+$/.test(request.url.split('?')[0]!)) return reply.callNotFound();
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', csp)
      .type('text/html; charset=utf-8')
      .send(compressFor(request, reply, html));
  };
  app.get(CONSOLE_BASE_PATH, serve);
  app.get(`${CONSOLE_BASE_PATH}/*`, serve);
}

/**
 * Whether a request that found no file asked for one: a path whose last segment has an extension
 * (no page route has one; `/index.html` is the page itself), or one under a folder of the build
 * (`/assets`, `/banks`, `/locales`…). Those get the 404 of any unknown path, never the page.
 */
export function filePathTest(distDir: string): (url: string) => boolean {
  const folders = new Set(
    fs
      .readdirSync(distDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  );
  return (url) => {
    const pathName = url.split('?')[0]!;
    if (pathName === '/index.html') return false;
    const segments = pathName.split('/');
    return folders.has(segments[1] ?? '') || /\.[A-Za-z0-9]+$/.test(segments.at(-1) ?? '');
  };
}

/** The build's list of code to preload (apps/web scripts/vite-plugin-preloads.ts). */
function readPreloads(file: string): Partial<BuildPreloads> & Omit<BuildPreloads, 'entry'> {
  if (!fs.existsSync(file)) return { start: [], views: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BuildPreloads;
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

/**
 * Each tag `pattern` finds (its first group a file of the build) replaced by the file's content in
 * the element `wrap` makes, unless the content could end that element early (`isUnsafe`: the tag
 * is then left as it was). Returns the hashes the CSP must allow the inlined elements by.
 */
function inlineBuildFiles(
  template: string,
  distDir: string,
  { pattern, wrap, isUnsafe }: { pattern: RegExp; wrap: (content: string) => string; isUnsafe: RegExp },
): { html: string; hashes: string[] } {
  const hashes: string[] = [];
  const html = template.replace(pattern, (tag, file: string) => {
    const content = fs.readFileSync(path.join(distDir, file), 'utf8');
    if (isUnsafe.test(content)) return tag;
    hashes.push(`sha256-${crypto.createHash('sha256').update(content).digest('base64')}`);
    return wrap(content);
  });
  return { html, hashes };
}

/**
 * The build's stylesheet links replaced by the stylesheets themselves (a few KB): the server-drawn
 * first view then paints as soon as the HTML is in, without waiting a round trip for its styles.
 * Returns the hashes the CSP must allow them by.
 */
export function inlineStylesheets(
  template: string,
  distDir: string,
): { html: string; styleHashes: string[] } {
  const { html, hashes } = inlineBuildFiles(template, distDir, {
    pattern: /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g,
    wrap: (css) => `<style>${css}</style>`,
    isUnsafe: /<\//,
  });
  return { html, styleHashes: hashes };
}

/**
 * The build's entry script (apps/web boot.ts, 0.6 KB, which imports nothing and which no chunk
 * imports: the build checks both) replaced by its code, so the HTML asks for nothing before the
 * server-drawn view is painted. Returns the hashes the CSP must allow it by.
 */
export function inlineEntryScripts(
  template: string,
  distDir: string,
): { html: string; scriptHashes: string[] } {
  const { html, hashes } = inlineBuildFiles(template, distDir, {
    pattern: /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g,
    wrap: (code) => `<script type="module">${code}</script>`,
    isUnsafe: /<\/script|<!--/i,
  });
  return { html, scriptHashes: hashes };
}
