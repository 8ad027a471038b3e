import crypto from 'node:crypto';
import type { AdminTradeMethod, CreateTradeMethodRequest, FieldErrors } from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { AppError, notFound, validationFailed, type FieldProblem } from '../http/errors.ts';
import { findTradeMethodRow } from '../reference/trade-methods.ts';

/**
 * A trader's trade methods as the operator manages them: added, changed, removed. A removed method is
 * turned off (orders and ledger lines keep pointing at it) and the book entries filled in for it go
 * with it; its open orders go on with the details they were given.
 */

async function requireTrader(q: Queryable, traderId: string) {
  const trader = await q.query('SELECT 1 FROM traders WHERE id = $1', [traderId]);
  if (trader.rowCount === 0) throw notFound('Trader');
}

/** 400 unless the bank and the currency are in the catalogue, each said next to its field. */
async function requireCatalogue(q: Queryable, body: CreateTradeMethodRequest) {
  const [bank, currency] = await Promise.all([
    q.query('SELECT 1 FROM banks WHERE code = $1', [body.bank]),
    q.query('SELECT 1 FROM currencies WHERE code = $1', [body.fiatCurrency]),
  ]);
  const fields: Record<string, FieldProblem> = {};
  if (bank.rowCount === 0)
    fields.bank = {
      code: 'not_a_bank',
      message: 'Unknown bank code: add it with PUT /api/v1/admin/banks/{code}',
    };
  if (currency.rowCount === 0)
    fields.fiatCurrency = {
      code: 'invalid_choice',
      message: 'Unknown currency: add it with PUT /api/v1/admin/currencies/{code}',
    };
  if (Object.keys(fields).length > 0) throw validationFailed('Unknown bank or currency', fields);
}

const BOOK_ENTRIES = `(SELECT count(*)::int FROM requisite_entries e
                        WHERE e.trade_method_id = tm.id AND e.deleted_at IS NULL)`;

/** The trader's methods in use, oldest first, each with how many book entries are filled in for it. */
export async function listAdminTradeMethods(q: Queryable, traderId: string): Promise<AdminTradeMethod[]> {
  await requireTrader(q, traderId);
  const { rows } = await q.query<{ id: string; book_entries: number }>(
    `SELECT tm.id, ${BOOK_ENTRIES} AS book_entries FROM trade_methods tm
      WHERE tm.trader_id = $1 AND tm.is_active ORDER BY tm.created_at, tm.id`,
    [traderId],
  );
  const methods: AdminTradeMethod[] = [];
  for (const row of rows) methods.push(await adminTradeMethod(q, row.id, row.book_entries));
  return methods;
}

async function adminTradeMethod(q: Queryable, id: string, bookEntries: number): Promise<AdminTradeMethod> {
  return { ...(await findTradeMethodRow(q, id))!.method, bookEntries };
}

/** The method's columns as stored: payment type, bank, currency, fields and customer fields (jsonb). */
const methodValues = (body: CreateTradeMethodRequest) => [
  body.paymentType,
  body.bank,
  body.fiatCurrency,
  JSON.stringify(body.fields),
  JSON.stringify(body.customerFields),
];

export async function createTradeMethod(
  q: Queryable,
  traderId: string,
  body: CreateTradeMethodRequest,
): Promise<AdminTradeMethod> {
  await requireTrader(q, traderId);
  await requireCatalogue(q, body);
  const id = crypto.randomUUID();
  await q.query(
    `INSERT INTO trade_methods (id, trader_id, payment_type, bank, fiat_currency, fields, customer_fields)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [id, traderId, ...methodValues(body)],
  );
  return adminTradeMethod(q, id, 0);
}

/** The method in use, locked: the audit log's before. 404 when it is not this trader's or was removed. */
export async function lockTradeMethod(q: Queryable, traderId: string, methodId: string) {
  const { rows } = await q.query<{ book_entries: number }>(
    `SELECT ${BOOK_ENTRIES} AS book_entries FROM trade_methods tm
      WHERE tm.id = $1 AND tm.trader_id = $2 AND tm.is_active FOR UPDATE`,
    [methodId, traderId],
  );
  if (!rows[0]) throw notFound('Trade method');
  return adminTradeMethod(q, methodId, rows[0].book_entries);
}

const sameNames = (a: readonly { name: string }[], b: readonly { name: string }[]) =>
  a.length === b.length && a.every((item) => b.some((other) => other.name === item.name));

/**
 * Replaces the method. Its bank and customer fields may always change; its payment type, currency and
 * transfer fields only while no book entry is filled in for them (409 trade_method_in_use).
 */
export async function updateTradeMethod(
  q: Queryable,
  traderId: string,
  methodId: string,
  body: CreateTradeMethodRequest,
): Promise<AdminTradeMethod> {
  const before = await lockTradeMethod(q, traderId, methodId);
  await requireCatalogue(q, body);
  if (before.bookEntries > 0) {
    const fieldErrors: FieldErrors = {};
    if (body.paymentType !== before.paymentType) fieldErrors.paymentType = { code: 'invalid_choice' };
    if (body.fiatCurrency !== before.fiatCurrency) fieldErrors.fiatCurrency = { code: 'invalid_choice' };
    if (!sameNames(body.fields, before.fields)) fieldErrors.fields = { code: 'invalid_choice' };
    if (Object.keys(fieldErrors).length > 0) {
      const fields = Object.fromEntries(
        Object.keys(fieldErrors).map((key) => [key, 'Fixed while book entries are filled in for it']),
      );
      throw new AppError(
        409,
        'trade_method_in_use',
        `${before.bookEntries} book entries are filled in for this method's payment type, currency and fields: remove them first, or add a new method`,
        fields,
        undefined,
        fieldErrors,
      );
    }
  }
  await q.query(
    `UPDATE trade_methods SET payment_type = $2, bank = $3, fiat_currency = $4, fields = $5::jsonb,
                              customer_fields = $6::jsonb
      WHERE id = $1`,
    [methodId, ...methodValues(body)],
  );
  return adminTradeMethod(q, methodId, before.bookEntries);
}

/** Turns the method off and removes its book entries; what it was is returned for the audit log. */
export async function deleteTradeMethod(q: Queryable, traderId: string, methodId: string) {
  const before = await lockTradeMethod(q, traderId, methodId);
  await q.query('UPDATE trade_methods SET is_active = false WHERE id = $1', [methodId]);
  await q.query(
    `UPDATE requisite_entries SET deleted_at = now(), is_active = false
      WHERE trade_method_id = $1 AND deleted_at IS NULL`,
    [methodId],
  );
  return before;
}
