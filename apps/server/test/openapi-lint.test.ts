import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../src/openapi/register-openapi.ts';
import { startTestApp, type TestApp } from './helper.ts';

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** @redocly/cli's entry, run with this Node (wherever npm hoisted the package). */
const redoclyPackage = createRequire(import.meta.url).resolve('@redocly/cli/package.json');
const redocly = path.join(
  path.dirname(redoclyPackage),
  (JSON.parse(await fs.readFile(redoclyPackage, 'utf8')) as { bin: Record<string, string> }).bin.redocly!,
);

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

/** `redocly lint` (recommended rules, redocly.yaml) on a document; its JSON report. */
async function lint(document: string): Promise<LintReport> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'payorder-openapi-'));
  const file = path.join(dir, 'openapi.json');
  await fs.writeFile(file, document);
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [redocly, 'lint', file, '--config', path.join(serverDir, 'redocly.yaml'), '--format', 'json'],
      // No telemetry or update check: CI has no network, and a lint must not depend on one.
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout?: string }) => {
      // Exit code 1 when something is reported; the report is on stdout all the same.
      if (error.stdout) return { stdout: error.stdout };
      throw error;
    });
    return JSON.parse(stdout) as LintReport;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('the document the app serves passes redocly lint with no error and no warning', async () => {
  const report = await lint((await t.app.inject({ url: OPENAPI_PATH })).body);
  const problems = report.problems.map(
    (problem) =>
      `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
  );
  expect(problems).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
});

it('the lint can fail: a document with an undefined security scheme and no responses is refused', async () => {
  const broken = {
    openapi: '3.1.0',
    info: { title: 'x', version: '1', license: { name: 'x', identifier: 'MIT' } },
    servers: [{ url: 'http://pay.test' }],
    paths: { '/a': { get: { operationId: 'a', summary: 'a', security: [{ nope: [] }], responses: {} } } },
  };
  const report = await lint(JSON.stringify(broken));
  expect(report.totals.errors).toBeGreaterThan(0);
  expect(report.problems.map((problem) => problem.ruleId)).toContain('security-defined');
});
