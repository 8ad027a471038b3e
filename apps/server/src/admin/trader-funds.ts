import type { AdjustmentRequest, DepositRequest } from '@payorder/contract';
import type { AuditContext } from '../audit/audit-log.ts';
import type { Db } from '../db/db.ts';
import { adjust, deposit } from '../ledger/balances.ts';
import { assignWaitingOrders } from '../routing/assign-order.ts';

/** The operator funds a trader (ledger/balances.ts `deposit`); orders waiting for a trader with money may now go. */
export async function fundTrader(db: Db, traderId: string, body: DepositRequest, audit?: AuditContext) {
  const created = await deposit(db, traderId, body, audit);
  await assignWaitingOrders(db);
  return created;
}

/** The operator corrects a trader's balance (ledger/balances.ts `adjust`); a credit may let waiting orders go. */
export async function adjustTraderFunds(
  db: Db,
  traderId: string,
  body: AdjustmentRequest,
  audit?: AuditContext,
) {
  const created = await adjust(db, traderId, body, audit);
  if (body.direction === 'credit') await assignWaitingOrders(db);
  return created;
}
