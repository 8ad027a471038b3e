import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** spec §9 runtime configuration, as the page reads it from `<script id="runtime-config">`. */
export interface RuntimeConfig {
  apiHost: string;
  publicUrl: string;
  analyticsMeasurementId: string | null;
}

export const RUNTIME_CONFIG_PLACEHOLDER = '<!--runtime-config-->';

/** JSON inside a non-executable script tag: allowed by a CSP without 'unsafe-inline', and `<` escaped. */
export function renderIndex(template: string, config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return template.replace(
    RUNTIME_CONFIG_PLACEHOLDER,
    `<script id="runtime-config" type="application/json">${json}</script>`,
  );
}

/**
 * Serves the built page: hashed assets cached for a year, index.html never cached and rendered with
 * the runtime configuration, and every path that is not an API call or a file answered with it so
 * the router can take it. Returns the fallback, or null when the page has not been built.
 */
export async function registerWeb(app: FastifyInstance, distDir: string, runtimeConfig: RuntimeConfig) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const indexHtml = renderIndex(fs.readFileSync(indexFile, 'utf8'), runtimeConfig);
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // The build writes .br and .gz copies of its text files (apps/web/scripts/vite-plugin-precompress.ts).
    preCompressed: true,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders(res, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (request.url.startsWith('/api/')) return false;
    void reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(indexHtml);
    return true;
  };
}
