import type { IngestBankNotificationResponse, Order } from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoOrder, ensureDemoAccounts, startSimulatedTrader } from '../src/demo/demo.ts';
import type { DemoAccounts } from '../src/demo/demo-accounts.ts';
import { demoSmsCurl, ensureDemoDevice } from '../src/demo/demo-device.ts';
import { bearer, json, loginCustomer, startTestApp, type TestApp } from './helper.ts';

/**
 * The demo's bank notification (README): the demo trader's phone and after_customer mode; the curl line
 * `npm start` prints posts SberBank Online's SMS of the order's amount, and the paid order completes
 * with no trader action (the simulated trader steps aside for confirming).
 */
let t: TestApp;
let accounts: DemoAccounts;
let stop: () => void;
beforeAll(async () => {
  t = await startTestApp({ DEMO_TRADER_DELAY_MS: '0' });
  accounts = await ensureDemoAccounts(t.app.ctx);
  stop = startSimulatedTrader(t.app.ctx, accounts, t.app.log);
});
afterAll(async () => {
  stop();
  await t.close();
});

/** The curl line's URL, key file and JSON body, as a shell would pass them (`date +%s` now, in seconds). */
function parseCurl(line: string) {
  const url = /curl -X POST (\S+)/.exec(line)![1]!;
  const keyFile = /\$\(cat ([^)]+)\)/.exec(line)![1]!;
  const quoted = /-d ('.+')$/.exec(line)![1]!;
  const shellTime = `${Math.floor(Date.now() / 1000)}000`;
  const body = quoted.replaceAll(`'"$(date +%s)000"'`, shellTime).slice(1, -1);
  return { url, keyFile, body: JSON.parse(body) as { from: string; text: string; receivedAt: string } };
}

describe('the demo phone', () => {
  it('is paired once, with after_customer; the printed line completes the paid order by itself', async () => {
    const device = await ensureDemoDevice(t.app.ctx, accounts);
    expect(await ensureDemoDevice(t.app.ctx, accounts)).toEqual(device);
    const mode = await t.db.query<{ mode: string }>(
      'SELECT auto_confirm_mode AS mode FROM traders WHERE id = $1',
      [accounts.traderId],
    );
    expect(mode.rows[0]!.mode).toBe('after_customer');

    const created = await createDemoOrder(t.app.ctx, accounts);
    const [, , id, token] = new URL(created.paymentUrl).pathname.split('/');
    const auth = bearer(await loginCustomer(t.app, id!, token!));
    const url = `/api/v1/customer/orders/${id}`;
    await t.app.inject({
      method: 'PATCH',
      url,
      headers: auth,
      payload: { payment: { type: 'card2card', bank: 'sberbank' } },
    });
    await t.app.inject({ method: 'POST', url: `${url}/start-payment`, headers: auth });
    await expect
      .poll(async () => json<Order>(await t.app.inject({ url, headers: auth })).status)
      .toBe('customer_confirm');
    await t.app.inject({
      method: 'PATCH',
      url,
      headers: auth,
      payload: { payment: { customerCardFirstDigits: '220220', customerCardLastDigits: '1234' } },
    });
    expect(
      (await t.app.inject({ method: 'POST', url: `${url}/confirm-payment`, headers: auth })).statusCode,
    ).toBe(200);
    // The simulated trader leaves it: still waiting after a few of its ticks.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(json<Order>(await t.app.inject({ url, headers: auth })).status).toBe('trader_confirm');

    const line = demoSmsCurl(t.app.ctx, device.keyFile, created.order.amount);
    expect(line).not.toContain(device.key);
    const curl = parseCurl(line);
    expect(curl.url).toBe('http://pay.test/api/v1/ingest/bank-notifications');
    expect(curl.keyFile).toBe(device.keyFile);
    expect(curl.body.receivedAt).toMatch(/^\d{13}$/);
    const posted = await t.app.inject({
      method: 'POST',
      url: new URL(curl.url).pathname,
      headers: bearer(device.key),
      payload: curl.body,
    });
    expect(posted.statusCode, posted.body).toBe(202);
    expect(json<IngestBankNotificationResponse>(posted)).toMatchObject({ outcome: 'confirmed', orderId: id });
    expect(json<Order>(await t.app.inject({ url, headers: auth })).status).toBe('completed');
  });
});
