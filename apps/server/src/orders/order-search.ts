import type {
  OrderSummary,
  OrderSearchResponse,
  OrderSearchQuery,
  DisputeQueueResponse,
  MerchantOrdersQuery,
  MerchantOrdersResponse,
  TraderOrderSearchQuery,
  TraderOrderSearchResponse,
} from '@payorder/contract';
import { z } from 'zod';
import type { Queryable } from '../db/db.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { ORDER_SELECT, toMerchantOrder, toTraderOrder, type OrderRow } from './order-row.ts';

/** An order id typed in part: its first characters (at least 4), or the whole of it. */
const ID_PREFIX = /^[0-9a-f]{4}[0-9a-f-]{0,32}$/;
/** An amount as typed: digits with up to 2 decimals after a point or a comma. */
const AMOUNT = /^\d{1,15}(?:[.,]\d{1,2})?$/;

/**
 * The trader's own orders (orders.trader_id), newest first, a page at a time (keyset: AFTER_CURSOR).
 * `q` matches any of: the order id (a prefix
 * of 4+ characters or the whole), the shop's external id, the amount (as a decimal: 1500 = 1500.00), the
 * customer's card first or last digits, phone last digits, or UTR. createdFrom and createdTo are inclusive.
 */
export async function searchTraderOrders(
  q: Queryable,
  traderId: string,
  query: TraderOrderSearchQuery,
): Promise<TraderOrderSearchResponse> {
  const after = await cursorOrder(q, query.cursor, { trader_id: traderId });
  const text = query.q?.trim() || null;
  const idPrefix = text && ID_PREFIX.test(text.toLowerCase()) ? `${text.toLowerCase()}%` : null;
  const amount = text && AMOUNT.test(text) ? text.replace(',', '.') : null;
  const { rows } = await q.query<OrderRow>(
    `${ORDER_SELECT}
      WHERE o.trader_id = $1
        AND ($2::text IS NULL OR o.status = $2)
        AND ${CREATED_BETWEEN('$3', '$4')}
        AND ${AFTER_CURSOR('$5')}
        AND ($6::text IS NULL
             OR o.external_id = $6
             OR o.id::text LIKE $7
             OR o.amount = $8::numeric
             OR o.payment_details->>'customerCardFirstDigits' = $6
             OR o.payment_details->>'customerCardLastDigits' = $6
             OR o.payment_details->>'customerPhoneLastDigits' = $6
             OR o.payment_details->>'customerUtr' = $6)
      ORDER BY o.created_at DESC, o.id DESC
      LIMIT $9`,
    [
      traderId,
      query.status ?? null,
      query.createdFrom ?? null,
      query.createdTo ?? null,
      after,
      text,
      idPrefix,
      amount,
      query.limit + 1,
    ],
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

/**
 * createdFrom..createdTo, both inclusive and either left out, at the precision the API shows times
 * (milliseconds): a `createdTo` equal to an order's `createdAt` includes that order.
 */
const CREATED_BETWEEN = (from: string, to: string) =>
  `(${from}::timestamptz IS NULL OR date_trunc('milliseconds', o.created_at) >= ${from})
        AND (${to}::timestamptz IS NULL OR date_trunc('milliseconds', o.created_at) <= ${to})`;

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

/** The shop's own orders (GET /api/v1/merchant/orders), newest first, filtered, a page at a time. */
export async function listShopOrders(
  q: Queryable,
  shopId: string,
  query: MerchantOrdersQuery,
): Promise<MerchantOrdersResponse> {
  const after = await cursorOrder(q, query.cursor, { shop_id: shopId });
  const { rows } = await q.query<OrderRow>(
    `${ORDER_SELECT}
      WHERE o.shop_id = $1
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
    ],
  );
  return keysetPage(rows, query.limit, toMerchantOrder);
}

/**
 * The shop's order with this external id; the newest when the shop gave several orders the same one
 * (the list's `externalId` filter shows them all). 404 when there is none.
 */
export async function findShopOrderByExternalId(q: Queryable, shopId: string, externalId: string) {
  const { rows } = await q.query<OrderRow>(
    `${ORDER_SELECT} WHERE o.shop_id = $1 AND o.external_id = $2 ORDER BY o.created_at DESC, o.id DESC LIMIT 1`,
    [shopId, externalId],
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
}

const SUMMARY_COLUMNS = `o.id, o.status, o.amount::text AS amount, o.currency, o.external_id, o.shop_id,
  s.name AS shop_name, o.trader_id, t.name AS trader_name, o.payment_type, o.payment_bank, o.callback_url_status,
  o.created_at, o.updated_at`;
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
  };
}

/**
 * Orders across every shop and trader (the operator), or one shop's (`shopId`: the shop, whatever its
 * query says), newest first, a page at a time by keyset as in searchTraderOrders: the cursor is the last
 * order of the previous page and must be one this caller may see.
 */
export async function searchOrders(
  q: Queryable,
  query: OrderSearchQuery,
  scope: { shopId?: string } = {},
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
    ],
  );
  return keysetPage(rows, query.limit, (row) => toOrderSummary(row, { forShop: scope.shopId !== undefined }));
}

/** Orders in dispute, the longest waiting first (since they entered it, by their history). */
export async function disputeQueue(q: Queryable, limit = 200): Promise<DisputeQueueResponse> {
  const { rows } = await q.query<SummaryRow & { disputed_at: Date }>(
    `SELECT ${SUMMARY_COLUMNS}, d.disputed_at FROM ${SUMMARY_FROM}
       CROSS JOIN LATERAL (
         SELECT coalesce(max(h.created_at), o.updated_at) AS disputed_at FROM order_history h
          WHERE h.order_id = o.id AND h.to_status = 'dispute') d
      WHERE o.status = 'dispute'
      ORDER BY d.disputed_at, o.id LIMIT $1`,
    [limit],
  );
  return {
    items: rows.map((row) => ({
      ...toOrderSummary(row),
      disputedAt: new Date(row.disputed_at).toISOString(),
    })),
  };
}
