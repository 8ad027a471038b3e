import { beforeAll, describe, expect, it } from 'vitest';
import { signCallback, verifyCallbackSignature } from '../src/callbacks/signer.ts';
import { loadDocsExample, type Verify } from './callbacks-helper.ts';

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
});
