import {
  ZOrderCallbackEvent,
  type ApiError,
  type CallbackRetryResponse,
  type CallbackAttemptsResponse,
} from '@payorder/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CallbackWorker } from '../src/callbacks/delivery-worker.ts';
import { verifyCallbackSignature } from '../src/callbacks/signer.ts';
import { bearer, json } from './helper.ts';
import {
  callbackUrlStatus,
  cancelledOrders,
  createCallbackOrderWithLink,
  expireOrders,
  loadDocsExample,
  merchantOrder,
  putInTraderConfirm,
  startCallbackTestApp,
  startReceiver,
  startWorker,
  traderMove,
  waitFor,
  type CallbackTestApp,
} from './callbacks-helper.ts';

// One app and database for the file (a fresh embedded database costs seconds); each test starts its
// own worker with the schedule it needs and looks only at its own orders.
let t: CallbackTestApp;
beforeAll(async () => {
  t = await startCallbackTestApp();
});
afterAll(() => t.close());

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  // Workers before receivers: an attempt in flight finishes and records before its receiver goes.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
async function receiver(...args: Parameters<typeof startReceiver>) {
  const r = await startReceiver(...args);
  cleanups.push(r.close);
  return r;
}
function worker(overrides: Parameters<typeof startWorker>[1] = {}): CallbackWorker {
  const w = startWorker(t, overrides);
  cleanups.push(() => w.stop());
  return w;
}

async function outboxStates(orderIds: string[]) {
  const { rows } = await t.db.query<{ state: string }>(
    'SELECT state FROM callback_outbox WHERE order_id = ANY($1)',
    [orderIds],
  );
  return rows.map((row) => row.state);
}
const allFinished = (states: string[]) => states.length > 0 && states.every((state) => state !== 'pending');

async function attemptsOf(orderId: string, apiKey = t.shop.apiKey) {
  const response = await t.app.inject({
    url: `/api/v1/merchant/orders/${orderId}/callbacks`,
    headers: bearer(apiKey),
  });
  expect(response.statusCode).toBe(200);
  return json<CallbackAttemptsResponse>(response);
}

