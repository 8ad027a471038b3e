import { POLL_INTERVAL_MS, type Order } from '@payorder/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '#page/lib/session-store.ts';
import { useOrder } from './get-order.ts';
import { orderQueryKey } from './order-query-key.ts';

const ORDER_ID = '00000000-0000-4000-8000-000000000001';
const order = (status: Order['status'], requisites: Order['requisites'] = null): Order => ({
  id: ORDER_ID,
  status,
  statusDetails: null,
  statusTimeoutAt: null,
  amount: '1500.00',
  currency: 'RUB',
  requisites,
  payment: null,
  shop: { name: 'Shop', customerDataCollectionOrder: 'after_payment', collectCustomerReceipts: false },
  integration: { returnUrl: 'https://shop.example', callbackUrlStatus: null },
});

/** The server: the order's GET answers `current`; each stream request gets a stream the test drives. */
function fakeServer() {
  let current = order('requisites');
  const polls: string[] = [];
  const streams: { authorization: string | undefined; push: (text: string) => void; fail: () => void }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    if (url.endsWith('/auth/login')) {
      return new Response(JSON.stringify({ accessToken: 'fresh', expiresAt: '2030-01-01T00:00:00Z' }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    if (url.endsWith('/events') && headers.authorization === 'Bearer expired') {
      return new Response(JSON.stringify({ code: 'unauthorized', message: 'expired' }), { status: 401 });
    }
    if (url.endsWith('/events')) {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      streams.push({
        authorization: headers.authorization,
        push: (text) => controller.enqueue(new TextEncoder().encode(text)),
        fail: () => controller.error(new TypeError('network error')),
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }
    polls.push(url);
    return new Response(JSON.stringify(current), { headers: { 'content-type': 'application/json' } });
  });
  return {
    fetchMock,
    polls,
    streams,
    set: (next: Order) => void (current = next),
  };
}

describe('useOrder: live events with the poll as fallback', () => {
  let server: ReturnType<typeof fakeServer>;
  let queryClient: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    server = fakeServer();
    vi.stubGlobal('fetch', server.fetchMock);
    writeSession({ credentials: { orderId: ORDER_ID, token: 't'.repeat(43) }, accessToken: 'access' });
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    sessionStorage.clear();
  });

  const render = () =>
    renderHook(() => useOrder(ORDER_ID, true), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });

  it('writes each streamed order into the query cache, and does not poll while the stream is live', async () => {
    const { result } = render();
    await vi.waitFor(() => expect(server.streams).toHaveLength(1));
    expect(server.streams[0]!.authorization).toBe('Bearer access');

    const inConfirm = order('customer_confirm', { bank: 'Sberbank', cardInfo: '2202 2063 1234 5678' });
    server.streams[0]!.push(`: open\n\nevent: order\ndata: ${JSON.stringify(inConfirm)}\n\n`);
    await vi.waitFor(() => expect(result.current.data?.status).toBe('customer_confirm'));
    expect(queryClient.getQueryData(orderQueryKey(ORDER_ID))).toEqual(inConfirm);

    const polled = server.polls.length;
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 4);
    expect(server.polls).toHaveLength(polled);
  });

  it('gets a fresh token by the silent re-login when the stream answers 401 (docs/product/payment-page.md §6)', async () => {
    writeSession({ credentials: { orderId: ORDER_ID, token: 't'.repeat(43) }, accessToken: 'expired' });
    render();
    await vi.waitFor(() => expect(server.streams).toHaveLength(1));
    expect(server.streams[0]!.authorization).toBe('Bearer fresh');
  });

  it('goes back to the 3 s poll when the stream fails, and reconnects', async () => {
    const { result } = render();
    await vi.waitFor(() => expect(server.streams).toHaveLength(1));
    server.streams[0]!.push(`event: order\ndata: ${JSON.stringify(order('requisites'))}\n\n`);
    await vi.waitFor(() => expect(result.current.data?.status).toBe('requisites'));
    const polled = server.polls.length;

    server.streams[0]!.fail();
    server.set(order('cancelled'));
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS + 100);
    expect(server.polls.length).toBeGreaterThan(polled);
    await vi.waitFor(() => expect(result.current.data?.status).toBe('cancelled'));
    // It tried the stream again meanwhile (and stopped once the order needed no more updates).
    expect(server.streams.length).toBeGreaterThan(1);
  });
});
