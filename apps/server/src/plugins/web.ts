import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built page: hashed assets cached for a year, index.html never cached, and every
 * path that is not an API call or a file answered with index.html so the router can take it.
 * Returns the fallback, or null when the page has not been built.
 */
export async function registerWeb(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    setHeaders(res, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (request.url.startsWith('/api/')) return false;
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    void reply.send(fs.createReadStream(indexFile));
    return true;
  };
}
