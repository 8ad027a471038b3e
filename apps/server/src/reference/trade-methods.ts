import {
  COLLAPSED_PAYMENT_TYPES,
  TSBP_BANKS,
  type CustomerField,
  type PaymentType,
  type TradeMethod,
} from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { validationFailed } from '../http/errors.ts';

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

export async function listTradeMethodsForCurrency(q: Queryable, currency: string): Promise<TradeMethod[]> {
  const { rows } = await q.query<TradeMethodRow>(
    `${SELECT} WHERE tm.is_active AND tm.fiat_currency = $1 ORDER BY tm.created_at, tm.id`,
    [currency],
  );
  return rows.map(toTradeMethod);
}

export async function getTradeMethodRow(q: Queryable, id: string) {
  const { rows } = await q.query<TradeMethodRow>(`${SELECT} WHERE tm.id = $1`, [id]);
  const row = rows[0];
  return row
    ? { method: toTradeMethod(row), traderId: row.trader_id, customerFields: row.customer_fields }
    : null;
}

/** The method the customer chose for this order (spec §7 selected trade method), or null before. */
export async function selectedTradeMethodOf(
  q: Queryable,
  order: { trade_method_id: string | null },
): Promise<TradeMethod | null> {
  return order.trade_method_id ? ((await getTradeMethodRow(q, order.trade_method_id))?.method ?? null) : null;
}

/**
 * Picks the trade method for the customer's choice. sbp and tsbp are offered as one card per type
 * (spec §2), so any active method of that type serves; tsbp also carries the customer's bank (sberbank
 * or tinkoff), which decides the transfer rules shown.
 */
export async function resolveTradeMethod(
  q: Queryable,
  currency: string,
  type: PaymentType,
  bank: string | null,
): Promise<{ id: string; bank: string | null }> {
  const isCollapsed = COLLAPSED_PAYMENT_TYPES.includes(type);
  if (type === 'tsbp' && !(TSBP_BANKS as readonly (string | null)[]).includes(bank)) {
    throw validationFailed('Choose Sberbank or Tinkoff for cross-border SBP', {
      'payment.bank': `one of ${TSBP_BANKS.join(', ')}`,
    });
  }
  if (!isCollapsed && !bank) {
    throw validationFailed('A bank is required for this payment type', { 'payment.bank': 'Required' });
  }
  const { rows } = await q.query<{ id: string; bank: string }>(
    `SELECT id, bank FROM trade_methods
      WHERE is_active AND fiat_currency = $1 AND payment_type = $2 AND ($3::boolean OR bank = $4)
      ORDER BY created_at, id LIMIT 1`,
    [currency, type, isCollapsed, bank],
  );
  const row = rows[0];
  if (!row) {
    throw validationFailed('This payment method is not available for the order', {
      'payment.type': 'No trade method for this type, bank and currency',
    });
  }
  return { id: row.id, bank: type === 'sbp' ? null : (bank ?? row.bank) };
}
