import {
  COLLAPSED_PAYMENT_TYPES,
  ENDED_STATUSES,
  CUSTOMER_FIELD_TO_PAYMENT_KEY,
  type MerchantOrder,
  type Order,
  type OrderPayment,
  type CustomerField,
  type Requisites,
  type TraderOrder,
} from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { requisitesForShop } from './shop-requisites.ts';

/** One order joined with the shop settings the page needs. */
export interface OrderRow {
  id: string;
  shop_id: string;
  token_hash: string;
  status: Order['status'];
  status_details: Order['statusDetails'];
  status_timeout_at: Date | null;
  expires_at: Date;
  amount: string;
  currency: string;
  external_id: string | null;
  return_url: string;
  callback_url: string | null;
  callback_url_status: Order['integration']['callbackUrlStatus'];
  trade_method_id: string | null;
  /** The trader the order is assigned to; null until routing or a trader's claim assigns it. */
  trader_id: string | null;
  requisite_entry_id: string | null;
  fee: string;
  trader_commission: string;
  /** A dispute resolved with a corrected amount: the sum that arrived; null otherwise (paidAmountOf). */
  paid_amount: string | null;
  payment_type: OrderPayment['type'] | null;
  payment_bank: string | null;
  payment_details: Partial<Record<keyof OrderPayment, string>>;
  /** Canonical form (requisites.ts); no bankName. */
  requisites: Requisites | null;
  /** The name of requisites.bank from the banks reference, when it is a known code. */
  requisites_bank_name: string | null;
  requisites_at: Date | null;
  version: number;
  created_at: Date;
  updated_at: Date;
  shop_name: string;
  customer_data_collection_order: Order['shop']['customerDataCollectionOrder'];
  collect_customer_receipts: boolean;
  payment_window_minutes: number;
  /** Served by demo traders only: a demo shop's order, or a test order. */
  is_demo: boolean;
  /** A test order (the shop's test key): served by the simulated test-mode trader only, no ledger moves. */
  is_test: boolean;
  receipt_count: number;
  /** The order left a dispute for the status it ended in (toCustomerOrder's hasResolvedDispute). */
  has_resolved_dispute: boolean;
  /**
   * A bank notification already matched to this order waits for the customer's "paid" (`after_customer`,
   * bank-notifications/): read only in trader_confirm, in the statement that moved the order there, so
   * the customer's move asks nothing more when there is none.
   */
  has_matched_notification: boolean;
  /**
   * The sender fields of the order's chosen method (null before one is chosen), read only when asked
   * (getOrder's `customerFields`): the moves that check them read them with the order's lock.
   */
  customer_fields?: CustomerField[] | null;
}

/**
 * The order row's columns, read from `source` aliased `o`: the orders table, or a statement's RETURNING;
 * `extraColumns` (`, expression AS name`) adds to them.
 */
export const orderSelectFrom = (source: string, extraColumns = '') => `
  SELECT o.id, o.shop_id, o.token_hash, o.status, o.status_details, o.status_timeout_at, o.expires_at,
         o.amount::text AS amount, o.currency, o.external_id, o.return_url, o.callback_url, o.callback_url_status,
         o.trade_method_id, o.trader_id, o.requisite_entry_id, o.fee::text AS fee,
         o.trader_commission::text AS trader_commission, o.paid_amount::text AS paid_amount, o.payment_type, o.payment_bank, o.payment_details, o.requisites,
         rb.name AS requisites_bank_name, o.requisites_at, o.version, o.created_at, o.updated_at,
         s.name AS shop_name, s.customer_data_collection_order, s.collect_customer_receipts, s.payment_window_minutes,
         (s.is_demo OR o.is_test) AS is_demo, o.is_test,
         (SELECT count(*)::int FROM receipts r WHERE r.order_id = o.id) AS receipt_count,
         -- Read only for an order that ended (an open order's poll pays nothing for it). A move's own
         -- statement does not see its history row yet: the answers that read it again do.
         CASE WHEN o.status IN ('completed', 'cancelled') THEN EXISTS (
           SELECT 1 FROM order_history h WHERE h.order_id = o.id AND h.from_status = 'dispute'
         ) ELSE false END AS has_resolved_dispute,
         CASE WHEN o.status = 'trader_confirm' THEN EXISTS (
           SELECT 1 FROM bank_notifications n
            WHERE n.order_id = o.id AND n.outcome = 'matched' AND n.linked_by = 'auto'
         ) ELSE false END AS has_matched_notification${extraColumns}
    FROM ${source}
    JOIN shops s ON s.id = o.shop_id
    LEFT JOIN banks rb ON rb.code = o.requisites->>'bank'`;

export const ORDER_SELECT = orderSelectFrom('orders o');
const ORDER_SELECT_WITH_CUSTOMER_FIELDS = orderSelectFrom(
  'orders o',
  ', (SELECT tm.customer_fields FROM trade_methods tm WHERE tm.id = o.trade_method_id) AS customer_fields',
);

