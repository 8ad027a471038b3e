/**
 * Regenerates src/schema.ts from the document the server serves: the app is built in-process on an
 * embedded in-memory database (no server needs to be running), asked for GET /api/openapi.json, and
 * the answer turned into types. Run after changing a route or a contract schema.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../apps/server/src/app.ts';
import { makeConfig } from '../../../apps/server/src/config.ts';
import { SCHEMA_FILE, schemaSource } from './schema-source.ts';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'payorder-client-'));
const app = await buildApp(makeConfig({ DATA_DIR: dataDir, WORKER: '0', LOG_LEVEL: 'warn' }));
try {
  await app.ready();
  const document = (await app.inject({ url: '/api/openapi.json' })).json() as object;
  await fs.writeFile(SCHEMA_FILE, await schemaSource(document));
  console.log(`wrote ${path.relative(process.cwd(), SCHEMA_FILE.pathname)}`);
} finally {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
