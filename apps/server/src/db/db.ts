import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { CommitSignals } from './commit-signals.ts';
import { withTimeout } from './timeout.ts';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /**
   * Inside a transaction: runs `callback` once it has committed (never when it rolls back), before the
   * transaction's promise resolves (an async one is awaited).
   */
  afterCommit?(callback: () => void | Promise<void>): void;
  /** What floors above answer after a commit (commit-signals.ts): the Db's, shared by its transactions. */
  readonly signals?: CommitSignals;
  /**
   * Sends `NOTIFY channel, payload` for each payload: inside a transaction once it has committed (never
   * when it rolls back), outside one at once. See `notify` below.
   */
  notify?(channel: string, payloads: string[]): Promise<void>;
}

/**
 * Notifies `channel` of each payload for the listeners of every replica (Db.listen). Inside a
 * transaction the notifications go once it has committed, batched, in a transaction of their own that
 * does not wait for its WAL flush: a NOTIFY inside the changing transaction would hold PostgreSQL's
 * database-wide notification lock through that transaction's commit, so every notifying commit would
 * flush alone, one after another (docs/performance.md "Order life"). Sent before the transaction's
 * promise resolves, so a caller that answers after it has notified. Not sent (a process that dies
 * between the commit and the notification, a lost connection): listeners catch up as a lost listening
 * connection does: a stream that reconnects reads afresh, and the read model keeps nothing longer than
 * READ_MODEL_MAX_AGE_MS (events/order-read-model.ts).
 */
export async function notify(q: Queryable, channel: string, payloads: string[]): Promise<void> {
  if (payloads.length === 0) return;
  if (q.notify) return q.notify(channel, payloads);
  await q.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [channel, payloads]);
}

/**
 * SQL: text constants as a list, `('a', 'b')`, for `column IN …`. For sets the code names once (the
 * held statuses), never for input: the planner then knows the values, so it reads an index by them
 * (orders by entry and status) where a parameter (`= ANY($1)`) in a statement prepared once leaves it
 * guessing, and it scanned every order an entry ever had (docs/performance.md "A platform with a past").
 */
export const sqlTextList = (values: readonly string[]) =>
  `(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`;

/** What a transaction will notify once it commits: payloads by channel, in order. */
type PendingNotifications = Map<string, string[]>;
const pendingNotify = (pending: PendingNotifications) => (channel: string, payloads: string[]) => {
  pending.set(channel, [...(pending.get(channel) ?? []), ...payloads]);
  return Promise.resolve();
};
/** The batch as two parallel arrays: channels and payloads. */
function flattened(pending: PendingNotifications): [string[], string[]] {
  const pairs = [...pending].flatMap(([channel, list]) => list.map((payload) => [channel, payload] as const));
  return [pairs.map(([channel]) => channel), pairs.map(([, payload]) => payload)];
}
const NOTIFY_BATCH_SQL = 'SELECT pg_notify(c, p) FROM unnest($1::text[], $2::text[]) AS n(c, p)';
/**
 * What pg_notify itself may answer (a payload past 8000 bytes; the queue full, a listener far behind):
 * only the notifications' part of a commit sent with them can fail so.
 */
const NOTIFY_SQLSTATE = new Set(['22023', '54000']);

/** A PostgreSQL pool's connections, for the metrics. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  readonly signals: CommitSignals;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of each `NOTIFY channel` (sent when the notifying transaction
   * commits) and resolves to the listener. A lost listening connection is reopened: `onLost` is called
   * as soon as it is found lost; what was notified meanwhile is lost, so `onReconnect` is called once it
   * listens again, to re-read. PostgreSQL: on a connection of its own to the direct URL.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  /** PostgreSQL only: the pool's connections now. */
  poolStats?(): PoolStats;
  /**
   * Transactions this Db committed only to send notifications after other transactions (`notify`),
   * since it opened: what a count of the database's commits includes beside the work's own
   * (the bench's order life does not count them as the order's).
   */
  notificationTransactions(): number;
  /**
   * Transactions this Db committed since it opened, the notification transactions among them: each
   * statement run outside a transaction, each `transaction`, each notification transaction. Counted
   * here, as they commit: PostgreSQL's own count (`pg_stat_database.xact_commit`) takes in a
   * backend's transactions only when it reports them, up to ten seconds after it goes idle.
   */
  committedTransactions(): number;
  /**
   * PostgreSQL only: transactions run again since the Db opened because PostgreSQL ended them as a
   * deadlock's victim or for a serialization failure (TRANSACTION_RETRIES).
   */
  transactionRetries?(): number;
  /** PGlite only: the whole database as an image `openDb({ image })` starts from (tests copy a migrated one). */
  dumpImage?(): Promise<Blob>;
  close(): Promise<void>;
}

