import crypto from 'node:crypto';
import {
  fromMinor,
  MAX_BALANCE_MINOR,
  MAX_CURRENCY_TOTAL_MINOR,
  type LedgerAccountKind,
  type LedgerLine,
} from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';

/**
 * The double-entry ledger (docs/architecture.md "Ledger"). Every transaction moves minor units between
 * accounts in transfers that each take from one account what they give to another, so its entries sum
 * to zero. Balances are cached on the account row in the same statement that writes the entry, and a
 * CHECK keeps traders' and shops' accounts from going below zero: a move that would is refused with
 * 409 and its whole transaction rolls back. Likewise no balance passes its bound (MAX_BALANCE_MINOR for
 * an owner's account, MAX_CURRENCY_TOTAL_MINOR for the outside world's and the platform's): 409
 * balance_limit_reached. Tables are append-only (a trigger refuses UPDATE/DELETE).
 */

export interface AccountRef {
  kind: LedgerAccountKind;
  /** The trader or shop; null for the outside world and the platform. */
  ownerId: string | null;
}

export interface Transfer {
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
}

export type LedgerTransactionKind =
  | 'deposit'
  | 'hold'
  | 'settle'
  | 'release'
  | 'adjustment'
  | 'payout_hold'
  | 'payout_settle'
  | 'payout_release'
  | 'payout_reverse';

export interface LedgerTransaction {
  kind: LedgerTransactionKind;
  currency: string;
  orderId?: string;
  payoutId?: string;
  traderId?: string;
  shopId?: string;
  note?: string;
}

export const EXTERNAL: AccountRef = { kind: 'external', ownerId: null };
export const PLATFORM: AccountRef = { kind: 'platform', ownerId: null };
export const traderAccount = (
  kind: 'trader_working' | 'trader_hold' | 'trader_commission',
  traderId: string,
) => ({
  kind,
  ownerId: traderId,
});
export const shopAccount = (shopId: string): AccountRef => ({ kind: 'shop', ownerId: shopId });
export const shopPayoutHold = (shopId: string): AccountRef => ({ kind: 'shop_payout_hold', ownerId: shopId });

const NO_OWNER = '00000000-0000-0000-0000-000000000000';
/**
 * SQL: an owner (`owner`: an account's owner_id column, or a parameter) as the accounts' unique index
 * (kind, owner, currency) keys it, the outside world's and the platform's null a fixed id. A condition on
 * this, not on `owner_id` itself, finds the row by the index instead of reading every account of that
 * kind and currency (each a row every balance move updates).
 */
export const ownerKey = (owner: string) => `coalesce(${owner}, '${NO_OWNER}'::uuid)`;
const CHECK_VIOLATION = '23514';
const NUMERIC_OUT_OF_RANGE = '22003';

async function accountId(tx: Queryable, account: AccountRef, currency: string): Promise<string> {
  // Nearly always the account exists: one read. Else it is created; when another transaction created it
  // first, a new statement sees its committed row (one in the same statement would not, its snapshot
  // being older).
  const existing = await findAccountId(tx, account, currency);
  if (existing) return existing;
  const created = await tx.query<{ id: string }>(
    `INSERT INTO ledger_accounts (kind, owner_id, currency) VALUES ($1, $2, $3)
     ON CONFLICT (kind, ${ownerKey('owner_id')}, currency) DO NOTHING RETURNING id`,
    [account.kind, account.ownerId, currency],
  );
  return created.rows[0]?.id ?? (await findAccountId(tx, account, currency))!;
}

