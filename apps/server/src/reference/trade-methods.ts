import { type CustomerField, type PaymentType, type TradeMethod } from '@payorder/contract';
import type { Queryable } from '../db/db.ts';

/** English names of the payment types; the page shows its own translation and falls back to these. */
export const PAYMENT_TYPE_NAMES: Record<PaymentType, string> = {
  card2card: 'Card to card',
  sbp: 'SBP',
  tsbp: 'Cross-border SBP',
  sberpay: 'SberPay',
  account_number: 'Account number',
  phone_number: 'Phone number',
  transfer_via_id_card: 'Transfer via ID card',
  account_number_iban: 'IBAN',
  account_number_sepa: 'SEPA',
  upi: 'UPI',
  imps: 'IMPS',
  phone_pe: 'PhonePe',
  erip: 'ERIP',
};

interface TradeMethodRow {
  id: string;
  trader_id: string;
  payment_type: PaymentType;
  bank: string;
  bank_name: string;
  fiat_currency: string;
  fields: TradeMethod['fields'];
  customer_fields: CustomerField[];
}

const SELECT = `
  SELECT tm.id, tm.trader_id, tm.payment_type, tm.bank, b.name AS bank_name, tm.fiat_currency,
         tm.fields, tm.customer_fields
    FROM trade_methods tm JOIN banks b ON b.code = tm.bank`;

function toTradeMethod(row: TradeMethodRow): TradeMethod {
  return {
    id: row.id,
    paymentType: row.payment_type,
    paymentTypeName: PAYMENT_TYPE_NAMES[row.payment_type],
    bank: row.bank,
    bankName: row.bank_name,
    fiatCurrency: row.fiat_currency,
    fields: row.fields,
    customerFields: row.customer_fields.map(({ name, type, required, hidden }) => ({
      name,
      type,
      required,
      hidden,
    })),
  };
}

/** A trader's active methods, oldest first: what its book entries and hand-sent details must fill in. */
export async function listTraderTradeMethods(q: Queryable, traderId: string): Promise<TradeMethod[]> {
  const { rows } = await q.query<TradeMethodRow>(
    `${SELECT} WHERE tm.trader_id = $1 AND tm.is_active ORDER BY tm.created_at, tm.id`,
    [traderId],
  );
  return rows.map(toTradeMethod);
}

/** The methods with these ids, in the order given. */
export async function tradeMethodsById(q: Queryable, ids: string[]): Promise<TradeMethod[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<TradeMethodRow>(`${SELECT} WHERE tm.id = ANY($1::uuid[])`, [ids]);
  const byId = new Map(rows.map((row) => [row.id, toTradeMethod(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findTradeMethodRow(q: Queryable, id: string) {
  const { rows } = await q.query<TradeMethodRow>(`${SELECT} WHERE tm.id = $1`, [id]);
  const row = rows[0];
  return row
    ? { method: toTradeMethod(row), traderId: row.trader_id, customerFields: row.customer_fields }
    : null;
}

/** The method the customer chose for this order (docs/product/payment-page.md §7 selected trade method), or null before. */
export async function selectedTradeMethodOf(
  q: Queryable,
  order: { trade_method_id: string | null },
): Promise<TradeMethod | null> {
  return order.trade_method_id
    ? ((await findTradeMethodRow(q, order.trade_method_id))?.method ?? null)
    : null;
}
