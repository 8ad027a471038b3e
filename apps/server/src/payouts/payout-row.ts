import type {
  AdminPayout,
  Payout,
  PaymentType,
  PayoutHistoryEntry,
  PayoutRecipient,
  PayoutStatus,
  Receipt,
  TraderPayout,
} from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';

/** A payout's row as the database holds it (numeric columns as text: money never passes a float). */
export interface PayoutRow {
  id: string;
  shop_id: string;
  external_id: string;
  is_test: boolean;
  request_hash: string;
  status: PayoutStatus;
  amount: string;
  currency: string;
  payment_type: PaymentType;
  bank: string | null;
  recipient: PayoutRecipient;
  fee: string;
  callback_url: string | null;
  offered_trader_id: string | null;
  offer_expires_at: Date | null;
  trader_id: string | null;
  commission: string | null;
  wait_until: Date;
  send_by: Date | null;
  completed_at: Date | null;
  dispute_reason: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export const PAYOUT_COLUMNS = `id, shop_id, external_id, is_test, request_hash, status, amount::text, currency,
  payment_type, bank, recipient, fee::text, callback_url, offered_trader_id, offer_expires_at, trader_id,
  commission::text, wait_until, send_by, completed_at, dispute_reason, version, created_at, updated_at`;

/** The payout, locked for the caller's transaction with `lock`; 404 when there is none. */
export async function getPayout(
  q: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<PayoutRow> {
  const { rows } = await q.query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} FROM payouts WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) throw notFound('Payout');
  return rows[0];
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export const toPayout = (row: PayoutRow): Payout => ({
  id: row.id,
  externalId: row.external_id,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  paymentType: row.payment_type,
  bank: row.bank,
  recipient: row.recipient,
  fee: row.fee,
  createdAt: iso(row.created_at)!,
  updatedAt: iso(row.updated_at)!,
  completedAt: iso(row.completed_at),
  test: row.is_test,
});

/** The trader's view: no shop, no fee; what it earns, how long the offer or the sending lasts. */
export function toTraderPayout(row: PayoutRow, commission: string, proofs: Receipt[]): TraderPayout {
  const { externalId: _externalId, fee: _fee, ...payout } = toPayout(row);
  return {
    ...payout,
    commission,
    offerExpiresAt: row.status === 'new' ? iso(row.offer_expires_at) : null,
    sendBy: row.status === 'taken' ? iso(row.send_by) : null,
    proofs,
  };
}

export function toAdminPayout(
  row: PayoutRow,
  extra: Pick<AdminPayout, 'proofs' | 'history' | 'declines'>,
): AdminPayout {
  return {
    ...toPayout(row),
    shopId: row.shop_id,
    traderId: row.trader_id,
    offeredTraderId: row.status === 'new' ? row.offered_trader_id : null,
    commission: row.commission,
    sendBy: iso(row.send_by),
    disputeReason: row.dispute_reason,
    ...extra,
  };
}

export async function payoutHistory(q: Queryable, payoutId: string): Promise<PayoutHistoryEntry[]> {
  const { rows } = await q.query<{
    move: string;
    from_status: PayoutStatus | null;
    to_status: PayoutStatus;
    actor_kind: string;
    actor_id: string | null;
    note: string | null;
    created_at: Date;
  }>(
    `SELECT move, from_status, to_status, actor_kind, actor_id, note, created_at FROM payout_history
      WHERE payout_id = $1 ORDER BY id`,
    [payoutId],
  );
  return rows.map((row) => ({
    move: row.move,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    actorKind: row.actor_kind,
    actorId: row.actor_id,
    note: row.note,
    at: new Date(row.created_at).toISOString(),
  }));
}
