import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CreateShopResponse } from '@payorder/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_KEY, bearer, json, startTestApp, type TestApp } from './helper.ts';

/**
 * `@payorder/client` as a shop gets it outside this repository (docs/product/shop.md): `npm pack` in
 * packages/client, the tarball installed into a scratch project in a temporary directory (its one
 * dependency, openapi-fetch, from the registry or npm's cache), then used there against a real server
 * this test starts: from plain Node 22 ESM, typechecked by TypeScript as a consumer compiles it, and
 * bundled by esbuild.
 */
const execFileAsync = promisify(execFile);
/** A command's output; on failure an error carrying what it printed (tsc prints its errors to stdout). */
const run = async (
  file: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<{ stdout: string }> => {
  try {
    return await execFileAsync(file, args, { ...options, encoding: 'utf8' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${file} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
};
const REPO = path.resolve(import.meta.dirname, '../../..');
const bin = (name: string) => path.join(REPO, 'node_modules/.bin', name);

let t: TestApp;
let scratch: string;
let baseUrl: string;
let shop: CreateShopResponse;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  shop = json<CreateShopResponse>(
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/shops',
      headers: bearer(ADMIN_KEY),
      payload: { name: 'Packed client shop' },
    }),
  );

  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'payorder-client-scratch-'));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', scratch], {
    cwd: path.join(REPO, 'packages/client'),
  });
  const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
  await fs.writeFile(
    path.join(scratch, 'package.json'),
    JSON.stringify({ name: 'scratch-shop', private: true, type: 'module' }),
  );
  await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel', 'error', `./${filename}`],
    { cwd: scratch },
  );
}, 300_000);
afterAll(async () => {
  await t?.close();
  if (scratch) await fs.rm(scratch, { recursive: true, force: true });
});

/** A shop's script: a test order made and read back, typed end to end. */
const SHOP_SCRIPT = `
import { createPayorderClient, verifyCallbackSignature, type MerchantOrder } from '@payorder/client';

const payorder = createPayorderClient({ baseUrl: process.env.PAYORDER_URL!, apiKey: process.env.PAYORDER_API_KEY! });
const { data, error } = await payorder.POST('/api/v1/merchant/orders', {
  body: { amount: '1500.00', currency: 'RUB', returnUrl: 'https://shop.example/return', externalId: 'PACKED-1' },
});
if (error) throw new Error(error.message);
const order: MerchantOrder = data.order;
const read = await payorder.GET('/api/v1/merchant/orders/{id}', { params: { path: { id: order.id } } });
// @ts-expect-error amount is a decimal string, never a number
void payorder.POST('/api/v1/merchant/orders', { body: { amount: 1500, currency: 'RUB', returnUrl: 'https://x.example' } });
console.log(JSON.stringify({ id: read.data?.id, test: read.data?.test, status: read.data?.status,
  verifies: typeof verifyCallbackSignature }));
`;

it('the packed tarball holds the built JavaScript and its types, not the sources', async () => {
  const installed = path.join(scratch, 'node_modules/@payorder/client');
  const files = await fs.readdir(path.join(installed, 'dist'));
  expect(files).toEqual(expect.arrayContaining(['index.js', 'index.d.ts', 'schema.d.ts']));
  await expect(fs.access(path.join(installed, 'src'))).rejects.toThrow();
  const manifest = JSON.parse(await fs.readFile(path.join(installed, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  expect(Object.keys(manifest.dependencies)).toEqual(['openapi-fetch']);
});

it('works from plain Node 22 ESM against a real server', async () => {
  // The same script with its types taken out: what node runs as it is.
  const plain = SHOP_SCRIPT.replace(', type MerchantOrder', '')
    .replace(': MerchantOrder', '')
    .replaceAll('!', '')
    .replace(/\/\/ @ts-expect-error.*\n.*\n/, '');
  await fs.writeFile(path.join(scratch, 'plain.mjs'), plain);
  const { stdout } = await run(process.execPath, ['plain.mjs'], {
    cwd: scratch,
    env: { ...process.env, PAYORDER_URL: baseUrl, PAYORDER_API_KEY: shop.testApiKey },
  });
  expect(JSON.parse(stdout)).toMatchObject({ test: true, status: 'new', verifies: 'function' });
});

it('typechecks as a consumer compiles it, and a bundler bundles it', async () => {
  await fs.writeFile(path.join(scratch, 'shop.ts'), SHOP_SCRIPT);
  await fs.writeFile(
    path.join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
        lib: ['ES2023', 'DOM'],
      },
      files: ['shop.ts', 'env.d.ts'],
    }),
  );
  await fs.writeFile(
    path.join(scratch, 'env.d.ts'),
    'declare const process: { env: Record<string, string | undefined> };\n',
  );
  await run(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: scratch });

  await run(
    bin('esbuild'),
    ['shop.ts', '--bundle', '--platform=node', '--format=esm', '--outfile=bundle.mjs'],
    { cwd: scratch },
  );
  const { stdout } = await run(process.execPath, ['bundle.mjs'], {
    cwd: scratch,
    env: { ...process.env, PAYORDER_URL: baseUrl, PAYORDER_API_KEY: shop.apiKey },
  });
  expect(JSON.parse(stdout)).toMatchObject({ test: false, status: 'new' });
});
