import type { OperatorOrderEvent, OperatorTraderEvent, OverviewHealth } from '@payorder/contract';
import { setTraderOnline } from '@payorder/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCookie, fromConsole, operatorCookie, sessionCookieOf, signIn } from './console-helper.ts';
import { listen, openStream, type Stream } from './events-helper.ts';
import {
  ADMIN_KEY,
  bearer,
  createOrder,
  kitCall,
  loginCustomer,
  setupShopAndTrader,
  startTestApp,
  type TestApp,
} from './helper.ts';

/**
 * The operator's live stream (issue 27: the overview's health "live, from the event stream"): order
 * changes and traders going online or offline, over real HTTP, with the trader stream's rules — 401
 * without credentials, 403 for another role's session, ended with the session, capped. The heartbeat is
 * a minute, so what ends a stream here is the revocation itself.
 */
const PER_SESSION = 2;

let t: TestApp;
let baseUrl: string;
let shop: { id: string; apiKey: string };
let trader: { id: string; apiKey: string };
const streams: Stream[] = [];

beforeAll(async () => {
  t = await startTestApp({
    EVENTS_HEARTBEAT_MS: '60000',
    EVENTS_MAX_STREAMS_PER_SESSION: String(PER_SESSION),
    // Addresses come from X-Forwarded-For, so the per-address cap is never what these streams meet.
    TRUST_PROXY: 'true',
  });
  baseUrl = await listen(t.app);
  ({ shop, trader } = await setupShopAndTrader(t.app));
});
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
  await t?.close();
});

let addresses = 0;
async function operatorEvents(auth: string | Record<string, string>) {
  const headers = typeof auth === 'string' ? bearer(auth) : auth;
  const stream = await openStream(`${baseUrl}/api/v1/admin/events`, {
    ...headers,
    'x-forwarded-for': `198.51.100.${++addresses}`,
  });
  streams.push(stream);
  return stream;
}
async function openOperatorEvents(auth: string | Record<string, string>) {
  const stream = await operatorEvents(auth);
  expect(stream.response.status).toBe(200);
  expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  await expect.poll(() => stream.comments).toContain(': open');
  return stream;
}
const isEnded = (stream: Stream) => expect.poll(() => stream.isEnded()).toBe(true);

const health = async (): Promise<OverviewHealth> => {
  const response = await t.app.inject({ url: '/api/v1/admin/overview/health', headers: bearer(ADMIN_KEY) });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const eventsNamed = <T>(stream: Stream, name: string) =>
  stream.events.filter((event) => event.event === name).map((event) => event.data as T);

describe('what the operator’s stream says', () => {
  it('an order starting to wait for a trader, a trader going offline and online, and the order taken: each as it happens, the health figures moving with them', async () => {
    const { cookie } = await operatorCookie(t.app);
    const stream = await openOperatorEvents({ cookie });
    const call = kitCall(t.app);
    const before = await health();

    // The customer chooses the trader's method while it is online…
    const created = await createOrder(t.app, shop.apiKey);
    const createdEvent = await stream.next<OperatorOrderEvent>((e) => e.id === created.id);
    expect(createdEvent).toEqual({
      id: created.id,
      version: expect.any(Number),
      status: 'new',
      traderId: null,
    });
    const accessToken = await loginCustomer(t.app, created.id, created.token);
    const customer = (method: 'PATCH' | 'POST', path: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/v1/customer/orders/${created.id}${path}`,
        headers: bearer(accessToken),
        payload,
      });
    expect(
      (await customer('PATCH', '', { payment: { type: 'card2card', bank: 'sberbank' } })).statusCode,
    ).toBe(200);

    // …which then goes offline: "traders online now" falls.
    await setTraderOnline(call, trader.apiKey, false);
    expect(await stream.next<OperatorTraderEvent>((e) => e.id === trader.id && !e.online)).toEqual({
      id: trader.id,
      online: false,
    });
    expect((await health()).tradersOnline).toBe(before.tradersOnline - 1);

    // The customer starts paying: nobody can take it, the order waits for a trader.
    expect((await customer('POST', '/start-payment')).statusCode).toBe(200);
    await stream.next<OperatorOrderEvent>(
      (e) => e.id === created.id && e.status === 'requisites' && e.traderId === null,
    );
    expect((await health()).ordersWaiting).toBe(before.ordersWaiting + 1);

    // The trader comes back: it is online again and routing gives it the waiting order.
    await setTraderOnline(call, trader.apiKey, true);
    await stream.next<OperatorTraderEvent>((e) => e.id === trader.id && e.online);
    await stream.next<OperatorOrderEvent>((e) => e.id === created.id && e.traderId === trader.id);
    expect(await health()).toMatchObject({
      tradersOnline: before.tradersOnline,
      ordersWaiting: before.ordersWaiting,
    });
    // One order's events come in the order of its versions.
    const versions = eventsNamed<OperatorOrderEvent>(stream, 'order')
      .filter((e) => e.id === created.id)
      .map((e) => e.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });

  it('a trader disabled by the operator is offline; a trader created online is online', async () => {
    const stream = await openOperatorEvents(ADMIN_KEY);
    const { trader: other } = await setupShopAndTrader(t.app);
    await stream.next<OperatorTraderEvent>((e) => e.id === other.id && e.online);
    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/traders/${other.id}/disable`,
      headers: bearer(ADMIN_KEY),
    });
    expect(disabled.statusCode).toBe(200);
    await stream.next<OperatorTraderEvent>((e) => e.id === other.id && !e.online);
    // Once each: only what "traders online now" counts is notified.
    const sent = eventsNamed<OperatorTraderEvent>(stream, 'trader').filter((e) => e.id === other.id);
    expect(sent).toEqual([
      { id: other.id, online: true },
      { id: other.id, online: false },
    ]);
  });
});

