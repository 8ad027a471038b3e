import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CALLBACK_SIGNATURE_HEADER, ZApiError } from '@payorder/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { nameSchemas } from './named-schemas.ts';
import { SECURITY_SCHEMES, securityOf, type SecurityRequirement } from '../auth/security-schemes.ts';

/** The hash of the inline <style> swagger-ui-bundle.js adds (@fastify/swagger-ui 6.1). */
const SWAGGER_UI_STYLE_HASH = 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';

/** Where the API reference is served (README "API reference"). */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The APIs the reference groups operations by: the path segment after /api/v1/. */
const API_TAGS: Record<string, string> = {
  merchant: "A shop's back end: create orders, read them back, its balance, ledger and callbacks.",
  trader: "A trader's app or the console: orders waiting for it, its requisites book, balance and ledger.",
  admin: 'The operator: shops, traders, trade methods, deposits, reference data and branding.',
  customer:
    'The payment page, for one order (docs/product/payment-page.md §7): choose a method, confirm the transfer, receipts.',
  console: 'The console: sign in and out, who is signed in, sessions.',
  public: 'No credentials: reference data the payment page caches, and its error reports.',
};

/**
 * The errors an operation may answer, decided from what it is rather than listed per route: a route
 * gets these unless it declares the status itself. Every body is the contract's `ApiError`.
 */
const ERRORS = {
  400: {
    description: 'Malformed or invalid input: `validation_failed`, with the failing `fields`.',
    applies: (op: OperationFacts) => op.hasBody || op.hasInput,
  },
  401: {
    description: 'Missing, wrong or expired credentials: `unauthorized`.',
    applies: (op: OperationFacts) => op.security.length > 0,
  },
  403: {
    description:
      'Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site).',
    applies: (op: OperationFacts) => op.security.some((alternative) => 'consoleSession' in alternative),
  },
  404: {
    description: 'No such resource, or not the caller’s: `not_found` (the same answer for both).',
    applies: (op: OperationFacts) =>
      op.hasPathParams || op.security.some((alternative) => 'customerToken' in alternative),
  },
  409: {
    description:
      'The current state does not allow it, nothing was changed: `invalid_transition`, ' +
      '`idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` …',
    applies: (op: OperationFacts) => op.isStateChanging && op.security.length > 0,
  },
  413: {
    description: 'The body is over the size limit: `payload_too_large`.',
    applies: (op: OperationFacts) => op.hasBody,
  },
  415: {
    description: 'The body’s `Content-Type` is not accepted: `unsupported_media_type`.',
    applies: (op: OperationFacts) => op.hasBody,
  },
  429: {
    description: 'Too many requests; `Retry-After` says how many seconds to wait: `rate_limited`.',
    applies: (op: OperationFacts) => op.isRateLimited,
  },
} as const;

interface OperationFacts {
  security: SecurityRequirement[];
  hasBody: boolean;
  hasInput: boolean;
  hasPathParams: boolean;
  isStateChanging: boolean;
  isRateLimited: boolean;
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface RouteSchema {
  params?: unknown;
  querystring?: unknown;
  headers?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
  hide?: boolean;
  tags?: string[];
  summary?: string;
  description?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
}

/** `GET /api/v1/merchant/orders/{id}` → `getMerchantOrdersById`: unique, stable, readable. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(\/v\d+)?\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/**
 * @fastify/swagger's per-route transform: every route under /api/ (but the reference itself) with its
 * tag, operation id, security (from its auth preHandler) and the errors it may answer, then zod → JSON
 * Schema by fastify-type-provider-zod. Called once, when the document is first asked for.
 */
function transform(input: Parameters<typeof zodTransform>[0] & { route: RouteOptions }) {
  const { url, route } = input;
  const schema: RouteSchema = { ...(input.schema as RouteSchema | undefined) };
  if (!url.startsWith('/api/') || url === OPENAPI_PATH || url.startsWith(DOCS_PATH)) {
    return { schema: { hide: true }, url };
  }
  const method = [route.method].flat()[0]!;
  const security = securityOf(route.preHandler);
  const facts: OperationFacts = {
    security,
    hasBody: WITH_BODY.has(method),
    hasInput: Boolean(schema.params ?? schema.querystring ?? schema.headers ?? schema.body),
    hasPathParams: url.includes('/:'),
    isStateChanging: STATE_CHANGING.has(method),
    isRateLimited: Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit),
  };
  const response: Record<string, unknown> = { ...schema.response };
  for (const [status, error] of Object.entries(ERRORS)) {
    if (!(status in response) && error.applies(facts)) {
      response[status] = errorResponse(error.description);
    }
  }
  for (const [status, declared] of Object.entries(response)) {
    // A route's own error status (`409: ZApiError`) gets its description like the generic ones.
    if (declared === ZApiError) {
      response[status] = errorResponse(
        ERRORS[status as unknown as keyof typeof ERRORS]?.description ?? 'Error',
      );
    }
  }
  const segment = /^\/api\/v\d+\/([^/]+)/.exec(url)?.[1] ?? '';
  const tag = segment in API_TAGS ? segment : security.length > 0 ? segment : 'public';
  return zodTransform({
    ...input,
    schema: {
      ...schema,
      response,
      tags: schema.tags ?? [tag],
      operationId: schema.operationId ?? operationIdOf(method, url),
      summary: schema.summary ?? `${method} ${url}`,
      // Empty: a public operation, said so rather than left unsaid.
      security: security.map((alternative) =>
        Object.fromEntries(Object.entries(alternative).map(([name, roles]) => [name, roles ?? []])),
      ),
    } as never,
  });
}