/** SQLSTATEs of a database that is gone or going: connection exceptions (08…), shutting down or starting up. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3])$/;
/** Socket errors, and what pg says when a connection it had died or a new one did not come. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * Whether an error means the database cannot be reached right now (PostgreSQL restarting, a failover,
 * the network) rather than a fault of the request or the code: the caller may retry it unchanged.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) {
    return true;
  }
  return UNAVAILABLE_MESSAGE.test(error.message);
}

type AfterCommit = () => void | Promise<void>;

/** What a Db committed: its work's transactions (a statement outside one counts as one) and its notifications'. */
class CommitCounts {
  work = 0;
  notifications = 0;

  /** Resolves as `commit` does, counting one work transaction when it does. */
  async committing<T>(commit: Promise<T>): Promise<T> {
    const result = await commit;
    this.work += 1;
    return result;
  }

  total(): number {
    return this.work + this.notifications;
  }
}

/**
 * Runs a transaction given a list for its after-commit callbacks and a map for its notifications; once
 * it has committed, sends the notifications still in the map (`send`; PostgreSQL's transaction sends
 * them with its COMMIT and empties it; one that fails is lost, as a notification to a lost listening
 * connection is, and caught up the same way: see `notify`) and runs the callbacks.
 */
async function withAfterCommit<T>(
  send: (pending: PendingNotifications) => Promise<void>,
  run: (callbacks: AfterCommit[], pending: PendingNotifications) => Promise<T>,
): Promise<T> {
  const callbacks: AfterCommit[] = [];
  const pending: PendingNotifications = new Map();
  const result = await run(callbacks, pending);
  if (pending.size > 0) await send(pending).catch(() => undefined);
  for (const callback of callbacks) await callback();
  return result;
}

export interface ListenHandlers {
  onNotify: (payload: string) => void;
  /** The listening connection was lost: notifications may be missed until `onReconnect`. */
  onLost?: () => void;
  onReconnect?: () => void;
}

export interface Listener {
  stop(): Promise<void>;
  /**
   * Resolves once every notification committed before this call has been handed to `onNotify`; rejects
   * when that cannot be known (no listening connection, or no answer within SYNC_TIMEOUT_MS). What makes
   * a cache kept fresh by notifications read-your-writes across replicas (events/order-read-model.ts).
   */
  sync(): Promise<void>;
}

/** A listener that does not answer a sync this fast counts as lost for that call. */
export const SYNC_TIMEOUT_MS = 1000;

const MEMORY = 'memory://';

export async function openDb(options: {
  databaseUrl?: string;
  /**
   * PostgreSQL: a direct connection's URL (not through a transaction-mode pooler such as PgBouncer)
   * for what needs a session of its own, the LISTEN connection; unset, `databaseUrl`
   * (docs/architecture.md "Database").
   */
  directUrl?: string;
  dataDir: string;
  /** PGlite in memory only: start from this image (`dumpImage`) instead of an empty database. */
  image?: Blob;
}): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.directUrl ?? options.databaseUrl);
  // 'memory://' keeps the database in memory (tests); otherwise it lives under the data dir.
  if (options.dataDir === MEMORY) return openPglite(MEMORY, options.image);
  return openPglite(path.join(options.dataDir, 'pg'));
}