async function findAccountId(
  tx: Queryable,
  account: AccountRef,
  currency: string,
): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM ledger_accounts
      WHERE kind = $1 AND ${ownerKey('owner_id')} = ${ownerKey('$2::uuid')}
        AND currency = $3`,
    [account.kind, account.ownerId, currency],
  );
  return rows[0]?.id;
}

/**
 * One account's entry of transaction `transactionId` and its cached balance, in one statement (one round
 * trip while the account's row is locked). The account is named by its id when known, else found by
 * kind, owner and currency inside the statement. The bound is checked in numeric, before the bigint
 * sum, so no balance ever overflows. Answers how many accounts it moved: 0 when the move would pass
 * `limit` (then nothing is written) — or, for an account found inside the statement, when it does not
 * exist yet or a concurrent move of it committed while this one waited (PostgreSQL's re-check of the
 * updated row then lost it: 5 of 200 simultaneous settlements of one shop, seen in
 * routing-concurrency.test.ts); post() then moves it by id.
 */
async function enter(
  tx: Queryable,
  transactionId: string,
  move: { account: AccountRef; amount: bigint },
  currency: string,
  limit: bigint,
  knownAccountId?: string,
): Promise<number> {
  const account = knownAccountId
    ? '$4::bigint'
    : `(SELECT id FROM ledger_accounts
         WHERE kind = $4 AND ${ownerKey('owner_id')} = ${ownerKey('$5::uuid')}
           AND currency = $6)`;
  const { rowCount } = await tx.query(
    `WITH moved AS (
       UPDATE ledger_accounts SET balance = balance + $2::bigint
        WHERE id = ${account} AND abs(balance::numeric + $2::bigint) <= $3::numeric
       RETURNING id
     )
     INSERT INTO ledger_entries (transaction_id, account_id, amount) SELECT $1, id, $2::bigint FROM moved`,
    [
      transactionId,
      move.amount.toString(),
      limit.toString(),
      ...(knownAccountId ? [knownAccountId] : [move.account.kind, move.account.ownerId, currency]),
    ],
  );
  return rowCount;
}

/**
 * Writes one ledger transaction. An order's hold, settlement and release are written at most once each
 * (a unique index): a repeat answers null and writes nothing. With `whileHeld` (an order's settlement or
 * release), it is written only while the order's hold is open: held, and neither settled nor released;
 * else null too. Returns the transaction's id.
 */
export async function post(
  tx: Queryable,
  transaction: LedgerTransaction,
  transfers: Transfer[],
  { whileHeld = false }: { whileHeld?: boolean } = {},
): Promise<string | null> {
  // Net each account's movement first: one entry per account, and the sum is zero by construction.
  const net = new Map<string, { account: AccountRef; amount: bigint }>();
  const add = (account: AccountRef, amount: bigint) => {
    const key = `${account.kind}:${account.ownerId ?? ''}`;
    const current = net.get(key) ?? { account, amount: 0n };
    net.set(key, { account, amount: current.amount + amount });
  };
  for (const transfer of transfers) {
    if (transfer.amount < 0n) throw new RangeError('A transfer amount is never negative');
    add(transfer.from, -transfer.amount);
    add(transfer.to, transfer.amount);
  }
  // Accounts are updated in one global order, so two transactions touching the same accounts (two
  // settlements of one shop, say) never lock them in opposite orders and deadlock: a trader's accounts
  // first, then a shop's, then the outside world's and the platform's (each by kind, then owner). The
  // most shared rows come last, so they are held for the least time (each row stays locked until the
  // commit): the platform's, which every settlement moves, for one statement and the commit.
  const moves = [...net.entries()]
    .map(([key, move]) => [`${lockRank(move.account)}:${key}`, move] as const)
    .filter(([, move]) => move.amount !== 0n)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, move]) => move);
  // Nearly always the transaction and every account in one statement (one round trip with their rows
  // locked). When that did not move them all, the rest one by one, as the statement could not: a new
  // account, the bound.
  const id = crypto.randomUUID();
  const written = await writeAtOnce(tx, id, transaction, moves, whileHeld);
  if (!written) return null;
  for (const [index, move] of moves.entries()) {
    if (written.moved.has(index)) continue;
    const limit = balanceLimitOf(move.account);
    let updated;
    try {
      updated = await enter(tx, id, move, transaction.currency, limit);
      if (updated === 0) {
        // A new account, a concurrent move's commit, or the bound: by id, the answer is the bound's.
        const account = await accountId(tx, move.account, transaction.currency);
        updated = await enter(tx, id, move, transaction.currency, limit, account);
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === NUMERIC_OUT_OF_RANGE) throw balanceLimitReached(move.account, limit, transaction.currency);
      if (code !== CHECK_VIOLATION) throw error;
      throw cannotCover(move, transaction.currency);
    }
    if (updated === 0) throw balanceLimitReached(move.account, limit, transaction.currency);
  }
  return id;
}

/** An order's hold is open: held, and neither settled nor released ($3 is the order). */
const HOLD_OPEN = `EXISTS (SELECT 1 FROM ledger_transactions h WHERE h.order_id = $3 AND h.kind = 'hold')
  AND NOT EXISTS (SELECT 1 FROM ledger_transactions e WHERE e.order_id = $3 AND e.kind IN ('settle', 'release'))`;

/**
 * The transaction's row and, in the same statement, every account's entry and cached balance: the rows
 * are locked in the order of `moves` (the global lock order), then each balance moves within its bound
 * and gets its entry. Null when the transaction was not written (a repeat, or `whileHeld` and the hold
 * not open); else the indices of `moves` it moved. It moves no account when one of them does not exist
 * yet (post() then creates it in its turn, and so keeps the lock order), nor when a refusal could not be
 * told: more than one owner's account would give money, and only those may not go below zero; nor a
 * lone move (post() answers it). A move past its bound is left out (post() answers it by id, its row
 * locked already).
 */
async function writeAtOnce(
  tx: Queryable,
  id: string,
  transaction: LedgerTransaction,
  moves: { account: AccountRef; amount: bigint }[],
  whileHeld: boolean,
): Promise<{ moved: Set<number> } | null> {
  const givers = moves.filter((move) => move.amount < 0n && move.account.ownerId !== null);
  const atOnce = moves.length >= 2 && givers.length <= 1 ? moves : [];
  try {
    const { rows } = await tx.query<{ written: boolean; moved: number[] }>(
      `WITH written AS (
         INSERT INTO ledger_transactions (id, kind, order_id, payout_id, trader_id, shop_id, currency, note)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8 ${whileHeld ? `WHERE ${HOLD_OPEN}` : ''}
         ON CONFLICT DO NOTHING RETURNING id
       ), moves AS (
         SELECT * FROM unnest($9::int[], $10::text[], $11::uuid[], $12::bigint[], $13::numeric[])
           AS m (ord, kind, owner_id, amount, bound)
       ), found AS (
         SELECT a.id, m.ord, m.amount, m.bound FROM moves m JOIN ledger_accounts a
             ON a.kind = m.kind AND a.currency = $7
            AND ${ownerKey('a.owner_id')} = ${ownerKey('m.owner_id')}
       ), locked AS (
         SELECT f.* FROM found f JOIN ledger_accounts a ON a.id = f.id
          WHERE EXISTS (SELECT 1 FROM written) AND (SELECT count(*) FROM found) = cardinality($9::int[])
          ORDER BY f.ord FOR NO KEY UPDATE OF a
       ), moved AS (
         UPDATE ledger_accounts a SET balance = a.balance + l.amount FROM locked l
          WHERE a.id = l.id AND abs(a.balance::numeric + l.amount) <= l.bound
         RETURNING a.id, l.ord, l.amount
       ), entries AS (
         INSERT INTO ledger_entries (transaction_id, account_id, amount)
         SELECT $1, id, amount FROM moved ORDER BY ord
       )
       SELECT EXISTS (SELECT 1 FROM written) AS written, array(SELECT ord FROM moved) AS moved`,
      [
        id,
        transaction.kind,
        transaction.orderId ?? null,
        transaction.payoutId ?? null,
        transaction.traderId ?? null,
        transaction.shopId ?? null,
        transaction.currency,
        transaction.note ?? null,
        atOnce.map((_move, index) => index),
        atOnce.map((move) => move.account.kind),
        atOnce.map((move) => move.account.ownerId),
        atOnce.map((move) => move.amount.toString()),
        atOnce.map((move) => balanceLimitOf(move.account).toString()),
      ],
    );
    const row = rows[0]!;
    return row.written ? { moved: new Set(row.moved) } : null;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const giver = givers[0];
    if (code === CHECK_VIOLATION && giver) throw cannotCover(giver, transaction.currency);
    throw error;
  }
}

/** 409: the account would go below zero; the caller's transaction (and so the move) rolls back. */
const cannotCover = (move: { account: AccountRef; amount: bigint }, currency: string) =>
  new AppError(
    409,
    'insufficient_balance',
    `The ${move.account.kind.replace('_', ' ')} balance cannot cover ${fromMinor(-move.amount)} ${currency}`,
  );

/** Where an account's row comes in the global lock order: the more transactions share it, the later. */
const lockRank = (account: AccountRef) =>
  account.ownerId === null ? 2 : account.kind === 'shop' || account.kind === 'shop_payout_hold' ? 1 : 0;

/** An owner's account holds at most MAX_BALANCE_MINOR; the outside world's and the platform's, a currency's sum. */
const balanceLimitOf = (account: AccountRef) =>
  account.ownerId === null ? MAX_CURRENCY_TOTAL_MINOR : MAX_BALANCE_MINOR;

/** 409: the move would take the account past its bound; the caller's transaction (and so the move) rolls back. */
const balanceLimitReached = (account: AccountRef, limit: bigint, currency: string) =>
  new AppError(
    409,
    'balance_limit_reached',
    account.ownerId === null
      ? `The ledger's total in ${currency} would pass its limit of ${fromMinor(limit)}; nothing was written`
      : `The ${account.kind.replace('_', ' ')} balance would pass its limit of ${fromMinor(limit)} ${currency}; nothing was written`,
  );