describe('callback delivery', () => {
  it('delivers each event once to a 2xx receiver, signed with the shop webhook secret', async () => {
    const shop = await receiver(() => 200);
    const { orderIds, eventIds } = await cancelledOrders(t, 5, shop.url);
    expect(eventIds).toHaveLength(5);
    expect(await callbackUrlStatus(t, orderIds[0]!)).toBe('in_progress');

    worker();
    await waitFor(() => outboxStates(orderIds), allFinished);
    // Nothing is sent again once delivered: an event that came later was claimed by a later poll
    // round, which would have claimed these again too had they been left due.
    const later = await cancelledOrders(t, 1, (await receiver(() => 200)).url);
    await waitFor(() => outboxStates(later.orderIds), allFinished);

    expect(shop.received.map((r) => r.eventId).sort()).toEqual([...eventIds].sort());
    for (const request of shop.received) {
      expect(verifyCallbackSignature(t.shop.webhookSecret, request.rawBody, request.signature)).toBe(true);
      const event = ZOrderCallbackEvent.parse(JSON.parse(request.rawBody));
      expect(Object.keys(JSON.parse(request.rawBody) as object)).toEqual([
        'eventId',
        'object',
        'orderId',
        'externalId',
        'status',
        'amount',
        'currency',
        'occurredAt',
        'fee',
        'test',
      ]);
      expect(orderIds).toContain(event.orderId);
      expect(event).toMatchObject({ status: 'cancelled', amount: '1500.00', currency: 'RUB' });
    }
    for (const orderId of orderIds) {
      const order = await merchantOrder(t, orderId);
      expect(order.integration.callbackUrlStatus).toBe('success');
      const { attempts } = await attemptsOf(orderId);
      expect(attempts).toHaveLength(1);
      expect(attempts[0]).toMatchObject({ status: 'cancelled', responseCode: 200, error: null });
      expect(attempts[0]!.latencyMs).toBeGreaterThanOrEqual(0);
    }
  });

  it('is accepted by the docs/webhooks.md example, which refuses it replayed six minutes later', async () => {
    const verify = await loadDocsExample();
    const shop = await receiver(() => 200);
    await cancelledOrders(t, 1, shop.url);
    worker();
    await waitFor(
      () => shop.received.length,
      (n) => n === 1,
    );
    const { rawBody, signature, receivedAt } = shop.received[0]!;
    const secret = t.shop.webhookSecret;
    expect(verify(rawBody, signature, secret)).toBe(true);
    expect(verify(rawBody, signature, 'whsec_wrong')).toBe(false);
    expect(verify(rawBody.replace('cancelled', 'completed'), signature, secret)).toBe(false);
    expect(verify(rawBody, signature, secret, receivedAt + 6 * 60_000)).toBe(false);
  });

  it('retries a receiver that answers 500 three times, then 200: four attempts, in_progress → error_delay → success', async () => {
    const seen: (string | null)[] = [];
    const shop = await receiver(async (_request, n) => {
      // What the shop would read from the order while its callback is being answered.
      seen.push(await callbackUrlStatus(t, orderIds[0]!));
      return n <= 3 ? 500 : 200;
    });
    const { orderIds, eventIds } = await cancelledOrders(t, 1, shop.url);

    worker({ CALLBACK_RETRY_SCHEDULE: [0.05, 0.1, 0.2] });
    await waitFor(() => outboxStates(orderIds), allFinished);
    seen.push(await callbackUrlStatus(t, orderIds[0]!));

    expect(shop.received.map((r) => r.eventId)).toEqual([eventIds[0], eventIds[0], eventIds[0], eventIds[0]]);
    expect(seen).toEqual(['in_progress', 'error_delay', 'error_delay', 'error_delay', 'success']);
    const { callbackUrlStatus: status, attempts } = await attemptsOf(orderIds[0]!);
    expect(status).toBe('success');
    expect(attempts.map((a) => a.responseCode)).toEqual([500, 500, 500, 200]);
    // Backoff: each wait is at least the scheduled one less the 20 % jitter.
    const times = shop.received.map((r) => r.receivedAt);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(40);
    expect(times[3]! - times[2]!).toBeGreaterThanOrEqual(160);
  });

  it('ends in error_no_response when the receiver never answers and the schedule is spent', async () => {
    const shop = await receiver(() => null);
    const { orderIds } = await cancelledOrders(t, 1, shop.url);

    worker({ CALLBACK_RETRY_SCHEDULE: [0.05, 0.05], CALLBACK_TIMEOUT_MS: 200 });
    const states = await waitFor(() => outboxStates(orderIds), allFinished);
    expect(states).toEqual(['failed']);
    expect(shop.received).toHaveLength(3);
    const { callbackUrlStatus: status, attempts } = await attemptsOf(orderIds[0]!);
    expect(status).toBe('error_no_response');
    expect(attempts).toHaveLength(3);
    for (const attempt of attempts) {
      expect(attempt.responseCode).toBeNull();
      expect(attempt.error).toBe('no answer within 200 ms');
      expect(attempt.latencyMs).toBeGreaterThanOrEqual(190);
    }
  });

  it('does not follow redirects: a 3xx is a failed attempt, ending in error when retries are spent', async () => {
    const elsewhere = await receiver(() => 200);
    const shop = await receiver(() => ({ status: 307, headers: { location: elsewhere.url } }));
    const { orderIds } = await cancelledOrders(t, 1, shop.url);

    worker({ CALLBACK_RETRY_SCHEDULE: [0.05] });
    await waitFor(() => outboxStates(orderIds), allFinished);
    expect(shop.received).toHaveLength(2);
    expect(elsewhere.received).toHaveLength(0);
    const { callbackUrlStatus: status, attempts } = await attemptsOf(orderIds[0]!);
    expect(status).toBe('error');
    expect(attempts.map((a) => [a.responseCode, a.error])).toEqual([
      [307, 'redirects are not followed'],
      [307, 'redirects are not followed'],
    ]);
  });

  it("keeps the order's status on its latest event when an older one fails later", async () => {
    let disputeEventId = '';
    const shop = await receiver((request) => (request.eventId === disputeEventId ? 500 : 200));
    const created = await createCallbackOrderWithLink(t, shop.url, 'A-1042');
    await putInTraderConfirm(t, created.order.id);
    await traderMove(t, created.order.id, 'dispute');
    await traderMove(t, created.order.id, 'confirm');
    const { rows } = await t.db.query<{ event_id: string; status: string }>(
      `SELECT event_id, payload->>'status' AS status FROM callback_outbox WHERE order_id = $1 ORDER BY created_at`,
      [created.order.id],
    );
    const orderIds = [created.order.id];
    expect(rows.map((row) => row.status)).toEqual(['dispute', 'completed']);
    disputeEventId = rows[0]!.event_id;

    worker({ CALLBACK_RETRY_SCHEDULE: [0.1, 0.1] });
    await waitFor(() => outboxStates(orderIds), allFinished);
    expect(await outboxStates(orderIds)).toEqual(expect.arrayContaining(['failed', 'delivered']));
    const { callbackUrlStatus: status, attempts } = await attemptsOf(created.order.id);
    expect(status).toBe('success');
    expect(attempts.filter((a) => a.status === 'dispute').map((a) => a.responseCode)).toEqual([
      500, 500, 500,
    ]);
    expect(attempts.filter((a) => a.status === 'completed').map((a) => a.responseCode)).toEqual([200]);
    const completed = shop.received.find((r) => r.eventId !== disputeEventId)!;
    expect(JSON.parse(completed.rawBody)).toMatchObject({ externalId: 'A-1042', status: 'completed' });
  });
});