describe('who may open it', () => {
  it('nobody without credentials (401), another role’s session (403), an operator before two-factor sign-in (403), a trader’s key (401)', async () => {
    const anonymous = await operatorEvents({});
    expect(anonymous.response.status).toBe(401);
    for (const role of ['trader', 'shop'] as const) {
      const cookie = await consoleCookie(
        t.app,
        role === 'trader' ? { role, traderId: trader.id } : { role, shopId: shop.id },
      );
      const refused = await operatorEvents({ cookie });
      expect(refused.response.status, role).toBe(403);
      expect(await refused.response.json()).toMatchObject({ code: 'forbidden' });
    }
    const withoutTotp = await operatorEvents({
      cookie: await consoleCookie(t.app, { role: 'operator' }),
    });
    expect(withoutTotp.response.status).toBe(403);
    expect(await withoutTotp.response.json()).toMatchObject({ code: 'totp_enrolment_required' });
    expect((await operatorEvents(trader.apiKey)).response.status).toBe(401);
    // None of them got a stream.
    expect(streams.filter((s) => s.response.status !== 200).every((s) => s.events.length === 0)).toBe(true);
  });

  it('the health figures alone: the operator only', async () => {
    const cookie = await consoleCookie(t.app, { role: 'trader', traderId: trader.id });
    const asTrader = await t.app.inject({ url: '/api/v1/admin/overview/health', headers: { cookie } });
    expect(asTrader.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/admin/overview/health' })).statusCode).toBe(401);
    const operator = await operatorCookie(t.app);
    const own = await t.app.inject({
      url: `/api/v1/admin/overview/health?shopId=${shop.id}`,
      headers: { cookie: operator.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<OverviewHealth>()).toMatchObject({ tradersOnline: expect.any(Number), ordersWaiting: 0 });
  });

  it('signing out ends the operator’s stream, and the next change is not sent on it', async () => {
    const operator = await operatorCookie(t.app);
    const stream = await openOperatorEvents({ cookie: operator.cookie });
    const keyStream = await openOperatorEvents(ADMIN_KEY);
    const signedOut = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/console/session',
      headers: fromConsole(operator.cookie),
    });
    expect(signedOut.statusCode).toBe(204);
    await isEnded(stream);

    const after = await createOrder(t.app, shop.apiKey);
    // A stream still allowed hears it, so had this one been open it would have too.
    await keyStream.next<OperatorOrderEvent>((e) => e.id === after.id);
    expect(eventsNamed<OperatorOrderEvent>(stream, 'order').map((e) => e.id)).not.toContain(after.id);
  });

  it('disabling the operator’s account ends its streams', async () => {
    const operator = await operatorCookie(t.app);
    const stream = await openOperatorEvents({ cookie: operator.cookie });
    const disabled = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/console-users/${operator.id}`,
      headers: bearer(ADMIN_KEY),
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    await isEnded(stream);
  });

  it('refuses a session’s stream past its cap (429 with Retry-After); another session of the operator is counted on its own', async () => {
    const operator = await operatorCookie(t.app);
    for (let i = 0; i < PER_SESSION; i++) await openOperatorEvents({ cookie: operator.cookie });
    const over = await operatorEvents({ cookie: operator.cookie });
    expect(over.response.status).toBe(429);
    expect(Number(over.response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await over.response.json()).toEqual({ code: 'rate_limited', message: expect.any(String) });
    const second = sessionCookieOf(
      await signIn(t.app, {
        login: operator.login,
        password: operator.password,
        recoveryCode: operator.recoveryCodes[0]!,
      }),
    );
    await openOperatorEvents({ cookie: second });
  });
});
