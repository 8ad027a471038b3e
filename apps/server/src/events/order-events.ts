import {
  TRADER_PAYOUT_EVENT,
  type OperatorOrderEvent,
  type OperatorTraderEvent,
  type OrderStatus,
  type TraderPayoutEvent,
} from '@payorder/contract';
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
import { ORDER_CHANGED_CHANNEL, parseOrderChange, type OrderChange } from '../orders/order-changes.ts';
import {
  concernsTrader,
  PAYOUT_CHANGED_CHANNEL,
  parsePayoutChange,
  type PayoutChange,
} from '../payouts/payout-changes.ts';
import { OrderReadModel } from './order-read-model.ts';
import {
  endedAccesses,
  isEndedBy,
  parseAccessEnded,
  STREAM_ACCESS_ENDED_CHANNEL,
  type StreamAccess,
} from './stream-access.ts';
import { StreamCaps, type StreamCapLimits } from './stream-caps.ts';
import { parseTraderChange, TRADER_CHANGED_CHANNEL, type TraderChange } from './trader-changes.ts';

/** One open stream's interest in order changes. */
interface Subscriber {
  /** Decided on the notification alone, before the order is read. */
  wants(change: OrderChange): boolean;
  /** The order as it is after the change. */
  onOrder(row: OrderRow): void;
  /** Notifications may have been missed (the listening connection was lost): read again. */
  onResync(): void;
}

/** One open stream told of every change as notified, with nothing read (the operator's). */
interface ChangeWatcher {
  onOrderChange(change: OrderChange): void;
  onTraderChange(change: TraderChange): void;
  /** Notifications may have been missed (the listening connection was lost). */
  onResync(): void;
}

/** One open trader stream told of each payout change that concerns its trader (payouts/payout-changes.ts). */
interface PayoutWatcher {
  traderId: string;
  onPayoutChange(change: PayoutChange): void;
  /** Notifications may have been missed (the listening connection was lost, or one was unreadable). */
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

/** setTimeout's longest delay (about 24.8 days); a later customer token expiry is caught by the re-check. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface OrderEventsOptions {
  /** Between heartbeat comments on a stream, and between re-checks of every stream's access. */
  heartbeatMs: number;
  caps: StreamCapLimits;
}

/**
 * The process's live order events: one LISTEN on `order_changed` (whichever replica made the change),
 * fanned out in memory to the open streams and to the read model of open orders that answers the
 * customer's poll. Each notification that some stream wants is read once. The operator's streams are
 * told of `order_changed` and `trader_changed` as notified, nothing read; a trader's stream of
 * `payout_changed` for the payouts offered to it or its own, likewise.
 *
 * A stream lives only as long as the access that opened it (StreamAccess): a revoked session, a disabled
 * account or trader is notified on its own channel and ends that access's streams at once, on every
 * replica; every heartbeat re-checks all of them in the database anyway (a missed notification, a session
 * that simply ran out); a customer's stream ends when its token expires. StreamCaps bounds how many.
 */
