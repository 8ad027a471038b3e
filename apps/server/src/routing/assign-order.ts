import { fromMinor, percentOf, toMinor, type Requisites } from '@payorder/contract';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, notFound, traderDisabled } from '../http/errors.ts';
import { holdOrder } from '../ledger/order-ledger.ts';
import { SYSTEM, type Actor } from '../orders/order-history.ts';
import { applyMoves, type MoveStep } from '../orders/order-machine.ts';
import { getOrder, METHODS_SERVING_ORDER, type OrderRow } from '../orders/order-row.ts';
import {
  eligibleCandidates,
  TRADER_RULES,
  WORKING_ACCOUNT_JOIN,
  type Candidate,
  type RoutingRequest,
} from './eligible-candidates.ts';

/**
 * How often one assignment looks again when every trader it could take is being assigned to by another
 * transaction, and how long it waits between looks while it already holds a trader (waiting on a second
 * trader's row then could close a circle with a transaction waiting the other way).
 */
const LOCK_ROUNDS = 200;
const LOCK_RETRY_MS = 2;

/**
 * Routing's lock on a trader's row. It excludes every other assignment to the trader (each takes it),
 * not the foreign-key check of a row that names the trader (FOR KEY SHARE), as FOR UPDATE did: a
 * settlement holding its ledger accounts waited for the trader's row to write its ledger transaction,
 * while a start holding the trader waited for the same accounts for its hold, and PostgreSQL ended
 * one of them as a deadlock (a trader's confirm answered 500 in the scale-out test).
 */
export const TRADER_LOCK = 'FOR NO KEY UPDATE';

/**
 * Takes the trader's row lock for the rest of the transaction, waiting for another transaction that holds
 * it: every assignment to a trader (routing's and a hand claim's) holds it, so two never both see the
 * same free entry, the same open orders of an amount or the same working balance.
 */
