import {
  fromMinor,
  parseMoneyInput,
  toMinor,
  TRADER_ORDER_CSV_COLUMNS,
  type Language,
  type TraderOrderFilterQuery,
  type TraderOrderTotals,
  requisitesLast4,
} from '@payorder/contract';
import type { Readable } from 'node:stream';
import type { Queryable } from '../db/db.ts';
import { csvField, csvLine, csvStream } from '../http/csv.ts';
import { ORDER_SELECT, toTraderOrder, type OrderRow } from '../orders/order-row.ts';

/** An order id typed in part: its first characters (at least 4), or the whole of it. */
const ID_PREFIX = /^[0-9a-f]{4}[0-9a-f-]{0,32}$/;
/** A currency code written before or after an amount, as the console shows it ("BYN 4,800.00", "4 800,00 BYN"). */
const CURRENCY_AT_END = /^([A-Za-z]{3})\s*(?=[\d])|(?<=[\d.,])\s*([A-Za-z]{3})$/;

/**
 * What `q` names as an amount: read as people write it in `lng` (parseMoneyInput: "4,800.00" in English,
 * "4 800,00" in Russian, "1,00,000" in Hindi), with the currency when a code is written beside it.
 */
export function amountSearched(
  text: string,
  lng: Language | undefined,
): { amount: string; currency: string | null } | null {
  const code = CURRENCY_AT_END.exec(text);
  const currency = code ? (code[1] ?? code[2])!.toUpperCase() : null;
  // The currency only bounds the fraction digits here: any two-digit currency reads the same.
  const parsed = parseMoneyInput(text, lng ?? 'en', currency ?? 'XDR');
  return parsed.ok ? { amount: fromMinor(parsed.minor), currency } : null;
}

/**
 * The WHERE clause of the trader's history filter (search, totals and export alike), its values pushed
 * onto `params`. `q` matches any of: the order id (a prefix of 4+ characters or the whole), the shop's
 * external id, the amount as shown (amountSearched), the customer's card first or last digits, phone last
 * digits or UTR exactly, or a part of the sender's name. createdFrom and createdTo are inclusive.
 */
export function traderFilter(traderId: string, query: TraderOrderFilterQuery, params: unknown[]): string {
  const p = (value: unknown) => `$${params.push(value)}`;
  const text = query.q?.trim() || null;
  const clauses = [
    `o.trader_id = ${p(traderId)}`,
    `(${p(query.status ?? null)}::text IS NULL OR o.status = $${params.length})`,
    createdBetween(p(query.createdFrom ?? null), p(query.createdTo ?? null)),
  ];
  if (text) {
    const t = p(text);
    const matches = [
      `o.external_id = ${t}`,
      `o.payment_details->>'customerCardFirstDigits' = ${t}`,
      `o.payment_details->>'customerCardLastDigits' = ${t}`,
      `o.payment_details->>'customerPhoneLastDigits' = ${t}`,
      `o.payment_details->>'customerUtr' = ${t}`,
      `o.payment_details->>'customerName' ILIKE ${p(`%${text.replace(/[\\%_]/g, '\\$&')}%`)}`,
    ];
    if (ID_PREFIX.test(text.toLowerCase())) matches.push(`o.id::text LIKE ${p(`${text.toLowerCase()}%`)}`);
    const amount = amountSearched(text, query.lng);
    if (amount) {
      matches.push(
        `(o.amount = ${p(amount.amount)}::numeric${amount.currency ? ` AND o.currency = ${p(amount.currency)}` : ''})`,
      );
    }
    clauses.push(`(${matches.join(' OR ')})`);
  }
  return clauses.join('\n        AND ');
}

/**
 * createdFrom..createdTo, both inclusive and either left out, at the precision the API shows times
 * (milliseconds): a `createdTo` equal to an order's `createdAt` includes that order.
 */
export const createdBetween = (from: string, to: string) =>
  `(${from}::timestamptz IS NULL OR date_trunc('milliseconds', o.created_at) >= ${from})
        AND (${to}::timestamptz IS NULL OR date_trunc('milliseconds', o.created_at) <= ${to})`;

/**
 * Totals over every order the filter finds, not a page: the count, and per currency the count, the
 * completed ones, their volume and commission (money moves on completion only). One query, in SQL.
 */
export async function traderOrderTotals(
  q: Queryable,
  traderId: string,
  query: TraderOrderFilterQuery,
): Promise<TraderOrderTotals> {
  const params: unknown[] = [];
  const { rows } = await q.query<{
    currency: string;
    count: number;
    completed: number;
    volume: string;
    commission: string;
  }>(
    `SELECT o.currency, count(*)::int AS count,
            count(*) FILTER (WHERE o.status = 'completed')::int AS completed,
            coalesce(sum(o.amount) FILTER (WHERE o.status = 'completed'), 0)::numeric(24, 2)::text AS volume,
            coalesce(sum(o.trader_commission) FILTER (WHERE o.status = 'completed'), 0)::numeric(24, 2)::text AS commission
       FROM orders o
      WHERE ${traderFilter(traderId, query, params)}
      GROUP BY o.currency ORDER BY o.currency`,
    params,
  );
  return {
    count: rows.reduce((sum, row) => sum + row.count, 0),
    byCurrency: rows.map((row) => ({
      currency: row.currency,
      count: row.count,
      completed: row.completed,
      volume: fromMinor(toMinor(row.volume)),
      commission: fromMinor(toMinor(row.commission)),
    })),
  };
}

/**
 * Every order the filter finds as CSV, a batch of rows at a time by keyset (created_at, id) newest
 * first: memory stays flat whatever the size, and each batch is read only when the client has taken
 * the previous one (the stream's back-pressure).
 */
export function exportTraderOrders(q: Queryable, traderId: string, query: TraderOrderFilterQuery): Readable {
  const readBatch = async (after: OrderRow | null, limit: number) => {
    const params: unknown[] = [];
    const where = traderFilter(traderId, query, params);
    // Compared in SQL: created_at has microseconds, which a JavaScript Date would round away.
    const keyset: string = after
      ? `AND (o.created_at, o.id) < (SELECT c.created_at, c.id FROM orders c WHERE c.id = $${params.push(after.id)})`
      : '';
    const { rows } = await q.query<OrderRow>(
      `${ORDER_SELECT}
        WHERE ${where} ${keyset}
        ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`,
      params,
    );
    return rows;
  };
  return csvStream(TRADER_ORDER_CSV_COLUMNS, readBatch, (row) => {
    const order = toTraderOrder(row);
    const payment = order.payment;
    return csvLine(TRADER_ORDER_CSV_COLUMNS, {
      id: csvField(order.id),
      created_at: csvField(order.createdAt),
      status: csvField(order.status),
      amount: csvField(order.amount, false),
      currency: csvField(order.currency),
      commission: csvField(order.commission, false),
      payment_type: csvField(order.paymentType),
      bank: csvField(order.requisites?.bankName ?? order.bank),
      entry_last4: csvField(requisitesLast4(order.requisites)),
      sender_card_first: csvField(payment?.customerCardFirstDigits),
      sender_card_last: csvField(payment?.customerCardLastDigits),
      sender_name: csvField(payment?.customerName),
      sender_utr: csvField(payment?.customerUtr),
      sender_phone_last: csvField(payment?.customerPhoneLastDigits),
      sender_iban: csvField(payment?.customerIBAN),
      sender_account: csvField(payment?.customerAccountNumber),
    });
  });
}
