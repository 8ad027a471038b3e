import {
  DISPUTE_LIST_MAX,
  type OrderSummary,
  type OrderSearchResponse,
  type OrderSearchQuery,
  type DisputeQueueQuery,
  type DisputeQueueResponse,
  type DisputeReason,
  type MerchantOrdersQuery,
  type MerchantOrdersResponse,
  type TraderOrderSearchQuery,
  type TraderOrderSearchResponse,
} from '@payorder/contract';
import { z } from 'zod';
import type { Queryable } from '../db/db.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import {
  ORDER_SELECT,
  paidAmountOf,
  toMerchantOrder,
  toTraderOrder,
  type OrderRow,
} from '../orders/order-row.ts';
import { createdBetween, traderFilter } from './trader-history.ts';

/**
 * The trader's own orders (orders.trader_id), newest first, a page at a time (keyset: AFTER_CURSOR),
 * filtered as its totals and export are (trader-history.ts traderFilter).
 */
export async function searchTraderOrders(
  q: Queryable,
  traderId: string,
  query: TraderOrderSearchQuery,
): Promise<TraderOrderSearchResponse> {
  const after = await cursorOrder(q, query.cursor, { trader_id: traderId });
  const params: unknown[] = [];
  const where = traderFilter(traderId, query, params);
  const { rows } = await q.query<OrderRow>(
    `${ORDER_SELECT}
      WHERE ${where}
        AND ${AFTER_CURSOR(`$${params.push(after)}`)}
      ORDER BY o.created_at DESC, o.id DESC
      LIMIT $${params.push(query.limit + 1)}`,
    params,
  );
  return keysetPage(rows, query.limit, toTraderOrder);
}

/**
 * Keyset pages of orders, newest first: the cursor is the last order of the previous page (opaque to
 * callers), and the next page is what comes strictly after it in (created_at, id) order, so orders
 * arriving meanwhile never shift or repeat a page. Compared in SQL: created_at has microseconds, which
 * a JavaScript Date would round away.
 */
const AFTER_CURSOR = (param: string) =>
  `(${param}::uuid IS NULL OR (o.created_at, o.id) < (SELECT c.created_at, c.id FROM orders c WHERE c.id = ${param}))`;

const CREATED_BETWEEN = createdBetween;

/**
 * The order a cursor names, when it is one the caller may see (the owner's, or any without an owner);
 * else 400 naming `cursor`. Null without a cursor.
 */
async function cursorOrder(
  q: Queryable,
  cursor: string | undefined,
  owner?: { trader_id: string } | { shop_id: string },
): Promise<string | null> {
  if (!cursor) return null;
  const cursorId = z.uuid().safeParse(cursor);
  if (!cursorId.success) throw validationFailed('Invalid request', { cursor: 'Not a cursor from this list' });
  const [column, ownerId] = owner ? (Object.entries(owner)[0] as [string, string]) : [null, null];
  const { rows } = await q.query(
    `SELECT 1 FROM orders WHERE id = $1${column ? ` AND ${column} = $2` : ''}`,
    column ? [cursorId.data, ownerId] : [cursorId.data],
  );
  if (!rows[0]) throw validationFailed('Invalid request', { cursor: 'Not a cursor from this list' });
  return cursorId.data;
}

/** One page of a keyset list fetched with LIMIT `limit + 1`: the extra row only says there is a next page. */
function keysetPage<Row extends { id: string }, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
) {
  const page = rows.slice(0, limit);
  return { items: page.map(toItem), nextCursor: rows.length > limit ? page.at(-1)!.id : null };
}

/**
 * The shop's own orders (GET /api/v1/merchant/orders), newest first, filtered, a page at a time: its
 * live orders, or with `isTest` its test orders (test mode).
 */
export async function listShopOrders(
  q: Queryable,
  shopId: string,
  query: MerchantOrdersQuery,
  isTest = false,
): Promise<MerchantOrdersResponse> {
  const after = await cursorOrder(q, query.cursor, { shop_id: shopId });
  const { rows } = await q.query<OrderRow>(
    `${ORDER_SELECT}
      WHERE o.shop_id = $1 AND o.is_test = $8
        AND ($2::text IS NULL OR o.status = $2)
        AND ($3::text IS NULL OR o.external_id = $3)
        AND ${CREATED_BETWEEN('$4', '$5')}
        AND ${AFTER_CURSOR('$6')}
      ORDER BY o.created_at DESC, o.id DESC
      LIMIT $7`,
    [
      shopId,
      query.status ?? null,
      query.externalId ?? null,
      query.createdFrom ?? null,
      query.createdTo ?? null,
      after,
      query.limit + 1,
      isTest,
    ],
  );
  return keysetPage(rows, query.limit, toMerchantOrder);
}

/**
 * The shop's order with this external id, of the caller's mode (live or test). An external id names one
 * order now (create-order.ts); orders made before that rule may share one, and the newest is answered
 * (the list's `externalId` filter shows them all). 404 when there is none.
 */
export async function findShopOrderByExternalId(
  q: Queryable,
  shopId: string,
  externalId: string,
  isTest = false,
) {
  const { rows } = await q.query<OrderRow>(
    `${ORDER_SELECT} WHERE o.shop_id = $1 AND o.external_id = $2 AND o.is_test = $3
      ORDER BY o.created_at DESC, o.id DESC LIMIT 1`,
    [shopId, externalId, isTest],
  );
  if (!rows[0]) throw notFound();
  return toMerchantOrder(rows[0]);
}

