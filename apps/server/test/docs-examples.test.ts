import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CreateShopResponse, Order } from '@payorder/contract';
import { freePort, orderLinkOf } from '@payorder/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallbackWorker } from '../src/callbacks/delivery-worker.ts';
import { FAST, loadDocsExample, startReceiver, startWorker, waitFor } from './callbacks-helper.ts';
import {
  assignmentsOf,
  curlBlocks,
  expectationOf,
  isPlaceholder,
  markdownFiles,
  mismatchOf,
  type DocBlock,
  type DocItem,
} from './docs-examples-kit.ts';
import { ADMIN_KEY, bearer, createOrder, json, loginCustomer, startTestApp, type TestApp } from './helper.ts';
import { createBookTrader, createShop, customerOrder } from './routing-kit.ts';

/**
 * Every curl example of the docs (README.md, docs/**, examples/**: each ```sh block that calls curl),
 * run as a reader pastes it against a real server this test starts, on the database of the run: bash
 * runs each command verbatim (its quotes, `$VARS`, `$(…)`), pointed at this server instead of
 * http://127.0.0.1:3000, and the answer is checked against the `# → status {body}` line under it (with
 * no such line: any 2xx). A value the reader copies from an answer (`SHOP_ID=…`) is taken from that
 * answer; what a reader does outside curl (start the server, the example shop, pay on the page) is
 * named below, each with what the test does instead. Anything else in a curl block fails the test with
 * its file and line, so a new example is run, never silently skipped.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
const DOCS_ORIGIN = 'http://127.0.0.1:3000';
const execFileAsync = promisify(execFile);

/** Placeholders the reader fills from the answer just before: where in that answer each comes from. */
const FROM_ANSWER: Record<string, string> = {
  SHOP_ID: 'id',
  SHOP: 'apiKey',
  TEST_KEY: 'testApiKey',
  TEST_SECRET: 'testWebhookSecret',
  TRADER_ID: 'id',
  TRADER: 'apiKey',
  METHOD: 'id',
  ORDER: 'order.id',
};

let t: TestApp;
let origin: string;
let worker: CallbackWorker;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
/** A shop the reader of docs/webhooks.md already has: its keys are $PAYORDER_API_KEY and its secret. */
let readerShop: CreateShopResponse;
const vars: Record<string, string> = {};
let lastAnswer: unknown;
let lastPaymentUrl: string | undefined;
let customerToken: string | undefined;
const used = new Set<string>();

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  t = await startTestApp({ ...FAST, PUBLIC_URL: origin, ALLOW_PRIVATE_CALLBACKS: '1' });
  await t.app.listen({ port, host: '127.0.0.1' });
  receiver = await startReceiver(() => 200);
  worker = startWorker(t);
  readerShop = await createShop(t.app);
  await createOrder(t.app, readerShop.apiKey, { callbackUrl: receiver.url });
  Object.assign(vars, {
    PAYORDER_API_KEY: readerShop.apiKey,
    PAYORDER_WEBHOOK_SECRET: readerShop.webhookSecret,
  });
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await receiver?.close();
  await t?.close();
});

