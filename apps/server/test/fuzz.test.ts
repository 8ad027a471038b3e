import type { AddressInfo } from 'node:net';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ConsoleRole } from '@payorder/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../src/openapi/register-openapi.ts';
import type { SecuritySchemeName } from '../src/auth/security-schemes.ts';
import { buildWorld, CREDENTIALS, type World } from './fuzz/credentials.ts';
import { generateRequests, type FuzzRequest, type Operation } from './fuzz/requests.ts';
import { startTestApp, type TestApp } from './helper.ts';

/**
 * Schema-driven fuzzing (issue 14): every operation of GET /api/openapi.json, called over HTTP on a
 * running server with requests generated from the document itself — valid ones and ones broken on
 * purpose — with working credentials for its security scheme. No answer may be a 5xx, every status must
 * be documented for the operation, and every body must match the schema documented for that status.
 *
 * FUZZ_SEED replays a run (the seed is printed); FUZZ_RUNS sets the valid and the broken requests per
 * operation (default 6 + 6).
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let base: string;
let doc: Document;
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats.default(ajv);
ajv.addFormat('binary', true);

beforeAll(async () => {
  t = await startTestApp({
    // The fuzzer signs in many times from one address: the limits are not what it tests.
    CONSOLE_LOGIN_RATE_LIMIT_PER_IP: '100000',
    CONSOLE_SIGN_IN_FAILURES_PER_IP: '100000',
    LOGIN_RATE_LIMIT_PER_IP: '100000',
    LOGIN_RATE_LIMIT_PER_ORDER: '100000',
    CLIENT_ERRORS_RATE_LIMIT_PER_MINUTE: '100000',
    // … and sends wrong device keys and pairs a phone for each device-key request.
    INGEST_AUTH_FAILURES_PER_IP: '100000',
    MAX_DEVICES_PER_TRADER: '100000',
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  doc = (await (await fetch(`${base}${OPENAPI_PATH}`)).json()) as Document;
  ajv.addSchema(doc, 'openapi');
  console.log(`fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);
});
afterAll(() => t?.close());

const validators = new Map<string, ValidateFunction>();
/** The documented schema at a JSON pointer of the document, compiled once. */
function validatorAt(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.getSchema(`openapi#${pointer}`)!;
    validators.set(pointer, validate);
  }
  return validate;
}
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Headers for one of the operation's security alternatives (each in turn), or broken ones. */
async function credentialsFor(world: World, op: Operation, mode: 'valid' | 'none' | 'wrong', turn: number) {
  const alternative = op.security?.[turn % Math.max(1, op.security.length)];
  if (!alternative || Object.keys(alternative).length === 0 || mode === 'none') return {};
  if (mode === 'wrong') return { authorization: 'Bearer wrong-key-0123456789', cookie: 'payorder_console=0' };
  const headers: Record<string, string> = {};
  for (const [scheme, roles] of Object.entries(alternative)) {
    const credentials = CREDENTIALS[scheme as SecuritySchemeName];
    if (!credentials)
      throw new Error(`fuzz: no credentials for security scheme ${scheme} (test/fuzz/credentials.ts)`);
    Object.assign(headers, await credentials(world, roles as ConsoleRole[]));
  }
  return headers;
}

interface Finding {
  request: FuzzRequest;
  status: number;
  problem: string;
  body: string;
}

async function send(
  request: FuzzRequest,
  op: Operation,
  pointer: string,
  credentials: Record<string, string>,
  statuses: Map<string, number>,
): Promise<Finding | null> {
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: { ...credentials, ...request.headers },
    body: request.body,
    redirect: 'manual',
  });
  const status = response.status;
  statuses.set(`${status}`, (statuses.get(`${status}`) ?? 0) + 1);
  if (process.env.FUZZ_TRACE)
    console.log(`${request.method} ${request.path.slice(0, 100)} [${request.kind}] → ${status}`);
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  // An event stream never ends: its status and type are all there is to check.
  const body =
    contentType === 'text/event-stream' ? (await response.body?.cancel(), '') : await response.text();
  const finding = (problem: string) => ({ request, status, problem, body: body.slice(0, 500) });
  if (status >= 500) return finding('server error');
  const documented = op.responses[String(status)];
  if (!documented)
    return finding(`status ${status} is not documented (${Object.keys(op.responses).join(', ')})`);
  if (!documented.content) return body === '' ? null : finding('a body where none is documented');
  if (!(contentType in documented.content)) {
    return finding(
      `content type ${contentType} is not documented (${Object.keys(documented.content).join(', ')})`,
    );
  }
  if (contentType !== 'application/json') return null;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return finding('not JSON');
  }
  const validate = validatorAt(`${pointer}/responses/${status}/content/${escape('application/json')}/schema`);
  if (!validate(json)) return finding(`body does not match its schema: ${ajv.errorsText(validate.errors)}`);
  return null;
}

it('the checker refuses a body that does not match its documented schema', () => {
  const pointer = `/paths/${escape('/api/v1/merchant/orders/{id}')}/get/responses/200/content/${escape('application/json')}/schema`;
  expect(validatorAt(pointer)({ id: 'x' })).toBe(false);
  expect(
    validatorAt(pointer.replace('/200/', '/404/'))({ code: 'not_found', message: 'Order not found' }),
  ).toBe(true);
});

it(
  'every operation, valid and broken: no 5xx, only documented statuses, every body as documented',
  { timeout: 300_000 },
  async () => {
    const findings: Finding[] = [];
    const statuses = new Map<string, number>();
    let sent = 0;
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    expect(operations.length).toBeGreaterThan(50);
    // An operation that may change what it is given gets a world of its own; the reads share one (a
    // world is a shop, a trader with its book and an order, and its console sign-ins: most of the time).
    let readWorld: World | undefined;
    for (const [index, { path, method, op }] of operations.entries()) {
      const world = method === 'GET' ? (readWorld ??= await buildWorld(t.app)) : await buildWorld(t.app);
      const pointer = `/paths/${escape(path)}/${method.toLowerCase()}`;
      const requests = generateRequests(method, path, op, world.ids, SEED + index * 100_003, RUNS);
      for (const [turn, request] of requests.entries()) {
        const credentials = await credentialsFor(world, op, request.credentials, turn);
        const finding = await send(request, op, pointer, credentials, statuses);
        sent++;
        if (finding) findings.push(finding);
      }
    }
    const report = findings.map(
      (f) =>
        `${f.request.method} ${f.request.path} [${f.request.kind}] → ${f.status}: ${f.problem}\n` +
        `    body sent: ${f.request.body?.slice(0, 200) ?? '(none)'}\n    answer: ${f.body}`,
    );
    console.log(
      `fuzz: ${operations.length} operations, ${sent} requests, ${findings.length} findings; answers: ` +
        [...statuses]
          .sort()
          .map(([status, count]) => `${status}×${count}`)
          .join(' '),
    );
    expect(report, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
  },
);
