import type { FastifyInstance } from 'fastify';
import { validationFailed } from './errors.ts';

/** Where in a parsed input the first NUL character is ('body.note'), or null. Bounded by the body limit. */
function nulPathOf(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${path}.${key.replaceAll('\u0000', '\\0')}`;
    const found = nulPathOf(child, `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character: a parameter, query field or JSON string carrying one
 * (`%00`, `\u0000`) would fail in the database as a 500. Refused before any route sees it, as the
 * same `400 validation_failed` naming the field (found by the schema-driven fuzz test).
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const path =
      nulPathOf(request.params, 'params') ??
      nulPathOf(request.query, 'query') ??
      nulPathOf(request.body, 'body');
    if (path) {
      const field = path.split('.').slice(1).join('.') || '(body)';
      throw validationFailed('Text may not contain NUL characters', { [field]: 'Contains a NUL character' });
    }
  });
}
