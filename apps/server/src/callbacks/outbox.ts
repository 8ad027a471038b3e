import crypto from 'node:crypto';
import type {
  CallbackAttempt,
  CallbackEvent,
  CallbackRetryResponse,
  CallbackUrlStatus,
  ShopCallback,
  TestCallbackEvent,
} from '@payorder/contract';
import type { Db, Queryable } from '../db/db.ts';
import { notifyOrderChanged } from '../orders/order-changes.ts';
import { AppError } from '../http/errors.ts';
import type { AttemptOutcome } from './post-callback.ts';

/** One outbox row claimed by a worker for one attempt. */
export interface ClaimedCallback {
  event_id: string;
  /** Null for a test event. */
  order_id: string | null;
  callback_url: string;
  payload: CallbackEvent;
  /** Attempts in this round, this one included. */
  attempts: number;
  /** The lease this claim holds, as the database wrote it: it fences the result write (see finishAttempt). */
  lease: string;
  /** The shop's webhook secret of the event's mode: the test one for a test order's event. */
  webhook_secret_enc: string;
  /** The secret replaced by a rotation, and the end of its grace period (both null when none). */
  previous_webhook_secret_enc: string | null;
  previous_webhook_secret_until: Date | string | null;
}

/**
 * Claims up to `limit` due callbacks: pending, due, and not leased (or the lease ran out because the
 * worker holding it died). SKIP LOCKED lets any number of workers claim side by side without waiting
 * on or taking each other's rows; the lease keeps the row theirs after this short transaction ends.
 */
export async function claimDueCallbacks(db: Queryable, limit: number, leaseMs: number) {
  const { rows } = await db.query<ClaimedCallback>(
    `WITH due AS (
       SELECT event_id FROM callback_outbox
        WHERE state = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until <= now())
        ORDER BY next_attempt_at
        LIMIT $1
        FOR UPDATE SKIP LOCKED
     )
     UPDATE callback_outbox c
        SET attempts = c.attempts + 1, locked_until = now() + $2 * interval '1 millisecond'
       FROM due, shops s
      WHERE c.event_id = due.event_id
        AND s.id = coalesce(c.shop_id, (SELECT o.shop_id FROM orders o WHERE o.id = c.order_id))
     RETURNING c.event_id, c.order_id, c.callback_url, c.payload, c.attempts, c.locked_until::text AS lease,
               CASE WHEN c.is_test THEN s.test_webhook_secret_enc ELSE s.webhook_secret_enc END AS webhook_secret_enc,
               CASE WHEN c.is_test THEN s.previous_test_webhook_secret_enc ELSE s.previous_webhook_secret_enc END
                 AS previous_webhook_secret_enc,
               CASE WHEN c.is_test THEN s.previous_test_webhook_secret_until ELSE s.previous_webhook_secret_until END
                 AS previous_webhook_secret_until`,
    [limit, leaseMs],
  );
  return rows;
}

/** What happens to the event after an attempt, and the order's callbackUrlStatus that goes with it. */
export type NextStep =
  | { kind: 'delivered'; status: 'success' }
  | { kind: 'retry'; delayMs: number; status: 'error_delay' }
  | { kind: 'failed'; status: 'error' | 'error_no_response' };

/**
 * Records the attempt and moves the event on, in one transaction. The update only applies while this
 * worker's claim still stands (same attempt number, same lease): if the lease ran out and another
 * worker took over, or the shop asked for a retry meanwhile, the newer claim decides the state.
 */
