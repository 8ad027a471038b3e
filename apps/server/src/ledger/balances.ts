import {
  AuditAction,
  AuditTargetType,
  fromMinor,
  toMinor,
  type AdjustmentRequest,
  type DepositRequest,
  type MerchantBalanceResponse,
  type TraderBalanceResponse,
} from '@payorder/contract';
import { recordAudit, type AuditContext } from '../audit/audit-log.ts';
import { raiseAfterCommit } from '../db/commit-signals.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, notFound, validationFailed } from '../http/errors.ts';
import { balanceOf, balancesOf, EXTERNAL, post, traderAccount } from './ledger.ts';
import { completedSum, completedWithin, dayStartSql } from './today-volume.ts';

/**
 * The operator credits a trader's working balance with money the trader put up; with `audit`, the
 * audit log's row is written in the same transaction.
 */
export async function deposit(db: Db, traderId: string, body: DepositRequest, audit?: AuditContext) {
  const created = await db.transaction(async (tx) => {
    await checkTraderAndCurrency(tx, traderId, body.currency);
    const id = await post(tx, { kind: 'deposit', currency: body.currency, traderId, note: body.note }, [
      { from: EXTERNAL, to: traderAccount('trader_working', traderId), amount: toMinor(body.amount) },
    ]);
    const created = {
      id: id!,
      traderId,
      amount: body.amount,
      currency: body.currency,
      note: body.note,
      createdAt: new Date().toISOString(),
    };
    await raiseAfterCommit(tx, 'capacity-freed');
    if (audit) {
      await recordAudit(tx, {
        ...audit,
        action: AuditAction['trader.deposit'],
        targetType: AuditTargetType.trader,
        targetId: traderId,
        before: null,
        after: created,
      });
    }
    return created;
  });
  return created;
}

/** 404 for an unknown trader, 400 for an unknown currency; the trader's security hold, in minor units. */
async function checkTraderAndCurrency(tx: Queryable, traderId: string, currency: string) {
  const trader = await tx.query<{ security_hold: string }>(
    'SELECT security_hold::text FROM traders WHERE id = $1',
    [traderId],
  );
  if (trader.rowCount === 0) throw notFound('Trader');
  const known = await tx.query('SELECT 1 FROM currencies WHERE code = $1', [currency]);
  if (known.rowCount === 0) {
    throw validationFailed('Unknown currency', {
      currency: 'Unknown currency code: add it with PUT /api/v1/admin/currencies/{code}',
    });
  }
  return { securityHold: toMinor(trader.rows[0]!.security_hold) };
}

/**
 * The operator corrects a trader's working balance in one currency: a credit moves money from the
 * outside world into it, a debit back out (the counter account of deposits). A debit never takes the
 * trader's available balance (working less the security hold) below zero: 409 insufficient_balance,
 * nothing written (checked before the move and again after it, while the account's row is locked).
 */
export async function adjust(db: Db, traderId: string, body: AdjustmentRequest, audit?: AuditContext) {
  const amount = toMinor(body.amount);
  const created = await db.transaction(async (tx) => {
    const { securityHold } = await checkTraderAndCurrency(tx, traderId, body.currency);
    const working = traderAccount('trader_working', traderId);
    const workingNow = () => balanceOf(tx, working, body.currency);
    const refuse = (working: bigint) => {
      const available = working - securityHold;
      return new AppError(
        409,
        'insufficient_balance',
        `The trader's available balance is ${fromMinor(available > 0n ? available : 0n)} ${body.currency}: ` +
          `a debit of ${body.amount} ${body.currency} would take it below zero; nothing was written`,
      );
    };
    if (body.direction === 'debit') {
      const before = await workingNow();
      if (amount > before - securityHold) throw refuse(before);
    }
    const [from, to] = body.direction === 'credit' ? [EXTERNAL, working] : [working, EXTERNAL];
    const id = await post(tx, { kind: 'adjustment', currency: body.currency, traderId, note: body.note }, [
      { from, to, amount },
    ]);
    // Checked again once the account's row is ours (post() updated it): an order's hold may have come first.
    if (body.direction === 'debit') {
      const after = await workingNow();
      if (after < securityHold) throw refuse(after + amount);
    }
    const created = {
      id: id!,
      traderId,
      amount: body.amount,
      currency: body.currency,
      direction: body.direction,
      note: body.note,
      createdAt: new Date().toISOString(),
    };
    // A credit may let the trader take orders that wait.
    if (body.direction === 'credit') await raiseAfterCommit(tx, 'capacity-freed');
    if (audit) {
      await recordAudit(tx, {
        ...audit,
        action: AuditAction['trader.adjustment'],
        targetType: AuditTargetType.trader,
        targetId: traderId,
        before: null,
        after: created,
      });
    }
    return created;
  });
  return created;
}

