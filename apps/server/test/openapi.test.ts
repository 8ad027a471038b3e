import { ZNoContent, ZOrderIdParams } from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_PATH, OPENAPI_PATH } from '../src/openapi/register-openapi.ts';
import { requireShop, useAuth } from '../src/auth/auth.ts';
import { startTestApp, type TestApp } from './helper.ts';

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
  tags: { name: string; description: string }[];
}

/** A route as another branch would add one: a plugin locked with useAuth, nothing said about its errors. */
const laterPlugin: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireShop);
  app.delete(
    '/api/v1/merchant/widgets/:id',
    { schema: { params: ZOrderIdParams, response: { 204: ZNoContent } } },
    async (_request, reply) => reply.code(204).send(),
  );
};

let t: TestApp;
let doc: Document;
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
const operation = (method: string, path: string) => doc.paths[path]![method]!;

beforeAll(async () => {
  t = await startTestApp({}, { beforeReady: async (app) => void (await app.register(laterPlugin)) });
  const response = await t.app.inject({ url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 of every API, with a unique operation id, a summary and a tag for each operation', () => {
    expect(doc.openapi).toBe('3.1.0');
    const paths = Object.keys(doc.paths);
    for (const api of ['merchant', 'trader', 'admin', 'customer', 'console']) {
      expect(paths.some((path) => path.startsWith(`/api/v1/${api}/`))).toBe(true);
    }
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tagNames = doc.tags.map((tag) => tag.name);
    for (const { operation } of operations()) {
      expect(operation.summary).toBeTruthy();
      expect(tagNames).toEqual(expect.arrayContaining(operation.tags));
    }
    // The reference does not document itself, and nothing outside /api.
    expect(paths.every((path) => path.startsWith('/api/v1/'))).toBe(true);
  });

  it('names the security of each API from its auth hook: keys, the customer token, console roles', () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(
      ['adminKey', 'consoleSession', 'customerToken', 'deviceKey', 'merchantKey', 'traderKey'].sort(),
    );
    // A paired phone's key opens its one route.
    expect(operation('post', '/api/v1/ingest/bank-notifications').security).toEqual([{ deviceKey: [] }]);
    expect(operation('post', '/api/v1/merchant/orders').security).toEqual([
      { merchantKey: [] },
      { consoleSession: ['shop'] },
    ]);
    expect(operation('post', '/api/v1/admin/shops').security).toEqual([
      { adminKey: [] },
      { consoleSession: ['operator'] },
    ]);
    expect(operation('get', '/api/v1/customer/orders/{id}').security).toEqual([{ customerToken: [] }]);
    expect(operation('get', '/api/v1/trader/orders').security).toEqual([
      { traderKey: [] },
      { consoleSession: ['trader'] },
    ]);
    expect(operation('get', '/api/v1/banks').security).toEqual([]);
    expect(operation('post', '/api/v1/customer/auth/login').security).toEqual([]);
  });

  it('documents every operation’s errors with the contract’s error body', () => {
    for (const { path, method, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => status.startsWith('2')),
        `${method} ${path} has a success answer`,
      ).toBe(true);
      if (operation.security!.length > 0) expect(statuses, `${method} ${path}`).toContain('401');
      if (path.includes('{'))
        expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['400', '404']));
      if (method === 'post' || method === 'put' || method === 'patch') {
        expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['400', '413', '415']));
      }
      for (const status of statuses.filter((status) => Number(status) >= 400)) {
        expect(operation.responses[status]!.content!['application/json']!.schema).toEqual({
          $ref: '#/components/schemas/ApiError',
        });
      }
    }
    expect(Object.keys(operation('post', '/api/v1/console/session').responses)).toEqual(
      expect.arrayContaining(['401', '429']),
    );
    expect(Object.keys(operation('get', '/api/v1/trader/orders').responses)).toContain('403');
  });

  it('documents a route added later from its schema and its plugin’s auth alone', () => {
    const added = operation('delete', '/api/v1/merchant/widgets/{id}');
    expect(added.security).toEqual([{ merchantKey: [] }, { consoleSession: ['shop'] }]);
    expect(added.tags).toEqual(['merchant']);
    expect(added.operationId).toBe('deleteMerchantWidgetsById');
    expect(Object.keys(added.responses).sort()).toEqual(['204', '400', '401', '403', '404', '409']);
  });

  it('refers to the contract’s named schemas', () => {
    expect(operation('get', '/api/v1/merchant/orders/{id}').responses['200']!.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/MerchantOrder' } },
    });
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['ApiError', 'MerchantOrder', 'TraderOrder', 'CustomerOrder']),
    );
  });
});

describe('GET /api/docs', () => {
  it('serves the reference UI from this server under the site’s CSP, with no third-party script', async () => {
    const page = await t.app.inject({ url: `${DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) {
      expect(source).not.toMatch(/^(https?:)?\/\//);
      const asset = await t.app.inject({ url: new URL(source, `http://pay.test${DOCS_PATH}/`).pathname });
      expect(asset.statusCode, source).toBe(200);
    }
    const document = await t.app.inject({ url: `${DOCS_PATH}/json` });
    expect(document.json()).toEqual(doc);
  });
});
