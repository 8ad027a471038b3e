import { generateSync, type JsonSchema } from 'json-schema-faker';

/**
 * Requests for one operation of the API reference, generated from its own schemas by json-schema-faker
 * (valid ones) and then broken on purpose in one way each (invalid ones). Deterministic for a seed.
 */

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}
export interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

export interface FuzzRequest {
  /** What was done to it: 'valid' or the breakage. */
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The raw body, already encoded. */
  body?: string;
}

/** Mulberry32: a small seeded PRNG for the choices json-schema-faker does not make. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Random = ReturnType<typeof prng>;

const fake = (schema: JsonSchema, seed: number) =>
  generateSync(schema, { seed, optionalsProbability: 0.5, maxDefaultItems: 2, failOnInvalidTypes: false });

const isUuid = (schema: JsonSchema) =>
  typeof schema === 'object' && (schema.format === 'uuid' || String(schema.pattern ?? '').includes('[1-8]'));

/** Values that no path parameter schema of ours accepts, or that trip the router itself. */
// Not `..`: a URL resolves it (and `%2E%2E`) into another path before it is sent, so no client can.
const BAD_PATH_VALUES = ['not-an-id', '...', '%00', '%E0%A4%A', 'x'.repeat(600), '%2F..%2Fadmin', ' ', '💥'];
/** Values of the wrong type for whatever a field wants. */
const WRONG_TYPES: unknown[] = [42, -1.5, true, null, [], {}, 'text', [1, 2], { nested: { deep: 1 } }];

interface Built {
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body?: unknown;
  jsonBody: boolean;
}

/** A request the schemas accept (path ids drawn half the time from the world's own). */
function buildValid(template: string, op: Operation, ids: string[], seed: number, random: Random): Built {
  let path = template;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const [i, parameter] of (op.parameters ?? []).entries()) {
    if (parameter.in === 'cookie') continue;
    if (parameter.in !== 'path' && !parameter.required && random.chance(0.5)) continue;
    const value =
      parameter.in === 'path' && isUuid(parameter.schema) && random.chance(0.7)
        ? random.pick(ids)
        : String(fake(parameter.schema, seed + i));
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.in === 'query') query.set(parameter.name, value);
    else headers[parameter.name] = value;
  }
  const json = op.requestBody?.content['application/json'];
  return { path, query, headers, body: json ? fake(json.schema, seed + 1000) : undefined, jsonBody: !!json };
}

const topLevelProperties = (op: Operation) => {
  const schema = op.requestBody?.content['application/json']?.schema;
  return typeof schema === 'object' ? schema : undefined;
};

/** The ways a request can be broken that apply to this operation, each a change to a valid one. */
function breakages(op: Operation, method: string, template: string) {
  const body = topLevelProperties(op);
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
  const list: {
    kind: string;
    apply: (built: Built, random: Random) => { raw?: string; type?: string } | void;
  }[] = [];
  if (body?.required?.length) {
    list.push({
      kind: 'missing required field',
      apply: (built, random) => {
        if (built.body && typeof built.body === 'object')
          delete (built.body as Record<string, unknown>)[random.pick(body.required!)];
      },
    });
  }
  if (body?.properties) {
    list.push({
      kind: 'wrong type',
      apply: (built, random) => {
        const target =
          built.body && typeof built.body === 'object' && !Array.isArray(built.body) ? built.body : {};
        (target as Record<string, unknown>)[random.pick(Object.keys(body.properties!))] =
          random.pick(WRONG_TYPES);
        built.body = target;
      },
    });
    list.push({
      kind: 'NUL character',
      apply: (built, random) => {
        const target =
          built.body && typeof built.body === 'object' && !Array.isArray(built.body) ? built.body : {};
        (target as Record<string, unknown>)[random.pick(Object.keys(body.properties!))] = 'a\u0000b';
        built.body = target;
      },
    });
    list.push({
      kind: 'huge string',
      apply: (built, random) => {
        const target =
          built.body && typeof built.body === 'object' && !Array.isArray(built.body) ? built.body : {};
        // Over every field's limit but under the body limit, or over the body limit (413).
        (target as Record<string, unknown>)[random.pick(Object.keys(body.properties!))] = 'é'.repeat(
          random.pick([3000, 40_000]),
        );
        built.body = target;
      },
    });
  }
  if (hasBody) {
    list.push({
      kind: 'body not an object',
      apply: (built, random) => void (built.body = random.pick(WRONG_TYPES)),
    });
    list.push({
      kind: 'bad JSON',
      apply: (_built, random) => ({ raw: random.pick(['{"a":', '{', 'nul', '[1,,]', '"']) }),
    });
    list.push({
      kind: 'wrong content type',
      apply: (_built, random) => ({
        raw: 'amount=1',
        type: random.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/xml']),
      }),
    });
  }
  if (pathParams.length > 0) {
    list.push({
      kind: 'bad path parameter',
      apply: (built, random) => {
        const parameter = random.pick(pathParams);
        const segments = built.path.split('/');
        const index = template.split('/').indexOf(`{${parameter.name}}`);
        if (index >= 0) segments[index] = random.pick(BAD_PATH_VALUES);
        built.path = segments.join('/');
      },
    });
  }
  if (queryParams.length > 0) {
    list.push({
      kind: 'bad query parameter',
      apply: (built, random) =>
        void built.query.set(
          random.pick(queryParams).name,
          random.pick(['-1', 'abc', 'x'.repeat(3000), '', '1e99', '[object Object]']),
        ),
    });
  }
  if ((op.security ?? []).length > 0) {
    list.push({
      kind: 'bad credentials',
      apply: (_built, random) => ({ type: random.pick(['__drop-credentials', '__wrong-credentials']) }),
    });
  }
  return list;
}

/**
 * `runs` valid requests and `runs` broken ones for an operation, for the given seed. Credentials are
 * added by the caller from `security`; a broken request may ask for them dropped or wrong.
 */
export function generateRequests(
  method: string,
  template: string,
  op: Operation,
  ids: string[],
  seed: number,
  runs: number,
): (FuzzRequest & { credentials: 'valid' | 'none' | 'wrong' })[] {
  const random = prng(seed);
  const requests: (FuzzRequest & { credentials: 'valid' | 'none' | 'wrong' })[] = [];
  const ways = breakages(op, method, template);
  for (let run = 0; run < runs * 2; run++) {
    const isValid = run < runs || ways.length === 0;
    const built = buildValid(template, op, ids, seed + run * 7919, random);
    let raw: string | undefined;
    let type = built.jsonBody || built.body !== undefined ? 'application/json' : undefined;
    let credentials: 'valid' | 'none' | 'wrong' = 'valid';
    let kind = 'valid';
    if (!isValid) {
      const way = random.pick(ways);
      kind = way.kind;
      const result = way.apply(built, random) ?? {};
      if (result.type === '__drop-credentials') credentials = 'none';
      else if (result.type === '__wrong-credentials') credentials = 'wrong';
      else {
        raw = result.raw;
        if (result.type) type = result.type;
        else if (result.raw !== undefined) type = 'application/json';
      }
      if (built.body !== undefined && !type) {
        type = 'application/json';
      }
    }
    const query = built.query.toString();
    const body = raw ?? (built.body !== undefined && type ? JSON.stringify(built.body) : undefined);
    requests.push({
      kind,
      method,
      path: `${built.path}${query ? `?${query}` : ''}`,
      headers: { ...built.headers, ...(body !== undefined && type && { 'content-type': type }) },
      body,
      credentials,
    });
  }
  return requests;
}
