import {
  ADMIN_LEDGER_CSV_COLUMNS,
  fromMinor,
  MERCHANT_LEDGER_CSV_COLUMNS,
  type AdminExportQuery,
  type ExportQuery,
} from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { csvField, csvLine, csvStream } from '../http/csv.ts';

interface ExportLedgerRow {
  entry_id: string;
  created_at: Date;
  transaction_id: string;
  kind: string;
  order_id: string | null;
  account: string;
  amount: string;
  currency: string;
  note: string | null;
  owner_id: string | null;
  owner_name: string | null;
}

/**
 * Ledger entries posted in the range, in the order they were written (entry id), a batch at a time:
 * the accounts of one owner (the shop's own export), or every account (the operator's), or one shop's.
 */
function readLedger(q: Queryable, ownerId: string | null, range: ExportQuery) {
  return async (after: ExportLedgerRow | null, limit: number) => {
    const { rows } = await q.query<ExportLedgerRow>(
      `SELECT e.id::text AS entry_id, t.created_at, t.id AS transaction_id, t.kind, t.order_id,
              a.kind AS account, e.amount::text AS amount, t.currency, t.note, a.owner_id,
              coalesce(s.name, tr.name) AS owner_name
         FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id
         JOIN ledger_transactions t ON t.id = e.transaction_id
         LEFT JOIN shops s ON s.id = a.owner_id AND a.kind = 'shop'
         LEFT JOIN traders tr ON tr.id = a.owner_id AND a.kind <> 'shop'
        WHERE ($1::timestamptz IS NULL OR date_trunc('milliseconds', t.created_at) >= $1)
          AND ($2::timestamptz IS NULL OR date_trunc('milliseconds', t.created_at) <= $2)
          AND ($3::uuid IS NULL OR a.owner_id = $3)
          AND e.id > $4::bigint
        ORDER BY e.id
        LIMIT ${limit}`,
      [range.from ?? null, range.to ?? null, ownerId, after?.entry_id ?? '0'],
    );
    return rows;
  };
}

/**
 * The test ledger in the range (the shop in test mode, ledger/test-balance.ts): one `settle` line per
 * completed test order, what it would have credited, dated when it completed; nothing of it is in the
 * ledger tables. Paged by (completion time to the millisecond, order id).
 */
function readTestLedger(q: Queryable, shopId: string, range: ExportQuery) {
  return async (after: ExportLedgerRow | null, limit: number) => {
    const { rows } = await q.query<ExportLedgerRow>(
      `SELECT id::text AS entry_id, date_trunc('milliseconds', updated_at) AS created_at, id AS transaction_id,
              'settle' AS kind, id AS order_id, 'shop' AS account,
              ((coalesce(paid_amount, amount) - fee) * 100)::bigint::text AS amount, currency, NULL::text AS note,
              shop_id AS owner_id, NULL::text AS owner_name
         FROM orders
        WHERE shop_id = $1 AND is_test AND status = 'completed'
          AND ($2::timestamptz IS NULL OR date_trunc('milliseconds', updated_at) >= $2)
          AND ($3::timestamptz IS NULL OR date_trunc('milliseconds', updated_at) <= $3)
          AND ($4::timestamptz IS NULL OR (date_trunc('milliseconds', updated_at), id) > ($4, $5::uuid))
        ORDER BY date_trunc('milliseconds', updated_at), id
        LIMIT ${limit}`,
      [shopId, range.from ?? null, range.to ?? null, after?.created_at ?? null, after?.order_id ?? null],
    );
    return rows;
  };
}

function ledgerCells(row: ExportLedgerRow) {
  return {
    created_at: csvField(new Date(row.created_at).toISOString()),
    transaction_id: csvField(row.transaction_id),
    kind: csvField(row.kind),
    order_id: csvField(row.order_id),
    account: csvField(row.account),
    amount: csvField(fromMinor(BigInt(row.amount)), false),
    currency: csvField(row.currency),
    note: csvField(row.note),
  };
}

/**
 * The lines on the shop's account posted in the range, as CSV (MERCHANT_LEDGER_CSV_COLUMNS); `isTest`:
 * its test ledger's, every row saying so.
 */
export const exportShopLedger = (q: Queryable, shopId: string, range: ExportQuery, isTest = false) =>
  csvStream(MERCHANT_LEDGER_CSV_COLUMNS, (isTest ? readTestLedger : readLedger)(q, shopId, range), (row) =>
    csvLine(MERCHANT_LEDGER_CSV_COLUMNS, { ...ledgerCells(row), test: csvField(isTest) }),
  );

/** Every ledger line of the platform (or one shop's) posted in the range, as CSV (ADMIN_LEDGER_CSV_COLUMNS). */
export const exportAllLedger = (q: Queryable, query: AdminExportQuery) =>
  csvStream(ADMIN_LEDGER_CSV_COLUMNS, readLedger(q, query.shopId ?? null, query), (row) =>
    csvLine(ADMIN_LEDGER_CSV_COLUMNS, {
      ...ledgerCells(row),
      owner_id: csvField(row.owner_id),
      owner_name: csvField(row.owner_name),
    }),
  );
