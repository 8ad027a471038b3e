import crypto from 'node:crypto';
import {
  AuditAction,
  AuditTargetType,
  toMinor,
  type CreateRequisiteEntryRequest,
  type PatchRequisiteEntryRequest,
  type RequisiteEntry,
  type Requisites,
} from '@payorder/contract';
import { recordAudit, type AuditContext } from '../audit/audit-log.ts';
import type { Db, Queryable } from '../db/db.ts';
import { notFound, validationFailed, type FieldProblem } from '../http/errors.ts';
import { canonicalRequisites, type RequisitesMethod } from '../orders/requisites.ts';
import { findTradeMethodRow } from '../reference/trade-methods.ts';
import { raiseAfterCommit } from '../db/commit-signals.ts';
import { entryOpenOrders, entryTodayVolume } from './eligible-candidates.ts';

/** A trader's requisites book (docs/architecture.md "Requisites book"): entries per trade method, with limits. */

interface EntryRow {
  id: string;
  trade_method_id: string;
  payment_type: RequisiteEntry['paymentType'];
  bank: string;
  bank_name: string;
  fiat_currency: string;
  details: Record<string, string>;
  label: string | null;
  is_active: boolean;
  min_amount: string | null;
  max_amount: string | null;
  daily_limit: string | null;
  max_open_orders: number | null;
  today_volume: string;
  open_orders: number;
  created_at: Date;
  updated_at: Date;
}

const ENTRY_SELECT = `
  SELECT e.id, e.trade_method_id, tm.payment_type, tm.bank, b.name AS bank_name, tm.fiat_currency, e.details,
         e.label, e.is_active, e.min_amount::text, e.max_amount::text, e.daily_limit::text, e.max_open_orders,
         ${entryTodayVolume('e')}::numeric(17, 2)::text AS today_volume,
         ${entryOpenOrders('e')}::int AS open_orders,
         e.created_at, e.updated_at
    FROM requisite_entries e
    JOIN trade_methods tm ON tm.id = e.trade_method_id
    JOIN banks b ON b.code = tm.bank`;