async function lockTrader(tx: Queryable, traderId: string) {
  await tx.query(`SELECT 1 FROM traders WHERE id = $1 ${TRADER_LOCK}`, [traderId]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Traders routing reads first (eligibleCandidates `perTrader.first`): under load a start takes one of
 * the first two or three (the bench's 16 starts at once over 20 traders tried 2.6 each), and a read of
 * every trader evaluated every trader's entries (issue 35). When none of these can be taken, all are read.
 */
export const FIRST_CANDIDATES = 5;

/**
 * The fairest candidate whose trader this transaction now holds (docs/decisions/004-fair-routing.md):
 * the candidates are read without a lock, then their traders are tried fairest first with SKIP LOCKED,
 * so simultaneous assignments spread over different traders instead of queueing behind one. What
 * makes a trader's candidacy true or false between the read and the lock (its holds, its entries'
 * open orders, amounts and volumes) changes only by an assignment to it, and every assignment moves
 * its last assignment: unmoved under the lock, the candidate read is still true; moved, routing reads
 * the candidates and their order of fairness afresh. When every candidate's trader is held by another
 * assignment, it waits for the fairest (only while holding no trader of its own: waiting for a second
 * could close a circle) and looks again. Null: nobody can take the order.
 */
async function lockFairestCandidate(
  tx: Queryable,
  request: RoutingRequest,
): Promise<{ candidate: Candidate; turn: Turn } | null> {
  let holdsTrader = false;
  for (let round = 0; round < LOCK_ROUNDS; round += 1) {
    let candidates = await eligibleCandidates(tx, request, { perTrader: { first: FIRST_CANDIDATES } });
    if (candidates.length === 0) return null;
    let fairest = await lockFirstFree(tx, candidates);
    if (typeof fairest !== 'object' && candidates.length === FIRST_CANDIDATES) {
      // None of the fairest few could be taken: every trader, read afresh (those few tried again).
      candidates = await eligibleCandidates(tx, request, { perTrader: {} });
      fairest = await lockFirstFree(tx, candidates);
    }
    if (typeof fairest === 'object') return fairest;
    if (fairest === 'moved') holdsTrader = true;
    else if (holdsTrader) await sleep(LOCK_RETRY_MS);
    else {
      await lockTrader(tx, candidates[0]!.trader_id);
      holdsTrader = true;
    }
  }
  return null;
}

/**
 * Locks the first candidate's trader not held by another transaction and still as read (the candidates
 * one per trader, eligibleCandidates `perTrader`, tried fairest first) and takes its turn. A trader
 * whose last assignment moved meanwhile has just been given an order, so it is no longer the fairest:
 * the next candidate is tried, its own last assignment checked under its lock, rather than every
 * candidate read again (issue 35: under load most reads were of a trader another start had just
 * taken). 'moved' when no later candidate could be taken and one had moved, 'all-busy' when another
 * transaction holds every candidate's trader.
 */
async function lockFirstFree(
  tx: Queryable,
  candidates: Candidate[],
): Promise<{ candidate: Candidate; turn: Turn } | 'moved' | 'all-busy'> {
  let hasMoved = false;
  for (const candidate of candidates) {
    const turn = await takeTurn(tx, candidate);
    if (turn === 'moved') hasMoved = true;
    else if (turn) return { candidate, turn };
  }
  return hasMoved ? 'moved' : 'all-busy';
}

/** What an assignment's turn gives it: the trader's commission, and its book entry's details (null without one). */
interface Turn {
  commissionPercent: string;
  details: Requisites | null;
}

/**
 * The candidate's turn, in one statement: its trader's row lock (SKIP LOCKED: null when another
 * transaction holds it) and, when the trader's last assignment is still as the candidate read it, the
 * rotation marks of the trader and of its book entry. 'moved' (the lock taken, nothing marked) when
 * another assignment reached the trader meanwhile. A transaction that already holds the trader's lock
 * gets it again at once.
 */
async function takeTurn(tx: Queryable, candidate: Candidate): Promise<Turn | 'moved' | null> {
  const { rows } = await tx.query<{ commission_percent: string | null; details: Requisites | null }>(
    `WITH locked AS (
       SELECT id, last_assignment FROM traders WHERE id = $1 ${TRADER_LOCK} SKIP LOCKED
     ), turned AS (
       UPDATE traders t SET routing_turns = t.routing_turns + 1, last_assignment = nextval('routing_assignments')
         FROM locked
        WHERE t.id = locked.id AND locked.last_assignment::text IS NOT DISTINCT FROM $2::text
       RETURNING t.commission_percent::text
     ), entry AS (
       UPDATE requisite_entries SET last_assignment = nextval('routing_assignments')
        WHERE id = $3 AND EXISTS (SELECT 1 FROM turned) RETURNING details
     )
     SELECT (SELECT commission_percent FROM turned) AS commission_percent,
            (SELECT details FROM entry) AS details
       FROM locked`,
    [candidate.trader_id, candidate.trader_last, candidate.entry_id],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.commission_percent === null) return 'moved';
  return { commissionPercent: row.commission_percent, details: row.details };
}

/**
 * The databases (known by their commit signals) on which this process knows no order waits for a trader:
 * freed capacity then asks nothing (issue 35: no query for waiting orders when none wait). An order that
 * starts waiting here clears it; one that starts waiting on another replica is found by the sweeper,
 * which always looks.
 */
const noneWaiting = new WeakSet<object>();
/** Per database: how many orders started waiting here, counted once each one's transaction committed. */
const startedWaiting = new WeakMap<object, number>();
const databaseOf = (q: Queryable): object => q.signals ?? q;

/** An order starts waiting: once that is committed (visible to a look for waiting orders), it is counted. */
function noteWaiting(tx: Queryable) {
  const database = databaseOf(tx);
  const note = () => {
    startedWaiting.set(database, (startedWaiting.get(database) ?? 0) + 1);
    noneWaiting.delete(database);
  };
  if (tx.afterCommit) tx.afterCommit(note);
  else note();
}

/**
 * Assigns an order waiting in `requisites` to the fairest eligible trader, inside the caller's
 * transaction (the order row is locked): a hold on the trader's working balance, and with a free book
 * entry its details as the order's requisites at once (→ customer_confirm). `before`: moves to apply
 * first, in the same statement as the assignment's (start-payment's own). Returns the order as
 * assigned; null, changing nothing, when nobody can take it now: it then waits until an entry frees or
 * a trader claims it.
 */
export async function assignOrder(
  tx: Queryable,
  row: OrderRow,
  before: readonly MoveStep[] = [],
): Promise<OrderRow | null> {
  const fairest = await lockFairestCandidate(tx, routingRequestOf(row));
  if (!fairest) {
    noteWaiting(tx);
    return null;
  }
  const assign = await holdFor(tx, row, fairest.candidate, fairest.turn, SYSTEM);
  const { details } = fairest.turn;
  return applyMoves(tx, row, [...before, assign, ...(details ? [requisitesStep(row, details, SYSTEM)] : [])]);
}

const routingRequestOf = (row: OrderRow): RoutingRequest => ({
  currency: row.currency,
  amount: row.amount,
  isDemo: row.is_demo,
  isTest: row.is_test,
  paymentType: row.payment_type,
  bank: row.payment_bank,
});

/** What a hand claim refused by each of routing's trader rules answers (409; a disabled trader's 403). */
const CLAIM_REFUSALS: Record<keyof typeof TRADER_RULES, () => AppError> = {
  trader_offline: () =>
    new AppError(409, 'trader_offline', 'You are offline: go online to take waiting orders'),
  trader_disabled: traderDisabled,
  insufficient_balance: () =>
    new AppError(
      409,
      'insufficient_balance',
      'Your working balance less the security hold does not cover this order',
    ),
};

/**
 * A trader claims an order waiting unassigned in `requisites` (it sends the details by hand): the same
 * eligibility as routing, eligibleCandidates narrowed to this trader, under the trader's row lock that
 * every assignment to it holds, so a claim never passes a limit routing keeps (online, balance less
 * security hold, the book's entry limits, demo-ness). A free book entry of the trader is taken and
 * counts against its limits. Refused with 404
 * when the order is not one the trader sees, else 409 naming the rule: trader_offline,
 * insufficient_balance, or entry_limit_reached. The caller supplies the details.
 */
export async function claimOrder(tx: Queryable, row: OrderRow, traderId: string): Promise<OrderRow> {
  const visible = await tx.query(
    `SELECT 1 FROM orders o JOIN shops s ON s.id = o.shop_id WHERE o.id = $2 AND EXISTS (${METHODS_SERVING_ORDER})`,
    [traderId, row.id],
  );
  if (visible.rowCount === 0) throw notFound();
  await lockTrader(tx, traderId);
  const [candidate] = await eligibleCandidates(tx, { ...routingRequestOf(row), traderId }, { perTrader: {} });
  if (!candidate) throw await claimRefusal(tx, row, traderId);
  // Read under the trader's lock, the candidate is as it stands: its turn is taken, never 'moved'.
  const turn = await takeTurn(tx, candidate);
  if (!turn || turn === 'moved') throw new Error(`claim: trader ${traderId}'s turn not taken`);
  return applyMoves(tx, row, [await holdFor(tx, row, candidate, turn, { kind: 'trader', id: traderId })]);
}

/** Why the trader is no candidate: the first of routing's trader rules it fails, else its book's limits. */
async function claimRefusal(tx: Queryable, row: OrderRow, traderId: string): Promise<AppError> {
  const rules = Object.entries(TRADER_RULES) as [keyof typeof TRADER_RULES, string][];
  const { rows } = await tx.query<Record<keyof typeof TRADER_RULES, boolean>>(
    `SELECT ${rules.map(([code, rule]) => `(${rule}) AS ${code}`).join(', ')}
       FROM traders t ${WORKING_ACCOUNT_JOIN} WHERE t.id = $3`,
    [row.currency, row.amount, traderId],
  );
  const failed = rules.find(([code]) => !rows[0]![code]);
  if (failed) return CLAIM_REFUSALS[failed[0]]();
  return new AppError(
    409,
    'entry_limit_reached',
    'None of your requisites entries for this method can take this order now: paused, at its open-order, daily or amount limit, or an order of this amount on it is open or just ended',
  );
}

/**
 * Gives the order to the candidate's trader, whose turn was taken (takeTurn): its commission and the hold
 * on its working balance, now; the assign move (trader, entry, commission) to apply. `actor`: routing (the
 * system) or the trader claiming the order.
 */
async function holdFor(
  tx: Queryable,
  row: OrderRow,
  candidate: Candidate,
  turn: Turn,
  actor: Actor,
): Promise<MoveStep> {
  const commission = fromMinor(percentOf(toMinor(row.amount), turn.commissionPercent));
  const assigned = { ...row, trader_id: candidate.trader_id, trader_commission: commission };
  // A test order moves no money (docs/architecture.md "Test mode for shops"): no hold, so no settlement either.
  if (!row.is_test) await holdOrder(tx, assigned);
  return {
    move: 'assign',
    actor,
    changes: {
      trader_id: candidate.trader_id,
      trade_method_id: candidate.trade_method_id,
      requisite_entry_id: candidate.entry_id,
      assigned_at: new Date(),
      trader_commission: commission,
      trader_commission_percent: turn.commissionPercent,
    },
  };
}

/** The move that gives the order its transfer details (→ customer_confirm); the payment window starts now. */
function requisitesStep(row: OrderRow, requisites: Requisites, actor: Actor): MoveStep {
  const now = new Date();
  return {
    move: 'submitRequisites',
    actor,
    changes: {
      requisites,
      requisites_at: now,
      // Architecture notes: in customer_confirm the clock is the shop's payment window from now.
      status_timeout_at: new Date(now.getTime() + row.payment_window_minutes * 60_000),
    },
  };
}

/** Gives the order its transfer details now (requisitesStep). */
export function supplyRequisites(tx: Queryable, row: OrderRow, requisites: Requisites, actor: Actor) {
  return applyMoves(tx, row, [requisitesStep(row, requisites, actor)]);
}

/**
 * Tries to assign the orders waiting unassigned, oldest first: after an order ends (its entry and hold
 * free), a trader comes online or changes its book, a deposit, and on every sweep. Safe on every replica:
 * an order another transaction holds is skipped.
 */
export async function assignWaitingOrders(
  db: Db,
  options: { batch?: number; always?: boolean } = {},
): Promise<number> {
  const database = databaseOf(db);
  if (!options.always && noneWaiting.has(database)) return 0;
  const counted = startedWaiting.get(database) ?? 0;
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM orders WHERE status = 'requisites' AND trader_id IS NULL ORDER BY created_at LIMIT $1`,
    [options.batch ?? 50],
  );
  // None: unless one started waiting meanwhile (committed since the count), none waits until one does.
  if (rows.length === 0 && (startedWaiting.get(database) ?? 0) === counted) noneWaiting.add(database);
  let assigned = 0;
  for (const { id } of rows) {
    const done = await db.transaction(async (tx) => {
      const locked = await tx.query('SELECT 1 FROM orders WHERE id = $1 FOR UPDATE SKIP LOCKED', [id]);
      if (locked.rowCount === 0) return false;
      const row = await getOrder(tx, id);
      if (row.status !== 'requisites' || row.trader_id !== null) return false;
      return (await assignOrder(tx, row)) !== null;
    });
    if (done) assigned += 1;
  }
  return assigned;
}
