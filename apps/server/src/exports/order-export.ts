import {
  ADMIN_ORDER_CSV_COLUMNS,
  MERCHANT_ORDER_CSV_COLUMNS,
  type AdminExportQuery,
  type ExportQuery,
} from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { createdBetween } from '../order-flows/trader-history.ts';
import { csvField, csvLine, csvStream } from '../http/csv.ts';

interface ExportOrderRow {
  id: string;
  external_id: string | null;
  created_at: Date;
  /** created_at at its full precision (microseconds), the batch's keyset. */
  created_key: string;
  updated_at: Date;
  status: string;
  amount: string;
  paid_amount: string | null;
  currency: string;
  fee: string;
  payment_type: string | null;
  payment_bank: string | null;
  callback_url_status: string | null;
  shop_id: string;
  shop_name: string;
  trader_id: string | null;
  trader_name: string | null;
  is_test: boolean;
}

/** Whose orders: one shop's of one mode (the shop's own export), or every shop's or one (the operator's). */
type OrderScope = { shopId: string; isTest: boolean } | { shopId?: string; isTest?: undefined };

function readOrders(q: Queryable, scope: OrderScope, range: ExportQuery) {
  return async (after: ExportOrderRow | null, limit: number) => {
    const params: unknown[] = [
      range.from ?? null,
      range.to ?? null,
      scope.shopId ?? null,
      scope.isTest ?? null,
    ];
    const keyset = after
      ? `AND (o.created_at, o.id) > ($${params.push(after.created_key)}::timestamptz, $${params.push(after.id)}::uuid)`
      : '';
    const { rows } = await q.query<ExportOrderRow>(
      `SELECT o.id, o.external_id, o.created_at, o.created_at::text AS created_key, o.updated_at, o.status,
              o.amount::text AS amount, o.paid_amount::text AS paid_amount, o.currency, o.fee::text AS fee,
              o.payment_type, o.payment_bank, o.callback_url_status, o.shop_id, s.name AS shop_name,
              o.trader_id, t.name AS trader_name, o.is_test
         FROM orders o
         JOIN shops s ON s.id = o.shop_id
         LEFT JOIN traders t ON t.id = o.trader_id
        WHERE ${createdBetween('$1', '$2')}
          AND ($3::uuid IS NULL OR o.shop_id = $3)
          AND ($4::boolean IS NULL OR o.is_test = $4)
          ${keyset}
        ORDER BY o.created_at, o.id
        LIMIT ${limit}`,
      params,
    );
    return rows;
  };
}

function orderCells(row: ExportOrderRow) {
  return {
    id: csvField(row.id),
    external_id: csvField(row.external_id),
    created_at: csvField(new Date(row.created_at).toISOString()),
    updated_at: csvField(new Date(row.updated_at).toISOString()),
    status: csvField(row.status),
    amount: csvField(row.amount, false),
    // The sum that arrived: the amount, or the operator's corrected one (toMerchantOrder's paidAmount).
    paid_amount: csvField(row.status === 'completed' ? (row.paid_amount ?? row.amount) : null, false),
    currency: csvField(row.currency),
    fee: csvField(row.fee, false),
    payment_type: csvField(row.payment_type),
    bank: csvField(row.payment_bank),
    callback_url_status: csvField(row.callback_url_status),
  };
}

/**
 * The shop's orders of its mode created in the range, oldest first, as CSV (MERCHANT_ORDER_CSV_COLUMNS:
 * each row says whether it is a test order).
 */
export const exportShopOrders = (q: Queryable, shopId: string, isTest: boolean, range: ExportQuery) =>
  csvStream(MERCHANT_ORDER_CSV_COLUMNS, readOrders(q, { shopId, isTest }, range), (row) =>
    csvLine(MERCHANT_ORDER_CSV_COLUMNS, { ...orderCells(row), test: csvField(row.is_test) }),
  );

/** Every shop's orders (or one shop's) created in the range, as CSV (ADMIN_ORDER_CSV_COLUMNS). */
export const exportAllOrders = (q: Queryable, query: AdminExportQuery) =>
  csvStream(ADMIN_ORDER_CSV_COLUMNS, readOrders(q, { shopId: query.shopId }, query), (row) =>
    csvLine(ADMIN_ORDER_CSV_COLUMNS, {
      ...orderCells(row),
      shop_id: csvField(row.shop_id),
      shop_name: csvField(row.shop_name),
      trader_id: csvField(row.trader_id),
      trader_name: csvField(row.trader_name),
      test: csvField(row.is_test),
    }),
  );