export class OrderEvents {
  private readonly subscribers = new Set<Subscriber>();
  private readonly changeWatchers = new Set<ChangeWatcher>();
  private readonly payoutWatchers = new Set<PayoutWatcher>();
  /** Calls to make when a notification names a trader (watchTrader): no order is read for them. */
  private readonly traderWatchers = new Map<string, Set<() => void>>();
  /** Each open stream and the access it was opened with. */
  private readonly streams = new Map<EventStream, StreamAccess>();
  private readonly caps: StreamCaps;
  private listener: Listener | null = null;
  private accessListener: Listener | null = null;
  private traderListener: Listener | null = null;
  private payoutListener: Listener | null = null;
  private recheckTimer: NodeJS.Timeout | undefined;
  private isRechecking = false;
  /** The customer's order as the poll answers it, kept fresh by the same notifications. */
  readonly readModel: OrderReadModel;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: OrderEventsOptions,
  ) {
    this.caps = new StreamCaps(options.caps);
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
        // One listening connection carries every channel: the trader channel's gap is this one's.
        for (const watcher of this.changeWatchers) watcher.onResync();
        for (const watcher of this.payoutWatchers) watcher.onResync();
        for (const watchers of this.traderWatchers.values()) for (const watcher of watchers) watcher();
      },
    });
    this.readModel.resume();
    this.accessListener = await this.db.listen(STREAM_ACCESS_ENDED_CHANNEL, {
      onNotify: (payload) => this.onAccessEnded(payload),
      // What was revoked while the connection was down was not notified: look now, not at the next beat.
      onReconnect: () => this.recheckAccess(),
    });
    this.traderListener = await this.db.listen(TRADER_CHANGED_CHANNEL, {
      onNotify: (payload) => this.onTraderNotify(payload),
    });
    this.payoutListener = await this.db.listen(PAYOUT_CHANGED_CHANNEL, {
      onNotify: (payload) => this.onPayoutNotify(payload),
    });
    this.recheckTimer = setInterval(() => this.recheckAccess(), this.options.heartbeatMs);
    this.recheckTimer.unref();
  }

  /**
   * Calls `onChange` whenever an order of this trader changes, on any replica (and after a lost
   * listening connection comes back, when changes may have been missed); reads nothing itself. The
   * simulated traders (demo/) work this way instead of polling. Returns the stop.
   */
  watchTrader(traderId: string, onChange: () => void): () => void {
    const watchers = this.traderWatchers.get(traderId) ?? new Set<() => void>();
    this.traderWatchers.set(traderId, watchers);
    watchers.add(onChange);
    return () => {
      watchers.delete(onChange);
      if (watchers.size === 0) this.traderWatchers.delete(traderId);
    };
  }

  /** The customer's stream of one order: its current body, then the body after each change. */
  async openCustomerStream(
    orderId: string,
    access: { address: string; expiresAt: number },
  ): Promise<EventStream> {
    const stream = this.newStream({ kind: 'customer', orderId, ...access });
    const expiry = setTimeout(() => stream.end(), Math.min(access.expiresAt - Date.now(), MAX_TIMER_MS));
    stream.onClose(() => clearTimeout(expiry));
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

  /**
   * A trader's stream: its open orders (newest first), then each order of its after every change; and
   * `payout` (what changed, contract ZTraderPayoutEvent) for each move of a payout offered to it or its own.
   */
  async openTraderStream(
    traderId: string,
    access: { address: string; session: { id: string; userId: string } | null },
  ): Promise<EventStream> {
    const streamAccess: StreamAccess = { kind: 'trader', traderId, ...access };
    const stream = this.newStream(streamAccess);
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
    this.watchPayouts(stream, traderId);
    try {
      // Access ended between the request's check and this stream's registration: no notification
      // could name a stream not yet registered, so it is asked once more before any order is sent.
      if ((await endedAccesses(this.db, [streamAccess])).length > 0) stream.end();
      else await sendOpenOrders();
    } catch (error) {
      stream.end();
      throw error;
    }
    return stream;
  }

  /**
   * The operator's stream (contract operator-events.ts): each order change and each trader going online
   * or offline, on the whole platform, as notified — nothing is read per change, so a busy platform
   * costs a stream a line per change. Opens with nothing but its `: open` comment.
   */
  async openOperatorStream(access: {
    address: string;
    session: { id: string; userId: string } | null;
  }): Promise<EventStream> {
    const streamAccess: StreamAccess = { kind: 'operator', ...access };
    const stream = this.newStream(streamAccess);
    const watcher: ChangeWatcher = {
      onOrderChange: (change) =>
        stream.sendEvent('order', {
          id: change.orderId,
          version: change.version,
          status: change.status,
          traderId: change.traderId,
        } satisfies OperatorOrderEvent),
      onTraderChange: (change) =>
        stream.sendEvent('trader', {
          id: change.traderId,
          online: change.online,
        } satisfies OperatorTraderEvent),
      onResync: () => stream.sendEvent('resync', {}),
    };
    this.changeWatchers.add(watcher);
    stream.onClose(() => this.changeWatchers.delete(watcher));
    try {
      // As for the trader's stream: access may have ended between the request's check and this registration.
      if ((await endedAccesses(this.db, [streamAccess])).length > 0) stream.end();
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
    for (const stream of this.streams.keys()) stream.end();
  }

  async stop(): Promise<void> {
    clearInterval(this.recheckTimer);
    this.endStreams();
    this.readModel.drop();
    await this.listener?.stop();
    await this.accessListener?.stop();
    await this.traderListener?.stop();
    await this.payoutListener?.stop();
    this.listener = null;
    this.accessListener = null;
    this.traderListener = null;
    this.payoutListener = null;
  }

  /** A new stream for `access`, once StreamCaps has a slot for it (else 429 rate_limited). */
  private newStream(access: StreamAccess): EventStream {
    const release = this.caps.take(access);
    const stream = new EventStream(this.options.heartbeatMs);
    this.streams.set(stream, access);
    stream.onClose(() => {
      this.streams.delete(stream);
      release();
    });
    return stream;
  }

  private onAccessEnded(payload: string) {
    const ended = parseAccessEnded(payload);
    if (!ended) {
      this.log.warn({ payload }, 'order events: unreadable notification of ended access; re-checking all');
      this.recheckAccess();
      return;
    }
    // At once, before any order notified after the revocation is read for these streams.
    for (const [stream, access] of this.streams) if (isEndedBy(access, ended)) stream.end();
  }

  /** Ends the streams whose access no longer holds (the database says so); one run at a time. */
  private recheckAccess() {
    if (this.isRechecking || this.streams.size === 0) return;
    this.isRechecking = true;
    const open = [...this.streams];
    endedAccesses(
      this.db,
      open.map(([, access]) => access),
    )
      .then((ended) => {
        const isEnded = new Set(ended);
        for (const [stream, access] of open) if (isEnded.has(access)) stream.end();
      })
      .catch((error: unknown) =>
        this.log.warn({ err: error }, 'order events: re-checking the streams’ access failed'),
      )
      .finally(() => (this.isRechecking = false));
  }

  /** The trader's stream hears of its payouts: what changed, as notified, nothing read. */
  private watchPayouts(stream: EventStream, traderId: string) {
    const watcher: PayoutWatcher = {
      traderId,
      onPayoutChange: (change) =>
        stream.sendEvent(TRADER_PAYOUT_EVENT, {
          id: change.id,
          status: change.status,
          offered: change.offeredTraderId === traderId && change.status === 'new',
          amount: change.amount,
          currency: change.currency,
        } satisfies TraderPayoutEvent),
      onResync: () => stream.sendEvent('resync', {}),
    };
    this.payoutWatchers.add(watcher);
    stream.onClose(() => this.payoutWatchers.delete(watcher));
  }

  private onPayoutNotify(payload: string) {
    const change = parsePayoutChange(payload);
    if (!change) {
      this.log.warn({ payload }, 'order events: unreadable notification of a payout; trader streams re-read');
      for (const watcher of this.payoutWatchers) watcher.onResync();
      return;
    }
    for (const watcher of this.payoutWatchers) {
      if (concernsTrader(change, watcher.traderId)) watcher.onPayoutChange(change);
    }
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

  private onTraderNotify(payload: string) {
    const change = parseTraderChange(payload);
    if (!change) {
      this.log.warn({ payload }, 'order events: unreadable notification of a trader; streams re-read');
      for (const watcher of this.changeWatchers) watcher.onResync();
      return;
    }
    for (const watcher of this.changeWatchers) watcher.onTraderChange(change);
  }

  private onNotify(payload: string) {
    const change = parseOrderChange(payload);
    if (!change) {
      // Which order changed is unknown: none kept can be trusted.
      this.log.warn({ payload }, 'order events: unreadable notification');
      this.readModel.forgetAll();
      for (const watcher of this.changeWatchers) watcher.onResync();
      return;
    }
    this.readModel.forget(change.orderId);
    for (const watcher of this.changeWatchers) watcher.onOrderChange(change);
    if (change.traderId) for (const watcher of this.traderWatchers.get(change.traderId) ?? []) watcher();
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