type OwnerBalances = Map<string, Partial<Record<LedgerAccountKind, bigint>>>;

/**
 * Balances of the owners' accounts, by owner, then currency and kind, in minor units: one statement
 * however many owners (the operator's list of traders reads them all at once). An owner with no
 * account has an empty map.
 */
export async function balancesOf(
  q: Queryable,
  ownerIds: readonly string[],
): Promise<Map<string, OwnerBalances>> {
  const { rows } = await q.query<{
    owner_id: string;
    kind: LedgerAccountKind;
    currency: string;
    balance: string;
  }>(
    'SELECT owner_id, kind, currency, balance::text FROM ledger_accounts WHERE owner_id = ANY($1::uuid[]) ORDER BY currency',
    [ownerIds],
  );
  const byOwner = new Map<string, OwnerBalances>(ownerIds.map((id) => [id, new Map()]));
  for (const row of rows) {
    const byCurrency = byOwner.get(row.owner_id)!;
    const balances = byCurrency.get(row.currency) ?? {};
    balances[row.kind] = BigInt(row.balance);
    byCurrency.set(row.currency, balances);
  }
  return byOwner;
}

export async function balanceOf(q: Queryable, account: AccountRef, currency: string): Promise<bigint> {
  const { rows } = await q.query<{ balance: string }>(
    `SELECT balance::text FROM ledger_accounts
      WHERE kind = $1 AND ${ownerKey('owner_id')} = ${ownerKey('$2::uuid')}
        AND currency = $3`,
    [account.kind, account.ownerId, currency],
  );
  return rows[0] ? BigInt(rows[0].balance) : 0n;
}

