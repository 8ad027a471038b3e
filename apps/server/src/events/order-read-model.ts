import { ENDED_STATUSES, ZOrder } from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { getOrder, toCustomerOrder, type OrderRow } from '../orders/order-row.ts';

/** Open orders kept per process; past it the oldest entry goes (it is read again when polled). */
export const READ_MODEL_MAX_ORDERS = 10_000;
/**
 * How long an order is answered from memory before it is read again, however quiet. Notifications go
 * after their commit (db.ts `notify`): one a process never sent (it died between the two) would
 * otherwise leave its order's entry stale here for good; this bounds it to a few polls.
 */
export const READ_MODEL_MAX_AGE_MS = 30_000;

interface Entry {
  /** The customer's body (`GET /v1/customer/orders/{id}`), encoded by ZOrder once, as JSON. */
  json: string;
  /**
   * In ms: READ_MODEL_MAX_AGE_MS after it was read, or its statusTimeoutAt if sooner (past that the order
   * is the sweeper's to cancel). Past it the order is read afresh.
   */
  expiresAt: number;
}

interface Read {
  promise: Promise<string>;
  /** A change of the order, or a lost listener, came while it was under way: it must not be kept. */
  isStale: boolean;
}

/**
 * The process's read model of open orders as their customers see them: what the 3 s poll of every
 * open payment page asks for, answered without a query while the order has not changed
 * (docs/decisions/006-order-read-model.md).
 *
 * Fresh because every change of an order notifies `order_changed` once it has committed, on whichever
 * replica (orders/order-changes.ts), before the request that made it is answered: the notification
 * drops the order's entry. A poll first waits for the listener's `sync` (every notification sent
 * before the poll arrived has been handled), so a move answered anywhere before a poll is always in
 * that poll's answer; an entry is kept at most READ_MODEL_MAX_AGE_MS. Without a listening
 * connection nothing is kept and nothing served from memory: `drop` on loss, `resume` once listening.
 * Ended orders are not kept; neither is one past its statusTimeoutAt (the sweeper cancels it, notifying).
 */
export class OrderReadModel {
  private readonly entries = new Map<string, Entry>();
  private readonly reads = new Map<string, Read>();
  private isLive = false;

  constructor(
    private readonly db: Queryable,
    private readonly sync: () => Promise<void>,
    private readonly maxEntries = READ_MODEL_MAX_ORDERS,
  ) {}

  /** The customer's body of the order, as JSON; throws 404 (AppError) for an unknown order. */
  async customerOrderJson(orderId: string): Promise<string> {
    if (this.isLive) {
      try {
        await this.sync();
        const entry = this.isLive ? this.entries.get(orderId) : undefined;
        if (entry && entry.expiresAt > Date.now()) return entry.json;
      } catch {
        // The listener did not answer in time: what is kept cannot be vouched for now. It still listens
        // (a lost connection calls drop), so later polls sync again.
        this.forgetAll();
      }
    }
    return this.read(orderId);
  }

  /** The order changed (a notification): its entry, and any read of it under way, are out of date. */
  forget(orderId: string): void {
    this.entries.delete(orderId);
    const read = this.reads.get(orderId);
    if (read) read.isStale = true;
  }

  /** Forgets every order kept, and every read under way. */
  forgetAll(): void {
    this.entries.clear();
    for (const read of this.reads.values()) read.isStale = true;
  }

  /** Notifications may be missed from now on: forget everything, keep nothing until `resume`. */
  drop(): void {
    this.isLive = false;
    this.forgetAll();
  }

  /** Listening (again): notifications are handled from here on, so answers may be kept. */
  resume(): void {
    this.isLive = true;
  }

  /** Orders held now (tests, metrics). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * One read per order at a time: concurrent polls of an order that is not kept share it. A read marked
   * stale is never joined: the change that marked it may have committed after it began.
   */
  private read(orderId: string): Promise<string> {
    const running = this.reads.get(orderId);
    if (running && !running.isStale) return running.promise;
    const read: Read = { promise: Promise.resolve(''), isStale: !this.isLive };
    read.promise = getOrder(this.db, orderId)
      .then((row) => {
        const json = JSON.stringify(ZOrder.encode(toCustomerOrder(row)));
        if (!read.isStale && this.isLive) this.keep(row, json);
        return json;
      })
      .finally(() => {
        if (this.reads.get(orderId) === read) this.reads.delete(orderId);
      });
    this.reads.set(orderId, read);
    return read.promise;
  }

  private keep(row: OrderRow, json: string) {
    if (ENDED_STATUSES.includes(row.status)) return;
    const timeoutAt = row.status_timeout_at ? new Date(row.status_timeout_at).getTime() : null;
    if (timeoutAt !== null && timeoutAt <= Date.now()) return;
    this.entries.delete(row.id);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(row.id, {
      json,
      expiresAt: Math.min(timeoutAt ?? Infinity, Date.now() + READ_MODEL_MAX_AGE_MS),
    });
  }
}
