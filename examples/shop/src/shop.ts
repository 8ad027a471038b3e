import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createPayorderClient,
  SIGNATURE_HEADER,
  verifyCallbackSignature,
  type CallbackEvent,
  type MerchantOrder,
} from '@payorder/client';

/**
 * A tiny shop that takes payments through Payorder, with nothing but node:http and @payorder/client:
 *
 * - `GET /` a checkout button; `POST /checkout` creates an order and sends the customer (303) to pay;
 * - `POST /payorder/callback` takes Payorder's callbacks, refusing any whose signature does not verify;
 * - `GET /orders/{externalId}` shows the order: the status the callbacks said, and Payorder's own
 *   (`Accept: application/json` for the same as JSON). It is also where the customer returns.
 *
 * A real shop keeps its orders in its database; this one keeps them in memory.
 */
export interface ShopOptions {
  /** The Payorder server's origin. */
  payorderUrl: string;
  /** The shop's API key. */
  apiKey: string;
  /** The shop's webhook secret; two while it is being rotated (either may sign). */
  webhookSecrets: string[];
  /** This shop's own origin, as Payorder and the customer's browser reach it; default its listen address. */
  publicUrl?: string;
  port?: number;
  host?: string;
}

/** An order's callback; the other kind is a test event (`status: "test"`), which names no order. */
type OrderEvent = Exclude<CallbackEvent, { status: 'test' }>;

export interface ShopOrder {
  externalId: string;
  orderId: string;
  amount: string;
  currency: string;
  paymentUrl: string;
  /** The status the latest callback reported; null until one arrives. */
  status: OrderEvent['status'] | null;
  /** Callbacks taken, by eventId (delivery is at least once). */
  events: Map<string, OrderEvent>;
}

export interface Shop {
  url: string;
  orders: Map<string, ShopOrder>;
  close: () => Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

async function readBody(request: http.IncomingMessage, limit = 64 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function startShop(options: ShopOptions): Promise<Shop> {
  const payorder = createPayorderClient({ baseUrl: options.payorderUrl, apiKey: options.apiKey });
  const orders = new Map<string, ShopOrder>();
  let sequence = 0;
  let publicUrl = options.publicUrl ?? '';

  async function checkout(response: http.ServerResponse, form: URLSearchParams) {
    const externalId = `shop-${Date.now().toString(36)}-${++sequence}`;
    const amount = form.get('amount') || '1500.00';
    const { data, error } = await payorder.POST('/api/v1/merchant/orders', {
      // The same key for the same purchase: a retried request cannot create a second order.
      params: { header: { 'idempotency-key': externalId } },
      body: {
        amount,
        currency: 'RUB',
        externalId,
        returnUrl: `${publicUrl}/orders/${externalId}`,
        callbackUrl: `${publicUrl}/payorder/callback`,
      },
    });
    if (!data) {
      response.writeHead(502, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(page('Payment unavailable', `<p>${escapeHtml(error?.message ?? 'Try again')}</p>`));
    }
    orders.set(externalId, {
      externalId,
      orderId: data.order.id,
      amount: data.order.amount,
      currency: data.order.currency,
      paymentUrl: data.paymentUrl,
      status: null,
      events: new Map(),
    });
    response.writeHead(303, { location: data.paymentUrl });
    response.end();
  }

  function callback(response: http.ServerResponse, rawBody: Buffer, signature: string | undefined) {
    // The raw bytes, before any parsing: a re-serialised body would not match the signature.
    if (!verifyCallbackSignature(rawBody, signature, options.webhookSecrets)) {
      response.writeHead(401, { 'content-type': 'text/plain' });
      return response.end('bad signature');
    }
    const event = JSON.parse(rawBody.toString('utf8')) as CallbackEvent;
    // A test event ("Send a test event", docs/webhooks.md) only checks the endpoint: verified, taken.
    if (event.status === 'test') {
      response.writeHead(204);
      return response.end();
    }
    const order = event.externalId ? orders.get(event.externalId) : undefined;
    if (order && !order.events.has(event.eventId)) {
      order.events.set(event.eventId, event);
      // Events may arrive out of order: the latest by occurredAt decides.
      const latest = [...order.events.values()]
        .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt))
        .at(-1)!;
      order.status = latest.status;
    }
    response.writeHead(204);
    response.end();
  }

  async function showOrder(request: http.IncomingMessage, response: http.ServerResponse, externalId: string) {
    const order = orders.get(externalId);
    if (!order) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('no such order');
    }
    const { data } = await payorder.GET('/api/v1/merchant/orders/by-external-id/{externalId}', {
      params: { path: { externalId } },
    });
    const payorderStatus: MerchantOrder['status'] | null = data?.status ?? null;
    if ((request.headers.accept ?? '').includes('application/json')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      const { events, ...rest } = order;
      return response.end(JSON.stringify({ ...rest, callbacks: events.size, payorderStatus }));
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      page(
        `Order ${externalId}`,
        `<p>${escapeHtml(order.amount)} ${escapeHtml(order.currency)}</p>` +
          `<p>Status from callbacks: <strong id="status">${escapeHtml(order.status ?? 'waiting')}</strong></p>` +
          `<p>Status at Payorder: ${escapeHtml(payorderStatus ?? 'unknown')}</p>` +
          `<p><a href="${escapeHtml(order.paymentUrl)}">Payment page</a></p>`,
      ),
    );
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://shop.local');
    const handle = async () => {
      if (request.method === 'GET' && url.pathname === '/') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(
          page(
            'Example shop',
            '<form method="post" action="/checkout"><input type="hidden" name="amount" value="1500.00">' +
              '<button type="submit">Pay 1500.00 RUB</button></form>',
          ),
        );
      }
      if (request.method === 'POST' && url.pathname === '/checkout') {
        return checkout(response, new URLSearchParams((await readBody(request)).toString('utf8')));
      }
      if (request.method === 'POST' && url.pathname === '/payorder/callback') {
        return callback(
          response,
          await readBody(request),
          request.headers[SIGNATURE_HEADER] as string | undefined,
        );
      }
      const match = /^\/orders\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && match)
        return showOrder(request, response, decodeURIComponent(match[1]!));
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    };
    handle().catch((error: unknown) => {
      console.error('example shop:', error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('error');
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  publicUrl ||= `http://${address.address}:${address.port}`;
  return {
    url: publicUrl,
    orders,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
