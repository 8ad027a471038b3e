import type { OrderStatus } from '@payorder/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Listener } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import {
  getOrder,
  listOpenTraderOrders,
  toCustomerOrder,
  toTraderOrder,
  type OrderRow,
} from '../orders/order-row.ts';
import { EventStream } from './event-stream.ts';
import { ORDER_CHANGED_CHANNEL, parseOrderChange, type OrderChange } from './order-changes.ts';
import { OrderReadModel } from './order-read-model.ts';

/** One open stream's interest in order changes. */
interface Subscriber {
  /** Decided on the notification alone, before the order is read. */
  wants(change: OrderChange): boolean;
  /** The order as it is after the change. */
  onOrder(row: OrderRow): void;
  /** Notifications may have been missed (the listening connection was lost): read again. */
  onResync(): void;
}

/**
 * Whether a trader's stream shows an order: today, the orders of the trader's trade methods. The one
 * place to change when routing offers an order to several traders. Takes the notification or the
 * order read afresh, so both the cheap pre-check and the final check follow the same rule.
 */
export function isVisibleToTrader(order: { traderId: string | null; status: OrderStatus }, traderId: string) {
  return order.traderId === traderId;
}
const traderViewOf = (row: OrderRow) => ({ traderId: row.trader_id, status: row.status });

/**
 * The process's live order events: one LISTEN on `order_changed` (whichever replica made the change),
 * fanned out in memory to the open streams and to the read model of open orders that answers the
 * customer's poll. Each notification that some stream wants is read once.
 */
export class OrderEvents {
  private readonly subscribers = new Set<Subscriber>();
  private readonly streams = new Set<EventStream>();
  private listener: Listener | null = null;
  /** The customer's order as the poll answers it, kept fresh by the same notifications. */
  readonly readModel: OrderReadModel;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly heartbeatMs: number,
  ) {
    this.readModel = new OrderReadModel(
      db,
      () => this.listener?.sync() ?? Promise.reject(new Error('not listening')),
    );
  }

  async start(): Promise<void> {
    this.listener = await this.db.listen(ORDER_CHANGED_CHANNEL, {
      onNotify: (payload) => this.onNotify(payload),
      onLost: () => {
        this.log.warn(
          'order events: the database listener was lost; the poll reads the database until it is back',
        );
        this.readModel.drop();
      },
      onReconnect: () => {
        this.log.info('order events: listening again; open streams catch up');
        this.readModel.resume();
        for (const subscriber of this.subscribers) subscriber.onResync();
      },
    });
    this.readModel.resume();
  }

  /** The customer's stream of one order: its current body, then the body after each change. */
  async openCustomerStream(orderId: string): Promise<EventStream> {
    const stream = this.newStream();
    const send = (row: OrderRow) => stream.sendOrder(row.id, row.version, toCustomerOrder(row));
    const read = () => getOrder(this.db, orderId);
    this.subscribe(stream, {
      wants: (change) => change.orderId === orderId,
      onOrder: send,
      onResync: () => this.catchUp(stream, read().then(send)),
    });
    try {
      // After subscribing: a change committed from here on is notified, one before is in this read.
      send(await read());
    } catch (error) {
      stream.end();
      throw error;
    }
    return stream;
  }

  /** A trader's stream: its open orders (newest first), then each order of its after every change. */
  async openTraderStream(traderId: string): Promise<EventStream> {
    const stream = this.newStream();
    const send = (row: OrderRow) => {
      if (isVisibleToTrader(traderViewOf(row), traderId))
        stream.sendOrder(row.id, row.version, toTraderOrder(row));
    };
    const sendOpenOrders = async () => {
      for (const row of await listOpenTraderOrders(this.db, traderId)) send(row);
    };
    this.subscribe(stream, {
      wants: (change) => isVisibleToTrader(change, traderId),
      onOrder: send,
      onResync: () => this.catchUp(stream, sendOpenOrders()),
    });
    try {
      await sendOpenOrders();
    } catch (error) {
      stream.end();
      throw error;
    }
    return stream;
  }

  /** Streams open now (the metrics). */
  get openStreamCount(): number {
    return this.streams.size;
  }

  /** Ends every open stream; called before the server closes, which would otherwise wait for them. */
  endStreams(): void {
    for (const stream of this.streams) stream.end();
  }

  async stop(): Promise<void> {
    this.endStreams();
    this.readModel.drop();
    await this.listener?.stop();
    this.listener = null;
  }

  private newStream(): EventStream {
    const stream = new EventStream(this.heartbeatMs);
    this.streams.add(stream);
    stream.onClose(() => this.streams.delete(stream));
    return stream;
  }

  private subscribe(stream: EventStream, subscriber: Subscriber) {
    this.subscribers.add(subscriber);
    stream.onClose(() => this.subscribers.delete(subscriber));
  }

  private catchUp(stream: EventStream, reading: Promise<void>) {
    reading.catch((error: unknown) => {
      this.log.warn({ err: error }, 'order events: catching a stream up failed; ending it');
      stream.end();
    });
  }

  private onNotify(payload: string) {
    const change = parseOrderChange(payload);
    if (!change) {
      // Which order changed is unknown: none kept can be trusted.
      this.log.warn({ payload }, 'order events: unreadable notification');
      this.readModel.forgetAll();
      return;
    }
    this.readModel.forget(change.orderId);
    const interested = [...this.subscribers].filter((subscriber) => subscriber.wants(change));
    if (interested.length === 0) return;
    getOrder(this.db, change.orderId).then(
      (row) => {
        for (const subscriber of interested) if (this.subscribers.has(subscriber)) subscriber.onOrder(row);
      },
      (error: unknown) => {
        if (!(error instanceof AppError))
          this.log.error({ err: error }, 'order events: reading an order failed');
      },
    );
  }
}
