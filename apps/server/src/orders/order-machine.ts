import crypto from 'node:crypto';
import {
  CALLBACK_STATUSES,
  ORDER_MOVES,
  TIMED_STATUSES,
  type OrderMove,
  type OrderMoveName,
  type OrderCallbackEvent,
  type Requisites,
} from '@payorder/contract';
import { raiseAfterCommit } from '../db/commit-signals.ts';
import type { Queryable } from '../db/db.ts';
import { notifyOrderChanges, orderChangeOf } from './order-changes.ts';
import { invalidTransition, notFound } from '../http/errors.ts';
import { releaseOrder, settleOrder } from '../ledger/order-ledger.ts';
import { orderMoves } from '../ops/metrics.ts';
import { historyInsert, type Actor } from './order-history.ts';
import { getOrder, orderSelectFrom, paidAmountOf, type OrderRow } from './order-row.ts';

/** Columns a move may set; jsonb ones are sent as JSON text. */
export interface OrderChanges {
  status_details?: string | null;
  status_timeout_at?: Date | null;
  trade_method_id?: string;
  payment_type?: string;
  payment_bank?: string | null;
  payment_details?: Record<string, string>;
  requisites?: Requisites;
  requisites_at?: Date;
  trader_id?: string;
  requisite_entry_id?: string | null;
  assigned_at?: Date;
  trader_commission?: string;
  trader_commission_percent?: string;
  /** A dispute resolved with a corrected amount: the sum that arrived (fee and commission then of it). */
  paid_amount?: string;
  fee?: string;
}
const JSON_COLUMNS = new Set<keyof OrderChanges>(['payment_details', 'requisites']);

const CLAIMING_MOVES: readonly OrderMoveName[] = ['submitRequisites'];

/** Moves that say the customer paid: the first one's time is the order's `paid_at`. */
const PAYING_MOVES: readonly OrderMoveName[] = ['markCustomerPayed', 'confirmPayment'];
/** Statuses whose entry sets an order's `finished_*` facts, as the history trigger's do (not `error`). */
const FINISHED_STATUSES: readonly OrderRow['status'][] = ['completed', 'cancelled'];

/** A fact's new value: SQL of the order's row, or a value sent as a parameter. */
type Fact = { sql: string } | { value: string };

/**
 * The order's facts a step sets: when the customer paid, when it was first disputed, when, how and by
 * whom it ended. The same as the history trigger's (migration 017, `order_history_facts`), which then
 * finds them set and updates nothing (migration 042): written in the move's own UPDATE, they cost no
 * second version of the order row. The history row's `created_at` is the transaction's `now()` too.
 */
function factsOf(step: {
  move: OrderMoveName;
  from: OrderRow['status'];
  to: OrderRow['status'];
  actor: Actor;
}) {
  const facts: Record<string, Fact> = {};
  if (PAYING_MOVES.includes(step.move)) facts.paid_at = { sql: 'coalesce(paid_at, now())' };
  if (step.to === 'dispute') facts.disputed_at = { sql: 'coalesce(disputed_at, now())' };
  if (FINISHED_STATUSES.includes(step.to) && step.from !== step.to) {
    facts.finished_at = { sql: 'now()' };
    facts.finished_move = { value: step.move };
    facts.finished_by = { value: step.actor.kind };
    facts.finished_from = { value: step.from };
  }
  return facts;
}

/** The move, when the table allows it from the order's status; else 409 invalid_transition. */
function refuseUnlessAllowed(status: OrderRow['status'], moveName: OrderMoveName): OrderMove {
  const move: OrderMove = ORDER_MOVES[moveName];
  if (!move.from.includes(status)) {
    throw invalidTransition(`Order is ${status}; ${moveName} needs ${move.from.join(' or ')}`);
  }
  return move;
}

/**
 * Locks the order for this transaction and checks the actor may see it and the move may start here.
 * `customerFields`: the row carries its method's sender fields (one statement with the lock).
 */
export async function lockForMove(
  tx: Queryable,
  orderId: string,
  moveName: OrderMoveName,
  actor: Actor,
  options: { customerFields?: boolean } = {},
) {
  const row = await getOrder(tx, orderId, { lock: true, ...options });
  const isClaim = row.trader_id === null && row.status === 'requisites' && CLAIMING_MOVES.includes(moveName);
  if (actor.kind === 'trader' && row.trader_id !== actor.id && !isClaim) throw notFound();
  refuseUnlessAllowed(row.status, moveName);
  return row;
}

/** One move of a chain applyMoves writes as one. */
export interface MoveStep {
  move: OrderMoveName;
  actor: Actor;
  changes?: OrderChanges;
}

/**
 * Applies a checked move: the new status and columns, a version bump, the order's history row (who and
 * why), the ledger (an order entering completed settles its hold, one entering cancelled releases it),
 * the shop callback in the outbox, and the notification that the live event streams of every replica
 * get on commit (the ledger written last, see below). All in the caller's transaction: a move that fails later leaves no trace of itself.
 * The order row and its history row are one statement (one round trip while the order's lock is held);
 * the notification goes once the transaction commits. Returns the order as the move left it.
 */