function toEntry(row: EntryRow): RequisiteEntry {
  return {
    id: row.id,
    tradeMethodId: row.trade_method_id,
    paymentType: row.payment_type,
    bank: row.bank,
    bankName: row.bank_name,
    fiatCurrency: row.fiat_currency,
    details: row.details,
    label: row.label,
    isActive: row.is_active,
    minAmount: row.min_amount,
    maxAmount: row.max_amount,
    dailyLimit: row.daily_limit,
    maxOpenOrders: row.max_open_orders,
    todayVolume: row.today_volume,
    openOrders: row.open_orders,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function listEntries(q: Queryable, traderId: string): Promise<RequisiteEntry[]> {
  const { rows } = await q.query<EntryRow>(
    `${ENTRY_SELECT} WHERE e.trader_id = $1 AND e.deleted_at IS NULL ORDER BY e.created_at, e.id`,
    [traderId],
  );
  return rows.map(toEntry);
}

async function getEntry(q: Queryable, traderId: string, id: string): Promise<RequisiteEntry> {
  const { rows } = await q.query<EntryRow>(
    `${ENTRY_SELECT} WHERE e.trader_id = $1 AND e.id = $2 AND e.deleted_at IS NULL`,
    [traderId, id],
  );
  if (!rows[0]) throw notFound('Requisites entry');
  return toEntry(rows[0]);
}

/** What is wrong with an entry's limits (none, or the smallest order above the largest). */
function limitProblems(entry: {
  minAmount: string | null;
  maxAmount: string | null;
}): Record<string, FieldProblem> {
  if (entry.minAmount && entry.maxAmount && toMinor(entry.minAmount) > toMinor(entry.maxAmount)) {
    return {
      minAmount: {
        code: 'min_above_max',
        params: { max: entry.maxAmount },
        message: 'Must not exceed maxAmount',
      },
    };
  }
  return {};
}

/** Every problem of an entry at once: its limits' and its details'. */
async function checkedDetails(
  tx: Queryable,
  method: RequisitesMethod,
  entry: { minAmount: string | null; maxAmount: string | null },
  details: Readonly<Record<string, unknown>> | null,
): Promise<Requisites | null> {
  const limits = limitProblems(entry);
  const checked = details ? await canonicalRequisites(tx, method, details, 'details', limits) : null;
  if (Object.keys(limits).length > 0)
    throw validationFailed('The smallest order is larger than the largest', limits);
  return checked;
}

export async function createEntry(
  db: Db,
  traderId: string,
  body: CreateRequisiteEntryRequest,
): Promise<RequisiteEntry> {
  const entry = await db.transaction(async (tx) => {
    const method = await findTradeMethodRow(tx, body.tradeMethodId);
    if (!method || method.traderId !== traderId) {
      throw validationFailed('Not one of your trade methods', {
        tradeMethodId: { code: 'invalid_choice', message: 'Unknown trade method' },
      });
    }
    const details = await checkedDetails(tx, method.method, body, body.details);
    const id = crypto.randomUUID();
    await tx.query(
      `INSERT INTO requisite_entries (id, trader_id, trade_method_id, details, label, is_active, min_amount,
                                      max_amount, daily_limit, max_open_orders)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10)`,
      [
        id,
        traderId,
        body.tradeMethodId,
        JSON.stringify(details),
        body.label,
        body.isActive,
        body.minAmount,
        body.maxAmount,
        body.dailyLimit,
        body.maxOpenOrders,
      ],
    );
    await raiseAfterCommit(tx, 'capacity-freed');
    return getEntry(tx, traderId, id);
  });
  return entry;
}

/**
 * Changes an entry; open orders keep the details they were given. With `audit` (the operator pausing or
 * resuming an entry) the audit log's row is written in the same transaction.
 */
export async function patchEntry(
  db: Db,
  traderId: string,
  id: string,
  patch: PatchRequisiteEntryRequest,
  audit?: AuditContext,
): Promise<RequisiteEntry> {
  const entry = await db.transaction(async (tx) => {
    const current = await getEntry(tx, traderId, id);
    const next = { ...current, ...patch };
    const method = (await findTradeMethodRow(tx, current.tradeMethodId))!;
    const details = (await checkedDetails(tx, method.method, next, patch.details ?? null)) ?? current.details;
    await tx.query(
      `UPDATE requisite_entries SET details = $3::jsonb, label = $4, is_active = $5, min_amount = $6, max_amount = $7,
              daily_limit = $8, max_open_orders = $9, updated_at = now()
        WHERE id = $1 AND trader_id = $2`,
      [
        id,
        traderId,
        JSON.stringify(details),
        next.label,
        next.isActive,
        next.minAmount,
        next.maxAmount,
        next.dailyLimit,
        next.maxOpenOrders,
      ],
    );
    const after = await getEntry(tx, traderId, id);
    if (audit) {
      await recordAudit(tx, {
        ...audit,
        action: after.isActive ? AuditAction['requisite_entry.resume'] : AuditAction['requisite_entry.pause'],
        targetType: AuditTargetType.requisite_entry,
        targetId: id,
        before: current,
        after,
      });
    }
    await raiseAfterCommit(tx, 'capacity-freed');
    return after;
  });
  return entry;
}

/** Removes an entry from the book; its open orders go on with the details they were given. */
export async function deleteEntry(db: Db, traderId: string, id: string): Promise<void> {
  const { rowCount } = await db.query(
    'UPDATE requisite_entries SET deleted_at = now(), is_active = false WHERE id = $1 AND trader_id = $2 AND deleted_at IS NULL',
    [id, traderId],
  );
  if (rowCount === 0) throw notFound('Requisites entry');
}

/** Online traders are offered orders; going offline stops new ones and leaves open orders as they are. */
export async function getOnline(q: Queryable, traderId: string) {
  const { rows } = await q.query<{ is_online: boolean }>('SELECT is_online FROM traders WHERE id = $1', [
    traderId,
  ]);
  return { online: rows[0]?.is_online ?? false };
}

export async function setOnline(db: Db, traderId: string, online: boolean) {
  // A trader coming online joins the rotation level with the others (fewest turns among those online),
  // instead of taking every order until its count catches up with theirs.
  await db.query(
    `UPDATE traders SET is_online = $2,
            routing_turns = CASE WHEN $2 AND NOT is_online THEN greatest(routing_turns,
              (SELECT coalesce(min(o.routing_turns), 0) FROM traders o WHERE o.is_online AND o.id <> $1))
            ELSE routing_turns END
      WHERE id = $1`,
    [traderId, online],
  );
  if (online) await raiseAfterCommit(db, 'capacity-freed');
  return { online };
}