export async function getOrder(
  q: Queryable,
  id: string,
  /** `lock`: the order's row lock, to the transaction's end; `customerFields`: its method's sender fields too. */
  options: { lock?: boolean; customerFields?: boolean } = {},
): Promise<OrderRow> {
  const select = options.customerFields ? ORDER_SELECT_WITH_CUSTOMER_FIELDS : ORDER_SELECT;
  const { rows } = await q.query<OrderRow>(
    `${select} WHERE o.id = $1${options.lock ? ' FOR UPDATE OF o' : ''}`,
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound();
  return row;
}

/**
 * The orders a trader works: those assigned to it, and those waiting for details that no one was free to
 * take and that it could supply by hand (a method of the order's type and bank, and the same demo-ness and test-ness).
 */
export async function listTraderOrders(q: Queryable, traderId: string, status?: string): Promise<OrderRow[]> {
  const { rows } = await q.query<OrderRow>(
    `${ORDER_SELECT}
      WHERE (o.trader_id = $1 OR (o.status = 'requisites' AND o.trader_id IS NULL AND EXISTS (${METHODS_SERVING_ORDER})))
        AND ($2::text IS NULL OR o.status = $2)
      ORDER BY o.created_at LIMIT 500`,
    [traderId, status ?? null],
  );
  return rows;
}

/** SQL: trader $1's methods that could serve order `o` of shop `s` (currency, type, bank, demo-ness, test-ness). */
export const METHODS_SERVING_ORDER = `
  SELECT tm.id FROM trade_methods tm JOIN traders t ON t.id = tm.trader_id
   WHERE tm.trader_id = $1 AND tm.is_active AND tm.fiat_currency = o.currency AND tm.payment_type = o.payment_type
     AND (o.payment_type IN (${COLLAPSED_PAYMENT_TYPES.map((type) => `'${type}'`).join(', ')}) OR tm.bank = o.payment_bank)
     AND t.is_demo = (s.is_demo OR o.is_test) AND t.is_test = o.is_test`;

/**
 * The trader's open orders, newest first: what its event stream starts with. Matches the rule of
 * isVisibleToTrader (events/order-events.ts), which filters these rows again.
 */
export async function listOpenTraderOrders(q: Queryable, traderId: string): Promise<OrderRow[]> {
  const { rows } = await q.query<OrderRow>(
    `${ORDER_SELECT} WHERE o.trader_id = $1 AND o.status <> ALL($2)
      ORDER BY o.created_at DESC LIMIT 500`,
    [traderId, ENDED_STATUSES],
  );
  return rows;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function paymentOf(row: OrderRow): OrderPayment | null {
  if (!row.payment_type) return null;
  const details = Object.fromEntries(
    Object.values(CUSTOMER_FIELD_TO_PAYMENT_KEY).map((key) => [key, row.payment_details[key] ?? null]),
  ) as Omit<OrderPayment, 'type' | 'bank'>;
  return { type: row.payment_type, bank: row.payment_bank, ...details };
}

/** The stored requisites as every API shows them: with the bank's name beside its code, for display. */
function requisitesOf(row: OrderRow): Requisites | null {
  if (!row.requisites) return null;
  return { ...row.requisites, bankName: row.requisites_bank_name ?? row.requisites.bank };
}

/** The order as its customer sees it (docs/product/payment-page.md §3). */
export function toCustomerOrder(row: OrderRow): Order {
  return {
    id: row.id,
    status: row.status,
    statusDetails: row.status_details,
    statusTimeoutAt: iso(row.status_timeout_at),
    amount: row.amount,
    currency: row.currency,
    requisites: requisitesOf(row),
    payment: paymentOf(row),
    shop: {
      name: row.shop_name,
      customerDataCollectionOrder: row.customer_data_collection_order,
      collectCustomerReceipts: row.collect_customer_receipts,
    },
    integration: { returnUrl: row.return_url, callbackUrlStatus: row.callback_url_status },
    hasResolvedDispute: row.has_resolved_dispute,
    test: row.is_test,
    // The page says "4 500,00 ₽ arrived of 4 800,00 ₽" when an operator completed it for another sum.
    paidAmount: paidAmountOf(row),
  };
}

export function toMerchantOrder(row: OrderRow): MerchantOrder {
  // The shop reads the resolution in the order's history (its timeline), not here.
  const { shop: _shop, hasResolvedDispute: _resolved, ...order } = toCustomerOrder(row);
  return {
    ...order,
    // The trader's card or account is not the shop's to know: its last 4 digits at most.
    requisites: requisitesForShop(order.requisites),
    externalId: row.external_id,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    version: row.version,
    fee: row.fee,
    test: row.is_test,
    paidAmount: paidAmountOf(row),
  };
}

/** The sum that arrived on a completed order: its amount, or the operator's corrected one; null before. */
export const paidAmountOf = (row: Pick<OrderRow, 'status' | 'amount' | 'paid_amount'>): string | null =>
  row.status === 'completed' ? (row.paid_amount ?? row.amount) : null;

export function toTraderOrder(row: OrderRow): TraderOrder {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    paymentType: row.payment_type!,
    bank: row.payment_bank,
    tradeMethodId: row.trade_method_id!,
    requisiteEntryId: row.requisite_entry_id,
    commission: row.trader_commission,
    statusDetails: row.status_details,
    statusTimeoutAt: iso(row.status_timeout_at),
    requisites: requisitesOf(row),
    payment: paymentOf(row),
    receiptCount: row.receipt_count,
    collectCustomerReceipts: row.collect_customer_receipts,
    createdAt: iso(row.created_at)!,
    paidAmount: paidAmountOf(row),
  };
}