/** Names of components.schemas reachable from the operations (through other schemas too). */
function referencedSchemas(document: { paths?: unknown }, schemas: Record<string, unknown>): Set<string> {
  const used = new Set<string>();
  const queue: unknown[] = [document.paths];
  while (queue.length > 0) {
    const node = queue.pop();
    if (!node || typeof node !== 'object') continue;
    for (const [key, value] of Object.entries(node)) {
      const name =
        key === '$ref' && typeof value === 'string'
          ? /^#\/components\/schemas\/(.+)$/.exec(value)?.[1]
          : undefined;
      if (name && !used.has(name)) {
        used.add(name);
        queue.push(schemas[name]);
      } else queue.push(value);
    }
  }
  return used;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ZApiError as ZodType } },
});

/** What Payorder sends the shop (docs/webhooks.md): the callbacks, as OpenAPI 3.1 webhooks. */
const WEBHOOKS = {
  orderStatusChanged: {
    post: {
      operationId: 'orderStatusChanged',
      summary: 'An order reached completed, cancelled, dispute or error',
      description:
        "POSTed to the order's `callbackUrl`, retried with backoff for about a day until it answers 2xx. " +
        'Deduplicate by `eventId`. Verify the signature first: each `v1` is the hex HMAC-SHA256 of ' +
        '`"<t>.<raw body>"` under the shop’s webhook secret (two while a secret is being rotated); ' +
        'refuse a `t` more than five minutes from now.',
      security: [],
      parameters: [
        {
          name: CALLBACK_SIGNATURE_HEADER,
          in: 'header',
          required: true,
          description: '`t=<unix seconds>,v1=<hex>[,v1=<hex>]`',
          schema: { type: 'string' },
        },
      ],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/CallbackEvent' } } },
      },
      responses: { 200: { description: 'Any 2xx: delivered; anything else is retried' } },
    },
  },
};

/** The document as a whole: named schemas, and every tag an operation uses, described. */
function transformObject(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const document = jsonSchemaTransformObject(input) as {
    paths?: Record<string, Record<string, { tags?: string[] }>>;
    components: { schemas?: Record<string, unknown> };
  };
  const withWebhooks = { ...document, webhooks: WEBHOOKS };
  // Each named schema exists as zod's input and output form; keep the ones an operation uses.
  const schemas = document.components.schemas ?? {};
  const isUsed = referencedSchemas({ paths: { ...withWebhooks.paths, ...withWebhooks.webhooks } }, schemas);
  document.components.schemas = Object.fromEntries(
    Object.entries(schemas).filter(([name]) => isUsed.has(name)),
  );
  const used = new Set(
    Object.values(document.paths ?? {}).flatMap((item) =>
      Object.values(item).flatMap((operation) => operation.tags ?? []),
    ),
  );
  return {
    ...withWebhooks,
    tags: [...used].sort().map((name) => ({
      name,
      description: API_TAGS[name] ?? `Operations under /api/v1/${name}/.`,
    })),
  };
}

/**
 * The API reference (README "API reference"): OpenAPI 3.1 generated from the routes' own zod schemas
 * at GET /api/openapi.json, and Swagger UI at /api/docs, served from this server (no CDN) under the
 * site's CSP. Registered before the routes, which it collects as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  nameSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Payorder API',
        version: '1',
        description:
          'Bank-transfer payment orders: shops create them, customers pay a trader by bank transfer, ' +
          'traders confirm, shops get signed callbacks (see the repository’s docs/webhooks.md). ' +
          'Money is a decimal string with at most two fraction digits. Every error is ' +
          '`{code, message, fields?}` with a machine-readable `code`.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: publicUrl, description: 'This server' }],
      components: { securitySchemes: structuredClone(SECURITY_SCHEMES) as never },
    },
    transform: transform as never,
    transformObject: transformObject as never,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // The site's CSP (security-headers.ts), plus the one <style> element Swagger UI writes at run time,
    // allowed by its hash rather than 'unsafe-inline'. A Swagger UI upgrade that changes it fails the
    // browser test apps/web/e2e/api-docs.e2e.ts, which prints the new hash.
    transformStaticCSP: (csp: string) =>
      csp.replace(/style-src ([^;]*)/, `style-src $1 '${SWAGGER_UI_STYLE_HASH}'`),
    uiConfig: { deepLinking: true, docExpansion: 'none', tryItOutEnabled: false },
    theme: { title: 'Payorder API reference' },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}