export async function finishAttempt(
  db: Db,
  claim: ClaimedCallback,
  attemptedAt: Date,
  outcome: AttemptOutcome,
  next: NextStep,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO callback_attempts (event_id, attempted_at, response_code, latency_ms, error)
       VALUES ($1, $2, $3, $4, $5)`,
      [claim.event_id, attemptedAt, outcome.responseCode, outcome.latencyMs, outcome.error],
    );
    const stateChange =
      next.kind === 'delivered'
        ? `state = 'delivered', finished_at = now()`
        : next.kind === 'failed'
          ? `state = 'failed', finished_at = now()`
          : `next_attempt_at = now() + ${Math.max(0, Math.round(next.delayMs))} * interval '1 millisecond'`;
    const updated = await tx.query(
      `UPDATE callback_outbox SET ${stateChange}, locked_until = NULL
        WHERE event_id = $1 AND state = 'pending' AND attempts = $2 AND locked_until = $3::timestamptz`,
      [claim.event_id, claim.attempts, claim.lease],
    );
    if (updated.rowCount === 0) {
      // Superseded (a shop retry reset the round): give the row back now rather than when the lease ends.
      await tx.query(
        `UPDATE callback_outbox SET locked_until = NULL WHERE event_id = $1 AND locked_until = $2::timestamptz`,
        [claim.event_id, claim.lease],
      );
      return false;
    }
    await setStatusIfLatest(tx, claim.event_id, next.status);
    return true;
  });
}

/**
 * An order shows the state of its latest callback only: an older event's late result must not overwrite it.
 * The customer sees that state (docs/product/payment-page.md §4 shop sync), so a change bumps the version and is notified live.
 */
async function setStatusIfLatest(tx: Queryable, eventId: string, status: CallbackUrlStatus) {
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE orders o SET callback_url_status = $2, version = o.version + 1, updated_at = now()
       FROM callback_outbox c
      WHERE c.event_id = $1 AND o.id = c.order_id AND o.callback_url_status IS DISTINCT FROM $2
        AND NOT EXISTS (SELECT 1 FROM callback_outbox n
                         WHERE n.order_id = c.order_id AND (n.created_at, n.event_id) > (c.created_at, c.event_id))
     RETURNING o.id`,
    [eventId, status],
  );
  for (const { id } of rows) await notifyOrderChanged(tx, id);
}

/** Every attempt for one order's callbacks, oldest first. */
export async function listCallbackAttempts(db: Queryable, orderId: string): Promise<CallbackAttempt[]> {
  const { rows } = await db.query<{
    event_id: string;
    status: CallbackAttempt['status'];
    attempted_at: Date;
    response_code: number | null;
    latency_ms: number | null;
    error: string | null;
  }>(
    `SELECT a.event_id, c.payload->>'status' AS status, a.attempted_at, a.response_code, a.latency_ms, a.error
       FROM callback_outbox c
       JOIN callback_attempts a ON a.event_id = c.event_id
      WHERE c.order_id = $1
      ORDER BY a.attempted_at, a.id`,
    [orderId],
  );
  return rows.map((row) => ({
    eventId: row.event_id,
    status: row.status,
    attemptedAt: new Date(row.attempted_at).toISOString(),
    responseCode: row.response_code,
    latencyMs: row.latency_ms,
    error: row.error,
  }));
}

/**
 * The shop's "send it again": the order's latest event goes back to pending, due now, with a fresh
 * round of retries. A lease held by an attempt in flight is left alone so two sends never overlap.
 * Returns null when the order has no callback event.
 */
export async function retryLatestCallback(
  db: Db,
  orderId: string,
  /** Runs in the same transaction once the event is pending again (the audit log's row). */
  record?: (tx: Queryable, eventId: string) => Promise<void>,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ event_id: string }>(
      `UPDATE callback_outbox
          SET state = 'pending', attempts = 0, next_attempt_at = now(), finished_at = NULL
        WHERE event_id = (SELECT event_id FROM callback_outbox WHERE order_id = $1
                           ORDER BY created_at DESC, event_id DESC LIMIT 1)
        RETURNING event_id`,
      [orderId],
    );
    const eventId = rows[0]?.event_id;
    if (!eventId) return null;
    await setStatusIfLatest(tx, eventId, 'in_progress');
    await record?.(tx, eventId);
    return eventId;
  });
}

/** retryLatestCallback as the APIs answer it (the shop's retry, the operator's resend): 409 without an event. */
export async function resendLatestCallback(
  db: Db,
  orderId: string,
  record?: (tx: Queryable, eventId: string) => Promise<void>,
): Promise<CallbackRetryResponse> {
  const eventId = await retryLatestCallback(db, orderId, record);
  if (!eventId) throw new AppError(409, 'no_callback_event', 'This order has not produced a callback yet');
  return { eventId, callbackUrlStatus: 'in_progress' };
}

