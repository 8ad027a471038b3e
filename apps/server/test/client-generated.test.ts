import fs from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SCHEMA_FILE, schemaSource } from '../../../packages/client/scripts/schema-source.ts';
import { OPENAPI_PATH } from '../src/openapi/register-openapi.ts';
import { startTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let document: { paths: Record<string, unknown> };
beforeAll(async () => {
  t = await startTestApp();
  document = (await t.app.inject({ url: OPENAPI_PATH })).json();
});
afterAll(() => t.close());

it('the committed @payorder/client types are what the served document generates', async () => {
  const committed = await fs.readFile(SCHEMA_FILE, 'utf8');
  expect(
    (await schemaSource(document)) === committed,
    'packages/client/src/schema.ts is stale: run `npm run generate --workspace packages/client`',
  ).toBe(true);
});

it('a route changed in the document changes the generated types', async () => {
  const { ['/api/v1/merchant/orders']: _removed, ...paths } = document.paths;
  expect(await schemaSource({ ...document, paths })).not.toBe(await fs.readFile(SCHEMA_FILE, 'utf8'));
});
