import {
  percentOf,
  fromMinor,
  toMinor,
  type AdminPayout,
  type AdminPayoutsQuery,
  type AdminPayoutsResponse,
  type MerchantPayoutTimeline,
  type MerchantPayoutsQuery,
  type MerchantPayoutsResponse,
  type PayoutActorKind,
  type TraderPayoutsResponse,
} from '@payorder/contract';
import { z } from 'zod';
import type { Queryable } from '../db/db.ts';
import { validationFailed } from '../http/errors.ts';
import { adminProofUrl, listProofs, traderProofUrl } from './payout-proofs.ts';
import {
  getPayout,
  PAYOUT_COLUMNS,
  payoutHistory,
  toAdminPayout,
  toPayout,
  toTraderPayout,
  type PayoutRow,
} from './payout-row.ts';
import { shopPayout, type PayoutShop } from './payout-service.ts';

/**
 * Keyset pages, newest first: the cursor is the last payout of the previous page (opaque to clients),
 * and must be one the caller may see; else 400 naming `cursor`.
 */
async function page(
  q: Queryable,
  filters: string[],
  params: unknown[],
  cursor: string | undefined,
  limit: number,
): Promise<{ rows: PayoutRow[]; nextCursor: string | null }> {
  const where = [...filters];
  if (cursor) {
    const id = z.uuid().safeParse(cursor);
    const found = id.success
      ? await q.query(
          `SELECT 1 FROM payouts WHERE id = $${params.length + 1} AND ${filters.join(' AND ') || 'true'}`,
          [...params, id.data],
        )
      : { rowCount: 0 };
    if (found.rowCount === 0)
      throw validationFailed('Invalid request', { cursor: 'Not a cursor from this list' });
    params.push(id.data);
    where.push(`(created_at, id) < (SELECT created_at, id FROM payouts WHERE id = $${params.length})`);
  }
  params.push(limit + 1);
  const { rows } = await q.query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} FROM payouts WHERE ${where.join(' AND ') || 'true'}
      ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
    params,
  );
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  return { rows: shown, nextCursor: more ? shown.at(-1)!.id : null };
}

export async function merchantPayouts(
  q: Queryable,
  shop: PayoutShop,
  query: MerchantPayoutsQuery,
): Promise<MerchantPayoutsResponse> {
  const filters = ['shop_id = $1', 'is_test = $2'];
  const params: unknown[] = [shop.id, shop.isTest];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    filters.push(sql(params.length));
  };
  if (query.status) add((n) => `status = $${n}`, query.status);
  if (query.externalId) add((n) => `external_id = $${n}`, query.externalId);
  if (query.createdFrom) add((n) => `created_at >= $${n}`, query.createdFrom);
  if (query.createdTo) add((n) => `created_at <= $${n}`, query.createdTo);
  const { rows, nextCursor } = await page(q, filters, params, query.cursor, query.limit);
  return { items: rows.map(toPayout), nextCursor };
}

/**
 * The shop's payout with the statuses it entered (its shop sees no trader, no offer and no note), its own
 * dispute reason, and until when it may be disputed: completed, within `disputeHours` of completion.
 */
export async function merchantPayoutTimeline(
  q: Queryable,
  shop: PayoutShop,
  id: string,
  disputeHours: number,
): Promise<MerchantPayoutTimeline> {
  const row = await shopPayout(q, shop, id);
  const history = (await payoutHistory(q, id))
    .filter((entry) => entry.fromStatus !== entry.toStatus)
    .map((entry) => ({
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      actorKind: entry.actorKind as PayoutActorKind,
      at: entry.at,
    }));
  const closes = row.completed_at ? row.completed_at.getTime() + disputeHours * 3_600_000 : null;
  return {
    payout: toPayout(row),
    history,
    disputeReason: row.dispute_reason,
    disputableUntil:
      row.status === 'completed' && closes !== null && closes > Date.now()
        ? new Date(closes).toISOString()
        : null,
  };
}

/** The payouts offered to the trader now, its payouts in hand, then its latest finished ones. */
export async function traderPayouts(q: Queryable, traderId: string): Promise<TraderPayoutsResponse> {
  const { rows } = await q.query<PayoutRow & { commission_percent: string }>(
    `(SELECT ${PAYOUT_COLUMNS} FROM payouts
       WHERE status = 'new' AND offered_trader_id = $1 AND offer_expires_at > now())
     UNION ALL
     (SELECT ${PAYOUT_COLUMNS} FROM payouts WHERE trader_id = $1 AND status IN ('taken', 'overdue', 'dispute'))
     UNION ALL
     (SELECT ${PAYOUT_COLUMNS} FROM payouts
       WHERE trader_id = $1 AND status IN ('completed', 'failed') ORDER BY updated_at DESC LIMIT 50)`,
    [traderId],
  );
  const percent = await q.query<{ percent: string }>(
    'SELECT payout_commission_percent::text AS percent FROM traders WHERE id = $1',
    [traderId],
  );
  const proofs = await listProofs(
    q,
    rows.map((row) => row.id),
    traderProofUrl,
  );
  return {
    items: rows.map((row) =>
      toTraderPayout(
        row,
        row.commission ?? fromMinor(percentOf(toMinor(row.amount), percent.rows[0]?.percent ?? '0')),
        proofs.get(row.id) ?? [],
      ),
    ),
  };
}

/** Every live payout (test payouts are their shop's alone, as test orders are), filtered. */
export async function adminPayouts(q: Queryable, query: AdminPayoutsQuery): Promise<AdminPayoutsResponse> {
  const filters: string[] = ['NOT is_test'];
  const params: unknown[] = [];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    filters.push(sql(params.length));
  };
  if (query.status) add((n) => `status = $${n}`, query.status);
  if (query.shopId) add((n) => `shop_id = $${n}`, query.shopId);
  if (query.traderId) add((n) => `trader_id = $${n}`, query.traderId);
  const { rows, nextCursor } = await page(q, filters, params, query.cursor, query.limit);
  return {
    items: rows.map((row) => ({ ...toPayout(row), shopId: row.shop_id, traderId: row.trader_id })),
    nextCursor,
  };
}

/** One payout with everything the operator needs to decide: history, proofs, declines. */
export async function adminPayout(q: Queryable, id: string): Promise<AdminPayout> {
  const row = await getPayout(q, id);
  const declines = await q.query<{ trader_id: string; reason: string; created_at: Date }>(
    'SELECT trader_id, reason, created_at FROM payout_declines WHERE payout_id = $1 ORDER BY created_at',
    [id],
  );
  return toAdminPayout(row, {
    proofs: (await listProofs(q, [id], adminProofUrl)).get(id) ?? [],
    history: await payoutHistory(q, id),
    declines: declines.rows.map((decline) => ({
      traderId: decline.trader_id,
      reason: decline.reason,
      at: new Date(decline.created_at).toISOString(),
    })),
  });
}