async function openPglite(dir: string, image?: Blob): Promise<Db> {
  if (dir !== MEMORY) await fs.mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir === MEMORY ? { loadDataDir: image } : { dataDir: dir });
  const run = async <T>(q: Pick<PGlite, 'query'>, sql: string, params?: unknown[]) => {
    const result = await q.query<T>(sql, params);
    return { rows: result.rows, rowCount: result.rows.length || (result.affectedRows ?? 0) };
  };
  const signals = new CommitSignals();
  const counts = new CommitCounts();
  const send = async (pending: PendingNotifications) => {
    await client.query(NOTIFY_BATCH_SQL, flattened(pending));
    counts.notifications += 1;
  };
  return {
    kind: 'pglite',
    signals,
    query: (sql, params) => counts.committing(run(client, sql, params)),
    notify: (channel, payloads) => send(new Map([[channel, payloads]])),
    notificationTransactions: () => counts.notifications,
    committedTransactions: () => counts.total(),
    transaction: (work) =>
      withAfterCommit(send, (callbacks, pending) =>
        counts.committing(
          client.transaction((tx) =>
            work({
              query: (sql, params) => run(tx, sql, params),
              afterCommit: (cb) => callbacks.push(cb),
              notify: pendingNotify(pending),
              signals,
            }),
          ),
        ),
      ),
    // One in-process database: its notifications cannot be lost, so there is never a reconnect. PGlite
    // hands a notification to its listeners in a microtask queued while it reads the committing
    // statement's reply, so before that statement's promise resolves: a call that starts after a commit
    // has resolved finds its notification delivered already, and sync has nothing to wait for.
    listen: async (channel, { onNotify }) => {
      const stop = await client.listen(channel, onNotify);
      return { stop: () => stop(), sync: () => Promise.resolve() };
    },
    dumpImage: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** At most this many statement texts get a name: past it (SQL built from input would be a bug), unnamed. */
const MAX_NAMED_STATEMENTS = 2000;

/** SQLSTATEs that end the naming of statements: a pooler between the server and PostgreSQL. */
const POOLED_STATEMENT_SQLSTATE = new Set([
  '26000', // invalid_sql_statement_name: prepared on another server connection than this one
  '42P05', // duplicate_prepared_statement: another client prepared the name on this server connection
]);

/**
 * Names for the server's parameterised statements, so that each connection prepares a statement once
 * and PostgreSQL plans it once (a generic plan, when its cost is no worse than the custom ones'):
 * planning the settlement's, routing's and matching's statements was over a third of the database's
 * CPU per confirmed notification (docs/performance.md). Statements without parameters stay unnamed
 * (they may hold several statements, which only the simple protocol runs).
 *
 * Only on PostgreSQL itself: a transaction-mode pooler hands each transaction to any server connection,
 * where a statement prepared on another does not exist. So none when `DATABASE_DIRECT_URL` names
 * another address than `DATABASE_URL` (a pooler), and none from the first error that shows a pooler
 * anyway (a worker given only the pooler's URL): the work that met it runs again unnamed.
 */
class StatementNames {
  private names = new Map<string, string>();
  private generation = 0;

  constructor(private enabled: boolean) {}

  nameOf(sql: string, params: unknown[] | undefined): string | undefined {
    if (!this.enabled || !params || params.length === 0) return undefined;
    let name = this.names.get(sql);
    if (!name && this.names.size < MAX_NAMED_STATEMENTS) {
      name = `p${this.generation}_${this.names.size}`;
      this.names.set(sql, name);
    }
    return name;
  }

  /**
   * Drops every name when `error` is about a named statement: a pooler's (no names from now on), or
   * PostgreSQL refusing one whose result's columns changed under it (a migration added a column to a
   * table read with `*`, during a rolling upgrade: each statement is prepared again under a new name).
   * True for such an error (whether this call dropped them or another did): the work that met it may
   * run again.
   */
  noteError(error: unknown): boolean {
    const code = (error as { code?: unknown }).code;
    const pooled = typeof code === 'string' && POOLED_STATEMENT_SQLSTATE.has(code);
    const stale =
      code === FEATURE_NOT_SUPPORTED &&
      /cached plan must not change result type/.test((error as Error).message);
    if (!pooled && !stale) return false;
    // Work running at the same time may meet it after another dropped the names: it runs again too.
    if (!this.enabled) return true;
    if (pooled) this.enabled = false;
    this.names.clear();
    this.generation += 1;
    return true;
  }
}

/**
 * A pooled client for work of several statements. The pool listens for a lost connection only while a
 * client is idle; one handed out emits its error to nobody, which would end the process. An error
 * between two statements (PostgreSQL restarted, the backend terminated) instead fails the next one, and
 * `release` gives a client that is no longer queryable back to be dropped, not pooled.
 */
async function checkOut(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect();
  const onError = () => undefined;
  client.on('error', onError);
  const release = client.release;
  client.release = (error) => {
    client.removeListener('error', onError);
    release(error);
  };
  return client;
}

const FEATURE_NOT_SUPPORTED = '0A000';

/**
 * SQLSTATEs of a transaction PostgreSQL ended so that another could go on: a deadlock's victim, a
 * serialization failure. Nothing of it was written, and run again it normally goes through.
 */
const RETRIED_SQLSTATE = new Set(['40P01', '40001']);
/** How many times such a transaction is run again, each after a short random pause. */
export const TRANSACTION_RETRIES = 3;
const RETRY_PAUSE_MAX_MS = 20;

/**
 * Runs `work` (a whole transaction) again when PostgreSQL ended it as a deadlock's victim or for a
 * serialization failure, up to TRANSACTION_RETRIES times; then, or for any other error, the error is
 * the caller's. The pause, random, keeps two victims from meeting again in step. Safe because a
 * transaction's work leaves nothing outside it until it commits (after-commit callbacks and
 * notifications run only then), as `again` already relies on.
 */
async function retryEndedTransactions<T>(work: () => Promise<T>, onRetry: () => void): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= TRANSACTION_RETRIES || typeof code !== 'string' || !RETRIED_SQLSTATE.has(code))
        throw error;
      onRetry();
      await new Promise((resolve) => setTimeout(resolve, Math.random() * RETRY_PAUSE_MAX_MS));
    }
  }
}