/**
 * A payout's "send it again" (the shop's): its latest event back to pending, due now, with a fresh round
 * of retries, as retryLatestCallback does an order's; 409 no_callback_event when it has none (no callback
 * URL, or no status that sends one yet). The caller checks the payout is the shop's.
 */
export async function resendLatestPayoutCallback(db: Queryable, payoutId: string): Promise<string> {
  const { rows } = await db.query<{ event_id: string }>(
    `UPDATE callback_outbox
        SET state = 'pending', attempts = 0, next_attempt_at = now(), finished_at = NULL
      WHERE event_id = (SELECT event_id FROM callback_outbox WHERE payout_id = $1
                         ORDER BY created_at DESC, event_id DESC LIMIT 1)
      RETURNING event_id`,
    [payoutId],
  );
  const eventId = rows[0]?.event_id;
  if (!eventId) throw new AppError(409, 'no_callback_event', 'This payout has not produced a callback yet');
  return eventId;
}

/**
 * "Send a test event": a signed `test` event (docs/webhooks.md) to `callbackUrl`, queued in the outbox
 * like an order's event, so it is signed, delivered, retried and recorded the same way.
 */
export async function queueTestEvent(
  db: Queryable,
  shopId: string,
  callbackUrl: string,
  isTest = false,
): Promise<string> {
  const event: TestCallbackEvent = {
    eventId: crypto.randomUUID(),
    status: 'test',
    occurredAt: new Date().toISOString(),
  };
  await db.query(
    `INSERT INTO callback_outbox (event_id, order_id, shop_id, callback_url, payload, is_test)
     VALUES ($1, NULL, $2, $3, $4::jsonb, $5)`,
    [event.eventId, shopId, callbackUrl, JSON.stringify(event), isTest],
  );
  return event.eventId;
}

/**
 * The callback URL of the shop's latest order that has one (of the mode asked: live or test): where a
 * test event goes by default.
 */
export async function latestCallbackUrl(
  db: Queryable,
  shopId: string,
  isTest = false,
): Promise<string | null> {
  const { rows } = await db.query<{ callback_url: string }>(
    `SELECT callback_url FROM orders WHERE shop_id = $1 AND is_test = $2 AND callback_url IS NOT NULL
      ORDER BY created_at DESC LIMIT 1`,
    [shopId, isTest],
  );
  return rows[0]?.callback_url ?? null;
}

/** The shop's newest callback events (its orders', its payouts' and its test events) of one mode, with their latest attempt. */
export async function listShopCallbacks(
  db: Queryable,
  shopId: string,
  limit: number,
  isTest = false,
): Promise<ShopCallback[]> {
  const { rows } = await db.query<{
    event_id: string;
    order_id: string | null;
    payout_id: string | null;
    status: ShopCallback['status'];
    callback_url: string;
    state: ShopCallback['state'];
    attempts: number;
    created_at: Date;
    attempted_at: Date | null;
    response_code: number | null;
    latency_ms: number | null;
    error: string | null;
  }>(
    `SELECT c.event_id, c.order_id, c.payout_id, c.payload->>'status' AS status, c.callback_url, c.state, c.attempts,
            c.created_at, a.attempted_at, a.response_code, a.latency_ms, a.error
       FROM callback_outbox c
       LEFT JOIN LATERAL (SELECT * FROM callback_attempts x WHERE x.event_id = c.event_id
                           ORDER BY x.attempted_at DESC, x.id DESC LIMIT 1) a ON true
      WHERE c.shop_id = $1 AND c.is_test = $3
      ORDER BY c.created_at DESC, c.event_id DESC LIMIT $2`,
    [shopId, limit, isTest],
  );
  return rows.map((row) => ({
    eventId: row.event_id,
    orderId: row.order_id,
    payoutId: row.payout_id,
    status: row.status,
    callbackUrl: row.callback_url,
    state: row.state,
    attempts: row.attempts,
    createdAt: new Date(row.created_at).toISOString(),
    lastAttempt: row.attempted_at
      ? {
          attemptedAt: new Date(row.attempted_at).toISOString(),
          responseCode: row.response_code,
          latencyMs: row.latency_ms,
          error: row.error,
        }
      : null,
  }));
}
