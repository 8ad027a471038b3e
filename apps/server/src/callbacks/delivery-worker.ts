import {
  CALLBACK_SIGNATURE_HEADER,
  TEST_EVENT_STATUS,
  type CallbackEvent,
  type OrderCallbackEvent,
  type PayoutCallbackEvent,
  type TestCallbackEvent,
} from '@payorder/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { callbackAttempts } from '../ops/metrics.ts';
import { decrypt } from '../security/crypto.ts';
import { claimDueCallbacks, finishAttempt, type ClaimedCallback, type NextStep } from './outbox.ts';
import { isDelivered, postCallback, type AttemptOutcome } from './post-callback.ts';
import { signCallback, signingSecrets } from './signer.ts';

/** The part of a pino / Fastify logger the worker uses. */
export interface WorkerLog {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface CallbackWorkerDeps {
  db: Db;
  config: Pick<
    Config,
    | 'CALLBACK_RETRY_SCHEDULE'
    | 'CALLBACK_TIMEOUT_MS'
    | 'CALLBACK_POLL_INTERVAL_MS'
    | 'CALLBACK_CONCURRENCY'
    | 'ALLOW_PRIVATE_CALLBACKS'
  >;
  /** Opens the shops' sealed webhook secrets (security/secrets.ts). */
  secretsKey: Buffer;
  log: WorkerLog;
  /** The clock callbacks are signed by (and a rotated secret's grace judged by); tests move it. */
  now?: () => number;
}

export interface CallbackWorker {
  /** Stops claiming, lets attempts in flight finish and record, then resolves. */
  stop(): Promise<void>;
}

/** ±20 %: workers that failed together at the same moment do not all come back at the same moment. */
const JITTER = 0.2;

/**
 * A claimed row stays this worker's for this long. An attempt cannot outlast its timeout, so the
 * lease only runs out when the worker died (or stalled far beyond the timeout); then another
 * worker takes the event over, with the same eventId.
 */
export const leaseMsFor = (timeoutMs: number) => 2 * timeoutMs + 1000;

const CLAIM_BACKOFF_MAX_MS = 5000;

/** The wait after `failures` failed claims in a row: the poll interval, doubling, at most CLAIM_BACKOFF_MAX_MS. */
export const claimBackoffMs = (pollMs: number, failures: number) =>
  Math.min(pollMs * 2 ** Math.min(failures - 1, 16), Math.max(CLAIM_BACKOFF_MAX_MS, pollMs));

/** After attempt number `attempt` of a round: deliver, retry later, or give up (docs/architecture.md "Callbacks"). */
export function nextStepAfter(attempt: number, outcome: AttemptOutcome, scheduleSeconds: number[]): NextStep {
  if (isDelivered(outcome.responseCode)) return { kind: 'delivered', status: 'success' };
  const waitSeconds = scheduleSeconds[attempt - 1];
  if (waitSeconds !== undefined) {
    const jitter = 1 - JITTER + Math.random() * 2 * JITTER;
    return { kind: 'retry', delayMs: waitSeconds * 1000 * jitter, status: 'error_delay' };
  }
  return { kind: 'failed', status: outcome.responseCode === null ? 'error_no_response' : 'error' };
}

/** The body exactly as signed and sent; fields in the contract's order. */
export function callbackBody(payload: CallbackEvent): string {
  if (payload.status === TEST_EVENT_STATUS) {
    const { eventId, status, occurredAt } = payload;
    return JSON.stringify({ eventId, status, occurredAt } satisfies TestCallbackEvent);
  }
  if ('object' in payload && payload.object === 'payout') {
    const { eventId, payoutId, externalId, status, amount, currency, fee, occurredAt, test } = payload;
    const event: PayoutCallbackEvent = {
      eventId,
      object: 'payout',
      payoutId,
      externalId,
      status,
      amount,
      currency,
      fee,
      occurredAt,
      test,
    };
    return JSON.stringify(event);
  }
  const { eventId, orderId, externalId, status, amount, currency, occurredAt } = payload;
  // Events written before shops had fees carry none: their fee was zero; before test mode, all were live.
  const fee = payload.fee ?? '0.00';
  const test = payload.test ?? false;
  const event: OrderCallbackEvent = {
    eventId,
    // Events written before payouts name no object: every one was an order's.
    object: 'order',
    orderId,
    externalId,
    status,
    amount,
    currency,
    occurredAt,
    fee,
    test,
    // A completed order's sum that arrived (issue 22); events written before it carry none.
    ...(payload.paidAmount !== undefined && { paidAmount: payload.paidAmount }),
  };
  return JSON.stringify(event);
}

/**
 * Delivers the callback outbox: claims due rows (several workers may run against one database), POSTs
 * each signed event with a timeout, records every attempt and schedules the next one. Runs inside the
 * server (WORKER=1) or as its own process (src/worker.ts).
 */
export function startCallbackWorker(deps: CallbackWorkerDeps): CallbackWorker {
  const { db, config, log } = deps;
  const leaseMs = leaseMsFor(config.CALLBACK_TIMEOUT_MS);
  const inFlight = new Set<Promise<void>>();
  let isStopping = false;
  let wake: (() => void) | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake = done;
    });

  async function deliver(claim: ClaimedCallback): Promise<void> {
    const attemptedAt = new Date();
    const body = callbackBody(claim.payload);
    let outcome: AttemptOutcome;
    try {
      const nowMs = (deps.now ?? Date.now)();
      const secrets = signingSecrets(
        decrypt(deps.secretsKey, claim.webhook_secret_enc),
        claim.previous_webhook_secret_enc && claim.previous_webhook_secret_until
          ? {
              secret: decrypt(deps.secretsKey, claim.previous_webhook_secret_enc),
              until: new Date(claim.previous_webhook_secret_until),
            }
          : null,
        nowMs,
      );
      outcome = await postCallback({
        url: claim.callback_url,
        body,
        headers: { [CALLBACK_SIGNATURE_HEADER]: signCallback(secrets, body, nowMs) },
        timeoutMs: config.CALLBACK_TIMEOUT_MS,
        allowPrivate: config.ALLOW_PRIVATE_CALLBACKS,
      });
    } catch (error) {
      // Only signing can throw here (postCallback reports failures as outcomes): a wrong SECRETS_KEY.
      log.error({ err: error, eventId: claim.event_id }, 'callback could not be signed');
      outcome = { responseCode: null, latencyMs: 0, error: 'could not sign the callback' };
    }
    const next = nextStepAfter(claim.attempts, outcome, config.CALLBACK_RETRY_SCHEDULE);
    const isCurrent = await finishAttempt(db, claim, attemptedAt, outcome, next);
    callbackAttempts.inc({ outcome: next.kind });
    log.debug(
      { eventId: claim.event_id, attempt: claim.attempts, ...outcome, next: next.kind, isCurrent },
      'callback attempt',
    );
  }

  async function run() {
    // Claims failing in a row (the database unreachable): the loop waits longer each time, up to
    // CLAIM_BACKOFF_MAX_MS, and says so once, not on every poll; the first claim that works resets it.
    let failedClaims = 0;
    while (!isStopping) {
      const free = config.CALLBACK_CONCURRENCY - inFlight.size;
      let claimed: ClaimedCallback[] = [];
      if (free > 0) {
        try {
          claimed = await claimDueCallbacks(db, free, leaseMs);
          if (failedClaims > 0) log.info({ failedClaims }, 'claiming callbacks works again');
          failedClaims = 0;
        } catch (error) {
          if (failedClaims === 0)
            log.error({ err: error }, 'claiming callbacks failed; retrying with back-off');
          failedClaims += 1;
        }
      }
      if (failedClaims > 0) {
        if (!isStopping) await pause(claimBackoffMs(config.CALLBACK_POLL_INTERVAL_MS, failedClaims));
        continue;
      }
      if (claimed.length > 0) log.debug({ count: claimed.length }, 'callbacks claimed');
      for (const claim of claimed) {
        const attempt: Promise<void> = deliver(claim)
          .catch((error: unknown) => {
            // The row keeps its lease and is retried when it runs out: late, never lost.
            log.error({ err: error, eventId: claim.event_id }, 'recording a callback attempt failed');
          })
          .finally(() => {
            const wasFull = inFlight.size >= config.CALLBACK_CONCURRENCY;
            inFlight.delete(attempt);
            if (wasFull) wake?.();
          });
        inFlight.add(attempt);
      }
      // A full batch means more may be due right now; otherwise wait for the next poll or a free slot.
      if (free > 0 && claimed.length === free) continue;
      if (!isStopping) await pause(config.CALLBACK_POLL_INTERVAL_MS);
    }
  }

  const running = run();
  return {
    async stop() {
      isStopping = true;
      wake?.();
      await running;
      await Promise.allSettled([...inFlight]);
    },
  };
}
