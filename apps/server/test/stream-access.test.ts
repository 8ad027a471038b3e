import { CUSTOMER_ACCESS_TOKEN_TTL_SECONDS, type ConsoleSession, type TraderOrder } from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDb } from '../src/db/db.ts';
import { sha256 } from '../src/security/crypto.ts';
import { issueCustomerToken } from '../src/security/customer-token.ts';
import {
  CONSOLE_PASSWORD,
  consoleCookie,
  createConsoleUser,
  enrolTotp,
  fromConsole,
  sessionCookieOf,
  signIn,
} from './console-helper.ts';
import { listen, openStream, orderInRequisites, type Stream } from './events-helper.ts';
import {
  ADMIN_KEY,
  bearer,
  CARD2CARD_METHOD,
  createOrder,
  isPostgresRun,
  setupShopAndTrader,
  startTestApp,
  type TestApp,
} from './helper.ts';

/**
 * Who may keep a live stream open (issue 20, finding 3): a stream ends when the session that opened it
 * is revoked, its account or trader disabled, or the customer's token expires. The heartbeat here is a
 * minute, so what ends a stream in these tests is the revocation itself, not the heartbeat's re-check.
 */
const LONG_HEARTBEAT_MS = '60000';
const NEW_PASSWORD = 'a brand new passphrase';

let t: TestApp;
let baseUrl: string;
let shop: { apiKey: string };
let trader: { id: string; apiKey: string };
const streams: Stream[] = [];

beforeAll(async () => {
  t = await startTestApp({ EVENTS_HEARTBEAT_MS: LONG_HEARTBEAT_MS });
  baseUrl = await listen(t.app);
  ({ shop, trader } = await setupShopAndTrader(t.app));
});
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
  await t?.close();
});

async function traderEvents(auth: string | Record<string, string>, url = baseUrl) {
  const stream = await openStream(`${url}/api/v1/trader/events`, auth);
  streams.push(stream);
  expect(stream.response.status).toBe(200);
  await expect.poll(() => stream.comments).toContain(': open');
  return stream;
}

const isEnded = (stream: Stream) => expect.poll(() => stream.isEnded(), { timeout: 3000 }).toBe(true);

/** Two sessions of one trader account, as two browsers would hold them. */
async function twoSessions(traderId: string) {
  const user = await createConsoleUser(t.app, { role: 'trader', traderId });
  const first = sessionCookieOf(await signIn(t.app, user, { remoteAddress: '10.7.0.1' }));
  const second = sessionCookieOf(await signIn(t.app, user, { remoteAddress: '10.7.0.2' }));
  return { first, second };
}