describe('the worker inside the server', () => {
  it('runs with WORKER=1, started when the app is ready and drained when it closes', async () => {
    const server = await startCallbackTestApp({ WORKER: '1' });
    cleanups.push(server.close);
    const shop = await receiver(() => 200);
    const { orderIds, eventIds } = await cancelledOrders(server, 2, shop.url);
    await waitFor(
      () => shop.received.length,
      (n) => n === 2,
    );
    expect(shop.received.map((r) => r.eventId).sort()).toEqual([...eventIds].sort());
    await waitFor(
      () => callbackUrlStatus(server, orderIds[1]!),
      (status) => status === 'success',
    );
  });
});

describe('private callback URLs', () => {
  it('refuses loopback, private and link-local callback URLs at order creation', async () => {
    const strict = await startCallbackTestApp({ ALLOW_PRIVATE_CALLBACKS: '0' });
    cleanups.push(strict.close);
    for (const callbackUrl of [
      'http://127.0.0.1:8080/cb',
      'http://localhost/cb',
      'http://10.1.2.3/cb',
      'http://192.168.0.10/cb',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/cb',
    ]) {
      const response = await strict.app.inject({
        method: 'POST',
        url: '/api/v1/merchant/orders',
        headers: bearer(strict.shop.apiKey),
        payload: { amount: '10.00', currency: 'RUB', returnUrl: 'https://shop.test/return', callbackUrl },
      });
      expect(response.statusCode, callbackUrl).toBe(400);
      expect(json<ApiError>(response).code).toBe('callback_url_forbidden');
    }
  });

  it('refuses them again at delivery: nothing reaches the address, and the attempts say why', async () => {
    // Created while private URLs were allowed; delivered by a worker that does not allow them.
    const shop = await receiver(() => 200);
    const { orderIds } = await cancelledOrders(t, 1, shop.url);

    worker({ CALLBACK_RETRY_SCHEDULE: [0.05], ALLOW_PRIVATE_CALLBACKS: false });
    await waitFor(() => outboxStates(orderIds), allFinished);
    expect(shop.received).toHaveLength(0);
    const { callbackUrlStatus: status, attempts } = await attemptsOf(orderIds[0]!);
    expect(status).toBe('error_no_response');
    expect(attempts).toHaveLength(2);
    for (const attempt of attempts) {
      expect(attempt.responseCode).toBeNull();
      expect(attempt.error).toMatch(/^refused: Callback URLs must reach a public address/);
    }
  });
});

describe('merchant callbacks API', () => {
  it('lists the attempts and sends the latest event again at once on retry', async () => {
    // A long schedule: only the retry endpoint can make the failed event go out again during the test.
    let isShopUp = false;
    const shop = await receiver(() => (isShopUp ? 204 : 503));
    const { orderIds, eventIds } = await cancelledOrders(t, 1, shop.url);
    const orderId = orderIds[0]!;

    worker({ CALLBACK_RETRY_SCHEDULE: [3600] });
    await waitFor(
      () => attemptsOf(orderId),
      (list) => list.attempts.length === 1,
    );
    let list = await attemptsOf(orderId);
    expect(list.callbackUrlStatus).toBe('error_delay');
    expect(list.attempts[0]).toMatchObject({ eventId: eventIds[0], status: 'cancelled', responseCode: 503 });
    expect(Date.parse(list.attempts[0]!.attemptedAt)).toBeLessThanOrEqual(Date.now());

    isShopUp = true;
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/v1/merchant/orders/${orderId}/callbacks/retry`,
      headers: bearer(t.shop.apiKey),
    });
    expect(retry.statusCode).toBe(202);
    expect(json<CallbackRetryResponse>(retry)).toEqual({
      eventId: eventIds[0],
      callbackUrlStatus: 'in_progress',
    });
    list = await waitFor(
      () => attemptsOf(orderId),
      (l) => l.callbackUrlStatus === 'success',
    );
    expect(list.attempts.map((a) => a.responseCode)).toEqual([503, 204]);
    expect(shop.received.map((r) => r.eventId)).toEqual([eventIds[0], eventIds[0]]);

    // A delivered event can be sent again too, with the same eventId.
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/merchant/orders/${orderId}/callbacks/retry`,
      headers: bearer(t.shop.apiKey),
    });
    await waitFor(
      () => shop.received.length,
      (n) => n === 3,
    );
    expect(shop.received[2]!.eventId).toBe(eventIds[0]);
  });

  it('answers 409 no_callback_event for an order without a callback, and 404 for another shop', async () => {
    const created = await createCallbackOrderWithLink(t, 'https://shop.test/cb');
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/v1/merchant/orders/${created.order.id}/callbacks/retry`,
      headers: bearer(t.shop.apiKey),
    });
    expect(retry.statusCode).toBe(409);
    expect(json<ApiError>(retry).code).toBe('no_callback_event');
    expect(await attemptsOf(created.order.id)).toEqual({ callbackUrlStatus: null, attempts: [] });

    const other = json<{ apiKey: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/shops',
        headers: bearer(t.config.ADMIN_API_KEY!),
        payload: { name: 'Other shop' },
      }),
    );
    await expireOrders(t, [created.order.id]);
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', '/retry'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/v1/merchant/orders/${created.order.id}/callbacks${suffix}`,
        headers: bearer(other.apiKey),
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