/** The newest entries on an owner's accounts, with their transactions. */
export function ledgerLinesOf(q: Queryable, ownerId: string, limit: number) {
  return ledgerLines(q, 'a.owner_id = $1 ORDER BY e.id DESC LIMIT $2', [ownerId, limit]);
}

/** The entries of one order, oldest first; only the shop's own account's when `shopId` is given. */
export function orderLedgerLines(q: Queryable, orderId: string, shopId?: string) {
  return ledgerLines(
    q,
    `t.order_id = $1 AND ($2::uuid IS NULL OR (a.kind = 'shop' AND a.owner_id = $2)) ORDER BY e.id`,
    [orderId, shopId ?? null],
  );
}

/** Entries with their account and transaction, as the APIs show them: `where` also orders and limits. */
async function ledgerLines(q: Queryable, where: string, params: unknown[]): Promise<LedgerLine[]> {
  const { rows } = await q.query<{
    transaction_id: string;
    kind: LedgerTransactionKind;
    order_id: string | null;
    payout_id: string | null;
    account: LedgerAccountKind;
    amount: string;
    currency: string;
    note: string | null;
    created_at: Date;
  }>(
    `SELECT t.id AS transaction_id, t.kind, t.order_id, t.payout_id, a.kind AS account, e.amount::text,
            t.currency, t.note, t.created_at
       FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE ${where}`,
    params,
  );
  return rows.map((row) => ({
    transactionId: row.transaction_id,
    kind: row.kind,
    orderId: row.order_id,
    payoutId: row.payout_id,
    account: row.account,
    amount: fromMinor(BigInt(row.amount)),
    currency: row.currency,
    note: row.note,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
