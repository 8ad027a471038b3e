import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/db.ts';
import { withTimeout } from '../db/timeout.ts';

/**
 * Counted where they happen, once per process, whichever app or worker in it did them; each
 * registry (the server's /metrics, the worker's) shows them. Registered nowhere by default so that
 * tests building several apps in one process do not collide in prom-client's global registry.
 */
export const orderMoves = new Counter({
  name: 'payorder_order_moves_total',
  help: 'Order moves committed, by move and the status the order is in after it',
  labelNames: ['move', 'status'] as const,
  registers: [],
});

export const callbackAttempts = new Counter({
  name: 'payorder_callback_attempts_total',
  help: 'Callback delivery attempts by outcome: delivered, retry (will be tried again) or failed (gave up)',
  labelNames: ['outcome'] as const,
  registers: [],
});

export const bankNotifications = new Counter({
  name: 'payorder_bank_notifications_total',
  help: "Bank notifications posted by traders' phones, by outcome (confirmed, matched, unmatched, ambiguous, ignored, unparsed, duplicate)",
  labelNames: ['outcome'] as const,
  registers: [],
});

export const connectionsRefused = new Counter({
  name: 'payorder_connections_refused_total',
  help: 'Connections closed as they arrived, by the cap they were over: total (MAX_CONNECTIONS) or address (MAX_CONNECTIONS_PER_ADDRESS)',
  labelNames: ['cap'] as const,
  registers: [],
});

/** A registry with the process's default metrics (CPU, memory, event loop, GC) and the shared counters. */
function baseRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registry.registerMetric(orderMoves);
  registry.registerMetric(callbackAttempts);
  registry.registerMetric(bankNotifications);
  return registry;
}

/** The callback worker process's registry (src/worker.ts). */
export function workerMetrics(): Registry {
  return baseRegistry();
}

/** Milliseconds the scrape waits for the outbox figures; an unreachable database must not hang /metrics. */
const SCRAPE_QUERY_TIMEOUT_MS = 2000;

/** The server's metrics: the base ones, HTTP requests, event streams, the database pool and the outbox. */
export class ServerMetrics {
  readonly registry = baseRegistry();

  readonly requestDuration = new Histogram({
    name: 'payorder_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status class (its _count is the request rate)',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  private readonly outboxPending = new Gauge({
    name: 'payorder_callback_outbox_pending',
    help: 'Callbacks waiting for delivery (pending in the outbox); NaN when the database did not answer',
    registers: [this.registry],
  });

  private readonly outboxOldestSeconds = new Gauge({
    name: 'payorder_callback_outbox_oldest_pending_seconds',
    help: 'Age of the oldest pending callback in seconds (0 when none); NaN when the database did not answer',
    registers: [this.registry],
  });

  constructor(
    private readonly db: Db,
    /** The live order streams (events/order-events.ts), read when metrics are scraped. */
    orderEvents: { readonly openStreamCount: number },
  ) {
    this.registry.registerMetric(connectionsRefused);
    new Gauge({
      name: 'payorder_event_streams_open',
      help: 'Live order event streams (SSE) open on this process',
      registers: [this.registry],
      collect() {
        this.set(orderEvents.openStreamCount);
      },
    });
    this.dbCounter(
      'payorder_db_transactions_total',
      'Transactions committed on the database by this process (a statement outside a transaction counts as one), the notification transactions among them',
      () => db.committedTransactions(),
    );
    this.dbCounter(
      'payorder_db_notification_transactions_total',
      'Transactions committed only to send change notifications after the transactions that made the changes',
      () => db.notificationTransactions(),
    );
    const { transactionRetries } = db;
    if (transactionRetries) {
      this.dbCounter(
        'payorder_db_transaction_retries_total',
        'Transactions run again because PostgreSQL ended them as a deadlock victim or for a serialization failure',
        transactionRetries,
      );
    }
    const { poolStats } = db;
    if (poolStats) {
      new Gauge({
        name: 'payorder_db_pool_connections',
        help: 'PostgreSQL pool connections: total open, idle, and queries waiting for one',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          const stats = poolStats();
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      });
    }
  }

  /** A counter the Db keeps itself (db.ts), read when metrics are scraped. */
  private dbCounter(name: string, help: string, read: () => number) {
    new Counter({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  }

  /** Prometheus text: the outbox figures read with one query, then every metric. */
  async scrape(): Promise<string> {
    try {
      const { rows } = await withTimeout(
        this.db.query<{ pending: number; oldest: number | null }>(
          `SELECT count(*)::int AS pending,
                  extract(epoch FROM now() - min(created_at))::float8 AS oldest
             FROM callback_outbox WHERE state = 'pending'`,
        ),
        SCRAPE_QUERY_TIMEOUT_MS,
      );
      this.outboxPending.set(rows[0]?.pending ?? 0);
      this.outboxOldestSeconds.set(Math.max(0, rows[0]?.oldest ?? 0));
    } catch {
      this.outboxPending.set(Number.NaN);
      this.outboxOldestSeconds.set(Number.NaN);
    }
    return this.registry.metrics();
  }
}