describe('console sessions and their streams', () => {
  it('signing out ends the open trader stream, and the next order is not sent on it', async () => {
    const cookie = await consoleCookie(t.app, { role: 'trader', traderId: trader.id });
    const stream = await traderEvents({ cookie });
    const before = await orderInRequisites(t.app, shop.apiKey);
    await stream.next<TraderOrder>((o) => o.id === before.id);

    const signedOut = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/console/session',
      headers: fromConsole(cookie),
    });
    expect(signedOut.statusCode).toBe(204);
    await isEnded(stream);

    const after = await orderInRequisites(t.app, shop.apiKey);
    const sent = () => stream.events.map((event) => (event.data as TraderOrder).id);
    // The same order reaches a stream that is still allowed, so had this one been open it would have too.
    const keyStream = await traderEvents(trader.apiKey);
    await keyStream.next<TraderOrder>((o) => o.id === after.id);
    expect(sent()).toContain(before.id);
    expect(sent()).not.toContain(after.id);
  });

  it('ending a session from another device ends that session’s streams only', async () => {
    const { first, second } = await twoSessions(trader.id);
    const ended = await traderEvents({ cookie: first });
    const kept = await traderEvents({ cookie: second });
    const sessions = await t.app.inject({
      method: 'GET',
      url: '/api/v1/console/sessions',
      headers: fromConsole(second),
    });
    const firstId = sessions.json<ConsoleSession[]>().find((session) => !session.current)!.id;

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/console/sessions/${firstId}`,
      headers: fromConsole(second),
    });
    expect(revoked.statusCode).toBe(204);
    await isEnded(ended);
    const order = await orderInRequisites(t.app, shop.apiKey);
    await kept.next<TraderOrder>((o) => o.id === order.id);
    expect(kept.isEnded()).toBe(false);
  });

  it('disabling the trader ends its streams, opened by key and by console session', async () => {
    const { trader: disabled } = await setupShopAndTrader(t.app, {
      methods: [{ ...CARD2CARD_METHOD, bank: 'tinkoff' }],
    });
    const byKey = await traderEvents(disabled.apiKey);
    const bySession = await traderEvents({
      cookie: await consoleCookie(t.app, { role: 'trader', traderId: disabled.id }),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/traders/${disabled.id}/disable`,
      headers: bearer(ADMIN_KEY),
    });
    expect(response.statusCode).toBe(200);
    await isEnded(byKey);
    await isEnded(bySession);
  });

  it('the account’s lifecycle ends its streams: own password change (the others), disable, TOTP reset, password reset', async () => {
    const user = await createConsoleUser(t.app, { role: 'trader', traderId: trader.id });
    let address = 0;
    const session = async (password: string) =>
      sessionCookieOf(
        await signIn(t.app, { login: user.login, password }, { remoteAddress: `10.7.9.${++address}` }),
      );
    const admin = (method: 'PATCH' | 'POST' | 'DELETE', path: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/v1/admin/console-users/${user.id}${path}`,
        headers: bearer(ADMIN_KEY),
        ...(payload && { payload }),
      });

    // Changing the password here ends the other browser's stream, not this one's.
    const here = await session(CONSOLE_PASSWORD);
    const elsewhere = await traderEvents({ cookie: await session(CONSOLE_PASSWORD) });
    const kept = await traderEvents({ cookie: here });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/console/password',
      headers: fromConsole(here),
      payload: { currentPassword: CONSOLE_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(204);
    await isEnded(elsewhere);
    const order = await orderInRequisites(t.app, shop.apiKey);
    await kept.next<TraderOrder>((o) => o.id === order.id);

    expect((await admin('PATCH', '', { disabled: true })).statusCode).toBe(200);
    await isEnded(kept);
    expect((await admin('PATCH', '', { disabled: false })).statusCode).toBe(200);

    const enrolled = await session(NEW_PASSWORD);
    await enrolTotp(t.app, enrolled);
    const withTotp = await traderEvents({ cookie: enrolled });
    expect((await admin('DELETE', '/totp')).statusCode).toBe(204);
    await isEnded(withTotp);

    const beforeReset = await traderEvents({ cookie: await session(NEW_PASSWORD) });
    expect((await admin('POST', '/password-reset')).statusCode).toBe(200);
    await isEnded(beforeReset);
  });
});

describe('the customer’s stream', () => {
  it('ends when the customer’s access token expires', async () => {
    const created = await createOrder(t.app, shop.apiKey);
    // Issued long enough ago that one second of its lifetime is left.
    const { accessToken } = issueCustomerToken(
      t.app.ctx.secrets.customerTokenSecret,
      created.id,
      Date.now() - CUSTOMER_ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000,
    );
    const stream = await openStream(`${baseUrl}/api/v1/customer/orders/${created.id}/events`, accessToken);
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    await stream.next(() => true);
    await isEnded(stream);
  });
});

describe('the heartbeat’s re-check', () => {
  let short: TestApp;
  let shortUrl: string;
  beforeAll(async () => {
    short = await startTestApp({ EVENTS_HEARTBEAT_MS: '100' });
    shortUrl = await listen(short.app);
  });
  afterAll(() => short?.close());

  it('ends a stream whose session ran out, though nothing announced it', async () => {
    const { trader: own } = await setupShopAndTrader(short.app);
    const cookie = await consoleCookie(short.app, { role: 'trader', traderId: own.id });
    const stream = await traderEvents({ cookie }, shortUrl);
    await expect.poll(() => stream.comments).toContain(': heartbeat');
    // Past its idle expiry: no revocation, so only the re-check can see it.
    await short.db.query(
      `UPDATE console_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [sha256(cookie.slice(cookie.indexOf('=') + 1))],
    );
    await isEnded(stream);
  });
});

describe.runIf(isPostgresRun)('across replicas (PostgreSQL)', () => {
  it('signing out through one replica ends the session’s stream on another', async () => {
    const secondDb = await openDb({ databaseUrl: t.databaseUrl!, dataDir: '' });
    const second = await buildApp(t.config, { db: secondDb });
    try {
      await second.ready();
      const cookie = await consoleCookie(t.app, { role: 'trader', traderId: trader.id });
      const stream = await traderEvents({ cookie });
      const signedOut = await second.inject({
        method: 'DELETE',
        url: '/api/v1/console/session',
        headers: fromConsole(cookie),
      });
      expect(signedOut.statusCode).toBe(204);
      await isEnded(stream);
    } finally {
      await second.close();
      await secondDb.close();
    }
  });
});
