import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCallback, verifyCallbackSignature } from '../src/callbacks/signer.ts';
import {
  cancelledOrders,
  startCallbackTestApp,
  startReceiver,
  startWorker,
  waitFor,
} from './callbacks-helper.ts';

type Verify = (rawBody: string, header: string | undefined, secret: string, nowMs?: number) => boolean;

/** The shops' example, taken verbatim from docs/webhooks.md: the first js block under "Verifying in Node". */
async function loadDocsExample(): Promise<Verify> {
  const docs = await fs.readFile(path.resolve(import.meta.dirname, '../../../docs/webhooks.md'), 'utf8');
  const section = docs.slice(docs.indexOf('## Verifying in Node'));
  const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error('docs/webhooks.md has no js example under "Verifying in Node"');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'payorder-docs-'));
  const file = path.join(dir, 'verify.mjs');
  await fs.writeFile(file, code);
  const module = (await import(pathToFileURL(file).href)) as { verifyPayorderSignature: Verify };
  await fs.rm(dir, { recursive: true, force: true });
  return module.verifyPayorderSignature;
}

const MINUTE = 60_000;

describe('callback signatures', () => {
  let docsVerify: Verify;
  beforeAll(async () => {
    docsVerify = await loadDocsExample();
  });

  it('signs t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">', () => {
    const header = signCallback('whsec_test', '{"a":1}', 1_763_820_000_123);
    // echo -n '1763820000.{"a":1}' | openssl dgst -sha256 -hmac whsec_test
    expect(header).toBe('t=1763820000,v1=19407c98e8a11a4e6561b291c1dca2340921e2898e9e676ab5e1c5b4b3751f4f');
    expect(verifyCallbackSignature('whsec_test', '{"a":1}', header, 1_763_820_000_123)).toBe(true);
  });

  it('the server verifier and the docs example agree, replay guard included', () => {
    const body = '{"eventId":"e","status":"completed"}';
    const now = Date.now();
    const cases: [string, string | undefined, string, number, boolean][] = [
      [body, signCallback('s1', body, now), 's1', now, true],
      [body, signCallback('s1', body, now - 4 * MINUTE), 's1', now, true],
      [body, signCallback('s1', body, now - 6 * MINUTE), 's1', now, false],
      [body, signCallback('s1', body, now + 6 * MINUTE), 's1', now, false],
      [body, signCallback('s1', body, now), 's2', now, false],
      [`${body} `, signCallback('s1', body, now), 's1', now, false],
      [body, undefined, 's1', now, false],
      [body, 'garbage', 's1', now, false],
      [body, signCallback('s1', body, now).replace(/v1=../, 'v1=zz'), 's1', now, false],
    ];
    for (const [rawBody, header, secret, at, expected] of cases) {
      expect(verifyCallbackSignature(secret, rawBody, header, at), `${header}`).toBe(expected);
      expect(docsVerify(rawBody, header, secret, at), `${header}`).toBe(expected);
    }
  });

  describe('against a real delivery', () => {
    let t: Awaited<ReturnType<typeof startCallbackTestApp>>;
    afterAll(() => t?.close());

    it('the docs example accepts what the worker sends, and refuses it replayed six minutes later', async () => {
      t = await startCallbackTestApp();
      const shop = await startReceiver(() => 200);
      try {
        await cancelledOrders(t, 1, shop.url);
        const worker = startWorker(t);
        await waitFor(
          () => shop.received.length,
          (n) => n === 1,
        );
        await worker.stop();
        const [delivery] = shop.received;
        const { rawBody, signature } = delivery!;
        expect(docsVerify(rawBody, signature, t.shop.webhookSecret)).toBe(true);
        expect(docsVerify(rawBody, signature, 'whsec_wrong')).toBe(false);
        expect(docsVerify(rawBody.replace('cancelled', 'completed'), signature, t.shop.webhookSecret)).toBe(
          false,
        );
        expect(docsVerify(rawBody, signature, t.shop.webhookSecret, delivery!.receivedAt + 6 * MINUTE)).toBe(
          false,
        );
      } finally {
        await shop.close();
      }
    });
  });
});