const customerCall = (method: 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/customer/orders/${vars.ORDER}${url}`,
    headers: bearer(customerToken!),
    payload,
  });

/** What a reader does outside curl, by the command the docs show, and what this test does instead. */
const NOT_RUN: Record<string, { why: string; instead?: () => Promise<void> }> = {
  'ALLOW_PRIVATE_CALLBACKS=1 npm start': {
    why: 'the server: this test started it (ALLOW_PRIVATE_CALLBACKS=1), and the examples are pointed at it',
  },
  'PAYORDER_API_KEY=$TEST_KEY PAYORDER_WEBHOOK_SECRET=$TEST_SECRET npm start --workspace examples/shop': {
    why: 'the example shop (example-shop.test.ts runs it): its Pay button creates a test order with a callback URL',
    instead: async () => {
      await createOrder(t.app, vars.TEST_KEY!, { externalId: 'example-shop-1', callbackUrl: receiver.url });
    },
  },
};

/** A reader's step the docs say in words, by the words, and the calls the customer's page makes for it. */
const STEPS: Record<string, () => Promise<void>> = {
  'The customer picks "Card to card · Sberbank"': async () => {
    const { id, token } = orderLinkOf(lastPaymentUrl!);
    expect(id).toBe(vars.ORDER);
    customerToken = await loginCustomer(t.app, id, token);
    await customerCall('PATCH', '', { payment: { type: 'card2card', bank: 'sberbank' } });
    const started = await customerCall('POST', '/start-payment');
    expect(json<Order>(started).status).toBe('customer_confirm');
  },
  'the customer pays and presses "Transferred"': async () => {
    await customerCall('PATCH', '', { payment: { customerCardLastDigits: '5678' } });
    expect((await customerCall('POST', '/confirm-payment')).statusCode).toBe(200);
  },
};

/** What a block needs that the docs say in the words before it, by a call the block makes. */
const BLOCK_SETUPS: Record<string, () => Promise<void>> = {
  // "A trader with no card in its book for a method supplies details by hand: the order waits in
  // requisites": the walk-through's trader goes offline, one with the method and no card takes over.
  '$API/v1/trader/orders/$ORDER/requisites': async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/trader/status',
      headers: bearer(vars.TRADER!),
      payload: { online: false },
    });
    const byHand = await createBookTrader(t.app, { entries: 0 });
    const customer = await customerOrder(t.app, vars.SHOP!, '1500.00');
    expect((await customer.order()).status).toBe('requisites');
    Object.assign(vars, { ORDER: customer.id, TRADER: byHand.apiKey });
  },
};

/** bash runs `script` as a reader's shell would, with the docs' variables; curl records each answer's head. */
async function bash(script: string, headersFile: string): Promise<string> {
  const wrapped = [
    'set -o pipefail',
    'curl() { command curl --max-time 60 -D "$DOCS_HEADERS" "$@"; }',
    script.replaceAll(DOCS_ORIGIN, origin),
  ].join('\n');
  try {
    const { stdout } = await execFileAsync('bash', ['-c', wrapped], {
      env: { ...process.env, ...vars, DOCS_HEADERS: headersFile },
      encoding: 'utf8',
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`bash failed:\n${script}\n${stdout}\n${stderr}`);
  }
}

const valueAt = (answer: unknown, dotted: string) =>
  dotted
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], answer);

async function runCommand(item: DocItem, arrows: DocItem[], scratch: string) {
  const where = `${item.at}: \`${item.text.split('\n')[0]}\``;
  const assignments = assignmentsOf(item.text);
  if (assignments) {
    for (const [name, written] of assignments) {
      if (!isPlaceholder(written)) {
        vars[name] = await bash(`${name}=${written}; printf '%s' "$${name}"`, path.join(scratch, 'head'));
      } else if (name === 'ADMIN') {
        vars[name] = ADMIN_KEY;
      } else {
        const from = FROM_ANSWER[name];
        if (!from)
          throw new Error(`${where}: the docs test does not know where ${name} comes from (FROM_ANSWER)`);
        const value = valueAt(lastAnswer, from);
        const mismatch = mismatchOf(written, value, name);
        if (mismatch) throw new Error(`${where}: ${mismatch}`);
        vars[name] = value as string;
      }
    }
    return false;
  }
  const bare = item.text.replace(/\s+#[^'"]*$/, '').trim();
  if (!/^curl\s/.test(bare)) {
    const notRun = NOT_RUN[bare];
    if (!notRun) {
      throw new Error(
        `${where}: a command the docs test cannot run: make it a curl example, or name it in NOT_RUN with what the test does instead`,
      );
    }
    used.add(bare);
    await notRun.instead?.();
    return false;
  }

  const headersFile = path.join(scratch, `head-${item.at.replace(/\W/g, '_')}`);
  const body = await bash(item.text, headersFile);
  const heads = [...(await fs.readFile(headersFile, 'utf8')).matchAll(/^HTTP\/[\d.]+ (\d{3})/gm)];
  const status = Number(heads.at(-1)?.[1]);
  lastAnswer = body ? (JSON.parse(body) as unknown) : undefined;
  const paymentUrl = valueAt(lastAnswer, 'paymentUrl');
  if (typeof paymentUrl === 'string') lastPaymentUrl = paymentUrl;
  const expected = arrows
    .map((arrow) => {
      try {
        return expectationOf(arrow.text.replaceAll(DOCS_ORIGIN, origin));
      } catch (error) {
        throw new Error(`${arrow.at}: ${(error as Error).message}`);
      }
    })
    .find(Boolean);
  if (expected?.status) expect(status, `${where}: status (${body})`).toBe(expected.status);
  else expect(status >= 200 && status < 300, `${where}: answered ${status} ${body}`).toBe(true);
  if (expected?.body !== undefined) {
    const mismatch = mismatchOf(expected.body, lastAnswer);
    if (mismatch) throw new Error(`${where}: the answer is not what the docs show: ${mismatch}\n${body}`);
  }
  return true;
}

async function runBlock(block: DocBlock, scratch: string) {
  let curls = 0;
  for (const [key, setup] of Object.entries(BLOCK_SETUPS)) {
    if (block.items.some((item) => item.kind === 'command' && item.text.includes(key))) {
      used.add(key);
      await setup();
    }
  }
  for (const [index, item] of block.items.entries()) {
    if (item.kind === 'comment') {
      for (const [says, step] of Object.entries(STEPS)) {
        if (item.text.includes(says)) {
          used.add(says);
          await step();
        }
      }
      continue;
    }
    // The `# → …` lines under the command; an indented comment line continues the one above.
    const arrows: DocItem[] = [];
    for (const next of block.items.slice(index + 1)) {
      if (next.kind !== 'comment') break;
      if (next.text.startsWith('→')) arrows.push({ ...next });
      else if (arrows.length && /^\s/.test(next.text)) arrows.at(-1)!.text += next.text.trim();
      else break;
    }
    if (await runCommand(item, arrows, scratch)) curls += 1;
  }
  return curls;
}

describe('the docs’ curl examples, against a real server', () => {
  it('answer as documented, from the README to a verified test-mode callback', async () => {
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'payorder-docs-curl-'));
    let curls = 0;
    const ran: string[] = [];
    try {
      for (const file of await markdownFiles(REPO)) {
        const blocks = curlBlocks(file, await fs.readFile(path.join(REPO, file), 'utf8'));
        for (const block of blocks) {
          curls += await runBlock(block, scratch);
          ran.push(block.at);
        }
      }
    } finally {
      await fs.rm(scratch, { recursive: true, force: true });
    }
    expect(ran).toEqual(expect.arrayContaining([expect.stringMatching(/^docs\/webhooks\.md:/)]));
    expect(curls).toBeGreaterThanOrEqual(20);
    expect([...used].sort()).toEqual(
      [...Object.keys(NOT_RUN), ...Object.keys(STEPS), ...Object.keys(BLOCK_SETUPS)].sort(),
    );

    // The README's first hour: the example shop's test order, forced to completed, called the shop
    // back, signed with the test secret as docs/webhooks.md's own check verifies; so did the test
    // event, and the reader's test event of docs/webhooks.md with its shop's secret.
    const verify = await loadDocsExample();
    const bodies = await waitFor(
      () => receiver.received.map((r) => ({ ...r, body: JSON.parse(r.rawBody) as Record<string, unknown> })),
      (all) =>
        all.filter((r) => r.body.status === 'test').length >= 2 &&
        all.some((r) => r.body.orderId === vars.ID),
    );
    const completed = bodies.find((r) => r.body.orderId === vars.ID)!;
    expect(completed.body).toMatchObject({ status: 'completed', test: true, externalId: 'example-shop-1' });
    expect(verify(completed.rawBody, completed.signature, vars.TEST_SECRET!)).toBe(true);
    const testEvents = bodies.filter((r) => r.body.status === 'test');
    expect(testEvents.some((r) => verify(r.rawBody, r.signature, vars.TEST_SECRET!))).toBe(true);
    expect(testEvents.some((r) => verify(r.rawBody, r.signature, readerShop.webhookSecret))).toBe(true);
  }, 180_000);
});

