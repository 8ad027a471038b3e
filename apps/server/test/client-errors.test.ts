import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_KEY, startTestApp, type TestApp } from './helper.ts';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await startTestApp(
    { LOG_LEVEL: 'info' },
    {
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      }),
    },
  );
});
afterAll(() => t.close());

describe('a page error report quoting secrets', () => {
  it('is stored and logged without them, by field name and by the shape of the value', async () => {
    const secrets = {
      password: 'hunter2-correct-horse',
      accessToken: `eyJvIjoiYWJjIiwiZSI6MX0.${'0123456789abcdef'.repeat(4)}`,
      recoveryCode: 'k7m2p-q9rs4',
      adminKey: ADMIN_KEY,
      shopKey: 'shop_Z3VtbXktc2hvcC1rZXktMDEyMzQ1Njc4OQ',
      bearer: 'SECRETBEARERVALUE',
      card: '4276 3800 1234 5678',
      cardPlain: '2202206312345678',
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      payload: {
        fatal: true,
        message: `sign-in failed for ${secrets.adminKey} with code ${secrets.recoveryCode} and card ${secrets.card}`,
        context: {
          form: { login: 'demo-operator', password: secrets.password, recoveryCode: secrets.recoveryCode },
          accessToken: secrets.accessToken,
          note: `key ${secrets.shopKey}; Authorization: Bearer ${secrets.bearer}; paid from ${secrets.cardPlain}`,
          adminKey: secrets.adminKey,
          login: 'demo-operator',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(204);

    const { rows } = await t.db.query<{ message: string; context: unknown }>(
      'SELECT message, context FROM client_errors',
    );
    const stored = JSON.stringify(rows);
    const logged = logLines.filter((line) => line.includes('page reported an error')).join('');
    expect(logged).not.toBe('');
    // What is not a secret stays readable.
    expect(stored).toContain('demo-operator');
    expect(logged).toContain('demo-operator');
    for (const [name, value] of Object.entries(secrets)) {
      expect(stored.includes(value), `${name} stored`).toBe(false);
      expect(logged.includes(value), `${name} logged`).toBe(false);
    }
  });
});

describe('a page error report quoting a phone’s device key', () => {
  it('is stored and logged without the key, wherever the report quotes it', async () => {
    // Device keys as devices.ts makes them: `device_` and 24 random bytes in base64url.
    const deviceKeys = [
      'device_Qm9ndXMtZGV2aWNlLWtleS0wMDAwMDAwMQ',
      'device_Qm9ndXMtZGV2aWNlLWtleS0wMDAwMDAwMg',
      'device_Qm9ndXMtZGV2aWNlLWtleS0wMDAwMDAwMw',
      'device_Qm9ndXMtZGV2aWNlLWtleS0wMDAwMDAwNA',
    ];
    const apiKeyValue = 'Zm9yd2FyZGVyLWtleS12YWx1ZQ';
    const queryKeyValue = 'cXVlcnkta2V5LXZhbHVl';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      payload: {
        fatal: false,
        message: `pairing answer {"key":"${deviceKeys[0]}","name":"Phone 2"}`,
        context: {
          pairing: { id: 'a-device', key: deviceKeys[1] },
          deviceKey: deviceKeys[2],
          note: `curl -H "X-Api-Key: ${apiKeyValue}" https://pay.test/hook?key=${queryKeyValue} -d @sms.json ${deviceKeys[3]}`,
          phone: 'Phone 2',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(204);

    const { rows } = await t.db.query<{ message: string; context: unknown }>(
      "SELECT message, context FROM client_errors WHERE message LIKE 'pairing answer%'",
    );
    const stored = JSON.stringify(rows);
    const logged = logLines.filter((line) => line.includes('pairing answer')).join('');
    expect(rows).toHaveLength(1);
    expect(logged).not.toBe('');
    expect(stored).toContain('Phone 2');
    expect(logged).toContain('Phone 2');
    for (const secret of [...deviceKeys, apiKeyValue, queryKeyValue]) {
      expect(stored.includes(secret), `${secret} stored`).toBe(false);
      expect(logged.includes(secret), `${secret} logged`).toBe(false);
    }
  });
});
