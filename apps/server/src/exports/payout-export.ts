import { MERCHANT_PAYOUT_CSV_COLUMNS, type PayoutExportQuery } from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { csvField, csvLine, csvStream } from '../http/csv.ts';

interface ExportPayoutRow {
  id: string;
  external_id: string;
  created_at: Date;
  /** created_at at its full precision (microseconds), the batch's keyset. */
  created_key: string;
  updated_at: Date;
  completed_at: Date | null;
  status: string;
  amount: string;
  currency: string;
  fee: string;
  payment_type: string;
  bank: string | null;
  is_test: boolean;
}

/** The shop's payouts of one mode created in the range (both ends included, to the millisecond), by keyset. */
function readPayouts(q: Queryable, shopId: string, isTest: boolean, range: PayoutExportQuery) {
  return async (after: ExportPayoutRow | null, limit: number) => {
    const params: unknown[] = [shopId, isTest, range.createdFrom ?? null, range.createdTo ?? null];
    const keyset = after
      ? `AND (created_at, id) > ($${params.push(after.created_key)}::timestamptz, $${params.push(after.id)}::uuid)`
      : '';
    const { rows } = await q.query<ExportPayoutRow>(
      `SELECT id, external_id, created_at, created_at::text AS created_key, updated_at, completed_at, status,
              amount::text AS amount, currency, fee::text AS fee, payment_type, bank, is_test
         FROM payouts
        WHERE shop_id = $1 AND is_test = $2
          AND ($3::timestamptz IS NULL OR date_trunc('milliseconds', created_at) >= $3)
          AND ($4::timestamptz IS NULL OR date_trunc('milliseconds', created_at) <= $4)
          ${keyset}
        ORDER BY created_at, id
        LIMIT ${limit}`,
      params,
    );
    return rows;
  };
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/**
 * The shop's payouts of its mode created in the range, oldest first, as CSV (MERCHANT_PAYOUT_CSV_COLUMNS;
 * every cell through the contract's csvField, so a formula-like external id stays text).
 */
export const exportShopPayouts = (q: Queryable, shopId: string, isTest: boolean, range: PayoutExportQuery) =>
  csvStream(MERCHANT_PAYOUT_CSV_COLUMNS, readPayouts(q, shopId, isTest, range), (row) =>
    csvLine(MERCHANT_PAYOUT_CSV_COLUMNS, {
      id: csvField(row.id),
      external_id: csvField(row.external_id),
      created_at: csvField(iso(row.created_at)),
      updated_at: csvField(iso(row.updated_at)),
      completed_at: csvField(iso(row.completed_at)),
      status: csvField(row.status),
      amount: csvField(row.amount, false),
      currency: csvField(row.currency),
      fee: csvField(row.fee, false),
      payment_type: csvField(row.payment_type),
      bank: csvField(row.bank),
      test: csvField(row.is_test),
    }),
  );
