import type { AddressInfo } from 'node:net';
import { readEventStream } from '@payorder/test-kit';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, createOrder, loginCustomer } from './helper.ts';

interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * An event stream read over real HTTP, the way a browser's fetch reads it: with a bearer token, or
 * with the given headers (a console session's cookie).
 */
export async function openStream(url: string, auth?: string | Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: typeof auth === 'string' ? bearer(auth) : (auth ?? {}),
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let isEnded = false;
  const reading = (async () => {
    if (!response.ok || !response.body) return;
    await readEventStream(
      response.body,
      (event, data) => events.push({ event, data }),
      (comment) => comments.push(comment),
    );
  })()
    .catch(() => undefined)
    .finally(() => (isEnded = true));
  return {
    response,
    events,
    comments,
    isEnded: () => isEnded,
    /** Waits for the first event (from `from` on) that matches, and answers it. */
    async next<T>(match: (data: T) => boolean, from = 0, timeout = 15_000): Promise<T> {
      await expect
        .poll(() => events.slice(from).some((event) => match(event.data as T)), { timeout, interval: 5 })
        .toBe(true);
      return events.slice(from).find((event) => match(event.data as T))!.data as T;
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
export type Stream = Awaited<ReturnType<typeof openStream>>;

/** Listens on a free loopback port; the app's base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A new order of the shop brought to requisites by its customer (the given bank picks the trader). */
export async function orderInRequisites(
  app: FastifyInstance,
  shopApiKey: string,
  options: { bank?: string; callbackUrl?: string } = {},
) {
  const { bank = 'sberbank', callbackUrl } = options;
  const created = await createOrder(app, shopApiKey, callbackUrl ? { callbackUrl } : {});
  const accessToken = await loginCustomer(app, created.id, created.token);
  const call = (method: 'PATCH' | 'POST', path: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1/customer/orders/${created.id}${path}`,
      headers: bearer(accessToken),
      payload,
    });
  expect((await call('PATCH', '', { payment: { type: 'card2card', bank } })).statusCode).toBe(200);
  expect((await call('POST', '/start-payment')).statusCode).toBe(200);
  return { id: created.id, accessToken, call };
}
