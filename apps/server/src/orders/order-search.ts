import type { TraderOrderSearchQuery, TraderOrderSearchResponse } from '@payorder/contract';
import { z } from 'zod';
import type { Queryable } from '../db/db.ts';
import { validationFailed } from '../http/errors.ts';
import { ORDER_SELECT, toTraderOrder, type OrderRow } from './order-row.ts';

/** An order id typed in part: its first characters (at least 4), or the whole of it. */
const ID_PREFIX = /^[0-9a-f]{4}[0-9a-f-]{0,32}$/;
/** An amount as typed: digits with up to 2 decimals after a point or a comma. */
const AMOUNT = /^\d{1,15}(?:[.,]\d{1,2})?$/;

/**
 * The trader's own orders (orders.trader_id), newest first, a page at a time. The cursor is the last
 * order of the previous page; the next page is what comes strictly after it in (created_at, id) order,
 * so orders arriving meanwhile never shift or repeat a page. `q` matches any of: the order id (a prefix
 * of 4+ characters or the whole), the shop's external id, the amount (as a decimal: 1500 = 1500.00), the
 * customer's card first or last digits, phone last digits, or UTR. createdFrom and createdTo are inclusive.
 */
export async function searchTraderOrders(
  q: Queryable,
  traderId: string,
  query: TraderOrderSearchQuery,
): Promise<TraderOrderSearchResponse> {
  let after: string | null = null;
  if (query.cursor) {
    const cursorId = z.uuid().safeParse(query.cursor);
    const { rows } = cursorId.success
      ? await q.query('SELECT 1 FROM orders WHERE id = $1 AND trader_id = $2', [cursorId.data, traderId])
      : { rows: [] };
    if (!rows[0]) throw validationFailed('Invalid request', { cursor: 'Not a cursor from this search' });
    after = cursorId.data!;
  }
  const text = query.q?.trim() || null;
  const idPrefix = text && ID_PREFIX.test(text.toLowerCase()) ? `${text.toLowerCase()}%` : null;
  const amount = text && AMOUNT.test(text) ? text.replace(',', '.') : null;
  const { rows } = await q.query<OrderRow>(
    `${ORDER_SELECT}
      WHERE o.trader_id = $1
        AND ($2::text IS NULL OR o.status = $2)
        AND ($3::timestamptz IS NULL OR o.created_at >= $3)
        AND ($4::timestamptz IS NULL OR o.created_at <= $4)
        -- Compared in SQL: created_at has microseconds, which a JavaScript Date would round away.
        AND ($5::uuid IS NULL OR (o.created_at, o.id) < (SELECT c.created_at, c.id FROM orders c WHERE c.id = $5))
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
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(toTraderOrder),
    nextCursor: rows.length > query.limit ? page.at(-1)!.id : null,
  };
}
