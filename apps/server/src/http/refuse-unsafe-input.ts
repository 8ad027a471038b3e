import type { FastifyInstance } from 'fastify';
import { validationFailed } from './errors.ts';

/**
 * How deep a parsed input may nest. Every route's schema nests a few levels (a page error report's
 * context at most 4 inside its body); a body of 10,000 arrays inside one another fits the body limit
 * and would otherwise reach code that recurses over it (this walk once did) and answer 500.
 */
export const MAX_INPUT_DEPTH = 32;

/** Where the input is refused, what the answer says, and what it says of that field. */
type Problem = { path: string; message: string; reason: string };

const nulAt = (path: string): Problem => ({
  path,
  message: 'Text may not contain NUL characters',
  reason: 'Contains a NUL character',
});

/**
 * The first NUL character (in a string or a key) or the first value nested deeper than
 * MAX_INPUT_DEPTH in a parsed input, with its dotted path ('body.note'); null when there is none.
 * Iterative, so no nesting can exhaust the stack; each value is visited once (bounded by the body limit).
 */
function problemOf(root: unknown, rootPath: string): Problem | null {
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value: root, path: rootPath, depth: 0 },
  ];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return nulAt(path);
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) {
      return {
        path,
        message: `The request may not nest more than ${MAX_INPUT_DEPTH} levels deep`,
        reason: `Nested more than ${MAX_INPUT_DEPTH} levels deep`,
      };
    }
    const entries = Object.entries(value);
    // Pushed in reverse, so the first field's problem is the one reported.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      if (key.includes('\u0000')) {
        return nulAt(`${path}.${key.replaceAll('\u0000', '\\0')}`);
      }
      pending.push({ value: child, path: `${path}.${key}`, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Refused before any route sees it, as `400 validation_failed` naming the field:
 * - a NUL character: PostgreSQL text cannot hold one, so a parameter, query field or JSON string
 *   carrying it (`%00`, `\u0000`) would fail in the database as a 500 (found by the schema-driven fuzz test);
 * - nesting deeper than MAX_INPUT_DEPTH, which no route takes, on every route, signed in or not.
 */
export function refuseUnsafeInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem =
      problemOf(request.params, 'params') ??
      problemOf(request.query, 'query') ??
      problemOf(request.body, 'body');
    if (problem) {
      const field = problem.path.split('.').slice(1).join('.') || '(body)';
      throw validationFailed(problem.message, { [field]: problem.reason });
    }
  });
}