export function applyMove(
  tx: Queryable,
  row: OrderRow,
  moveName: OrderMoveName,
  actor: Actor,
  changes: OrderChanges = {},
): Promise<OrderRow> {
  return applyMoves(tx, row, [{ move: moveName, actor, changes }]);
}

/**
 * Applies moves one after another as applyMove would, written as one: each is checked from the status the
 * one before it left, the order row updated once (the last status, every column the moves set, a later
 * move's value winning, the version up by one a move), each move's history row in their order, each
 * move's callback and ledger, and one notification of the order as the last move left it. Start-payment
 * with its trader and requisites is three moves in one statement instead of three.
 */
export async function applyMoves(
  tx: Queryable,
  row: OrderRow,
  steps: readonly MoveStep[],
): Promise<OrderRow> {
  let status = row.status;
  const columns: Record<string, unknown> = {};
  const walked = steps.map((step) => {
    const move = refuseUnlessAllowed(status, step.move);
    const changes = step.changes ?? {};
    const from = status;
    const to = move.to ?? from;
    const entering = move.to !== undefined && move.to !== from;
    const sendsCallback =
      entering && row.callback_url !== null && (CALLBACK_STATUSES as readonly string[]).includes(to);
    if (entering && !(TIMED_STATUSES as readonly string[]).includes(to)) columns.status_timeout_at = null;
    if (sendsCallback) columns.callback_url_status = 'in_progress';
    Object.assign(columns, changes);
    status = to;
    return { ...step, from, to, entering, sendsCallback };
  });

  const params: unknown[] = [row.id, status];
  const assignments = Object.entries(columns).map(([column, value]) => {
    const isJson = JSON_COLUMNS.has(column as keyof OrderChanges);
    params.push(isJson ? JSON.stringify(value) : value);
    return `${column} = $${params.length}${isJson ? '::jsonb' : ''}`;
  });
  // Each step's facts, a later step's winning as the trigger's later row would.
  const facts = Object.entries(Object.assign({}, ...walked.map(factsOf)) as Record<string, Fact>).map(
    ([column, fact]) => `${column} = ${'sql' in fact ? fact.sql : `$${params.push(fact.value)}`}`,
  );
  const history = historyInsert(
    walked.map(({ move, from, to, actor }) => ({ orderId: row.id, move, from, to, actor })),
    params,
  );
  const { rows } = await tx.query<OrderRow>(
    `WITH moved AS (
       UPDATE orders SET status = $2, version = version + ${walked.length}, updated_at = now()
         ${[...assignments, ...facts].map((assignment) => `, ${assignment}`).join('')}
        WHERE id = $1 RETURNING *
     ), history AS (${history})
     ${orderSelectFrom('moved o')}`,
    params,
  );
  const moved = rows[0]!;
  await notifyOrderChanges(tx, [orderChangeOf(moved)]);
  // Counted when the move commits: a transaction rolled back later in the request moved nothing.
  const count = () => walked.forEach(({ move, to }) => orderMoves.inc({ move, status: to }));
  if (tx.afterCommit) tx.afterCommit(count);
  else count();

  for (const { to, entering, sendsCallback } of walked) {
    if (sendsCallback) await writeCallback(tx, row, moved, to);
    // The ledger last: its balance rows (a shop's, the platform's) are shared by every order of the shop,
    // of the platform, and are locked from their update to the commit; nothing else of the move waits
    // while they are held. The order as moved: a corrected amount's fee and commission are settled
    // (order-flows/order-service.ts).
    if (entering && to === 'completed') await settleOrder(tx, moved);
    if (entering && to === 'cancelled') await releaseOrder(tx, row);
    // Its book entry and its hold are free: routing places the orders that wait, once this commits.
    if (entering && row.trader_id && (to === 'completed' || to === 'cancelled')) {
      await raiseAfterCommit(tx, 'capacity-freed');
    }
  }
  return moved;
}

/** The shop's callback of the order entering `to`, in the outbox (delivered after the commit). */
async function writeCallback(tx: Queryable, row: OrderRow, moved: OrderRow, to: OrderRow['status']) {
  const event: OrderCallbackEvent = {
    eventId: crypto.randomUUID(),
    object: 'order',
    orderId: row.id,
    externalId: row.external_id,
    status: to,
    amount: row.amount,
    currency: row.currency,
    occurredAt: new Date().toISOString(),
    fee: moved.fee,
    test: row.is_test,
    ...(to === 'completed' && { paidAmount: paidAmountOf(moved)! }),
  };
  await tx.query(
    `INSERT INTO callback_outbox (event_id, order_id, shop_id, callback_url, payload, is_test)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
    [event.eventId, row.id, row.shop_id, row.callback_url, JSON.stringify(event), row.is_test],
  );
}