/**
 * The trader's balances per currency, each with today's completed orders: how many, today's volume
 * (today-volume.ts, the one definition) and the commission they earned. `dayStart` is when the
 * trader's day began (their local midnight), else midnight UTC.
 */
export async function traderBalance(
  db: Queryable,
  traderId: string,
  dayStart?: string,
): Promise<TraderBalanceResponse> {
  return (await traderBalances(db, [traderId], dayStart)).get(traderId)!;
}

/**
 * traderBalance for many traders at once, in three statements however many they are (the operator's
 * list of every trader); a trader not found is left out.
 */
export async function traderBalances(
  db: Queryable,
  traderIds: readonly string[],
  dayStart?: string,
): Promise<Map<string, TraderBalanceResponse>> {
  const holds = await db.query<{ id: string; security_hold: string }>(
    'SELECT id, security_hold::text FROM traders WHERE id = ANY($1::uuid[])',
    [traderIds],
  );
  const today = await db.query<{
    trader_id: string;
    currency: string;
    completed: number;
    volume: string;
    commission: string;
  }>(
    `SELECT o.trader_id, o.currency, count(*)::int AS completed,
            sum(${completedSum('o')})::numeric(20, 2)::text AS volume,
            sum(o.trader_commission)::numeric(20, 2)::text AS commission
       FROM orders o
      WHERE o.trader_id = ANY($1::uuid[]) AND ${completedWithin('o', dayStartSql('$2'))}
      GROUP BY o.trader_id, o.currency`,
    [traderIds, dayStart ?? null],
  );
  const todayOf = new Map(today.rows.map((row) => [`${row.trader_id} ${row.currency}`, row]));
  const accounts = await balancesOf(db, traderIds);
  const byTrader = new Map<string, TraderBalanceResponse>();
  for (const { id, security_hold } of holds.rows) {
    const securityHold = toMinor(security_hold);
    const balances = [...accounts.get(id)!].map(([currency, kinds]) => {
      const working = kinds.trader_working ?? 0n;
      const available = working - securityHold;
      const day = todayOf.get(`${id} ${currency}`);
      return {
        currency,
        working: fromMinor(working),
        held: fromMinor(kinds.trader_hold ?? 0n),
        available: fromMinor(available > 0n ? available : 0n),
        commission: fromMinor(kinds.trader_commission ?? 0n),
        today: {
          completed: day?.completed ?? 0,
          volume: fromMinor(toMinor(day?.volume ?? '0')),
          commission: fromMinor(toMinor(day?.commission ?? '0')),
        },
      };
    });
    byTrader.set(id, { securityHold: fromMinor(securityHold), balances });
  }
  return byTrader;
}

export async function merchantBalance(db: Db, shopId: string): Promise<MerchantBalanceResponse> {
  const balances = [...(await balancesOf(db, [shopId])).get(shopId)!].map(([currency, accounts]) => ({
    currency,
    balance: fromMinor(accounts.shop ?? 0n),
    held: fromMinor(accounts.shop_payout_hold ?? 0n),
  }));
  return { balances };
}
