import { createPostgresDatabase } from '@payorder/test-kit';
import type { TestProject } from 'vitest/node';
import { openDb } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { removeLeftoverBundles } from './server-bundle.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL run's migrated template database ('' on PGlite): see setup below. */
    postgresTemplate: string;
  }
}

/**
 * Once per vitest run. On PostgreSQL (TEST_DATABASE=postgres): one database, migrated, that every test
 * database of the run is copied from (helper.ts freshDb: CREATE DATABASE … TEMPLATE). Running every
 * migration on a new database took 2.5–4.2 s on the loaded 2-core machine, a copy 0.2–0.4 s, and the
 * run makes a couple of hundred. Dropped when the run ends. (PGlite's counterpart is the migrated
 * image of helper.ts.) At the end, server bundles left by workers that are gone are removed
 * (server-bundle.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE !== 'postgres') {
    project.provide('postgresTemplate', '');
    return removeLeftoverBundles;
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const template = await createPostgresDatabase(serverUrl, 'payorder_test_template');
  const db = await openDb({ databaseUrl: template.url, dataDir: '' });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
  return async () => {
    removeLeftoverBundles();
    await template.drop();
  };
}