/**
 * Work that met an error of a named statement (a pooler's, or one prepared before the schema changed
 * under it; in a transaction, the whole transaction, rolled back) runs once more from the start, its
 * statements named afresh or not at all. Any other failure is the caller's.
 */
async function again<T>(attempt: (onDropped: () => void) => Promise<T>): Promise<T> {
  let dropped = false;
  try {
    return await attempt(() => (dropped = true));
  } catch (error) {
    if (!dropped) throw error;
    return attempt(() => undefined);
  }
}

/**
 * The notifications' own transaction as one simple query of several statements, the payloads as
 * escaped literals. Notifications are not durable (a listener gets them only while connected), so it
 * need not wait for its WAL flush: it holds the notification lock for microseconds, not a flush.
 */
function notifying(client: pg.PoolClient, pending: PendingNotifications): string {
  const [channels, payloads] = flattened(pending);
  const array = (items: string[]) =>
    `ARRAY[${items.map((item) => client.escapeLiteral(item)).join(',')}]::text[]`;
  return `BEGIN; SET LOCAL synchronous_commit = off; ${NOTIFY_BATCH_SQL.replace('$1::text[]', array(channels)).replace('$2::text[]', array(payloads))}; COMMIT`;
}

/**
 * The pool may sit behind a transaction-mode pooler (docs/architecture.md "Database"): its connections
 * carry no session state from one transaction to the next. So: no startup parameters such as `options`
 * or `statement_timeout` (PgBouncer refuses any its `ignore_startup_parameters` does not name), no `SET`
 * but `SET LOCAL`, advisory locks only transaction-scoped (`pg_advisory_xact_lock`), temp tables only
 * `ON COMMIT DROP` inside a transaction, named prepared statements only without a pooler (StatementNames), and
 * LISTEN only on `directUrl`, the listener's own connection.
 */