describe('the docs test reads strictly', () => {
  it('refuses what it cannot run or read, naming the file and line', () => {
    expect(() => curlBlocks('x.md', '```bash\ncurl -s $API/v1/x\n```\n')).toThrow(
      /^x\.md:1: a curl example in a ```bash block/,
    );
    const [block] = curlBlocks(
      'x.md',
      'text\n```sh\nA=1; B=\'two words\'\nnpm run thing\ncurl -s \\\n  -d \'{\n}\' $API\n# → 201 {"id":"…"}\n```\n',
    );
    expect(block!.items.map((item) => [item.at, item.kind])).toEqual([
      ['x.md:3', 'command'],
      ['x.md:4', 'command'],
      ['x.md:5', 'command'],
      ['x.md:8', 'comment'],
    ]);
    expect(assignmentsOf(block!.items[0]!.text)).toEqual([
      ['A', '1'],
      ['B', "'two words'"],
    ]);
    expect(assignmentsOf(block!.items[1]!.text)).toBeNull();
    expect(() => curlBlocks('x.md', "```sh\ncurl -d '{\n```\n")).toThrow(
      /^x\.md:2: .*cannot read to its end/,
    );
    expect(() => expectationOf('→ the order, paid')).toThrow(/cannot read/);
  });

  it('compares an answer with the documented one: … for any text, more keys or more items', () => {
    const { status, body } = expectationOf(
      '→ 201 {"id":"…","key":"shop_…","items":[{"n":1},…],…}; then prose',
    )!;
    expect(status).toBe(201);
    expect(mismatchOf(body, { id: 'a', key: 'shop_x', items: [{ n: 1 }, { n: 2 }], extra: true })).toBeNull();
    expect(mismatchOf(body, { id: 'a', key: 'trader_x', items: [{ n: 1 }] })).toMatch(
      /^\$\.key: documented "shop_…"/,
    );
    expect(mismatchOf(body, { id: 'a', key: 'shop_x', items: [{ n: 2 }] })).toMatch(/^\$\.items\[0\]\.n/);
    const exact = expectationOf('→ {"balances":[{"currency":"RUB","balance":"1462.50"}]}')!.body;
    expect(mismatchOf(exact, { balances: [{ currency: 'RUB', balance: '1462.50' }] })).toBeNull();
    expect(mismatchOf(exact, { balances: [{ currency: 'RUB', balance: '1462.50', more: 1 }] })).toMatch(
      /more/,
    );
    expect(mismatchOf(exact, { balances: [] })).toMatch(/documented 1 items, answered 0/);
  });
});