/** An order as the operator's and the shop's lists show it. */
export interface SummaryRow {
  id: string;
  status: OrderSummary['status'];
  amount: string;
  currency: string;
  external_id: string | null;
  shop_id: string;
  shop_name: string;
  trader_id: string | null;
  trader_name: string | null;
  payment_type: OrderSummary['paymentType'];
  payment_bank: string | null;
  callback_url_status: OrderSummary['callbackUrlStatus'];
  created_at: Date;
  updated_at: Date;
  /** A dispute resolved for another sum: the sum that arrived; null otherwise (paidAmountOf). */
  paid_amount: string | null;
}

const SUMMARY_COLUMNS = `o.id, o.status, o.amount::text AS amount, o.currency, o.external_id, o.shop_id,
  s.name AS shop_name, o.trader_id, t.name AS trader_name, o.payment_type, o.payment_bank, o.callback_url_status,
  o.created_at, o.updated_at, o.paid_amount::text AS paid_amount`;
const SUMMARY_FROM = `orders o JOIN shops s ON s.id = o.shop_id LEFT JOIN traders t ON t.id = o.trader_id`;
const SUMMARY_SELECT = `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM}`;

/** `forShop`: the trader is not the shop's to know. */
export function toOrderSummary(row: SummaryRow, options: { forShop?: boolean } = {}): OrderSummary {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    externalId: row.external_id,
    shopId: row.shop_id,
    shopName: row.shop_name,
    traderId: options.forShop ? null : row.trader_id,
    traderName: options.forShop ? null : row.trader_name,
    paymentType: row.payment_type,
    bank: row.payment_bank,
    callbackUrlStatus: row.callback_url_status,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    paidAmount: paidAmountOf(row),
  };
}

/**
 * Orders across every shop and trader (the operator), or one shop's (`shopId`: the shop, whatever its
 * query says), newest first, a page at a time by keyset as in searchTraderOrders: the cursor is the last
 * order of the previous page and must be one this caller may see. Live orders only, unless `test`
 * (the query's, or the shop's mode in `scope.isTest`) asks for the test orders instead.
 */
export async function searchOrders(
  q: Queryable,
  query: OrderSearchQuery,
  scope: { shopId?: string; isTest?: boolean } = {},
): Promise<OrderSearchResponse> {
  const shopId = scope.shopId ?? query.shopId ?? null;
  const after = await cursorOrder(q, query.cursor, scope.shopId ? { shop_id: scope.shopId } : undefined);
  const isWholeId = query.id !== undefined && z.uuid().safeParse(query.id).success;
  const { rows } = await q.query<SummaryRow>(
    `${SUMMARY_SELECT}
      WHERE ($1::uuid IS NULL OR o.shop_id = $1)
        AND ($2::uuid IS NULL OR o.trader_id = $2)
        AND ($3::text IS NULL OR o.status = $3)
        AND ($4::text IS NULL OR o.external_id = $4)
        AND ($5::uuid IS NULL OR o.id = $5)
        AND ($6::text IS NULL OR o.id::text LIKE $6)
        AND ($7::numeric IS NULL OR o.amount = $7::numeric)
        AND ${CREATED_BETWEEN('$8', '$9')}
        AND ${AFTER_CURSOR('$10')}
        AND o.is_test = $12
        AND ($13::text IS NULL OR o.payment_type = $13)
      ORDER BY o.created_at DESC, o.id DESC
      LIMIT $11`,
    [
      shopId,
      query.traderId ?? null,
      query.status ?? null,
      query.externalId ?? null,
      isWholeId ? query.id : null,
      query.id && !isWholeId ? `${query.id}%` : null,
      query.amount ?? null,
      query.createdFrom ?? null,
      query.createdTo ?? null,
      after,
      query.limit + 1,
      scope.isTest ?? query.test ?? false,
      query.paymentType ?? null,
    ],
  );
  return keysetPage(rows, query.limit, (row) => toOrderSummary(row, { forShop: scope.shopId !== undefined }));
}

/**
 * Orders in dispute, the newest dispute first (since they entered it, by their history), of one shop, one
 * trader or one reason when asked; `total` counts every one the filter matches, beyond the `limit` listed.
 */
export async function disputeQueue(
  q: Queryable,
  filter: DisputeQueueQuery = {},
  limit = DISPUTE_LIST_MAX,
): Promise<DisputeQueueResponse> {
  const { rows } = await q.query<
    SummaryRow & { disputed_at: Date; reason: DisputeReason | null; note: string | null; total: string }
  >(
    `SELECT * FROM (
       SELECT ${SUMMARY_COLUMNS}, coalesce(d.created_at, o.updated_at) AS disputed_at, d.reason, d.note,
              count(*) OVER () AS total
         FROM ${SUMMARY_FROM}
         LEFT JOIN LATERAL (
           SELECT h.created_at, h.reason, h.note FROM order_history h
            WHERE h.order_id = o.id AND h.to_status = 'dispute' ORDER BY h.id DESC LIMIT 1) d ON true
        WHERE o.status = 'dispute' AND NOT o.is_test
          AND ($2::uuid IS NULL OR o.shop_id = $2)
          AND ($3::uuid IS NULL OR o.trader_id = $3)
          AND ($4::text IS NULL OR d.reason = $4)) disputes
      ORDER BY disputed_at DESC, id DESC LIMIT $1`,
    [limit, filter.shopId ?? null, filter.traderId ?? null, filter.reason ?? null],
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((row) => ({
      ...toOrderSummary(row),
      disputedAt: new Date(row.disputed_at).toISOString(),
      disputeReason: row.reason,
      disputeNote: row.note,
    })),
  };
}