async function openPostgres(url: string, directUrl: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const statements = new StatementNames(url === directUrl);
  /** `onDropped`: told when this statement's error dropped the names (StatementNames.noteError). */
  const run = async <T>(
    q: pg.Pool | pg.PoolClient,
    sql: string,
    params: unknown[] | undefined,
    onDropped: () => void,
  ) => {
    const name = statements.nameOf(sql, params);
    try {
      const result = await q.query(
        name ? { name, text: sql, values: params } : { text: sql, values: params },
      );
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    } catch (error) {
      if (statements.noteError(error)) onDropped();
      throw error;
    }
  };
  await pool.query('select 1');
  const listener = new PgListener(directUrl);
  const signals = new CommitSignals();
  const counts = new CommitCounts();
  // Transactions run again (retryEndedTransactions).
  let retried = 0;
  const send = async (pending: PendingNotifications) => {
    const client = await checkOut(pool);
    try {
      await client.query(notifying(client, pending));
      counts.notifications += 1;
      client.release();
    } catch (error) {
      client.release(error as Error); // it may be left inside the failed transaction: not pooled again
      throw error;
    }
  };
  /**
   * Commits the transaction on `client` and, in the same round trip, sends its notifications in a
   * transaction of their own (`send`'s; a simple query runs its statements one after the other and
   * skips the rest at the first error, so a transaction that fails to commit notifies nothing). A
   * failure past the commit can only be the notifications' (pg_notify's own errors: a payload too long,
   * a full queue): the work committed, and its notifications are lost as `send`'s are.
   */
  const commit = async (client: pg.PoolClient, pending: PendingNotifications) => {
    if (pending.size === 0) await client.query('COMMIT');
    else {
      try {
        await client.query(`COMMIT; ${notifying(client, pending)}`);
        counts.notifications += 1;
      } catch (error) {
        if (!NOTIFY_SQLSTATE.has((error as { code?: string }).code ?? '')) throw error;
        await client.query('ROLLBACK');
      }
      pending.clear();
    }
    counts.work += 1;
  };
  return {
    kind: 'postgres',
    signals,
    query: (sql, params) => counts.committing(again((onDropped) => run(pool, sql, params, onDropped))),
    notify: (channel, payloads) => send(new Map([[channel, payloads]])),
    notificationTransactions: () => counts.notifications,
    committedTransactions: () => counts.total(),
    transactionRetries: () => retried,
    transaction: (work) =>
      retryEndedTransactions(
        () =>
          again((onDropped) =>
            withAfterCommit(send, async (callbacks, pending) => {
              const client = await checkOut(pool);
              try {
                await client.query('BEGIN');
                const result = await work({
                  query: (sql, params) => run(client, sql, params, onDropped),
                  afterCommit: (cb) => callbacks.push(cb),
                  notify: pendingNotify(pending),
                  signals,
                });
                await commit(client, pending);
                return result;
              } catch (error) {
                await client.query('ROLLBACK').catch(() => undefined);
                throw error;
              } finally {
                client.release();
              }
            }),
          ),
        () => (retried += 1),
      ),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, handlers) => listener.listen(channel, handlers),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5000;
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The process's one LISTEN connection: a pg.Client of its own, since a pooled client is handed to
 * other queries and a LISTEN lasts only as long as its session; on the direct URL, since a
 * transaction-mode pooler hands a session to other clients between transactions. When the connection
 * drops (PostgreSQL restarted, backend terminated) it reconnects with a doubling delay, listens again on
 * every channel, and tells the handlers to catch up.
 */
class PgListener {
  private readonly channels = new Map<string, Set<ListenHandlers>>();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private retryDelayMs = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private isClosed = false;

  constructor(private readonly url: string) {}

  /** The sync the callers of this turn of the event loop share, not sent yet. */
  private nextSync: Promise<void> | null = null;

  async listen(channel: string, handler: ListenHandlers): Promise<Listener> {
    let handlers = this.channels.get(channel);
    const isNewChannel = !handlers;
    if (!handlers) this.channels.set(channel, (handlers = new Set()));
    handlers.add(handler);
    let client: pg.Client;
    try {
      client = this.client ?? (await this.connect());
    } catch (error) {
      handlers.delete(handler);
      if (handlers.size === 0) this.channels.delete(channel);
      throw error;
    }
    // A connection opened meanwhile may have run its LISTENs before this channel was added; twice is harmless.
    if (isNewChannel) await client.query(`LISTEN ${quoteIdent(channel)}`);
    return {
      stop: async () => {
        handlers.delete(handler);
        if (handlers.size > 0 || this.channels.get(channel) !== handlers) return;
        this.channels.delete(channel);
        await this.client?.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
      },
      sync: () => this.sync(),
    };
  }

  /**
   * A query on the listening connection, answered after every notification committed before it was
   * sent: a backend hands pending notifications to its client before it reads the next command, and
   * the signal telling it of one is sent before the notifying commit returns. A query may answer
   * every caller that asked before it was sent, so the callers of one turn of the event loop share one,
   * sent once the turn's I/O has been handled (setImmediate); pg sends it no sooner than that.
   */
  private sync(): Promise<void> {
    this.nextSync ??= new Promise<void>((resolve, reject) => {
      setImmediate(() => {
        this.nextSync = null;
        const client = this.client;
        if (!client) return reject(new Error('The database listener is not connected'));
        withTimeout(client.query('SELECT 1'), SYNC_TIMEOUT_MS).then(() => resolve(), reject);
      });
    });
    return this.nextSync;
  }

  async close(): Promise<void> {
    this.isClosed = true;
    clearTimeout(this.retryTimer);
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<pg.Client> {
    this.connecting ??= (async () => {
      const client = new pg.Client({
        connectionString: this.url,
        application_name: 'payorder-listener',
        keepAlive: true,
      });
      // An error on an open connection is followed by 'end', which reconnects.
      client.on('error', () => undefined);
      client.on('notification', (message) => {
        for (const handler of this.channels.get(message.channel) ?? [])
          handler.onNotify(message.payload ?? '');
      });
      try {
        await client.connect();
        for (const channel of this.channels.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      if (this.isClosed) {
        await client.end().catch(() => undefined);
        throw new Error('The database is closed');
      }
      client.once('end', () => this.lost(client));
      this.client = client;
      return client;
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private lost(client: pg.Client) {
    if (this.client !== client || this.isClosed) return;
    this.client = null;
    for (const handlers of this.channels.values()) for (const handler of handlers) handler.onLost?.();
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    this.retryDelayMs = Math.min(Math.max(this.retryDelayMs * 2, RECONNECT_MIN_MS), RECONNECT_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.connect().then(
        () => {
          this.retryDelayMs = 0;
          for (const handlers of this.channels.values())
            for (const handler of handlers) handler.onReconnect?.();
        },
        () => {
          if (!this.isClosed) this.scheduleReconnect();
        },
      );
    }, this.retryDelayMs);
    this.retryTimer.unref();
  }
}
