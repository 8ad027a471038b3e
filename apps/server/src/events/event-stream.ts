import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * One server-sent event stream (text/event-stream). Each order event carries the order's whole body;
 * an order is sent again only at a newer version, so the first read, a notification and a catch-up
 * read racing each other never send the same state twice nor an older one after a newer.
 * A comment line every `heartbeatMs` keeps proxies from closing an idle connection and lets the
 * client notice a dead one.
 */
export class EventStream {
  readonly body = new PassThrough();
  private readonly sentVersions = new Map<string, number>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly closeHandlers: (() => void)[] = [];
  private isClosed = false;

  constructor(heartbeatMs: number) {
    // Fastify sends the headers with the first bytes: a stream with nothing to say yet must still open.
    this.write(': open\n\n');
    this.heartbeat = setInterval(() => this.write(': heartbeat\n\n'), heartbeatMs);
    // Ended by us, or destroyed by Fastify when the client goes away.
    this.body.once('close', () => this.dispose());
    this.body.once('finish', () => this.dispose());
  }

  /** Sends `data` as an `order` event unless this order was already sent at this version or a newer one. */
  sendOrder(orderId: string, version: number, data: unknown): void {
    if ((this.sentVersions.get(orderId) ?? -1) >= version) return;
    this.sentVersions.set(orderId, version);
    this.sendEvent('order', data);
  }

  /**
   * Sends `data` as an event named `event`, as it comes: for streams that say what changed rather than
   * carry bodies (the operator's), where an older state cannot follow a newer one (notifications
   * arrive in commit order on one listening connection).
   */
  sendEvent(event: string, data: unknown): void {
    this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  onClose(handler: () => void): void {
    if (this.isClosed) handler();
    else this.closeHandlers.push(handler);
  }

  /** Ends the response cleanly: the client sees the stream close and may reconnect elsewhere. */
  end(): void {
    if (!this.body.writableEnded) this.body.end();
    this.dispose();
  }

  /** Starts the response: the events written so far, then each one as it is written. */
  sendAsResponse(reply: FastifyReply): FastifyReply {
    return (
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        // nginx and similar proxies would otherwise buffer the stream.
        .header('x-accel-buffering', 'no')
        .send(this.body)
    );
  }

  private write(chunk: string) {
    if (!this.isClosed && !this.body.writableEnded) this.body.write(chunk);
  }

  private dispose() {
    if (this.isClosed) return;
    this.isClosed = true;
    clearInterval(this.heartbeat);
    for (const handler of this.closeHandlers.splice(0)) handler();
  }
}
